import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REGISTRY,
  insertInitialContext,
  toHistoryItems,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, C, D, S, U } from '../../../helpers/scenario.ts'

const fresh = D('fresh', '<permissions instructions>fresh</permissions instructions>')
const agent = (id: string, text: string): ScenarioItem => ({ id, type: 'agent_message', text })

function ids(history: ScenarioItem[]): string[] {
  const result = insertInitialContext(
    toHistoryItems(history),
    toHistoryItems([fresh]),
    DEFAULT_REGISTRY,
  )
  return result.history.map((item) => item.id)
}

// compaction.md §12.3
describe('insertInitialContext', () => {
  it('keeps the summary last: before the last real user message', () => {
    expect(ids([U('older', 'older'), U('latest', 'latest'), S('s', 'summary text')])).toEqual([
      'older',
      'fresh',
      'latest',
      's',
    ])
  })
  it('keeps the compaction item last', () => {
    expect(ids([C('c')])).toEqual(['fresh', 'c'])
  })
  it('falls back to the last summary when there is no real user message', () => {
    expect(ids([S('s', 'x')])).toEqual(['fresh', 's'])
  })
  it('goes before the last real user even when a compaction item follows', () => {
    expect(ids([U('a', 'a'), C('c')])).toEqual(['fresh', 'a', 'c'])
  })
  it('falls back to the last compaction item when there are no user messages', () => {
    expect(ids([A('x', 'x'), C('c')])).toEqual(['x', 'fresh', 'c'])
  })
  it('appends to an empty history', () => {
    expect(ids([])).toEqual(['fresh'])
  })
  it('treats a non-final agent message as an anchor', () => {
    expect(ids([agent('g', 'hello'), S('s', 'x')])).toEqual(['fresh', 'g', 's'])
  })
  it('does not anchor on a final-answer agent message', () => {
    expect(ids([agent('g', 'Message Type: FINAL_ANSWER\ndone'), S('s', 'x')])).toEqual([
      'g',
      'fresh',
      's',
    ])
  })
  it('counts an unprefixed "summary" as a real user message', () => {
    expect(ids([U('u', 'summary')])).toEqual(['fresh', 'u'])
  })
  it('places before the last real user even past a later summary (U, S, U)', () => {
    expect(ids([U('older', 'older'), S('s', 'summary text'), U('latest', 'latest')])).toEqual([
      'older',
      's',
      'fresh',
      'latest',
    ])
  })
})
