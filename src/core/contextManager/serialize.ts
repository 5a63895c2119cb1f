import type {
  AgentMessageInputContent,
  ContentItem,
  FunctionCallOutputContentItem,
  FunctionCallOutputPayload,
  ResponseItem,
} from './responseItem.ts'

/**
 * A `ResponseItem` written as `serde_json::to_string` writes it at the pin
 * (`protocol/src/models.rs:938–1180`): the `type` tag first, fields in declaration order, absent
 * optionals skipped where serde skips them, a tool output as its text or its parts. The token
 * estimate charges these bytes. `JSON.stringify` escapes as serde_json does (quote, backslash,
 * control characters; nothing else), so only the object shape has to match.
 */

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined }

function part(p: ContentItem | FunctionCallOutputContentItem | AgentMessageInputContent): Json {
  switch (p.type) {
    case 'input_text':
    case 'output_text':
      return { type: p.type, text: p.text }
    case 'input_image':
      return { type: p.type, image_url: p.imageUrl, detail: p.detail }
    case 'input_audio':
      return { type: p.type, audio_url: p.audioUrl }
    case 'encrypted_content':
      return { type: p.type, encrypted_content: p.encryptedContent }
  }
}

function output(payload: FunctionCallOutputPayload): Json {
  return typeof payload.body === 'string' ? payload.body : payload.body.map(part)
}

/** The item as serde's object, `undefined` standing for a skipped field. */
function shape(item: ResponseItem): Json {
  const id = item.id
  switch (item.type) {
    case 'message':
      return { type: 'message', id, role: item.role, content: item.content.map(part) }
    case 'agent_message': {
      const content = item.content.map(part)
      return { type: item.type, id, author: item.author, recipient: item.recipient, content }
    }
    case 'reasoning': {
      // raw reasoning text is kept only when present (`should_serialize_reasoning_content`)
      const content =
        item.content === undefined
          ? null
          : item.content.length === 0
            ? undefined
            : item.content.map((text) => ({ type: 'reasoning_text', text }))
      const summary = item.summary.map((text) => ({ type: 'summary_text', text }))
      return {
        type: 'reasoning',
        id,
        summary,
        content,
        encrypted_content: item.encryptedContent ?? null,
      }
    }
    case 'function_call':
      return {
        type: item.type,
        id,
        name: item.name,
        arguments: item.arguments,
        call_id: item.callId,
      }
    case 'function_call_output':
      return {
        type: item.type,
        id,
        call_id: item.callId,
        name: item.name,
        namespace: item.namespace,
        output: output(item.output),
      }
    case 'custom_tool_call':
      return { type: item.type, id, call_id: item.callId, name: item.name, input: item.input }
    case 'custom_tool_call_output':
      return {
        type: item.type,
        id,
        call_id: item.callId,
        name: item.name,
        output: output(item.output),
      }
    default:
      return shapeOther(item)
  }
}

/** The rarer items: their fields as the lab keeps them, in serde's order. */
function shapeOther(item: ResponseItem): Json {
  const id = item.id
  switch (item.type) {
    case 'local_shell_call':
      return {
        type: item.type,
        id,
        call_id: item.callId ?? null,
        status: item.status,
        action: { type: 'exec', command: [...item.command] },
      }
    case 'tool_search_call':
      return {
        type: item.type,
        id,
        call_id: item.callId ?? null,
        status: item.status,
        execution: item.execution,
        arguments: item.arguments,
      }
    case 'tool_search_output':
      return {
        type: item.type,
        id,
        call_id: item.callId ?? null,
        status: item.status,
        execution: item.execution,
        tools: item.tools as Json[],
      }
    case 'image_generation_call':
      return {
        type: item.type,
        id: id ?? '',
        status: item.status,
        revised_prompt: item.revisedPrompt,
        result: item.result,
      }
    case 'compaction':
      return { type: item.type, id, encrypted_content: item.encryptedContent }
    case 'context_compaction':
      return { type: item.type, id, encrypted_content: item.encryptedContent }
    default:
      return { type: item.type, id }
  }
}

/** `serde_json::to_string(item)`. */
export function serializeResponseItem(item: ResponseItem): string {
  return JSON.stringify(shape(item))
}
