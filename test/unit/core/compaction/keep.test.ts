import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REGISTRY,
  shouldKeepCompactedHistoryItem,
  SUMMARY_PREFIX,
  toHistoryItems,
} from '../../../../src/core/index.ts'
import { renderHookPrompt } from '../../../../src/core/fragments/eventMapping.ts'

function keep(raw: Record<string, unknown>): boolean {
  const [item] = toHistoryItems([{ id: 'x', ...raw } as never])
  return shouldKeepCompactedHistoryItem(item!, DEFAULT_REGISTRY).keep
}

// compaction.md §12.1: should_keep_compacted_history_item
describe('shouldKeepCompactedHistoryItem', () => {
  it.each([
    ['a real user message', { type: 'message', role: 'user', text: 'message content' }, true],
    ['a summary', { type: 'message', role: 'user', text: `${SUMMARY_PREFIX}\n…` }, true],
    [
      'an environment block',
      {
        type: 'message',
        role: 'user',
        text: '<environment_context>\n  <cwd>/r</cwd>\n</environment_context>',
      },
      false,
    ],
    [
      'an AGENTS.md block',
      {
        type: 'message',
        role: 'user',
        text: '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>',
      },
      false,
    ],
    [
      'a turn-aborted marker',
      { type: 'message', role: 'user', text: '<turn_aborted>\nstop\n</turn_aborted>' },
      false,
    ],
    [
      'the apply_patch legacy warning',
      {
        type: 'message',
        role: 'user',
        text: 'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
      },
      false,
    ],
    [
      'a hook prompt',
      { type: 'message', role: 'user', text: renderHookPrompt({ hookRunId: 'h1', text: 'retry' }) },
      true,
    ],
    ['a developer message', { type: 'message', role: 'developer', text: 'anything' }, false],
    ['a system message', { type: 'message', role: 'system', text: 'anything' }, false],
    ['an assistant message', { type: 'message', role: 'assistant', text: 'hi' }, true],
    ['an agent message', { type: 'agent_message', text: 'Message Type: MESSAGE\n…' }, true],
    ['a compaction item', { type: 'compaction' }, true],
    ['a context compaction item', { type: 'context_compaction' }, true],
    ['a compaction trigger', { type: 'compaction_trigger' }, false],
    ['reasoning', { type: 'reasoning', text: 'think' }, false],
    ['other', { type: 'other', text: '' }, false],
  ])('%s → keep %s', (_name, raw, expected) => {
    expect(keep(raw)).toBe(expected)
  })

  it('drops tool calls and outputs of both kinds', () => {
    const items = toHistoryItems([
      { id: 'f', type: 'function_call', name: 'shell', callId: 'c', arguments: '{}' },
      { id: 'o', type: 'function_call_output', callId: 'c', output: 'ok' },
      { id: 'cf', type: 'custom_tool_call', name: 'x', callId: 'd', input: '' },
      { id: 'co', type: 'custom_tool_call_output', callId: 'd', output: 'ok' },
    ])
    expect(items.map((i) => shouldKeepCompactedHistoryItem(i, DEFAULT_REGISTRY).keep)).toEqual([
      false,
      false,
      false,
      false,
    ])
  })

  it('keeps a message that mixes real text with a wrapper? no: one contextual part hides it', () => {
    expect(
      keep({
        type: 'message',
        role: 'user',
        parts: ['fix it', '<environment_context>x</environment_context>'],
      }),
    ).toBe(false)
  })
})

describe('keep verdicts', () => {
  it('are one frozen object per (keep, reason), whatever the item', () => {
    const verdict = (text: string) => {
      const [item] = toHistoryItems([{ id: text, type: 'message', role: 'user', text } as never])
      return shouldKeepCompactedHistoryItem(item!, DEFAULT_REGISTRY)
    }
    const first = verdict('one message')
    expect(verdict('another message')).toBe(first)
    expect(first).toEqual({ keep: true, reason: 'real_user_message' })
    expect(Object.isFrozen(first)).toBe(true)
    expect(verdict(`${SUMMARY_PREFIX}\n…`)).not.toBe(first)
  })
})
