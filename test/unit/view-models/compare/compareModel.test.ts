import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  runAllCells,
  type Cell,
  type ScenarioFile,
  type TraceStep,
} from '../../../../src/core/index.ts'
import lesson from '../../../../public/scenarios/lesson-mixed-history.json'
import workspace from '../../../../public/scenarios/workspace-amnesia.json'
import {
  compareColumns,
  FAILURE_FAULTS,
  formatCompareCells,
  parseCompareCells,
} from '../../../../src/view-models/compare/compareModel.ts'

function scenarioOf(raw: unknown): ScenarioFile {
  const parsed = parseScenario(raw)
  if (!parsed.ok) throw new Error('fixture does not parse')
  return parsed.value
}

const SCENARIOS = { lesson: scenarioOf(lesson), workspace: scenarioOf(workspace) }
const cell = (phase: Cell['phase'], implementation: Cell['implementation']): Cell => ({
  phase,
  implementation,
})

describe('compare columns', () => {
  for (const [name, scenario] of Object.entries(SCENARIOS)) {
    it(`equal runAllCells for every cell of ${name}`, () => {
      // a fresh run, not the cached one the model reads, so a wrong index or field shows
      const expected = runAllCells(scenario)
      const failing = runAllCells({ ...scenario, faults: { ...FAILURE_FAULTS } })
      const columns = compareColumns(scenario, runAllCells(scenario), ALL_CELLS)
      expect(columns).toHaveLength(9)
      columns.forEach((column, i) => {
        const result = expected[i]!
        const status = (...s: string[]) => result.items.filter((x) => s.includes(x.status)).length
        expect(column.cell).toEqual(ALL_CELLS[i])
        expect(column.path).toBe(result.path)
        expect(column.outcome).toBe(result.outcome)
        expect(column.cut).toBe(result.cut.length)
        expect(column.kept).toBe(status('kept', 'truncated'))
        expect(column.truncated).toBe(status('truncated'))
        expect(column.injected).toBe(status('injected'))
        expect(column.summary).toBe(status('summary'))
        expect(column.modelCalls).toBe(result.modelCalls)
        expect(column.serverCalls).toBe(result.serverCalls)
        expect(column.versionAfter).toBe(result.historyVersion)
        expect(column.nextTurnInjects).toHaveLength(result.nextTurnInjection.length)
        expect(column.tokensBefore).toBe(
          (result.trace[0] as TraceStep<'input_history'>).params.tokens,
        )
        expect(column.onFailure.outcome).toBe(failing[i]!.outcome)
        expect(column.onFailure.modelCalls).toBe(failing[i]!.modelCalls)
      })
    })
  }

  it('tells the cells apart on the lesson history', () => {
    const scenario = SCENARIOS.lesson
    const [pre, mid, empty] = compareColumns(scenario, runAllCells(scenario), [
      cell('pre_turn', 'remote'),
      cell('mid_turn', 'remote'),
      cell('mid_turn', 'empty_window'),
    ])
    // pre-turn injects nothing now and re-injects next turn; mid-turn injects before the last user
    expect(pre!.injected).toBe(0)
    expect(pre!.nextTurnInjects.length).toBeGreaterThan(0)
    expect(mid!.injected).toBeGreaterThan(0)
    expect(mid!.nextTurnInjects).toEqual([])
    // the empty window calls nothing, so a failing model or server changes nothing for it
    expect(empty!.modelCalls + empty!.serverCalls).toBe(0)
    expect(empty!.onFailure.outcome).toBe('completed')
    expect(mid!.onFailure.outcome).not.toBe('completed')
    expect(mid!.onFailure.historyUnchanged).toBe(true)
    expect(empty!.userMessagesRetained).toBe(0)
    expect(mid!.userMessagesRetained).toBeGreaterThan(0)
    expect(mid!.userMessagesRetained).toBeLessThanOrEqual(mid!.userMessagesBefore)
    expect(mid!.tokensAfter).not.toBe(mid!.tokensBefore)
  })
})

describe('compare selection in a link', () => {
  it('round-trips two and three cells', () => {
    const three = [
      cell('pre_turn', 'remote'),
      cell('mid_turn', 'local'),
      cell('manual', 'empty_window'),
    ]
    expect(parseCompareCells(formatCompareCells(three))).toEqual(three)
    expect(parseCompareCells('mid_turn.remote,pre_turn.local')).toEqual([
      cell('mid_turn', 'remote'),
      cell('pre_turn', 'local'),
    ])
  })

  it('refuses fewer than two, more than three, and unknown cells', () => {
    expect(parseCompareCells(null)).toBeUndefined()
    expect(parseCompareCells('mid_turn.remote')).toBeUndefined()
    expect(parseCompareCells('mid_turn.remote,mid_turn.remote')).toBeUndefined()
    expect(parseCompareCells('mid_turn.remote,nowhere.x')).toBeUndefined()
    expect(
      parseCompareCells('pre_turn.remote,pre_turn.local,mid_turn.remote,mid_turn.local'),
    ).toBeUndefined()
  })
})
