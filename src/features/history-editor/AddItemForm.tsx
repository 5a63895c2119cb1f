import { useId, useState } from 'react'
import {
  renderFragment,
  type FragmentRegistry,
  type HistoryItem,
  type MessageRole,
} from '../../core/index.ts'
import { VisibleText } from '../../components/VisibleText.tsx'
import { useT } from '../../i18n/useT.ts'
import { recognitionOf } from '../../view-models/impact.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import { uniqueCallId, uniqueId } from '../../view-models/historyOps.ts'

export const ADD_KINDS = [
  'user',
  'assistant',
  'developer',
  'system',
  'function',
  'custom',
  'reasoning',
  'agent_message',
  'compaction',
  'context_compaction',
  'compaction_trigger',
  'fragment',
] as const
export type AddKind = (typeof ADD_KINDS)[number]

const MESSAGE_KINDS: readonly AddKind[] = ['user', 'assistant', 'developer', 'system']

export interface AddItemFormProps {
  readonly items: readonly HistoryItem[]
  readonly registry: FragmentRegistry
  readonly onAdd: (added: readonly HistoryItem[]) => void
}

/** A fragment type's role as a message role ('assistant' types render as assistant messages). */
function messageRoleOf(role: string): MessageRole {
  return role === 'user' || role === 'developer' || role === 'assistant' ? role : 'user'
}

/**
 * Adds one item at the end of the history: a message, a paired call and output, reasoning, an
 * agent message, a compaction marker, or any registered fragment rendered from its body with
 * `renderFragment` into a message of the type's role.
 */
export function AddItemForm({ items, registry, onAdd }: AddItemFormProps) {
  const t = useT()
  const base = useId()
  const [kind, setKind] = useState<AddKind>('user')
  const [text, setText] = useState('')
  const [toolName, setToolName] = useState('shell')
  const [callInput, setCallInput] = useState('{"command":["npm","test"]}')
  const [output, setOutput] = useState('ok')
  const [typeName, setTypeName] = useState(registry.types[0]?.name ?? '')
  const type = registry.types.find((candidate) => candidate.name === typeName)
  const [body, setBody] = useState(type?.exampleBody ?? '')

  const tooLarge = [text, callInput, output, body].some((value) => value.length > MAX_BODY_CHARS)
  const fragmentText = type ? renderFragment(type, body) : ''
  const fragmentRole = messageRoleOf(type?.role ?? 'user')
  const recognition = type
    ? recognitionOf(
        { id: 'preview', type: 'message', role: fragmentRole, parts: [fragmentText] },
        registry,
      )
    : undefined

  const build = (): HistoryItem[] => {
    switch (kind) {
      case 'user':
      case 'assistant':
      case 'developer':
      case 'system':
        return [{ id: uniqueId(items, kind), type: 'message', role: kind, parts: [text] }]
      case 'function':
      case 'custom': {
        const callId = uniqueCallId(items)
        const callItemId = uniqueId(items, 'call')
        const outputId = uniqueId([...items, { id: callItemId, type: 'context_compaction' }], 'out')
        return kind === 'function'
          ? [
              {
                id: callItemId,
                type: 'function_call',
                name: toolName,
                callId,
                arguments: callInput,
              },
              { id: outputId, type: 'function_call_output', callId, output },
            ]
          : [
              {
                id: callItemId,
                type: 'custom_tool_call',
                name: toolName,
                callId,
                input: callInput,
              },
              { id: outputId, type: 'custom_tool_call_output', callId, output },
            ]
      }
      case 'reasoning':
        return [{ id: uniqueId(items, 'reasoning'), type: 'reasoning', text }]
      case 'agent_message':
        return [{ id: uniqueId(items, 'agent'), type: 'agent_message', text }]
      case 'compaction':
        return [
          {
            id: uniqueId(items, 'compaction'),
            type: 'compaction',
            encryptedContent: 'encrypted-checkpoint',
          },
        ]
      case 'context_compaction':
        return [{ id: uniqueId(items, 'context-compaction'), type: 'context_compaction' }]
      case 'compaction_trigger':
        return [{ id: uniqueId(items, 'trigger'), type: 'compaction_trigger' }]
      case 'fragment': {
        const slug = typeName.replace(/[^A-Za-z0-9]+/g, '-').replace(/([a-z])([A-Z])/g, '$1-$2')
        return [
          {
            id: uniqueId(items, slug.toLowerCase() || 'fragment'),
            type: 'message',
            role: fragmentRole,
            parts: [fragmentText],
          },
        ]
      }
    }
  }

  const field = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    multiline = true,
  ) => {
    const error = value.length > MAX_BODY_CHARS
    const aria = error
      ? { 'aria-invalid': true as const, 'aria-describedby': `${base}-${id}-error` }
      : {}
    return (
      <div className="ed-field">
        <label htmlFor={`${base}-${id}`}>{label}</label>
        {multiline ? (
          <textarea
            id={`${base}-${id}`}
            className="ed-textarea mono"
            rows={3}
            value={value}
            spellCheck={false}
            onChange={(event) => set(event.target.value)}
            {...aria}
          />
        ) : (
          <input
            id={`${base}-${id}`}
            className="ed-input mono"
            value={value}
            spellCheck={false}
            onChange={(event) => set(event.target.value)}
            {...aria}
          />
        )}
        {error ? (
          <span id={`${base}-${id}-error`} className="he-error">
            {t('registry.issues.bodyTooLarge', { size: value.length, max: MAX_BODY_CHARS })}
          </span>
        ) : null}
      </div>
    )
  }

  return (
    <form
      className="ed-panel he-add"
      aria-labelledby={`${base}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        if (tooLarge) return
        onAdd(build())
      }}
    >
      <h3 id={`${base}-title`}>{t('registry.history.add.title')}</h3>
      <div className="ed-field he-kind">
        <label htmlFor={`${base}-kind`}>{t('registry.history.add.kind')}</label>
        <select
          id={`${base}-kind`}
          className="ed-select"
          value={kind}
          onChange={(event) => setKind(event.target.value as AddKind)}
        >
          {ADD_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`registry.history.add.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {MESSAGE_KINDS.includes(kind) || kind === 'reasoning' || kind === 'agent_message'
        ? field('text', t('registry.history.add.text'), text, setText)
        : null}
      {kind === 'function' || kind === 'custom' ? (
        <div className="he-editor-row">
          {field('tool', t('registry.history.fields.name'), toolName, setToolName, false)}
          {field(
            'input',
            kind === 'function'
              ? t('registry.history.fields.arguments')
              : t('registry.history.fields.input'),
            callInput,
            setCallInput,
            false,
          )}
          {field('output', t('registry.history.fields.output'), output, setOutput, false)}
        </div>
      ) : null}
      {kind === 'fragment' ? (
        <>
          <div className="ed-field">
            <label htmlFor={`${base}-type`}>{t('registry.history.add.fragmentType')}</label>
            <select
              id={`${base}-type`}
              className="ed-select"
              value={typeName}
              onChange={(event) => {
                setTypeName(event.target.value)
                const next = registry.types.find(
                  (candidate) => candidate.name === event.target.value,
                )
                setBody(next?.exampleBody ?? '')
              }}
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
          {field('body', t('registry.history.add.fragmentBody'), body, setBody)}
          <div className="he-preview">
            <span className="ed-label">
              {t('registry.history.add.fragmentPreview', {
                role: t(`registry.roles.${fragmentRole}`),
              })}
            </span>
            {type && type.startMarker === '' && type.endMarker === '' ? (
              <p className="ed-muted he-hint">{t('registry.history.add.fragmentOneShot')}</p>
            ) : null}
            <pre className="ed-code-block">
              <VisibleText text={fragmentText} limit={1500} />
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
        </>
      ) : null}
      <div className="ed-toolbar">
        <button type="submit" className="ed-btn ed-btn-primary" disabled={tooLarge}>
          {t('registry.history.add.submit')}
        </button>
      </div>
    </form>
  )
}
