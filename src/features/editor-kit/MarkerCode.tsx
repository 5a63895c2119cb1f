import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'

/** A marker as code, whitespace and non-ASCII characters visible; "(empty)" when empty. */
export function MarkerCode({ marker }: { readonly marker: string }) {
  const t = useT()
  if (marker === '') return <span className="rg-empty">{t('registry.empty')}</span>
  return (
    <code className="rg-marker">
      <VisibleText text={marker} allSpaces flagNonAscii limit={200} />
    </code>
  )
}
