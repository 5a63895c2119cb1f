import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  inputForCell,
  parseScenario,
  runAllCells,
  runCompaction,
  type LaneOp,
  type ScenarioFile,
} from '../../../../src/core/index.ts'
import { mixedHistory } from '../../../../scripts/mixedHistory.ts'

function scenarioOf(size: number): ScenarioFile {
  const parsed = parseScenario({ history: mixedHistory(size), cell: ALL_CELLS[0] })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

const loadOp = (ops: readonly LaneOp[]) => ops.find((op) => op.op === 'load')

describe('the nine cells share one pass over their input', () => {
  const scenario = scenarioOf(600)

  it('recognizes the fragment types of the input once for all nine cells', () => {
    const types = runAllCells(scenario).map((result) => loadOp(result.trace[0]!.ops))
    expect(types.every((op) => op !== undefined)).toBe(true)
    const first = types[0]! as Extract<LaneOp, { op: 'load' }>
    expect(first.fragmentTypes.some((type) => type !== null)).toBe(true)
    for (const op of types)
      expect((op as Extract<LaneOp, { op: 'load' }>).fragmentTypes).toBe(first.fragmentTypes)
  })

  it('gives each cell exactly the result of a run on its own input', () => {
    const shared = runAllCells(scenario)
    ALL_CELLS.forEach((cell, index) => {
      // inputForCell converts the history and registry afresh: nothing is shared with the nine
      expect(shared[index]).toEqual(runCompaction(inputForCell(scenario, cell)))
    })
  })
})
