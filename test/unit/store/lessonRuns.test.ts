import { describe, expect, it } from 'vitest'
import approved from '../../../public/scenarios/approved-prefix-forgotten.json'
import lesson from '../../../public/scenarios/lesson-mixed-history.json'
import modelSwitch from '../../../public/scenarios/model-switch-fallback.json'
import {
  parseScenario,
  runAllCells,
  type CompactionResult,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { packLesson, unpackRuns } from '../../../src/store/lessonRuns.ts'

function parsed(scenario: unknown): ScenarioFile {
  const result = parseScenario(scenario)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

const runs = (scenario: unknown): CompactionResult[] => runAllCells(parsed(scenario))

const only = ({ cell, trace, modelCalls, serverCalls }: CompactionResult) => ({
  cell,
  trace,
  modelCalls,
  serverCalls,
})

describe('packed lesson runs', () => {
  // scenarios whose runs reach other rules and sources (faults, hooks, fallbacks, manual paths)
  const cases = {
    lesson,
    approved,
    modelSwitch,
    faults: {
      ...lesson,
      faults: { remote: 'http_404', remoteFallback: 'http_500', preCompactHook: 'stop' },
    },
  }

  for (const [name, scenario] of Object.entries(cases))
    it(`unpack to the core's own runs, key for key (${name})`, () => {
      const live = runs(scenario).map(only)
      const packed = packLesson(parsed(scenario), live)
      expect(JSON.stringify(unpackRuns(packed))).toBe(JSON.stringify(live))
      // the runs without the scenario they share: the input history ships once, with it
      expect(JSON.stringify(packed.runs).length).toBeLessThan(JSON.stringify(live).length * 0.75)
    })

  it('refuse a step whose source the table does not have', () => {
    const [run] = runs(lesson).map(only)
    const step = run!.trace[0]!
    const odd = {
      ...run!,
      trace: [{ ...step, source: { file: 'elsewhere.rs', symbol: 'f', startLine: 1, endLine: 1 } }],
    }
    expect(() => packLesson(parsed(lesson), [odd])).toThrow(/cannot pack step 1/)
  })
})
