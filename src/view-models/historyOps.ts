import { callIdOf, type HistoryItem, type MessageRole } from '../core/index.ts'

/**
 * Pure edits of a history (a list of core items). Tool calls and their outputs are paired by
 * `callId`: removing a call removes its outputs, renaming a call's id renames its outputs'.
 */

/** An id not used by any item: `base`, else `base-2`, `base-3`… */
function uniqueId(items: readonly HistoryItem[], base: string): string {
  const taken = new Set(items.map((item) => item.id))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** A call id not used by any item. */
function uniqueCallId(items: readonly HistoryItem[]): string {
  const taken = new Set(items.flatMap((item) => callIdOf(item) ?? []))
  for (let n = 1; ; n++) if (!taken.has(`call-${n}`)) return `call-${n}`
}

function isCall(item: HistoryItem): boolean {
  return item.type === 'function_call' || item.type === 'custom_tool_call'
}

function outputTypeOf(item: HistoryItem): HistoryItem['type'] | undefined {
  if (item.type === 'function_call') return 'function_call_output'
  if (item.type === 'custom_tool_call') return 'custom_tool_call_output'
  return undefined
}

/** The outputs paired with a call. */
export function pairedOutputs(items: readonly HistoryItem[], call: HistoryItem): HistoryItem[] {
  const outputType = outputTypeOf(call)
  const callId = callIdOf(call)
  if (outputType === undefined || callId === undefined) return []
  return items.filter((item) => item.type === outputType && callIdOf(item) === callId)
}

/** Removes an item; a call takes its outputs with it. Returns the ids removed. */
export function removeItem(
  items: readonly HistoryItem[],
  id: string,
): { readonly items: HistoryItem[]; readonly removed: readonly string[] } {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) return { items: [...items], removed: [] }
  const removed = new Set([
    id,
    ...(isCall(item) ? pairedOutputs(items, item).map((o) => o.id) : []),
  ])
  return { items: items.filter((candidate) => !removed.has(candidate.id)), removed: [...removed] }
}

/** Swaps an item with its neighbour (`-1` up, `+1` down); unchanged at the ends. */
export function moveItem(items: readonly HistoryItem[], id: string, delta: -1 | 1): HistoryItem[] {
  const index = items.findIndex((item) => item.id === id)
  const target = index + delta
  if (index < 0 || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  next[index] = items[target]!
  next[target] = items[index]!
  return next
}

/** Replaces an item; a call whose callId changed renames its outputs' callId too. */
export function replaceItem(
  items: readonly HistoryItem[],
  id: string,
  next: HistoryItem,
): HistoryItem[] {
  const old = items.find((item) => item.id === id)
  if (!old) return [...items]
  const oldCallId = isCall(old) ? callIdOf(old) : undefined
  const newCallId = callIdOf(next)
  const outputType = outputTypeOf(old)
  return items.map((item) => {
    if (item.id === id) return next
    if (
      oldCallId !== undefined &&
      newCallId !== undefined &&
      newCallId !== oldCallId &&
      item.type === outputType &&
      callIdOf(item) === oldCallId &&
      (item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
    )
      return { ...item, callId: newCallId }
    return item
  })
}

/** The kinds of item the history editor adds, in its menu's order. */
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

/** What the add form holds: the fields each kind reads (the rest are ignored). */
export interface NewItemFields {
  readonly text: string
  readonly toolName: string
  readonly callInput: string
  readonly output: string
  /** a fragment: its type's name and its rendered text, in a message of `fragmentRole`. */
  readonly typeName: string
  readonly fragmentText: string
  readonly fragmentRole: MessageRole
}

/** A call and its output with fresh ids and a fresh call id. */
function newCallPair(
  kind: 'function' | 'custom',
  fields: NewItemFields,
  items: readonly HistoryItem[],
): HistoryItem[] {
  const callId = uniqueCallId(items)
  const id = uniqueId(items, 'call')
  // the output's id must not take the call's new id either
  const outputId = uniqueId([...items, { id, type: 'context_compaction' }], 'out')
  const { toolName: name, callInput, output } = fields
  return kind === 'function'
    ? [
        { id, type: 'function_call', name, callId, arguments: callInput },
        { id: outputId, type: 'function_call_output', callId, output },
      ]
    : [
        { id, type: 'custom_tool_call', name, callId, input: callInput },
        { id: outputId, type: 'custom_tool_call_output', callId, output },
      ]
}

/** A fragment's id from its type's name: "EnvironmentContext" → "environment-context". */
function fragmentIdBase(typeName: string): string {
  const slug = typeName.replace(/[^A-Za-z0-9]+/g, '-').replace(/([a-z])([A-Z])/g, '$1-$2')
  return slug.toLowerCase() || 'fragment'
}

/** The items one "Add" appends (two for a call and its output), with ids the history lacks. */
export function newItems(
  kind: AddKind,
  fields: NewItemFields,
  items: readonly HistoryItem[],
): HistoryItem[] {
  const { text } = fields
  switch (kind) {
    case 'user':
    case 'assistant':
    case 'developer':
    case 'system':
      return [{ id: uniqueId(items, kind), type: 'message', role: kind, parts: [text] }]
    case 'function':
    case 'custom':
      return newCallPair(kind, fields, items)
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
    case 'fragment':
      return [
        {
          id: uniqueId(items, fragmentIdBase(fields.typeName)),
          type: 'message',
          role: fields.fragmentRole,
          parts: [fields.fragmentText],
        },
      ]
  }
}
