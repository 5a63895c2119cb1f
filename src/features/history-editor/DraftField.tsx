import { useId } from 'react'
import { useDraft } from '../editor-kit/useDraft.ts'

export interface DraftFieldProps {
  readonly label: string
  readonly value: string
  /** an error message for a value that must not be applied, else null. */
  readonly validate?: (value: string) => string | null
  readonly onCommit: (value: string) => void
  readonly multiline?: boolean
  readonly mono?: boolean
  readonly rows?: number
  /** a note under the field (not an error). */
  readonly hint?: string
}

/**
 * A field that applies every valid change at once and keeps an invalid one as a visible draft,
 * marked invalid and described by its error, so nothing is applied silently and nothing typed
 * is lost. An outside change of the value (undo, a loaded scenario) replaces the draft.
 */
export function DraftField({
  label,
  value,
  validate,
  onCommit,
  multiline = false,
  mono = true,
  rows = 3,
  hint,
}: DraftFieldProps) {
  const id = useId()
  const [draft, change] = useDraft(value, (next) => (validate?.(next) ?? null) === null, onCommit)
  const error = validate?.(draft) ?? null
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ')
  const props = {
    id,
    className: `${multiline ? 'ed-textarea' : 'ed-input'}${mono ? ' mono' : ''}`,
    value: draft,
    spellCheck: false,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  }
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...props} rows={rows} onChange={(event) => change(event.target.value)} />
      ) : (
        <input {...props} onChange={(event) => change(event.target.value)} />
      )}
      {hint ? (
        <span id={`${id}-hint`} className="ed-muted he-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="he-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
