import { describe, expect, it } from 'vitest'
import { RunContext } from '../../../../src/core/compaction/context.ts'
import { fateOf } from '../../../../src/core/compaction/marks.ts'
import { replayToState } from '../../../../src/core/compaction/replay.ts'
import {
  ALL_CELLS,
  inputForCell,
  parseScenario,
  type CompactionInput,
  type HistoryItem,
  type LaneOp,
} from '../../../../src/core/index.ts'
import { A, U } from '../../../helpers/scenario.ts'

function contextFor(): RunContext {
  const parsed = parseScenario({
    history: [U('a', 'one'), A('b', 'two'), U('c', 'three'), A('d', 'four')],
    cell: ALL_CELLS[0],
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  const input: CompactionInput = inputForCell(parsed.value, ALL_CELLS[0]!)
  return new RunContext(input)
}

const kept = fateOf('kept', 'should_keep', 'real_user_message')
const cut = fateOf('cut', 'should_keep', 'tool_or_reasoning')

const placedOf = (ctx: RunContext, ids: string[]) =>
  ids.map((id) => ({
    item: ctx.live.find((item) => item.id === id)!,
    status: 'kept' as const,
    rule: 'should_keep' as const,
  }))

/** The trace the context recorded, with the load op a run starts with. */
function traceOf(ctx: RunContext, history: readonly HistoryItem[], ops: LaneOp[][]) {
  const load: LaneOp = {
    op: 'load',
    history,
    fragmentTypes: history.map(() => null),
    historyVersion: 0,
  }
  return [
    {
      seq: 0,
      rule: 'input_history' as const,
      source: ctx.rec.steps[0]!.source,
      params: { items: history.length, tokens: 0, version: 0 },
      ops: [load],
    },
    ...ops.map((stepOps, i) => ({ ...ctx.rec.steps[0]!, seq: i + 1, ops: stepOps })),
    ...ctx.rec.steps.map((step) => ({ ...step, seq: step.seq + ops.length })),
  ]
}

describe('RunContext lane bookkeeping', () => {
  it('lists cuts in the order they were made, and a later keep takes an item out', () => {
    const ctx = contextFor()
    const first = ctx.marks()
    ctx.markAt(first, 3, cut)
    ctx.markAt(first, 1, cut)
    ctx.markAt(first, 0, cut)
    const second = ctx.marks()
    ctx.markAt(second, 1, kept)
    ctx.markAt(second, 2, kept)
    expect(ctx.cutIds()).toEqual(['d', 'a'])
    // the ops say the same in runs of equal fates
    expect(first.ops()).toEqual([{ op: 'mark', ids: ['d', 'b', 'a'], fates: [cut], runs: [3] }])
    expect(second.ops()).toEqual([{ op: 'mark', ids: ['b', 'c'], fates: [kept], runs: [2] }])
  })

  it('install cuts what is standing and not carried over, and uncuts what is carried over', () => {
    const ctx = contextFor()
    const history = ctx.live
    const marks = ctx.marks()
    ctx.markAt(marks, 0, cut) // a: cut, yet carried over below
    ctx.markAt(marks, 1, cut) // b: cut, stays cut
    const ops = marks.ops()
    ctx.install(placedOf(ctx, ['a', 'c']), 'set', 'not_in_server_transcript')
    // d was standing and is not carried over: install cuts it; a is no longer cut
    expect(ctx.cutIds()).toEqual(['b', 'd'])
    const replace = ctx.rec.steps.find((step) => step.rule === 'replace_history')!
    expect(replace.ops[0]).toMatchObject({ op: 'mark', ids: ['d'] })
    // replaying what was recorded gives the same cut list, in the same order
    expect(replayToState(traceOf(ctx, history, [ops])).cut).toEqual(['b', 'd'])
  })
})
