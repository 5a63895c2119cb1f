import { useId } from 'react'
import type { HistoryItem, MessageItem, MessageRole } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import { DraftField } from './DraftField.tsx'

const MESSAGE_ROLES: readonly MessageRole[] = ['user', 'assistant', 'developer', 'system']

export interface ItemEditorProps {
  readonly item: HistoryItem
  readonly items: readonly HistoryItem[]
  /** applies a changed item; `field` names the undo step typing in one field shares. */
  readonly onChange: (next: HistoryItem, field: string) => void
}

/** The fields of one history item, each applied as it is typed when valid. */
export function ItemEditor({ item, items, onChange }: ItemEditorProps) {
  const t = useT()
  const roleId = useId()
  const sizeError = (value: string) =>
    value.length > MAX_BODY_CHARS
      ? t('registry.issues.bodyTooLarge', {
          size: value.length,
          max: MAX_BODY_CHARS,
        })
      : null
  const idError = (value: string) =>
    value.trim() === ''
      ? t('registry.history.idEmpty')
      : items.some((other) => other !== item && other.id === value)
        ? t('registry.history.idDuplicate', { id: value })
        : null
  const callIdError = (value: string) =>
    value.trim() === '' ? t('registry.history.callIdEmpty') : null

  const idField = (
    <DraftField
      label={t('registry.history.fields.id')}
      value={item.id}
      validate={idError}
      onCommit={(id) => onChange({ ...item, id }, 'id')}
    />
  )

  switch (item.type) {
    case 'message':
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
                validate={sizeError}
                onCommit={(value) => {
                  const parts = item.parts.map((p, i) => (i === index ? value : p))
                  onChange({ ...item, parts } satisfies MessageItem, `part-${index}`)
                }}
              />
              {item.parts.length > 1 ? (
                <button
                  type="button"
                  className="ed-btn ed-btn-small ed-btn-danger"
                  onClick={() =>
                    onChange({ ...item, parts: item.parts.filter((_, i) => i !== index) }, 'parts')
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
              onClick={() => onChange({ ...item, parts: [...item.parts, ''] }, 'parts')}
            >
              {t('registry.history.fields.addPart')}
            </button>
          </div>
        </div>
      )
    case 'function_call':
    case 'custom_tool_call':
      return (
        <div className="he-editor">
          <div className="he-editor-row">
            {idField}
            <DraftField
              label={t('registry.history.fields.name')}
              value={item.name}
              validate={sizeError}
              onCommit={(name) => onChange({ ...item, name }, 'name')}
            />
            <DraftField
              label={t('registry.history.fields.callId')}
              value={item.callId}
              validate={callIdError}
              hint={t('registry.history.callIdLinked')}
              onCommit={(callId) => onChange({ ...item, callId }, 'callId')}
            />
          </div>
          {item.type === 'function_call' ? (
            <DraftField
              label={t('registry.history.fields.arguments')}
              value={item.arguments}
              multiline
              validate={sizeError}
              onCommit={(value) => onChange({ ...item, arguments: value }, 'arguments')}
            />
          ) : (
            <DraftField
              label={t('registry.history.fields.input')}
              value={item.input}
              multiline
              validate={sizeError}
              onCommit={(input) => onChange({ ...item, input }, 'input')}
            />
          )}
        </div>
      )
    case 'function_call_output':
    case 'custom_tool_call_output':
      return (
        <div className="he-editor">
          <div className="he-editor-row">
            {idField}
            <DraftField
              label={t('registry.history.fields.callId')}
              value={item.callId}
              validate={callIdError}
              onCommit={(callId) => onChange({ ...item, callId }, 'callId')}
            />
          </div>
          <DraftField
            label={t('registry.history.fields.output')}
            value={item.output}
            multiline
            validate={sizeError}
            onCommit={(output) => onChange({ ...item, output }, 'output')}
          />
        </div>
      )
    case 'reasoning':
    case 'agent_message':
    case 'other':
      return (
        <div className="he-editor">
          {idField}
          <DraftField
            label={t('registry.history.fields.text')}
            value={item.text}
            multiline
            validate={sizeError}
            onCommit={(text) => onChange({ ...item, text }, 'text')}
          />
        </div>
      )
    case 'compaction':
      return (
        <div className="he-editor">
          {idField}
          <DraftField
            label={t('registry.history.fields.encryptedContent')}
            value={item.encryptedContent}
            validate={sizeError}
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
