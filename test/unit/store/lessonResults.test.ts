import LESSON from 'virtual:lesson-results'
import { describe, expect, it } from 'vitest'
import { allRuleSources, runAllCells } from '../../../src/core/index.ts'
import { lessonResults } from '../../../src/store/lessonResults.ts'
import { packLesson, unpackRuns } from '../../../src/store/lessonRuns.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { selectResults } from '../../../src/store/selectors.ts'
import { loadedEngine } from '../../../src/store/engine.ts'
import lessonFile from '../../../public/scenarios/lesson-mixed-history.json'

describe('the bundled lesson’s precomputed results (the first screen runs no core)', () => {
  const live = runAllCells(DEFAULT_SCENARIO)

  it('equal what the core computes for the bundled scenario, cell by cell', () => {
    expect(lessonResults()).toHaveLength(9)
    lessonResults().forEach((result, i) => expect(result).toEqual(live[i]))
  })

  it('ship only the traces and call counts; the rest is replayed from the trace', () => {
    expect(Object.keys(LESSON.runs[0]!).sort()).toEqual(
      ['cell', 'modelCalls', 'serverCalls', 'trace'].sort(),
    )
    // key for key, in the recorder's order
    expect(JSON.stringify(unpackRuns(LESSON).map((run) => run.trace))).toBe(
      JSON.stringify(live.map((result) => result.trace)),
    )
  })

  it('ship a step without what the core’s tables say again: its seq, its source', () => {
    const step = LESSON.runs[0]!.trace[0]!
    expect(Object.keys(step).sort()).toEqual(['ops', 'params', 'rule', 'source'])
    expect(allRuleSources()[step.source]?.source).toEqual(live[0]!.trace[0]!.source)
  })

  it('ship the scenario once: it is the file, and every run’s input history is read from it', () => {
    // key for key: saved work and share links compare scenarios as JSON
    expect(JSON.stringify(DEFAULT_SCENARIO)).toBe(JSON.stringify(lessonFile))
    for (const run of LESSON.runs) {
      const load = run.trace[0]!.ops[0]!
      expect(load.op === 'load' && load.history).toBe('scenario')
    }
    const unpacked = unpackRuns(LESSON)
    const histories = unpacked.map((run) => {
      const load = run.trace[0]!.ops[0]!
      return load.op === 'load' ? load.history : null
    })
    // one input for all nine, as the core's runs share one converted history
    expect(new Set(histories).size).toBe(1)
    expect(histories[0]).toEqual(
      live[0]!.trace[0]!.ops[0]!.op === 'load' && live[0]!.trace[0]!.ops[0]!.history,
    )
  })

  it('ship a history verbatim where it is not the scenario’s as the core reads it', () => {
    const other = { ...DEFAULT_SCENARIO, history: DEFAULT_SCENARIO.history.slice(1) }
    const packed = packLesson(other, live)
    const load = packed.runs[0]!.trace[0]!.ops[0]!
    expect(load.op === 'load' && Array.isArray(load.history)).toBe(true)
    expect(JSON.stringify(unpackRuns(packed)[0]!.trace)).toBe(JSON.stringify(live[0]!.trace))
  })

  it('are what the store gives for the bundled scenario object, and only for it', () => {
    expect(selectResults({ scenario: DEFAULT_SCENARIO, engine: loadedEngine() })).toBe(
      lessonResults(),
    )
    // the same content in another object runs on the engine: an edit is never answered stale
    const copy = structuredClone(DEFAULT_SCENARIO)
    const results = selectResults({ scenario: copy, engine: loadedEngine() })
    expect(results).not.toBe(lessonResults())
    expect(results).toEqual(live)
  })
})
