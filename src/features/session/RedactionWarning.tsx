import type { RedactionReport } from '../../core/index.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'

/** A redacted file reads wrong without it: its injected context looks like the user's words. */
export function RedactionWarning({ report }: { readonly report: RedactionReport }) {
  const t = useT()
  const p = useCountT()
  if (!report.redacted) return null
  return (
    <div className="ses-warning" role="status" data-testid="redaction-warning">
      <strong>{t('session.redaction.heading')}</strong>{' '}
      {t('session.redaction.body', {
        parts: p('session.units.parts', report.parts),
        lines: report.lines.join(', '),
      })}
    </div>
  )
}
