import { describe, expect, it } from 'vitest'
import { parseScenario, runAllCells } from '../../../../src/core/index.ts'
import { runInput } from '../../../../src/view-models/runFacts.ts'
import {
  costRows,
  DEFAULT_RATES,
  estimate,
  orderOf,
  PROMPT_TOKENS,
  rateProblems,
  runTokens,
  sortRows,
  type CostRow,
} from '../../../../src/view-models/sweep/cost.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../../src/view-models/sweep/settings.ts'
import { runSweep, sweepScenario } from '../../../../src/view-models/sweep/sweepRun.ts'

const SMALL: SweepSettings = {
  ...DEFAULT_SWEEP,
  axis: 'faultRate',
  from: 0,
  to: 100,
  points: 2,
  histories: 3,
  length: 120,
  window: 20_000,
  autoLimit: 18_000,
}

function fresh(settings: SweepSettings, point: number, h: number) {
  const parsed = parseScenario(sweepScenario(settings, point, h))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return runAllCells(parsed.value)
}

describe('the tokens a cell moves', () => {
  it('sends the history (and the prompt, locally) once a request, receives the summary', () => {
    const results = fresh(SMALL, 0, 0)
    const history = runInput(results[0]!)!.tokens
    expect(history).toBeGreaterThan(18_000)
    const local = results.find((r) => r.path === 'local')!
    expect(local.modelCalls).toBe(1)
    const summary = local.items.filter((item) => item.status === 'summary')
    expect(summary).toHaveLength(1)
    expect(runTokens(local)).toEqual({
      sent: history + PROMPT_TOKENS,
      received: Math.ceil(new TextEncoder().encode(summary[0]!.text).length / 4),
    })
    const remote = results.find((r) => r.path === 'remote_v2')!
    expect(runTokens(remote).sent).toBe(history * remote.serverCalls)
    const empty = results.find((r) => r.path === 'empty_window')!
    expect(runTokens(empty).sent).toBe(0)
  })

  it('counts every retry as sent again, and nothing received when the compaction fails', () => {
    const results = fresh(SMALL, 1, 0)
    const history = runInput(results[0]!)!.tokens
    const local = results.find((r) => r.cell.implementation === 'local')!
    expect(local.outcome).toBe('failed')
    expect(local.modelCalls).toBeGreaterThan(1)
    expect(runTokens(local)).toEqual({
      sent: local.modelCalls * (history + PROMPT_TOKENS),
      received: 0,
    })
  })

  it('moves nothing when no compaction is triggered', () => {
    const results = fresh({ ...SMALL, window: 200_000, autoLimit: 180_000 }, 0, 0)
    expect(results[0]!.outcome).toBe('not_triggered')
    expect(runTokens(results[0]!)).toEqual({ sent: 0, received: 0 })
  })
})

describe('the estimate', () => {
  it('follows the formula shown', () => {
    const rates = {
      inputPerMillion: 2,
      outputPerMillion: 8,
      secondsPerCall: 0.5,
      inputTokensPerSecond: 1_000,
      outputTokensPerSecond: 40,
    }
    const { dollars, seconds } = estimate({ sent: 500_000, received: 2_000, calls: 3 }, rates)
    expect(dollars).toBeCloseTo(1 + 0.016, 12)
    expect(seconds).toBeCloseTo(1.5 + 500 + 50, 12)
  })

  it('refuses a negative price, a zero speed, or no number', () => {
    expect(rateProblems(DEFAULT_RATES)).toEqual([])
    const bad = {
      ...DEFAULT_RATES,
      inputPerMillion: -1,
      outputTokensPerSecond: 0,
      secondsPerCall: Number.NaN,
    }
    expect(rateProblems(bad)).toEqual([
      'inputPerMillion',
      'secondsPerCall',
      'outputTokensPerSecond',
    ])
    expect(rateProblems({ ...DEFAULT_RATES, outputPerMillion: 0 })).toEqual([])
  })

  it('at a point is the mean over the point’s histories of each one’s estimate', () => {
    // the sweep up to its second point
    const point = runSweep(SMALL, (swept) => swept.index < 1)[1]!
    const runs = [0, 1, 2].map((h) => fresh(SMALL, 1, h))
    costRows(point, DEFAULT_RATES).forEach((row) => {
      const each = runs.map((r) => {
        const result = r[row.cell]!
        const calls = result.modelCalls + result.serverCalls
        return estimate({ ...runTokens(result), calls }, DEFAULT_RATES)
      })
      const mean = (key: 'dollars' | 'seconds') => each.reduce((a, e) => a + e[key], 0) / 3
      expect(row.dollars).toBeCloseTo(mean('dollars'), 12)
      expect(row.seconds).toBeCloseTo(mean('seconds'), 9)
    })
  })
})

describe('the cost table’s order', () => {
  const row = (cell: number, dollars: number, kept: number | null): CostRow => ({
    cell,
    completed: 1,
    notTriggered: 0,
    failed: 0,
    modelCalls: 0,
    serverCalls: 0,
    sent: 0,
    received: 0,
    replacement: null,
    userTextKept: kept,
    dollars,
    seconds: 0,
  })
  const rows = [row(0, 3, 0.5), row(1, 1, null), row(2, 3, 0.9), row(3, 2, 0.1)]

  it('sorts either way, ties in the cells’ order, nothing to measure last', () => {
    expect(orderOf(sortRows(rows, { key: 'dollars', descending: false }))).toEqual([1, 3, 0, 2])
    expect(orderOf(sortRows(rows, { key: 'dollars', descending: true }))).toEqual([0, 2, 3, 1])
    expect(orderOf(sortRows(rows, { key: 'userTextKept', descending: true }))).toEqual([2, 0, 3, 1])
    expect(orderOf(sortRows(rows, { key: 'userTextKept', descending: false }))).toEqual([
      3, 0, 2, 1,
    ])
  })
})
