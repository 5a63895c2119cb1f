/**
 * Codex's `ResponseItem` as the context manager sees it (`protocol/src/models.rs` at the pin):
 * richer than the scenario's `HistoryItem` (images, audio, local shell and tool-search calls,
 * optional ids, turn ids), because normalization, rollback and record-time truncation decide on
 * those fields. Plain data, compared structurally; an absent optional is `undefined`.
 */

/** `ContentItem`: one part of a message. */
export type ContentItem =
  | { readonly type: 'input_text'; readonly text: string }
  | { readonly type: 'output_text'; readonly text: string }
  | { readonly type: 'input_image'; readonly imageUrl: string; readonly detail?: ImageDetail }
  | { readonly type: 'input_audio'; readonly audioUrl: string }

export type ImageDetail = 'auto' | 'low' | 'high' | 'original'

/** `FunctionCallOutputContentItem`: one part of a tool output given as content items. */
export type FunctionCallOutputContentItem =
  | { readonly type: 'input_text'; readonly text: string }
  | { readonly type: 'input_image'; readonly imageUrl: string; readonly detail?: ImageDetail }
  | { readonly type: 'input_audio'; readonly audioUrl: string }
  | { readonly type: 'encrypted_content'; readonly encryptedContent: string }

/** `AgentMessageInputContent`: a text part or an opaque encrypted one. */
export type AgentMessageInputContent =
  | { readonly type: 'input_text'; readonly text: string }
  | { readonly type: 'encrypted_content'; readonly encryptedContent: string }

/** `FunctionCallOutputPayload`: a text body or content items, and the optional success flag. */
export interface FunctionCallOutputPayload {
  readonly body: string | readonly FunctionCallOutputContentItem[]
  readonly success?: boolean
}

interface Common {
  /** the Responses API item id (`ResponseItemId`), when the item has one. */
  readonly id?: string
  /** the turn that recorded it (`internal_chat_message_metadata_passthrough.turn_id`). */
  readonly turnId?: string
}

export type ResponseItem = Common &
  (
    | { readonly type: 'message'; readonly role: string; readonly content: readonly ContentItem[] }
    | {
        readonly type: 'agent_message'
        readonly author: string
        readonly recipient: string
        readonly content: readonly AgentMessageInputContent[]
      }
    | {
        readonly type: 'reasoning'
        readonly summary: readonly string[]
        readonly content?: readonly string[]
        readonly encryptedContent?: string
      }
    | {
        readonly type: 'function_call'
        readonly name: string
        readonly arguments: string
        readonly callId: string
      }
    | {
        readonly type: 'function_call_output'
        /** none for a named output that stands alone (an external tool event). */
        readonly callId?: string
        readonly name?: string
        readonly namespace?: string
        readonly output: FunctionCallOutputPayload
      }
    | {
        readonly type: 'custom_tool_call'
        readonly name: string
        readonly input: string
        readonly callId: string
      }
    | {
        readonly type: 'custom_tool_call_output'
        readonly callId: string
        readonly name?: string
        readonly output: FunctionCallOutputPayload
      }
    | {
        readonly type: 'local_shell_call'
        readonly callId?: string
        readonly status: string
        readonly command: readonly string[]
      }
    | {
        readonly type: 'tool_search_call'
        readonly callId?: string
        readonly status?: string
        readonly execution: string
        readonly arguments: string
      }
    | {
        readonly type: 'tool_search_output'
        readonly callId?: string
        readonly status: string
        /** `client` outputs answer a call in history; `server` ones stand alone. */
        readonly execution: string
        readonly tools: readonly unknown[]
      }
    | { readonly type: 'web_search_call'; readonly status?: string }
    | {
        readonly type: 'image_generation_call'
        readonly status: string
        readonly revisedPrompt?: string
        readonly result: string
      }
    | { readonly type: 'compaction'; readonly encryptedContent: string }
    | { readonly type: 'context_compaction'; readonly encryptedContent?: string }
    | { readonly type: 'compaction_trigger' }
    | { readonly type: 'other' }
  )

export type ResponseItemOf<T extends ResponseItem['type']> = Extract<ResponseItem, { type: T }>

/** `FunctionCallOutputPayload::from_text`. */
export function outputFromText(text: string): FunctionCallOutputPayload {
  return { body: text }
}

/** `FunctionCallOutputPayload::text_content`: the body when it is text. */
export function outputTextContent(output: FunctionCallOutputPayload): string | undefined {
  return typeof output.body === 'string' ? output.body : undefined
}
