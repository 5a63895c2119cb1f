import type { FragmentRegistry, HistoryItem } from '../../core/index.ts'
import { useRoleMention } from '../../components/RoleName.tsx'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { ADD_KINDS, type AddKind } from '../../view-models/historyOps.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import { useAddItemDraft, type AddItemDraft, type DraftText } from './useAddItemDraft.ts'

const TEXT_KINDS: readonly AddKind[] = [
  'user',
  'assistant',
  'developer',
  'system',
  'reasoning',
  'agent_message',
]

export interface AddItemFormProps {
  readonly items: readonly HistoryItem[]
  readonly registry: FragmentRegistry
  readonly onAdd: (added: readonly HistoryItem[]) => void
}

/**
 * Adds one item at the end of the history: a message, a paired call and output, reasoning, an
 * agent message, a compaction marker, or any registered fragment rendered from its body with
 * `renderFragment` into a message of the type's role.
 */
export function AddItemForm({ items, registry, onAdd }: AddItemFormProps) {
  const t = useT()
  const draft = useAddItemDraft(items, registry)
  const { base, kind } = draft
  return (
    <form
      className="ed-panel he-add"
      aria-labelledby={`${base}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        if (draft.tooLarge) return
        onAdd(draft.build())
      }}
    >
      <h3 id={`${base}-title`}>{t('registry.history.add.title')}</h3>
      <div className="ed-field he-kind">
        <label htmlFor={`${base}-kind`}>{t('registry.history.add.kind')}</label>
        <select
          id={`${base}-kind`}
          className="ed-select"
          value={kind}
          onChange={(event) => draft.setKind(event.target.value as AddKind)}
        >
          {ADD_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`registry.history.add.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {TEXT_KINDS.includes(kind) ? (
        <SizedField
          base={base}
          id="text"
          label={t('registry.history.add.text')}
          field={draft.text}
        />
      ) : null}
      {kind === 'function' || kind === 'custom' ? <CallFields draft={draft} /> : null}
      {kind === 'fragment' ? <FragmentFields draft={draft} registry={registry} /> : null}
      <div className="ed-toolbar">
        <button type="submit" className="ed-btn ed-btn-primary" disabled={draft.tooLarge}>
          {t('registry.history.add.submit')}
        </button>
      </div>
    </form>
  )
}

/** A text field refused over the body limit, with the error that says so. */
function SizedField({
  base,
  id,
  label,
  field,
  multiline = true,
}: {
  readonly base: string
  readonly id: string
  readonly label: string
  readonly field: DraftText
  readonly multiline?: boolean
}) {
  const t = useT()
  const { value, set } = field
  const error = value.length > MAX_BODY_CHARS
  const props = {
    id: `${base}-${id}`,
    value,
    spellCheck: false,
    onChange: (event: { readonly target: { readonly value: string } }) => set(event.target.value),
    ...(error ? { 'aria-invalid': true as const, 'aria-describedby': `${base}-${id}-error` } : {}),
  }
  return (
    <div className="ed-field">
      <label htmlFor={`${base}-${id}`}>{label}</label>
      {multiline ? (
        <textarea className="ed-textarea mono" rows={3} {...props} />
      ) : (
        <input className="ed-input mono" {...props} />
      )}
      {error ? (
        <span id={`${base}-${id}-error`} className="he-error">
          {t('registry.issues.bodyTooLarge', { size: value.length, max: MAX_BODY_CHARS })}
        </span>
      ) : null}
    </div>
  )
}

/** A call and its output: the tool's name, its arguments (or input), the output. */
function CallFields({ draft }: { readonly draft: AddItemDraft }) {
  const t = useT()
  const { base } = draft
  return (
    <div className="he-editor-row">
      <SizedField
        base={base}
        id="tool"
        label={t('registry.history.fields.name')}
        field={draft.toolName}
        multiline={false}
      />
      <SizedField
        base={base}
        id="input"
        label={
          draft.kind === 'function'
            ? t('registry.history.fields.arguments')
            : t('registry.history.fields.input')
        }
        field={draft.callInput}
        multiline={false}
      />
      <SizedField
        base={base}
        id="output"
        label={t('registry.history.fields.output')}
        field={draft.output}
        multiline={false}
      />
    </div>
  )
}

/** A registered fragment: its type (grouped by role), its body, and the rendered preview. */
function FragmentFields({
  draft,
  registry,
}: {
  readonly draft: AddItemDraft
  readonly registry: FragmentRegistry
}) {
  const t = useT()
  const { base } = draft
  return (
    <>
      <div className="ed-field">
        <label htmlFor={`${base}-type`}>{t('registry.history.add.fragmentType')}</label>
        <select
          id={`${base}-type`}
          className="ed-select"
          value={draft.typeName}
          onChange={(event) => draft.chooseType(event.target.value)}
        >
          {(['user', 'developer', 'assistant'] as const).map((role) => (
            <optgroup key={role} label={t(`registry.roles.${role}`)}>
              {registry.types
                .filter((candidate) => candidate.role === role)
                .map((candidate) => (
                  <option key={candidate.name} value={candidate.name}>
                    {candidate.name}
                  </option>
                ))}
            </optgroup>
          ))}
        </select>
      </div>
      <SizedField
        base={base}
        id="body"
        label={t('registry.history.add.fragmentBody')}
        field={draft.body}
      />
      <FragmentPreview draft={draft} />
    </>
  )
}

/** The fragment as it will be added, and how the registry recognizes it. */
function FragmentPreview({ draft }: { readonly draft: AddItemDraft }) {
  const t = useT()
  const { type, recognition } = draft
  const [role, roleRef] = useRoleMention<HTMLSpanElement>(draft.fragmentRole)
  return (
    <div className="he-preview">
      <span className="ed-label" ref={roleRef}>
        {t('registry.history.add.fragmentPreview', { role })}
      </span>
      {type && type.startMarker === '' && type.endMarker === '' ? (
        <p className="ed-muted he-hint">{t('registry.history.add.fragmentOneShot')}</p>
      ) : null}
      <pre className="ed-code-block">
        <VisibleText text={draft.fragmentText} limit={1500} />
      </pre>
      {recognition ? (
        <p className="he-hint">
          {t(`registry.history.classification.${recognition.kind}`)}
          {recognition.names.length > 0
            ? ` · ${t('registry.history.recognizedAs', { type: recognition.names.join(' + ') })}`
            : ''}
        </p>
      ) : null}
    </div>
  )
}
