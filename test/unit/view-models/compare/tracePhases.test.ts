import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  runAllCells,
  type ScenarioFile,
} from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import {
  COMPACTION_PHASES,
  stepAtPhaseEnd,
  tracePhases,
} from '../../../../src/view-models/compare/tracePhases.ts'

const parsed = parseScenario(lesson)
if (!parsed.ok) throw new Error('lesson does not parse')
const LESSON: ScenarioFile = parsed.value
const results = runAllCells(LESSON)

describe('the phases of a compaction', () => {
  it('places every step of all nine cells, starting with the token check', () => {
    expect(results).toHaveLength(ALL_CELLS.length)
    for (const result of results) {
      const phases = tracePhases(result.trace)
      expect(phases).toHaveLength(result.trace.length)
      expect(phases[0]).toBe('token_check')
      // the steps that decide each phase land in it
      const EXPECTED: Record<string, string> = {
        replace_history: 'install',
        should_keep: 'filter',
        remote_request: 'request',
        dispatch_provider: 'dispatch',
        next_turn_reinjection: 'reinjection',
      }
      const decided = result.trace.flatMap((step, i) =>
        EXPECTED[step.rule] === undefined ? [] : [[step.rule, phases[i]]],
      )
      expect(decided).toEqual(decided.map(([rule]) => [rule, EXPECTED[rule!]]))
    }
  })

  it('aligns cells of different lengths on the same meaning', () => {
    const lengths = new Set(results.map((r) => r.trace.length))
    expect(lengths.size).toBeGreaterThan(1)
    for (const result of results) {
      const phases = tracePhases(result.trace)
      const install = stepAtPhaseEnd(phases, 'install')
      // every cell that compacts installs a history; at the end of install it is on the lane
      expect(install.reached).toBe(true)
      const installed = result.trace
        .slice(0, install.step)
        .some((step) => step.rule === 'replace_history')
      expect(installed).toBe(true)
      // the last phase shows the whole trace
      expect(stepAtPhaseEnd(phases, 'reinjection').step).toBe(result.trace.length)
      // the steps grow with the phase
      const steps = COMPACTION_PHASES.map((p) => stepAtPhaseEnd(phases, p).step)
      expect([...steps].sort((a, b) => a - b)).toEqual(steps)
    }
    // the empty window has no request and no filter: it stops where its dispatch ends
    const empty = results.find((r) => r.cell.implementation === 'empty_window')!
    const filter = stepAtPhaseEnd(tracePhases(empty.trace), 'filter')
    expect(filter.reached).toBe(false)
    expect(filter.step).toBe(stepAtPhaseEnd(tracePhases(empty.trace), 'dispatch').step)
  })
})
