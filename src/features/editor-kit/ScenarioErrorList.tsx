import { BidiText } from '../../components/BidiText.tsx'
import type { ScenarioError } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'

/**
 * The parser's field errors as a list (`path: message`, bidi controls shown as marks), the first
 * `limit` of them and a count of the rest: a hostile file can name thousands of fields.
 */
export function ScenarioErrorList({
  errors,
  limit,
  className,
}: {
  readonly errors: readonly ScenarioError[]
  readonly limit: number
  readonly className: string
}) {
  const t = useT()
  return (
    <ul className={className}>
      {errors.slice(0, limit).map((error, i) => (
        <li key={i}>
          <code>
            {error.path === '' ? t('registry.notices.rootPath') : <BidiText text={error.path} />}
          </code>
          : <BidiText text={error.message} />
        </li>
      ))}
      {errors.length > limit ? <li>… +{errors.length - limit}</li> : null}
    </ul>
  )
}
