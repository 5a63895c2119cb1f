import { useId, useState } from 'react'
import {
  developerPrefixOf,
  explainTypeMatch,
  matchDeveloperPrefix,
  renderExample,
  type FragmentRegistry,
  type FragmentRole,
  type FragmentType,
} from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { IssueMessages, fieldAria } from '../editor-kit/IssueMessages.tsx'
import { unescapeMarker } from '../editor-kit/markerText.ts'
import {
  hasErrors,
  MAX_BODY_CHARS,
  typeFromDraft,
  validateDraft,
  type Field,
  type Issue,
  type TypeDraft,
} from '../../view-models/validation.ts'

const EMPTY_DRAFT: TypeDraft = {
  name: '',
  role: 'user',
  oneShot: false,
  startMarker: '',
  endMarker: '',
  contentKind: 'custom.fragment',
  body: '\n\n',
  requiresSeparateMessage: false,
  register: true,
  developerPrefix: '',
}

export interface AddTypeFormProps {
  readonly registry: FragmentRegistry
  readonly onAdd: (type: FragmentType, register: boolean) => void
  readonly onCancel: () => void
}

/**
 * The add-type form, one fieldset per question of the lesson's checklist: role; markers or the
 * deliberate choice to give up recognition; body; separate message; registration in the table
 * the role asks for. Errors block; warnings need an explicit "Add anyway".
 */
export function AddTypeForm({ registry, onAdd, onCancel }: AddTypeFormProps) {
  const t = useT()
  const base = useId()
  const [draft, setDraft] = useState<TypeDraft>(EMPTY_DRAFT)
  // markers are typed with \n escapes; the draft holds the real characters
  const [startText, setStartText] = useState('')
  const [endText, setEndText] = useState('')
  const [prefixText, setPrefixText] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const update = (patch: Partial<TypeDraft>) => setDraft((d) => ({ ...d, ...patch }))

  const issues = validateDraft(draft, registry)
  const shown = (field: Field): Issue[] =>
    issues.filter(
      (issue) =>
        issue.field === field &&
        // empty-name and missing-marker errors wait for a first submit; the rest show live
        (submitted || (issue.code !== 'nameEmpty' && issue.code !== 'markersMissing')),
    )
  const type = typeFromDraft(draft)
  const rendered = renderExample(type)
  // user types are recognized by their matcher; developer types only by their prefix
  const selfMatch =
    draft.role === 'developer'
      ? matchDeveloperPrefix(rendered, {
          types: [],
          contextualUserMatchers: [],
          developerPrefixes: [developerPrefixOf(type)],
        }) !== undefined
      : explainTypeMatch(type, rendered).matched
  const blocked = hasErrors(issues)
  const warned = issues.length > 0 && !blocked

  const submit = (force: boolean) => {
    setSubmitted(true)
    if (blocked) return
    if (warned && !force) return
    onAdd(type, draft.register && draft.role !== 'assistant')
    setDraft(EMPTY_DRAFT)
    setStartText('')
    setEndText('')
    setPrefixText('')
    setSubmitted(false)
  }

  const fieldId = (field: string) => `${base}-${field}`
  const issueId = (field: string) => `${base}-${field}-issues`

  return (
    <form
      className="ed-panel rg-form"
      aria-labelledby={`${base}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit(false)
      }}
    >
      <h3 id={`${base}-title`}>{t('registry.form.title')}</h3>
      <p className="ed-muted">{t('registry.form.intro')}</p>
      <div className="rg-form-grid">
        <div className="rg-form-steps">
          <fieldset className="rg-step">
            <legend>{t('registry.form.step1')}</legend>
            <div className="rg-radios">
              {(['user', 'developer', 'assistant'] as const satisfies readonly FragmentRole[]).map(
                (role) => (
                  <label key={role} className="ed-check">
                    <input
                      type="radio"
                      name={`${base}-role`}
                      value={role}
                      checked={draft.role === role}
                      onChange={() => update({ role })}
                    />
                    {t(`registry.roles.${role}`)}
                  </label>
                ),
              )}
            </div>
            <p className="ed-muted rg-hint">{t('registry.form.step1Hint')}</p>
          </fieldset>

          <fieldset className="rg-step">
            <legend>{t('registry.form.step2')}</legend>
            <div className="rg-radios rg-radios-stacked">
              <label className="ed-check">
                <input
                  type="radio"
                  name={`${base}-recognition`}
                  checked={!draft.oneShot}
                  onChange={() => update({ oneShot: false })}
                />
                {t('registry.form.marked')}
              </label>
              <label className="ed-check">
                <input
                  type="radio"
                  name={`${base}-recognition`}
                  checked={draft.oneShot}
                  onChange={() => update({ oneShot: true })}
                />
                {t('registry.form.oneShot')}
              </label>
            </div>
            {!draft.oneShot ? (
              <div className="rg-form-row">
                <div className="ed-field">
                  <label htmlFor={fieldId('start')}>{t('registry.form.start')}</label>
                  <input
                    id={fieldId('start')}
                    className="ed-input mono"
                    value={startText}
                    spellCheck={false}
                    placeholder="<ticket_context>"
                    onChange={(event) => {
                      setStartText(event.target.value)
                      update({ startMarker: unescapeMarker(event.target.value) })
                    }}
                    {...fieldAria(issueId('start'), shown('startMarker'))}
                  />
                  <IssueMessages id={issueId('start')} issues={shown('startMarker')} />
                </div>
                <div className="ed-field">
                  <label htmlFor={fieldId('end')}>{t('registry.form.end')}</label>
                  <input
                    id={fieldId('end')}
                    className="ed-input mono"
                    value={endText}
                    spellCheck={false}
                    placeholder="</ticket_context>"
                    onChange={(event) => {
                      setEndText(event.target.value)
                      update({ endMarker: unescapeMarker(event.target.value) })
                    }}
                    {...fieldAria(issueId('end'), shown('endMarker'))}
                  />
                  <IssueMessages id={issueId('end')} issues={shown('endMarker')} />
                </div>
              </div>
            ) : null}
            <p className="ed-muted rg-hint">{t('registry.markerEditor.escapes')}</p>
          </fieldset>

          <fieldset className="rg-step">
            <legend>{t('registry.form.step3')}</legend>
            <div className="rg-form-row">
              <div className="ed-field">
                <label htmlFor={fieldId('name')}>{t('registry.form.name')}</label>
                <input
                  id={fieldId('name')}
                  className="ed-input mono"
                  value={draft.name}
                  spellCheck={false}
                  placeholder="TicketContext"
                  onChange={(event) => update({ name: event.target.value })}
                  {...fieldAria(issueId('name'), shown('name'))}
                />
                <IssueMessages id={issueId('name')} issues={shown('name')} />
              </div>
              <div className="ed-field">
                <label htmlFor={fieldId('kind')}>{t('registry.form.contentKind')}</label>
                <input
                  id={fieldId('kind')}
                  className="ed-input mono"
                  value={draft.contentKind}
                  spellCheck={false}
                  onChange={(event) => update({ contentKind: event.target.value })}
                />
              </div>
            </div>
            <div className="ed-field">
              <label htmlFor={fieldId('body')}>{t('registry.form.body')}</label>
              <textarea
                id={fieldId('body')}
                className="ed-textarea mono"
                rows={3}
                value={draft.body}
                spellCheck={false}
                onChange={(event) => update({ body: event.target.value })}
                {...fieldAria(issueId('body'), shown('body'))}
              />
              <span className="ed-muted rg-hint">
                {t('registry.form.bodyHint')}{' '}
                {t('registry.form.bodySize', {
                  size: draft.body.length.toLocaleString('en'),
                  max: MAX_BODY_CHARS.toLocaleString('en'),
                })}
              </span>
              <IssueMessages id={issueId('body')} issues={shown('body')} />
            </div>
          </fieldset>

          <fieldset className="rg-step">
            <legend>{t('registry.form.step4')}</legend>
            <label className="ed-check">
              <input
                type="checkbox"
                checked={draft.requiresSeparateMessage}
                onChange={(event) => update({ requiresSeparateMessage: event.target.checked })}
              />
              {t('registry.form.separate')}
            </label>
          </fieldset>

          <fieldset className="rg-step">
            <legend>{t('registry.form.step5')}</legend>
            {draft.role === 'assistant' ? (
              <p className="ed-muted">{t('registry.form.registerAssistant')}</p>
            ) : (
              <>
                <label className="ed-check">
                  <input
                    type="checkbox"
                    checked={draft.register}
                    onChange={(event) => update({ register: event.target.checked })}
                    {...fieldAria(issueId('membership'), shown('membership'))}
                  />
                  {draft.role === 'user'
                    ? t('registry.form.registerUser')
                    : t('registry.form.registerDeveloper')}
                </label>
                <IssueMessages id={issueId('membership')} issues={shown('membership')} />
                {draft.role === 'developer' && draft.oneShot && draft.register ? (
                  <div className="ed-field rg-prefix-field">
                    <label htmlFor={fieldId('prefix')}>{t('registry.form.developerPrefix')}</label>
                    <input
                      id={fieldId('prefix')}
                      className="ed-input mono"
                      value={prefixText}
                      spellCheck={false}
                      onChange={(event) => {
                        setPrefixText(event.target.value)
                        update({ developerPrefix: unescapeMarker(event.target.value) })
                      }}
                      {...fieldAria(issueId('prefix'), shown('developerPrefix'))}
                    />
                  </div>
                ) : null}
                <IssueMessages id={issueId('prefix')} issues={shown('developerPrefix')} />
              </>
            )}
          </fieldset>
        </div>
        <div className="rg-form-side">
          <div className="rg-form-preview">
            <span className="ed-label">{t('registry.form.preview')}</span>
            <pre className="ed-code-block">
              <VisibleText text={rendered} limit={1200} />
            </pre>
            <p className="rg-self-check">
              <strong>{t('registry.form.selfCheck')}</strong>{' '}
              {selfMatch
                ? draft.register && draft.role !== 'assistant'
                  ? t('registry.form.selfYes')
                  : t('registry.form.selfNotListed')
                : t('registry.form.selfNo')}
            </p>
          </div>

          {submitted && blocked ? (
            <p className="rg-form-status" role="alert">
              {t('registry.form.hasErrors')}
            </p>
          ) : null}
          {submitted && warned ? (
            <p className="rg-form-status" role="alert">
              {t('registry.form.hasWarnings')}
            </p>
          ) : null}
          <div className="ed-toolbar">
            {submitted && warned ? (
              <button type="button" className="ed-btn ed-btn-warn" onClick={() => submit(true)}>
                {t('registry.form.submitAnyway')}
              </button>
            ) : (
              <button type="submit" className="ed-btn ed-btn-primary">
                {t('registry.form.submit')}
              </button>
            )}
            <button type="button" className="ed-btn" onClick={onCancel}>
              {t('registry.form.cancel')}
            </button>
          </div>
        </div>
      </div>
    </form>
  )
}
