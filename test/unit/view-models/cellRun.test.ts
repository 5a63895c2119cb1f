import { describe, expect, it } from 'vitest'
import { runOutcomeOf, cellRunOf } from '../../../src/view-models/cellRun.ts'
import { FC, FCO, U, run } from '../../helpers/scenario.ts'

const history = [U('u1', 'fix the cart'), FC('f1', 'c1'), FCO('o1', 'c1', 'x'.repeat(4000))]
const MID_REMOTE = { phase: 'mid_turn', implementation: 'remote' } as const
const MANUAL_LOCAL = { phase: 'manual', implementation: 'local' } as const

describe('one model of a cell’s run', () => {
  it('maps every core outcome onto one word of the vocabulary', () => {
    expect(runOutcomeOf('completed')).toBe('completed')
    expect(runOutcomeOf('failed')).toBe('failed-unchanged')
    expect(runOutcomeOf('not_triggered')).toBe('not-triggered')
    expect(runOutcomeOf('turn_aborted')).toBe('refused')
    const outcomes = ['completed', 'failed', 'not_triggered', 'turn_aborted'] as const
    expect(new Set(outcomes.map(runOutcomeOf)).size).toBe(outcomes.length)
  })

  it('counts a completed run from its new history, with one token estimate', () => {
    const r = cellRunOf(run({ history }, MANUAL_LOCAL))
    expect(r.outcome).toBe('completed')
    expect(r.historyChanged).toBe(true)
    expect(r.counts.cut).toBe(3)
    expect(r.counts.summary).toBe(1)
    expect(r.counts.unchanged).toBe(0)
    // the tool output's 4,000 bytes are 1,000 tokens of those before; the summary is far smaller
    expect(r.tokens.before).toBeGreaterThan(1000)
    expect(r.tokens.after).toBeLessThan(r.tokens.before)
    expect(r.calls).toMatchObject({ model: 1, server: 0, retries: 0, fallback: false })
  })

  it('a failed run left the history unchanged: nothing kept, nothing cut, no share of text', () => {
    const result = run({ history, faults: { remote: 'timeout' } }, MID_REMOTE)
    expect(result.outcome).toBe('failed')
    const r = cellRunOf(result)
    expect(r.outcome).toBe('failed-unchanged')
    expect(r.historyChanged).toBe(false)
    expect(r.counts).toEqual({
      kept: 0,
      cut: 0,
      truncated: 0,
      injected: 0,
      summary: 0,
      unchanged: result.items.length,
    })
    expect(r.tokens.after).toBe(r.tokens.before)
    expect(r.userTextKept).toBeNull()
    // a timeout is retryable: v2 sends it again, and says why
    expect(r.calls.server).toBe(1 + r.calls.retries)
    expect(r.calls.retries).toBeGreaterThan(0)
    expect(r.calls.retryReasons).toEqual([
      { error: 'timeout', kind: 'transport', requests: r.calls.retries },
    ])
  })

  it('a cell that did not trigger is its own state, never "100 % kept"', () => {
    const r = cellRunOf(
      run({ history, turn: { activeTokens: 10 } }, { phase: 'pre_turn', implementation: 'remote' }),
    )
    expect(r.outcome).toBe('not-triggered')
    expect(r.userTextKept).toBeNull()
    expect(r.counts.kept).toBe(0)
    expect(r.counts.unchanged).toBe(3)
    expect(r.calls.model + r.calls.server).toBe(0)
  })

  it('a hook that stops the turn refuses it; before install the history is unchanged', () => {
    const before = cellRunOf(run({ history, faults: { preCompactHook: 'stop' } }, MANUAL_LOCAL))
    expect(before).toMatchObject({ outcome: 'refused', historyChanged: false })
    const after = cellRunOf(run({ history, faults: { postCompactHook: 'stop' } }, MANUAL_LOCAL))
    expect(after).toMatchObject({ outcome: 'refused', historyChanged: true })
    expect(after.counts.cut).toBe(3)
  })

  it('names the model fallback and the local retries apart', () => {
    const local = cellRunOf(
      run({ history, faults: { local: 'stream_error', localRepeat: 2 } }, MANUAL_LOCAL),
    )
    expect(local.outcome).toBe('completed')
    expect(local.calls.model).toBe(3)
    expect(local.calls.retryReasons).toEqual([
      { error: 'stream_error', kind: 'transport', requests: 2 },
    ])
  })

  it('is derived once per result', () => {
    const result = run({ history }, MANUAL_LOCAL)
    expect(cellRunOf(result)).toBe(cellRunOf(result))
  })
})
