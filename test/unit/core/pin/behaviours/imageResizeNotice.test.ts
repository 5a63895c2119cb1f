import { describe, expect, it } from 'vitest'
import {
  historyItemGroups,
  TRUNCATED_OUTPUT_PLACEHOLDER,
  trimFunctionOutputsToFit,
  type HistoryItem,
} from '../../../../../src/core/index.ts'

/**
 * Issue 34, behaviour 5 at 4f39251a: `history_item_groups` (compact_remote_history.rs:29–43)
 * attaches a notice to whatever item comes before it, and `is_attached_notice` (45–57) wants a
 * developer message of one text part with both `<image_resize_notice>` markers.
 * `trim_function_call_history_to_fit_context_window` (compact_remote.rs:398–450) walks those
 * groups: a rewritten tool output takes its notice out of the request with it.
 */
const notice = (id: string, text = '<image_resize_notice>resized</image_resize_notice>') =>
  ({ id, type: 'message', role: 'developer', parts: [text] }) as HistoryItem
const output = (id: string, body: string): HistoryItem => ({
  id,
  type: 'function_call_output',
  callId: `call-${id}`,
  output: body,
})
const user = (id: string): HistoryItem => ({ id, type: 'message', role: 'user', parts: ['hi'] })
const ids = (items: readonly HistoryItem[]) => items.map((item) => item.id)

describe('is_attached_notice', () => {
  it('rides with a tool output as with a message', () => {
    const groups = historyItemGroups([output('o', 'x'), notice('n'), user('u'), notice('m')])
    expect(groups.map((g) => [g.source.id, g.notice?.id ?? null])).toEqual([
      ['o', 'n'],
      ['u', 'm'],
    ])
  })
  it('needs both markers and exactly one part', () => {
    const open = notice('n', '<image_resize_notice>resized')
    const twoParts = {
      ...notice('n'),
      parts: ['<image_resize_notice>a</image_resize_notice>', 'b'],
    } as HistoryItem
    for (const n of [open, twoParts])
      expect(historyItemGroups([user('u'), n]).map((g) => g.source.id)).toEqual(['u', 'n'])
  })
})

describe('tool-output trimming by groups', () => {
  const big = 'y'.repeat(4_000)
  it('goes past a notice attached to a tool output, and drops the notice', () => {
    const items = [user('u'), output('o1', big), notice('n1'), output('o2', big)]
    const trimmed = trimFunctionOutputsToFit(items, 100)
    expect(trimmed.rewritten).toEqual(['o2', 'o1'])
    expect(trimmed.droppedNotices).toEqual(['n1'])
    expect(ids(trimmed.items)).toEqual(['u', 'o1', 'o2'])
    expect(trimmed.positions).toEqual([0, 1, 3])
    expect(trimmed.items[1]).toMatchObject({ output: TRUNCATED_OUTPUT_PLACEHOLDER })
  })
  it('stops at a group whose source is not a tool output', () => {
    const items = [output('o1', big), user('u'), notice('n1'), output('o2', big)]
    const trimmed = trimFunctionOutputsToFit(items, 100)
    expect(trimmed.rewritten).toEqual(['o2'])
    expect(ids(trimmed.items)).toEqual(['o1', 'u', 'n1', 'o2'])
    expect(trimmed.positions).toBeNull()
  })
})
