import { utf8Length } from './utf8Length.ts'

/**
 * Codex history items (`ResponseItem`) as the scenario format writes them. Every item has a
 * stable `id`, so the UI can follow it through a compaction.
 */

export type MessageRole = 'user' | 'assistant' | 'developer' | 'system'

/** Every message role, in the order the editor offers them. */
export const MESSAGE_ROLES: readonly MessageRole[] = ['user', 'assistant', 'developer', 'system']

/** Whether a value read from a file or a form is a message role. */
export function isMessageRole(value: unknown): value is MessageRole {
  return (MESSAGE_ROLES as readonly unknown[]).includes(value)
}

export interface MessageItem {
  readonly id: string
  readonly type: 'message'
  readonly role: MessageRole
  /** one `InputText` content item per part. */
  readonly parts: readonly string[]
}

export interface FunctionCallItem {
  readonly id: string
  readonly type: 'function_call'
  readonly name: string
  readonly callId: string
  readonly arguments: string
}

export interface FunctionCallOutputItem {
  readonly id: string
  readonly type: 'function_call_output'
  readonly callId: string
  readonly output: string
}

export interface CustomToolCallItem {
  readonly id: string
  readonly type: 'custom_tool_call'
  readonly name: string
  readonly callId: string
  readonly input: string
}

export interface CustomToolCallOutputItem {
  readonly id: string
  readonly type: 'custom_tool_call_output'
  readonly callId: string
  readonly output: string
}

export interface ReasoningItem {
  readonly id: string
  readonly type: 'reasoning'
  readonly text: string
}

/** `ResponseItem::AgentMessage`: an inter-agent message. */
export interface AgentMessageItem {
  readonly id: string
  readonly type: 'agent_message'
  readonly text: string
  /** the sending agent's path, e.g. `/root/worker` (remote v2 uses it to spot descendant progress). */
  readonly author?: string
  /** the receiving agent's path, e.g. `/root`. */
  readonly recipient?: string
}

/** `Compaction { encrypted_content }`: the server's opaque checkpoint. */
export interface CompactionItem {
  readonly id: string
  readonly type: 'compaction'
  readonly encryptedContent: string
}

export interface ContextCompactionItem {
  readonly id: string
  readonly type: 'context_compaction'
}

export interface CompactionTriggerItem {
  readonly id: string
  readonly type: 'compaction_trigger'
}

export interface OtherItem {
  readonly id: string
  readonly type: 'other'
  readonly text: string
}

export type HistoryItem =
  | MessageItem
  | FunctionCallItem
  | FunctionCallOutputItem
  | CustomToolCallItem
  | CustomToolCallOutputItem
  | ReasoningItem
  | AgentMessageItem
  | CompactionItem
  | ContextCompactionItem
  | CompactionTriggerItem
  | OtherItem

export type HistoryItemType = HistoryItem['type']

export const HISTORY_ITEM_TYPES: readonly HistoryItemType[] = [
  'message',
  'function_call',
  'function_call_output',
  'custom_tool_call',
  'custom_tool_call_output',
  'reasoning',
  'agent_message',
  'compaction',
  'context_compaction',
  'compaction_trigger',
  'other',
]

/** The text an item shows and is charged for: a message's parts joined by newlines. */
export function itemText(item: HistoryItem): string {
  switch (item.type) {
    case 'message':
      // most messages have one part: no new string for them
      return item.parts.length === 1 ? item.parts[0]! : item.parts.join('\n')
    case 'function_call':
      return `${item.name}(${item.arguments})`
    case 'custom_tool_call':
      return `${item.name}(${item.input})`
    case 'function_call_output':
    case 'custom_tool_call_output':
      return item.output
    case 'reasoning':
    case 'agent_message':
    case 'other':
      return item.text
    case 'compaction':
      return item.encryptedContent
    case 'context_compaction':
    case 'compaction_trigger':
      return ''
  }
}

/**
 * `utf8Length(itemText(item))` without building the text: a call's text and a several-part
 * message are concatenations, and the token estimate runs over every item of every cell.
 */
export function itemTextUtf8Length(item: HistoryItem): number {
  switch (item.type) {
    case 'message': {
      // the joining newlines are one byte each
      let n = item.parts.length - 1
      for (const part of item.parts) n += utf8Length(part)
      return Math.max(0, n)
    }
    case 'function_call':
      return utf8Length(item.name) + utf8Length(item.arguments) + 2
    case 'custom_tool_call':
      return utf8Length(item.name) + utf8Length(item.input) + 2
    default:
      return utf8Length(itemText(item))
  }
}

/** The call id that pairs a tool call with its output, if the item has one. */
export function callIdOf(item: HistoryItem): string | undefined {
  switch (item.type) {
    case 'function_call':
    case 'function_call_output':
    case 'custom_tool_call':
    case 'custom_tool_call_output':
      return item.callId
    default:
      return undefined
  }
}

/** Builds a one-part message. */
export function message(id: string, role: MessageRole, ...parts: string[]): MessageItem {
  return { id, type: 'message', role, parts }
}
