import { useId } from 'react'
import { useDraft } from '../editor-kit/useDraft.ts'
import { useT } from '../../i18n/useT.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

/**
 * A text field bound to a world-state value. Its draft is local, so a refused value (over the
 * size limit) stays visible with its error instead of silently disappearing; an outside change
 * (undo, a loaded scenario) replaces the draft.
 */
export function WorldText({
  label,
  value,
  onCommit,
  multiline = false,
  disabled = false,
}: {
  readonly label: string
  readonly value: string
  readonly onCommit: (value: string) => void
  readonly multiline?: boolean
  readonly disabled?: boolean
}) {
  const t = useT()
  const id = useId()
  const [draft, change] = useDraft(value, (next) => next.length <= MAX_BODY_CHARS, onCommit)
  const tooLarge = draft.length > MAX_BODY_CHARS
  const aria = tooLarge ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea
          id={id}
          className="ed-textarea"
          rows={3}
          value={draft}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          {...aria}
        />
      ) : (
        <input
          id={id}
          className="ed-input"
          value={draft}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          {...aria}
        />
      )}
      {tooLarge ? (
        <p id={`${id}-error`} className="as-error">
          {t('registry.assembly.sizeRefused', {
            size: groupedNumber(draft.length),
            max: groupedNumber(MAX_BODY_CHARS),
          })}
        </p>
      ) : null}
    </div>
  )
}

export function Check({
  label,
  checked,
  onChange,
}: {
  readonly label: string
  readonly checked: boolean
  readonly onChange: (checked: boolean) => void
}) {
  return (
    <label className="ed-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  )
}

/** A select over a fixed list of world-state values. */
export function Choice<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  readonly label: string
  readonly value: V
  readonly options: readonly V[]
  readonly optionLabel: (option: V) => string
  readonly onChange: (value: V) => void
}) {
  const id = useId()
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="ed-select"
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  )
}
