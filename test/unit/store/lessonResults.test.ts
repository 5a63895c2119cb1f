import LESSON_RUNS from 'virtual:lesson-results'
import { describe, expect, it } from 'vitest'
import { allRuleSources, runAllCells } from '../../../src/core/index.ts'
import { LESSON_RESULTS } from '../../../src/store/lessonResults.ts'
import { unpackRuns } from '../../../src/store/lessonRuns.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { selectResults } from '../../../src/store/selectors.ts'
import { loadedEngine } from '../../../src/store/engine.ts'

describe('the bundled lesson’s precomputed results (the first screen runs no core)', () => {
  const live = runAllCells(DEFAULT_SCENARIO)

  it('equal what the core computes for the bundled scenario, cell by cell', () => {
    expect(LESSON_RESULTS).toHaveLength(9)
    LESSON_RESULTS.forEach((result, i) => expect(result).toEqual(live[i]))
  })

  it('ship only the traces and call counts; the rest is replayed from the trace', () => {
    expect(Object.keys(LESSON_RUNS[0]!).sort()).toEqual(
      ['cell', 'modelCalls', 'serverCalls', 'trace'].sort(),
    )
    // key for key, in the recorder's order
    expect(JSON.stringify(unpackRuns(LESSON_RUNS).map((run) => run.trace))).toBe(
      JSON.stringify(live.map((result) => result.trace)),
    )
  })

  it('ship a step without what the core’s tables say again: its seq, its source', () => {
    const step = LESSON_RUNS[0]!.trace[0]!
    expect(Object.keys(step).sort()).toEqual(['ops', 'params', 'rule', 'source'])
    expect(allRuleSources()[step.source]?.source).toEqual(live[0]!.trace[0]!.source)
  })

  it('are what the store gives for the bundled scenario object, and only for it', () => {
    expect(selectResults({ scenario: DEFAULT_SCENARIO, engine: loadedEngine() })).toBe(
      LESSON_RESULTS,
    )
    // the same content in another object runs on the engine: an edit is never answered stale
    const copy = structuredClone(DEFAULT_SCENARIO)
    const results = selectResults({ scenario: copy, engine: loadedEngine() })
    expect(results).not.toBe(LESSON_RESULTS)
    expect(results).toEqual(live)
  })
})
