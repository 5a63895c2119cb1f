import { useId } from 'react'
import { utf8Length } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import type { MatcherRole } from '../../view-models/matcherLab.ts'
import { MATCHER_PRESETS, type MatcherPreset } from './presets.ts'
import { MATCH_WINDOW } from './matchText.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

/** Characters of the input the lab displays at most. */
export const DISPLAY_LIMIT = 4000

const ROLES: readonly MatcherRole[] = ['user', 'developer']

/** The text to match, its role, its size, and a note when the lab matches or shows only part. */
export function MatcherInput({
  text,
  role,
  reduced,
  onText,
  onRole,
}: {
  readonly text: string
  readonly role: MatcherRole
  /** the matchers saw only the text's ends (see `textForMatching`). */
  readonly reduced: boolean
  readonly onText: (text: string) => void
  readonly onRole: (role: MatcherRole) => void
}) {
  const t = useT()
  const inputId = useId()
  return (
    <div className="ed-panel ml-input">
      <div className="ed-field">
        <label htmlFor={inputId}>{t('registry.matcher.input')}</label>
        <textarea
          id={inputId}
          className="ed-textarea mono"
          rows={7}
          spellCheck={false}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <fieldset className="ml-role">
        <legend>{t('registry.matcher.role')}</legend>
        {ROLES.map((value) => (
          <label key={value} className="ed-check">
            <input
              type="radio"
              name={`${inputId}-role`}
              value={value}
              checked={role === value}
              onChange={() => onRole(value)}
            />
            {t(`registry.roles.${value}`)}
          </label>
        ))}
      </fieldset>
      <p className="ed-muted ml-size">
        {t('registry.matcher.chars', {
          chars: groupedNumber(text.length),
          bytes: groupedNumber(utf8Length(text)),
        })}
      </p>
      {reduced || text.length > DISPLAY_LIMIT ? (
        <p className="ml-capped" role="note">
          {t('registry.matcher.capped', {
            window: groupedNumber(MATCH_WINDOW),
            shown: groupedNumber(DISPLAY_LIMIT),
          })}
        </p>
      ) : null}
    </div>
  )
}

/** The bundled examples; the one loaded is pressed. */
export function MatcherPresets({
  text,
  role,
  onLoad,
}: {
  readonly text: string
  readonly role: MatcherRole
  readonly onLoad: (preset: MatcherPreset) => void
}) {
  const t = useT()
  const headingId = useId()
  return (
    <nav className="ed-panel ml-presets" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('registry.matcher.presets')}</h3>
      <p className="ed-muted">{t('registry.matcher.presetsHint')}</p>
      <ul>
        {MATCHER_PRESETS.map((preset) => (
          <li key={preset.id}>
            <button
              type="button"
              className="ed-btn ed-btn-small"
              aria-pressed={text === preset.text && role === preset.role}
              onClick={() => onLoad(preset)}
            >
              {t(`registry.matcher.presetsList.${preset.id}`)}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
