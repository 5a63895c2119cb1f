import { useId, useState } from 'react'
import {
  renderFragment,
  type FragmentRegistry,
  type HistoryItem,
  type MessageRole,
} from '../../core/index.ts'
import { recognitionOf } from '../../view-models/impact.ts'
import { MAX_BODY_CHARS } from '../../view-models/validation.ts'
import { newItems, type AddKind } from '../../view-models/historyOps.ts'

/** A fragment type's role as a message role ('assistant' types render as assistant messages). */
function messageRoleOf(role: string): MessageRole {
  return role === 'user' || role === 'developer' || role === 'assistant' ? role : 'user'
}

/**
 * The add-item form's state: the chosen kind and every field's text, the chosen fragment type
 * rendered with its body and recognized under the registry, and the items "Add" appends.
 */
export function useAddItemDraft(items: readonly HistoryItem[], registry: FragmentRegistry) {
  const base = useId()
  const [kind, setKind] = useState<AddKind>('user')
  const [text, setText] = useState('')
  const [toolName, setToolName] = useState('shell')
  const [callInput, setCallInput] = useState('{"command":["npm","test"]}')
  const [output, setOutput] = useState('ok')
  const [typeName, setTypeName] = useState(registry.types[0]?.name ?? '')
  const type = registry.types.find((candidate) => candidate.name === typeName)
  const [body, setBody] = useState(type?.exampleBody ?? '')
  // a newly chosen type starts from its own example body
  const chooseType = (name: string) => {
    setTypeName(name)
    setBody(registry.types.find((candidate) => candidate.name === name)?.exampleBody ?? '')
  }

  const fragmentText = type ? renderFragment(type, body) : ''
  const fragmentRole = messageRoleOf(type?.role ?? 'user')
  const recognition = type
    ? recognitionOf(
        { id: 'preview', type: 'message', role: fragmentRole, parts: [fragmentText] },
        registry,
      )
    : undefined
  const fields = { text, toolName, callInput, output, typeName, fragmentText, fragmentRole }
  return {
    base,
    kind,
    setKind,
    text: { value: text, set: setText },
    toolName: { value: toolName, set: setToolName },
    callInput: { value: callInput, set: setCallInput },
    output: { value: output, set: setOutput },
    body: { value: body, set: setBody },
    typeName,
    type,
    chooseType,
    fragmentText,
    fragmentRole,
    recognition,
    tooLarge: [text, callInput, output, body].some((value) => value.length > MAX_BODY_CHARS),
    build: () => newItems(kind, fields, items),
  }
}

export type AddItemDraft = ReturnType<typeof useAddItemDraft>
/** One text field of the draft: its value and its setter. */
export type DraftText = AddItemDraft['text']
