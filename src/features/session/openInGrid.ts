import type { Cell, ScenarioFile } from '../../core/index.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { EditOutcome } from '../../store/scenarioSlice.ts'

/**
 * Puts a session's scenario (from the worker) in the store as an edit and selects `cell`. The
 * store's edit action is the one parse: the scenario is not parsed here first. A refused
 * scenario changes nothing and returns the parser's errors.
 */
export function openInGrid(scenario: ScenarioFile, cell?: Cell): EditOutcome {
  const state = useVisualizerStore.getState()
  const outcome = state.editScenario(() => scenario)
  if (outcome.ok && cell) state.selectCell(cell)
  return outcome
}
