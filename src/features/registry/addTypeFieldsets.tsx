import type { FragmentRole } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { IssueMessages, fieldAria } from '../editor-kit/IssueMessages.tsx'
import { MAX_BODY_CHARS, type Field } from '../../view-models/validation.ts'
import type { AddTypeDraft } from './useAddTypeDraft.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

const ROLES = ['user', 'developer', 'assistant'] as const satisfies readonly FragmentRole[]

interface FieldsetProps {
  readonly form: AddTypeDraft
}

/** A one-line monospace input with its label and issues (`id` names it in the form). */
function TextField({
  form,
  id,
  field,
  label,
  value,
  placeholder,
  onChange,
}: FieldsetProps & {
  readonly id: string
  /** the draft field whose issues describe the input; none for a field that has none. */
  readonly field?: Field
  readonly label: string
  readonly value: string
  readonly placeholder?: string
  readonly onChange: (value: string) => void
}) {
  const issues = field ? form.shown(field) : []
  return (
    <div className="ed-field">
      <label htmlFor={form.fieldId(id)}>{label}</label>
      <input
        id={form.fieldId(id)}
        className="ed-input mono"
        value={value}
        spellCheck={false}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        {...fieldAria(form.issueId(id), issues)}
      />
      {field ? <IssueMessages id={form.issueId(id)} issues={issues} /> : null}
    </div>
  )
}

/** Step 1: who says it. */
export function RoleFieldset({ form }: FieldsetProps) {
  const t = useT()
  return (
    <fieldset className="rg-step">
      <legend>{t('registry.form.step1')}</legend>
      <div className="rg-radios">
        {ROLES.map((role) => (
          <label key={role} className="ed-check">
            <input
              type="radio"
              name={form.groupName('role')}
              value={role}
              checked={form.draft.role === role}
              onChange={() => form.update({ role })}
            />
            {t(`registry.roles.${role}`)}
          </label>
        ))}
      </div>
      <p className="ed-muted rg-hint">{t('registry.form.step1Hint')}</p>
    </fieldset>
  )
}

/** Step 2: markers, or one-shot on purpose (recognition given up). */
export function RecognitionFieldset({ form }: FieldsetProps) {
  const t = useT()
  const { draft, escaped, updateEscaped } = form
  const choice = (oneShot: boolean, label: string) => (
    <label className="ed-check">
      <input
        type="radio"
        name={form.groupName('recognition')}
        checked={draft.oneShot === oneShot}
        onChange={() => form.update({ oneShot })}
      />
      {label}
    </label>
  )
  return (
    <fieldset className="rg-step">
      <legend>{t('registry.form.step2')}</legend>
      <div className="rg-radios rg-radios-stacked">
        {choice(false, t('registry.form.marked'))}
        {choice(true, t('registry.form.oneShot'))}
      </div>
      {!draft.oneShot ? (
        <div className="rg-form-row">
          <TextField
            form={form}
            id="start"
            field="startMarker"
            label={t('registry.form.start')}
            value={escaped.startMarker}
            placeholder="<ticket_context>"
            onChange={(text) => updateEscaped('startMarker', text)}
          />
          <TextField
            form={form}
            id="end"
            field="endMarker"
            label={t('registry.form.end')}
            value={escaped.endMarker}
            placeholder="</ticket_context>"
            onChange={(text) => updateEscaped('endMarker', text)}
          />
        </div>
      ) : null}
      <p className="ed-muted rg-hint">{t('registry.markerEditor.escapes')}</p>
    </fieldset>
  )
}

/** Step 3: the struct name, content kind and example body. */
export function BodyFieldset({ form }: FieldsetProps) {
  const t = useT()
  const { draft, update, fieldId, issueId } = form
  return (
    <fieldset className="rg-step">
      <legend>{t('registry.form.step3')}</legend>
      <div className="rg-form-row">
        <TextField
          form={form}
          id="name"
          field="name"
          label={t('registry.form.name')}
          value={draft.name}
          placeholder="TicketContext"
          onChange={(name) => update({ name })}
        />
        <TextField
          form={form}
          id="kind"
          label={t('registry.form.contentKind')}
          value={draft.contentKind}
          onChange={(contentKind) => update({ contentKind })}
        />
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
          {...fieldAria(issueId('body'), form.shown('body'))}
        />
        <span className="ed-muted rg-hint">
          {t('registry.form.bodyHint')}{' '}
          {t('registry.form.bodySize', {
            size: groupedNumber(draft.body.length),
            max: groupedNumber(MAX_BODY_CHARS),
          })}
        </span>
        <IssueMessages id={issueId('body')} issues={form.shown('body')} />
      </div>
    </fieldset>
  )
}

/** Step 4: whether the fragment needs a message of its own. */
export function SeparateFieldset({ form }: FieldsetProps) {
  const t = useT()
  return (
    <fieldset className="rg-step">
      <legend>{t('registry.form.step4')}</legend>
      <label className="ed-check">
        <input
          type="checkbox"
          checked={form.draft.requiresSeparateMessage}
          onChange={(event) => form.update({ requiresSeparateMessage: event.target.checked })}
        />
        {t('registry.form.separate')}
      </label>
    </fieldset>
  )
}

/** Step 5: registration in the table the role asks for (assistant types have none). */
export function RegistrationFieldset({ form }: FieldsetProps) {
  const t = useT()
  const { draft, fieldId, issueId } = form
  return (
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
              onChange={(event) => form.update({ register: event.target.checked })}
              {...fieldAria(issueId('membership'), form.shown('membership'))}
            />
            {draft.role === 'user'
              ? t('registry.form.registerUser')
              : t('registry.form.registerDeveloper')}
          </label>
          <IssueMessages id={issueId('membership')} issues={form.shown('membership')} />
          {draft.role === 'developer' && draft.oneShot && draft.register ? (
            <div className="ed-field rg-prefix-field">
              <label htmlFor={fieldId('prefix')}>{t('registry.form.developerPrefix')}</label>
              <input
                id={fieldId('prefix')}
                className="ed-input mono"
                value={form.escaped.developerPrefix}
                spellCheck={false}
                onChange={(event) => form.updateEscaped('developerPrefix', event.target.value)}
                {...fieldAria(issueId('prefix'), form.shown('developerPrefix'))}
              />
            </div>
          ) : null}
          <IssueMessages id={issueId('prefix')} issues={form.shown('developerPrefix')} />
        </>
      )}
    </fieldset>
  )
}
