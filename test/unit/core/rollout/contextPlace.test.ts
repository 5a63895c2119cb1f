import { describe, expect, it } from 'vitest'
import {
  classifyPosition,
  compareCompaction,
  compareContextPosition,
  contextPlace,
  readRollout,
  summarizeSession,
  type PlacedItem,
} from '../../../../src/core/index.ts'
import { era104, era118 } from '../../../helpers/rolloutEras.ts'

const user: PlacedItem = { type: 'message', role: 'user', status: 'kept' }
const context: PlacedItem = { type: 'message', role: 'developer', status: 'injected' }
const summary: PlacedItem = { type: 'message', role: 'user', status: 'summary' }
const compaction: PlacedItem = { type: 'compaction', status: 'summary' }
const cut: PlacedItem = { type: 'message', role: 'user', status: 'cut' }

describe('contextPlace: where the initial context sits', () => {
  it.each([
    ['no context', [user, compaction], 'none'],
    ['before the last user message', [user, context, user, compaction], 'before_last_user'],
    ['before an earlier user message', [context, user, user, compaction], 'before_earlier_user'],
    ['before the summary', [context, summary], 'before_summary'],
    ['before the compaction item', [user, context, compaction], 'before_compaction'],
    ['at the end', [user, context], 'end'],
    ['cut items are not in the history', [user, context, cut], 'end'],
  ] as const)('%s', (_, items, place) => {
    expect(contextPlace(items)).toBe(place)
  })

  it('judges only when both sides hold initial context', () => {
    expect(compareContextPosition([user, compaction], [context, user])).toMatchObject({
      judged: false,
      agrees: true,
    })
    expect(compareContextPosition([user, context, compaction], [context, user])).toEqual({
      recorded: 'before_compaction',
      predicted: 'before_last_user',
      judged: true,
      agrees: false,
    })
  })

  it('a misplaced context is the port’s insertion rule unless the file or version explains it', () => {
    const base = { implementation: 'remote_v2', phase: 'mid_turn', redacted: false } as const
    expect(classifyPosition({ ...base, behaviour: { remoteInitialContext: 'mid_turn' } })).toEqual({
      cause: 'port_error',
      reason: 'insertion_rule',
    })
    expect(
      classifyPosition({ ...base, behaviour: { remoteInitialContext: 'server_output' } }).cause,
    ).toBe('version')
    expect(
      classifyPosition({ ...base, redacted: true, behaviour: { remoteInitialContext: 'mid_turn' } })
        .cause,
    ).toBe('redaction')
  })
})

/** The file with its first compaction's replacement reordered by `order`. */
function reordered(text: string, order: (items: unknown[]) => unknown[]): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line.includes('"replacement_history"')) return line
      const record = JSON.parse(line) as { payload: { replacement_history: unknown[] } }
      record.payload.replacement_history = order(record.payload.replacement_history)
      return JSON.stringify(record)
    })
    .join('\n')
}

function firstComparison(text: string) {
  const log = readRollout(text)
  const session = summarizeSession(log)
  return compareCompaction(log, session.compactions[0]!, {
    ...(session.contextWindow ? { contextWindow: session.contextWindow } : {}),
  })
}

describe('compareCompaction checks the initial context’s place', () => {
  it('0.118 mid-turn: before the last user message on both sides', () => {
    const c = firstComparison(era118().text)
    expect(c.contextPosition).toEqual({
      recorded: 'before_last_user',
      predicted: 'before_last_user',
      judged: true,
      agrees: true,
    })
    expect(c.differences.filter((d) => d.kind === 'misplaced')).toEqual([])
  })

  it('context moved behind the user message: one misplaced difference, named by the rule', () => {
    // [developer, contextual user, Task 1, compaction] → [Task 1, developer, contextual, compaction]
    const moved = reordered(era118().text, ([dev, ctx, task, item]) => [task, dev, ctx, item])
    const c = firstComparison(moved)
    expect(c.contextPosition.agrees).toBe(false)
    const misplaced = c.differences.filter((d) => d.kind === 'misplaced')
    expect(misplaced).toHaveLength(1)
    expect(misplaced[0]).toMatchObject({
      cause: 'port_error',
      reason: 'insertion_rule',
      places: { recorded: 'before_compaction', predicted: 'before_last_user' },
    })
    expect(c.differenceCounts.port_error).toBe(1)
  })

  it('0.104 (legacy server, after #12252): its context before the last user message agrees', () => {
    const c = firstComparison(era104().text)
    expect(c.contextPosition.judged).toBe(true)
    expect(c.contextPosition.agrees).toBe(true)
  })
})
