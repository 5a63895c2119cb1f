import { useT } from '../../i18n/useT.ts'
import type { Issue } from '../../view-models/validation.ts'

// validation names a marker's side as data; the words come from the catalog
function localizedVars(issue: Issue, t: ReturnType<typeof useT>): Issue['vars'] {
  const side = issue.vars?.['side']
  if (side !== 'start' && side !== 'end') return issue.vars
  return {
    ...issue.vars,
    side: t(side === 'start' ? 'registry.cells.start' : 'registry.cells.end'),
  }
}

/** The messages for one field's issues, with an id for aria-describedby. */
export function IssueMessages({
  id,
  issues,
}: {
  readonly id: string
  readonly issues: readonly Issue[]
}) {
  const t = useT()
  if (issues.length === 0) return null
  return (
    <ul id={id} className="rg-issues">
      {issues.map((issue) => (
        <li key={`${issue.code}-${issue.field}`} className={`rg-issue rg-issue-${issue.severity}`}>
          <strong>
            {t(issue.severity === 'error' ? 'registry.issues.error' : 'registry.issues.warning')}:
          </strong>{' '}
          {t(`registry.issues.${issue.code}`, localizedVars(issue, t))}
        </li>
      ))}
    </ul>
  )
}

/**
 * aria props for a field with issues: invalid (its value is refused, or waits for an explicit
 * confirmation) and described by its messages.
 */
export function fieldAria(id: string, issues: readonly Issue[]) {
  if (issues.length === 0) return {}
  return { 'aria-invalid': true as const, 'aria-describedby': id }
}
