import {
  ContextManager,
  type AudioTokenEstimate,
} from '../../../../src/core/contextManager/contextManager.ts'
import type { ContentItem, ResponseItem } from '../../../../src/core/contextManager/responseItem.ts'
import { truncationTokens } from '../../../../src/core/contextManager/truncation.ts'

/** Builders for the context-manager vectors of history_tests.rs (the pin's helpers, as data). */

export const userMsg = (text: string): ResponseItem => ({
  type: 'message',
  role: 'user',
  content: [{ type: 'output_text', text }],
})
export const userInputTextMsg = (text: string): ResponseItem => ({
  type: 'message',
  role: 'user',
  content: [{ type: 'input_text', text }],
})
export const assistantMsg = (text: string): ResponseItem => ({
  type: 'message',
  role: 'assistant',
  content: [{ type: 'output_text', text }],
})
export const developerMsg = (...texts: string[]): ResponseItem => ({
  type: 'message',
  role: 'developer',
  content: texts.map((text): ContentItem => ({ type: 'input_text', text })),
})
/** An assistant message carrying a structured inter-agent instruction from /root to a worker. */
export const interAgentAssistantMsg = (text: string): ResponseItem =>
  assistantMsg(
    JSON.stringify({
      author: '/root',
      recipient: '/root/worker',
      other_recipients: [],
      content: text,
      trigger_turn: true,
    }),
  )
export const functionCall = (callId: string, name = 'do_it', id?: string): ResponseItem => ({
  type: 'function_call',
  name,
  arguments: '{}',
  callId,
  ...(id === undefined ? {} : { id }),
})
export const functionOutput = (callId: string, text = 'ok'): ResponseItem => ({
  type: 'function_call_output',
  callId,
  output: { body: text },
})
export const customCall = (callId: string, name = 'custom'): ResponseItem => ({
  type: 'custom_tool_call',
  name,
  input: '{}',
  callId,
})
export const customOutput = (callId: string, text = 'ok'): ResponseItem => ({
  type: 'custom_tool_call_output',
  callId,
  output: { body: text },
})
export const localShellCall = (callId: string, command = ['echo', 'hi']): ResponseItem => ({
  type: 'local_shell_call',
  callId,
  status: 'completed',
  command,
})
export const toolSearchOutput = (callId: string, execution: string): ResponseItem => ({
  type: 'tool_search_output',
  callId,
  status: 'completed',
  execution,
  tools: [],
})
export const reasoningMsg = (text: string): ResponseItem => ({
  type: 'reasoning',
  summary: ['summary'],
  content: [text],
})

/** `create_history_with_items`: recorded under a 10,000-token budget. */
export function historyWith(items: readonly ResponseItem[], audio?: AudioTokenEstimate) {
  const history = new ContextManager(audio)
  history.recordItems(items, truncationTokens(10_000))
  return history
}
