import { describe, expect, it } from 'vitest'
import {
  agentMessageItemTokens,
  buildV2CompactedHistory,
  DEFAULT_REGISTRY,
  type AgentMessageItem,
} from '../../../../../src/core/index.ts'

/**
 * Issue 34, behaviour 6 (v2's cap) at 4f39251a: `is_retained_for_remote_compaction_v2`
 * (compact_remote_v2.rs:512–543) keeps another agent's message only while
 * `estimate_item_token_count(item)` (context_manager/history.rs:623–626, the serialized item's
 * bytes / 4, rounded up) is at most `MAX_RETAINED_AGENT_MESSAGE_TOKENS` (10,000, line 66).
 */
const agent = (text: string): AgentMessageItem => ({
  id: 'm1',
  type: 'agent_message',
  text,
  author: '/root/worker',
  recipient: '/root',
})

// {"type":"agent_message","author":"/root/worker","recipient":"/root","content":[{"type":"input_text","text":""}]}
const WRAPPER_BYTES = 112

describe('agentMessageItemTokens', () => {
  it('counts the serialized item, wrapper and escapes included', () => {
    expect(agentMessageItemTokens(agent(''))).toBe(Math.ceil(WRAPPER_BYTES / 4))
    // a newline and a quote are escaped: two bytes each
    expect(agentMessageItemTokens(agent('\n"'.repeat(100)))).toBe(
      Math.ceil((WRAPPER_BYTES + 400) / 4),
    )
  })
})

describe('the 10,000-token cap', () => {
  const retained = (text: string) =>
    buildV2CompactedHistory([agent(text)], DEFAULT_REGISTRY).retained.length
  it('a message whose text is 10,000 tokens but whose item is over the cap is not retained', () => {
    expect(retained('x'.repeat(40_000))).toBe(0)
  })
  it('a message whose item is within the cap is retained', () => {
    expect(retained('x'.repeat(40_000 - WRAPPER_BYTES))).toBe(1)
    expect(retained('x'.repeat(40_000 - WRAPPER_BYTES + 1))).toBe(0)
  })
})
