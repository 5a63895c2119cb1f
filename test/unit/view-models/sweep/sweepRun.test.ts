import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  runAllCells,
  type CompactionResult,
} from '../../../../src/core/index.ts'
import { cellRunOf } from '../../../../src/view-models/cellRun.ts'
import { compareColumn } from '../../../../src/view-models/compare/compareModel.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../../src/view-models/sweep/settings.ts'
import {
  runSweep,
  sweepOutcome,
  sweepScenario,
  type SweepPoint,
} from '../../../../src/view-models/sweep/sweepRun.ts'

/** Fresh `runAllCells` on the history the sweep generated for (point, h). */
function fresh(settings: SweepSettings, point: number, h: number) {
  const parsed = parseScenario(sweepScenario(settings, point, h))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return runAllCells(parsed.value)
}

/** The sweep's first point only. */
const firstPoint = (settings: SweepSettings): SweepPoint => runSweep(settings, () => false)[0]!

/** What a run's new history holds, as the run model reads it (null without one). */
const keptOf = (result: CompactionResult) => cellRunOf(result).userTextKept
const tokensAfterOf = (result: CompactionResult) => {
  const run = cellRunOf(result)
  return run.historyChanged ? run.tokens.after : null
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length

/** The quartiles of `values` as spreadsheets compute them (QUARTILE.INC, R's type 7). */
function quartiles(values: readonly number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) => {
    const position = (sorted.length - 1) * p
    const below = Math.floor(position)
    const above = sorted[Math.ceil(position)]!
    return sorted[below]! + (above - sorted[below]!) * (position - below)
  }
  return { q1: at(0.25), median: at(0.5), q3: at(0.75) }
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
    const swept = runSweep(SAMPLE)
    expect(swept).toHaveLength(4)
    swept.forEach((point, p) => {
      const runs = [0, 1, 2].map((h) => fresh(SAMPLE, p, h))
      ALL_CELLS.forEach((_, c) => {
        const results = runs.map((r) => r[c]!)
        const done = results.filter((r) => r.outcome === 'completed')
        const kept = mean(done.map((r) => keptOf(r)!))
        const cell = point.cells[c]!
        expect(cell.userTextKept === null).toBe(kept === null)
        expect(cell.userTextKept ?? -1).toBeCloseTo(kept ?? -1, 10)
        expect(cell.tokensAfter ?? -1).toBeCloseTo(
          mean(done.map((r) => tokensAfterOf(r)!)) ?? -1,
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
    })
  })

  it('never counts a history that did not compact as kept', () => {
    // short histories: pre-turn and mid-turn stay below the limit, manual always compacts
    const small = { ...SAMPLE, faultRate: 0, axis: 'length' as const, from: 20, to: 40 }
    const point = firstPoint(small)
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
    expect(cellRunOf(run)).toMatchObject({ userTextKept: null, historyChanged: false })
  })

  it('with the defaults, triggers every one of the nine cells somewhere in the range', () => {
    // the defaults' first and last values, on the first four of their histories (same seeds):
    // enough, and a fraction of the work
    const [start, end] = runSweep({ ...DEFAULT_SWEEP, histories: 4, points: 2 })
    expect([start!.value, end!.value]).toEqual([DEFAULT_SWEEP.from, DEFAULT_SWEEP.to])
    end!.cells.forEach((cell) => expect(cell.completed).toBeGreaterThan(0))
    // and the range starts below the limit, so it shows where compaction begins
    expect(start!.cells[0]!.notTriggered).toBe(4)
  })

  it('gives the quartiles over the histories, interpolated, of the completed ones only', () => {
    // five histories that all compact (manual), and three of which some fail (faults at 50 %)
    const five = { ...SAMPLE, faultRate: 0, histories: 5, points: 2 }
    // how many completed histories the spreads were read over: interpolated ones among them
    const counts = new Set<number>()
    for (const settings of [five, SAMPLE]) {
      runSweep(settings).forEach((point, p) => {
        const runs = Array.from({ length: settings.histories }, (_, h) => fresh(settings, p, h))
        ALL_CELLS.forEach((_, c) => {
          const results = runs.map((r) => r[c]!)
          const done = results.filter((r) => r.outcome === 'completed')
          const spread = point.cells[c]!.spread
          counts.add(done.length)
          expect(spread.tokensAfter).toEqual(quartiles(done.map((r) => tokensAfterOf(r)!)))
          expect(spread.userTextKept).toEqual(quartiles(done.map((r) => keptOf(r)!)))
          expect(spread.modelCalls).toEqual(quartiles(results.map((r) => r.modelCalls)))
        })
      })
    }
    // none, one of three, three (q1 and q3 between two values) and five
    expect([...counts].sort()).toEqual(expect.arrayContaining([0, 1, 3, 5]))
    // five values: the quartiles are the second, third and fourth
    const manual = firstPoint(five).cells[6]!
    expect(manual.completed).toBe(5)
    const tokens = Array.from({ length: 5 }, (_, h) => tokensAfterOf(fresh(five, 0, h)[6]!)!)
    const sorted = [...tokens].sort((a, b) => a - b)
    expect(manual.spread.tokensAfter).toEqual({ q1: sorted[1], median: sorted[2], q3: sorted[3] })
    expect(new Set(tokens).size).toBeGreaterThan(1)
  })

  it('reads user text the way compare mode counts user messages', () => {
    const settings = { ...SAMPLE, faultRate: 0, histories: 1 }
    const results = fresh(settings, 0, 0)
    const swept = firstPoint(settings).cells
    // nothing kept exactly when no user message is retained; all of it when every one is kept whole
    // (compare counts no message "retained" where the history was left as it was: not triggered)
    const read = results.flatMap((result, c) => {
      const column = compareColumn(result, result)
      if (!column.run.historyChanged) return []
      return [[swept[c]!.userTextKept === 0, column.userMessagesRetained === 0]]
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
        const tokens = mean(done.map((r) => tokensAfterOf(r)!))
        expect(point.cells[c]!.tokensAfter ?? -1).toBeCloseTo(tokens ?? -1, 10)
        const calls = runs.map((r) => r[c]!.modelCalls)
        expect(point.cells[c]!.modelCalls).toBeCloseTo((calls[0]! + calls[1]!) / 2, 10)
      })
    })
  })
})
