import { describe, expect, it } from 'vitest'
import { ALL_CELLS, parseScenario, runAllCells } from '../../../../src/core/index.ts'
import { compareColumn } from '../../../../src/view-models/compare/compareModel.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../../src/view-models/sweep/settings.ts'
import {
  DEFAULT_SWEEP as DEFAULTS,
  pointCount,
} from '../../../../src/view-models/sweep/settings.ts'
import {
  cellPoint,
  measureCell,
  runSweep,
  runSweepPoint,
  sweepOutcome,
  type CellMeasure,
  sweepScenario,
} from '../../../../src/view-models/sweep/sweepRun.ts'

/** Fresh `runAllCells` on the history the sweep generated for (point, h). */
function fresh(settings: SweepSettings, point: number, h: number) {
  const parsed = parseScenario(sweepScenario(settings, point, h))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return runAllCells(parsed.value)
}

const SAMPLE: SweepSettings = {
  ...DEFAULT_SWEEP,
  axis: 'window',
  from: 20_000,
  to: 200_000,
  points: 4,
  histories: 3,
  length: 150,
  faultRate: 50,
}

describe('a sweep point', () => {
  it('is read from fresh runAllCells results on the same histories, faults included', () => {
    for (const point of [0, 3]) {
      const swept = runSweepPoint(SAMPLE, point)
      const runs = [0, 1, 2].map((h) => fresh(SAMPLE, point, h))
      ALL_CELLS.forEach((_, c) => {
        const results = runs.map((r) => r[c]!)
        const done = results.filter((r) => r.outcome === 'completed')
        const mean = (values: number[]) =>
          values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length
        const kept = mean(done.map((r) => measureCell(r).userTextKept!))
        const cell = swept.cells[c]!
        expect(cell.userTextKept === null).toBe(kept === null)
        expect(cell.userTextKept ?? -1).toBeCloseTo(kept ?? -1, 10)
        expect(cell.tokensAfter ?? -1).toBeCloseTo(
          mean(done.map((r) => measureCell(r).tokensAfter!)) ?? -1,
          10,
        )
        expect(cell.modelCalls).toBeCloseTo(mean(results.map((r) => r.modelCalls))!, 10)
        expect(cell.serverCalls).toBeCloseTo(mean(results.map((r) => r.serverCalls))!, 10)
        expect(cell.completed).toBe(done.length)
        const stopped = results.filter(
          (r) => r.outcome === 'failed' || r.outcome === 'turn_aborted',
        )
        expect(cell.failed).toBe(stopped.length)
        expect(cell.notTriggered).toBe(results.filter((r) => r.outcome === 'not_triggered').length)
        expect(cell.completed + cell.failed + cell.notTriggered).toBe(3)
      })
    }
  })

  it('never counts a history that did not compact as kept', () => {
    // short histories: pre-turn and mid-turn stay below the limit, manual always compacts
    const small = { ...SAMPLE, faultRate: 0, axis: 'length' as const, from: 20, to: 40 }
    const point = runSweepPoint(small, 0)
    const manual = point.cells.filter((_, c) => ALL_CELLS[c]!.phase === 'manual')
    const automatic = point.cells.filter((_, c) => ALL_CELLS[c]!.phase !== 'manual')
    expect(manual.map((at) => at.completed)).toEqual([3, 3, 3])
    expect(manual.every((at) => at.userTextKept !== null)).toBe(true)
    expect(automatic.map((at) => at.notTriggered)).toEqual([3, 3, 3, 3, 3, 3])
    // nothing to measure: no share kept at all, and in particular not 100 %
    expect(automatic.map((at) => at.userTextKept)).toEqual(Array(6).fill(null))
    expect(automatic.map((at) => at.tokensAfter)).toEqual(Array(6).fill(null))
    expect(automatic.map((at) => at.spread.userTextKept)).toEqual(Array(6).fill(null))
    // the core itself says these runs kept every item: the run model (and so the sweep) says
    // nothing was measured
    const run = fresh(small, 0, 0)[0]!
    expect(run.items.every((item) => item.status === 'kept')).toBe(true)
    expect(sweepOutcome(run)).toBe('not-triggered')
    expect(measureCell(run)).toMatchObject({ userTextKept: null, tokensAfter: null })
  })

  it('with the defaults, triggers every one of the nine cells somewhere in the range', () => {
    const last = pointCount(DEFAULTS) - 1
    // the first four of the defaults' histories (same seeds): enough, and a quarter of the work
    const end = runSweepPoint({ ...DEFAULTS, histories: 4 }, last)
    end.cells.forEach((cell) => expect(cell.completed).toBeGreaterThan(0))
    // and the range starts below the limit, so it shows where compaction begins
    const start = runSweepPoint({ ...DEFAULTS, histories: 3 }, 0)
    expect(start.cells[0]!.notTriggered).toBe(3)
  })

  it('gives the quartiles of a list, interpolated', () => {
    // a cell's spread over its histories: the tokens after each compaction
    const spread = (tokensAfter: readonly (number | null)[]) =>
      cellPoint(
        tokensAfter.map((tokens): CellMeasure => ({
          outcome: 'completed',
          userTextKept: null,
          tokensAfter: tokens,
          modelCalls: 1,
          serverCalls: 0,
          sentTokens: 0,
          receivedTokens: 0,
        })),
      ).spread.tokensAfter
    expect(spread([])).toBeNull()
    expect(spread([null, null])).toBeNull()
    expect(spread([4, 1, 3, 2, 5])).toEqual({ q1: 2, median: 3, q3: 4 })
    expect(spread([0, null, 1])).toEqual({ q1: 0.25, median: 0.5, q3: 0.75 })
  })

  it('reads user text the way compare mode counts user messages', () => {
    const results = fresh({ ...SAMPLE, faultRate: 0 }, 0, 1)
    // nothing kept exactly when no user message is retained; all of it when every one is kept whole
    // (compare counts no message "retained" where the history was left as it was: not triggered)
    const changed = results.filter((result) => compareColumn(result, result).run.historyChanged)
    const read = changed.map((result) => {
      const column = compareColumn(result, result)
      const kept = measureCell(result).userTextKept
      return [kept === 0, column.userMessagesRetained === 0]
    })
    expect(read.map(([a]) => a)).toEqual(read.map(([, b]) => b))
    expect(read.some(([a]) => a)).toBe(true)
    expect(read.some(([a]) => !a)).toBe(true)
  })

  it('shows the faults: faulted histories fail, and with none nothing fails', () => {
    // a small window, so pre-turn and mid-turn compact (and can fail) too
    const faults = { ...SAMPLE, axis: 'faultRate' as const, from: 0, to: 100, points: 2 }
    const all = runSweep({ ...faults, window: 20_000, autoLimit: 18_000 })
    expect(all[0]!.faulted).toBe(0)
    expect(all[0]!.cells.every((cell) => cell.failed === 0)).toBe(true)
    expect(all[1]!.faulted).toBe(3)
    // a cell fails on a faulted history exactly when it calls a model or a server there
    const calling = ALL_CELLS.map(
      (_, c) =>
        [0, 1, 2].filter((h) => {
          const result = fresh({ ...faults, window: 20_000, autoLimit: 18_000 }, 0, h)[c]!
          return result.modelCalls + result.serverCalls > 0
        }).length,
    )
    expect(all[1]!.cells.map((cell) => cell.failed)).toEqual(calling)
    expect(all[1]!.cells.filter((cell) => cell.failed === 3)).toHaveLength(6)
  })

  it('stops where the listener says', () => {
    let heard = 0
    const points = runSweep({ ...SAMPLE, histories: 1 }, () => ++heard < 2)
    expect(points).toHaveLength(2)
    expect(points.map((p) => p.value)).toEqual([20_000, 80_000])
  })

  it('keeps each cell its implementation unless the provider lacks support', () => {
    const paths = (settings: SweepSettings) => fresh(settings, 0, 0).map((r) => r.path)
    const supported = paths({ ...SAMPLE, faultRate: 0, axis: 'length', from: 10, to: 20 })
    expect(supported.slice(6)).toEqual(['remote_v2', 'local', 'empty_window'])
    const legacy = paths({ ...SAMPLE, faultRate: 0, axis: 'length', from: 10, to: 20, v2: false })
    expect(legacy[6]).toBe('remote_legacy')
    const none = paths({
      ...SAMPLE,
      faultRate: 0,
      axis: 'length',
      from: 10,
      to: 20,
      providerSupported: false,
    })
    expect(none.slice(6)).toEqual(['local', 'local', 'empty_window'])
  })

  it('opens the same history it measured, named as a sweep history', () => {
    const scenario = sweepScenario(SAMPLE, 2, 0)
    expect(scenario.name).toMatch(/^Sweep history: seed 1, window = 140000/)
    expect(scenario.model?.contextWindow).toBe(140_000)
    expect(sweepScenario(SAMPLE, 2, 0)).toEqual(scenario)
  })
})

describe('a two-input sweep', () => {
  const TWO: SweepSettings = {
    ...DEFAULT_SWEEP,
    axis: 'length',
    from: 40,
    to: 120,
    points: 2,
    axis2: 'v2',
    histories: 2,
    window: 20_000,
    autoLimit: 8_000,
  }

  it('gives every pair its own point, each the mean of fresh runAllCells results', () => {
    const points = runSweep(TWO)
    expect(points.map((p) => [p.value, p.value2])).toEqual([
      [40, 0],
      [40, 1],
      [120, 0],
      [120, 1],
    ])
    points.forEach((point, i) => {
      const scenario = sweepScenario(TWO, i, 0)
      // the history carries both inputs' values, read here from the scenario itself
      expect(scenario.history).toHaveLength(point.value)
      expect(scenario.features?.remoteCompactionV2).toBe(point.value2 === 1)
      const runs = [0, 1].map((h) => fresh(TWO, i, h))
      ALL_CELLS.forEach((_, c) => {
        const done = runs.map((r) => r[c]!).filter((r) => r.outcome === 'completed')
        const tokens = done.map((r) => measureCell(r).tokensAfter!)
        const mean = tokens.length ? tokens.reduce((a, b) => a + b, 0) / tokens.length : null
        expect(point.cells[c]!.tokensAfter ?? -1).toBeCloseTo(mean ?? -1, 10)
        const calls = runs.map((r) => r[c]!.modelCalls)
        expect(point.cells[c]!.modelCalls).toBeCloseTo((calls[0]! + calls[1]!) / 2, 10)
      })
    })
  })
})
