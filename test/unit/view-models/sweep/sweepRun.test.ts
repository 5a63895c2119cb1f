import { describe, expect, it } from 'vitest'
import { ALL_CELLS, parseScenario, runAllCells } from '../../../../src/core/index.ts'
import { compareColumn } from '../../../../src/view-models/compare/compareModel.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../../src/view-models/sweep/settings.ts'
import {
  measureCell,
  runSweep,
  runSweepPoint,
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
  it('is the mean of fresh runAllCells results on the same histories, faults included', () => {
    for (const point of [0, 3]) {
      const swept = runSweepPoint(SAMPLE, point)
      const runs = [0, 1, 2].map((h) => fresh(SAMPLE, point, h))
      ALL_CELLS.forEach((_, c) => {
        const measures = runs.map((results) => measureCell(results[c]!))
        const mean = (key: 'userTextKept' | 'tokensAfter' | 'calls') =>
          measures.reduce((sum, m) => sum + m[key], 0) / measures.length
        expect(swept.cells[c]!.userTextKept).toBeCloseTo(mean('userTextKept'), 10)
        expect(swept.cells[c]!.tokensAfter).toBeCloseTo(mean('tokensAfter'), 10)
        expect(swept.cells[c]!.calls).toBeCloseTo(mean('calls'), 10)
        const failed = runs.filter((results) => results[c]!.outcome === 'failed').length
        expect(swept.cells[c]!.failures).toBe(failed)
        const calls = runs.map((r) => r[c]!.modelCalls + r[c]!.serverCalls)
        expect(swept.cells[c]!.calls).toBeCloseTo(calls.reduce((a, b) => a + b, 0) / 3, 10)
      })
    }
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
    const all = runSweep({ ...SAMPLE, axis: 'faultRate', from: 0, to: 100, points: 2 })
    expect(all[0]!.faulted).toBe(0)
    expect(all[0]!.cells.every((cell) => cell.failures === 0)).toBe(true)
    expect(all[1]!.faulted).toBe(3)
    // a cell fails on a faulted history exactly when it calls a model or a server there
    const calling = ALL_CELLS.map(
      (_, c) =>
        [0, 1, 2].filter((h) => {
          const result = fresh({ ...SAMPLE, faultRate: 0 }, 0, h)[c]!
          return result.modelCalls + result.serverCalls > 0
        }).length,
    )
    expect(all[1]!.cells.map((cell) => cell.failures)).toEqual(calling)
    expect(all[1]!.cells.some((cell) => cell.failures === 3)).toBe(true)
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
        const tokens = runs.map((r) => measureCell(r[c]!).tokensAfter)
        expect(point.cells[c]!.tokensAfter).toBeCloseTo((tokens[0]! + tokens[1]!) / 2, 10)
        const calls = runs.map((r) => r[c]!.modelCalls + r[c]!.serverCalls)
        expect(point.cells[c]!.calls).toBeCloseTo((calls[0]! + calls[1]!) / 2, 10)
      })
    })
  })
})
