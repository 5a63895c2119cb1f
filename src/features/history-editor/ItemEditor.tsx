import { useId, type ReactNode } from 'react'
import {
  MESSAGE_ROLES,
  type HistoryItem,
  type MessageItem,
  type MessageRole,
} from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { DraftField } from './DraftField.tsx'
import { useItemChecks, type ItemChecks } from './useItemChecks.ts'

/** Applies a changed item; `field` names the undo step typing in one field shares. */
type OnChange = (next: HistoryItem, field: string) => void

export interface ItemEditorProps {
  readonly item: HistoryItem
  readonly items: readonly HistoryItem[]
  readonly onChange: OnChange
}

/** The fields of one kind of item, after the id field every kind has. */
interface KindFieldsProps<I extends HistoryItem> {
  readonly item: I
  readonly idField: ReactNode
  readonly checks: ItemChecks
  readonly onChange: OnChange
}

/** The fields of one history item, each applied as it is typed when valid. */
export function ItemEditor({ item, items, onChange }: ItemEditorProps) {
  const t = useT()
  const checks = useItemChecks(item, items)
  const idField = (
    <DraftField
      label={t('registry.history.fields.id')}
      value={item.id}
      validate={checks.idError}
      onCommit={(id) => onChange({ ...item, id }, 'id')}
    />
  )
  const props = { idField, checks, onChange }
  switch (item.type) {
    case 'message':
      return <MessageFields item={item} {...props} />
    case 'function_call':
    case 'custom_tool_call':
      return <CallFields item={item} {...props} />
    case 'function_call_output':
    case 'custom_tool_call_output':
      return <OutputFields item={item} {...props} />
    case 'reasoning':
    case 'agent_message':
    case 'other':
      return <TextFields item={item} {...props} />
    case 'compaction':
      return (
        <div className="he-editor">
          {idField}
          <DraftField
            label={t('registry.history.fields.encryptedContent')}
            value={item.encryptedContent}
            validate={checks.sizeError}
            onCommit={(encryptedContent) => onChange({ ...item, encryptedContent }, 'encrypted')}
          />
        </div>
      )
    case 'context_compaction':
    case 'compaction_trigger':
      return (
        <div className="he-editor">
          {idField}
          <p className="ed-muted">{t('registry.history.fields.noFields')}</p>
        </div>
      )
  }
}

/** A message: its role and its parts (add, edit, remove a part). */
function MessageFields({ item, idField, checks, onChange }: KindFieldsProps<MessageItem>) {
  const t = useT()
  const roleId = useId()
  const setParts = (parts: readonly string[], field: string) =>
    onChange({ ...item, parts: [...parts] } satisfies MessageItem, field)
  return (
    <div className="he-editor">
      <div className="he-editor-row">
        {idField}
        <div className="ed-field">
          <label htmlFor={roleId}>{t('registry.history.fields.role')}</label>
          <select
            id={roleId}
            className="ed-select"
            value={item.role}
            onChange={(event) =>
              onChange({ ...item, role: event.target.value as MessageRole }, 'role')
            }
          >
            {MESSAGE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`registry.roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {item.parts.map((part, index) => (
        <div key={index} className="he-part">
          <DraftField
            label={t('registry.history.fields.part', { index: index + 1 })}
            value={part}
            multiline
            rows={Math.min(8, Math.max(2, part.split('\n').length))}
            validate={checks.sizeError}
            onCommit={(value) =>
              setParts(
                item.parts.map((p, i) => (i === index ? value : p)),
                `part-${index}`,
              )
            }
          />
          {item.parts.length > 1 ? (
            <button
              type="button"
              className="ed-btn ed-btn-small ed-btn-danger"
              onClick={() =>
                setParts(
                  item.parts.filter((_, i) => i !== index),
                  'parts',
                )
              }
            >
              {t('registry.history.fields.removePart', { index: index + 1 })}
            </button>
          ) : null}
        </div>
      ))}
      <div>
        <button
          type="button"
          className="ed-btn ed-btn-small"
          onClick={() => setParts([...item.parts, ''], 'parts')}
        >
          {t('registry.history.fields.addPart')}
        </button>
      </div>
    </div>
  )
}

type CallItem = Extract<HistoryItem, { type: 'function_call' | 'custom_tool_call' }>
type OutputItem = Extract<HistoryItem, { type: 'function_call_output' | 'custom_tool_call_output' }>
type TextItem = Extract<HistoryItem, { type: 'reasoning' | 'agent_message' | 'other' }>

/** A tool call: name, call id (linked to its outputs), and its arguments or input. */
function CallFields({ item, idField, checks, onChange }: KindFieldsProps<CallItem>) {
  const t = useT()
  return (
    <div className="he-editor">
      <div className="he-editor-row">
        {idField}
        <DraftField
          label={t('registry.history.fields.name')}
          value={item.name}
          validate={checks.sizeError}
          onCommit={(name) => onChange({ ...item, name }, 'name')}
        />
        <DraftField
          label={t('registry.history.fields.callId')}
          value={item.callId}
          validate={checks.callIdError}
          hint={t('registry.history.callIdLinked')}
          onCommit={(callId) => onChange({ ...item, callId }, 'callId')}
        />
      </div>
      {item.type === 'function_call' ? (
        <DraftField
          label={t('registry.history.fields.arguments')}
          value={item.arguments}
          multiline
          validate={checks.sizeError}
          onCommit={(value) => onChange({ ...item, arguments: value }, 'arguments')}
        />
      ) : (
        <DraftField
          label={t('registry.history.fields.input')}
          value={item.input}
          multiline
          validate={checks.sizeError}
          onCommit={(input) => onChange({ ...item, input }, 'input')}
        />
      )}
    </div>
  )
}

/** A tool output: its call id and its text. */
function OutputFields({ item, idField, checks, onChange }: KindFieldsProps<OutputItem>) {
  const t = useT()
  return (
    <div className="he-editor">
      <div className="he-editor-row">
        {idField}
        <DraftField
          label={t('registry.history.fields.callId')}
          value={item.callId}
          validate={checks.callIdError}
          onCommit={(callId) => onChange({ ...item, callId }, 'callId')}
        />
      </div>
      <DraftField
        label={t('registry.history.fields.output')}
        value={item.output}
        multiline
        validate={checks.sizeError}
        onCommit={(output) => onChange({ ...item, output }, 'output')}
      />
    </div>
  )
}

/** Reasoning, an agent message, or another item: one text. */
function TextFields({ item, idField, checks, onChange }: KindFieldsProps<TextItem>) {
  const t = useT()
  return (
    <div className="he-editor">
      {idField}
      <DraftField
        label={t('registry.history.fields.text')}
        value={item.text}
        multiline
        validate={checks.sizeError}
        onCommit={(text) => onChange({ ...item, text }, 'text')}
      />
    </div>
  )
}
