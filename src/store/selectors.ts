import {
  ALL_CELLS,
  remembered,
  type Cell,
  type CompactionResult,
  type FragmentRegistry,
  type ScenarioFile,
} from '../core/index.ts'
import { engine } from './engine.ts'
import type { VisualizerState } from './index.ts'
import { LESSON_RESULTS } from './lessonResults.ts'
import { DEFAULT_SCENARIO } from './scenarioSlice.ts'

// results are pure functions of the scenario object, so they are cached per object
const resultsCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()
const registryCache = new WeakMap<ScenarioFile, FragmentRegistry>()

/**
 * All nine cells' results for the current scenario, row by row. The bundled lesson's are the
 * core's own traces, recorded at build time (the first screen needs no core); any other scenario
 * runs on the engine, which is loaded before such a scenario can enter the store (`engine.ts`).
 */
export function selectResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  if (state.scenario === DEFAULT_SCENARIO) return LESSON_RESULTS
  return remembered(resultsCache, state.scenario, (scenario) => engine().runAllCells(scenario))
}

export function cellIndex(cell: Cell): number {
  return ALL_CELLS.findIndex(
    (c) => c.phase === cell.phase && c.implementation === cell.implementation,
  )
}

/** The selected cell's result. */
export function selectCurrentResult(
  state: Pick<VisualizerState, 'scenario' | 'cell'>,
): CompactionResult {
  return selectResults(state)[cellIndex(state.cell)]!
}

/** The registry the scenario describes (Codex's default unless edited); editor screens only. */
export function selectRegistry(state: Pick<VisualizerState, 'scenario'>): FragmentRegistry {
  return remembered(registryCache, state.scenario, (scenario) => engine().registryOf(scenario))
}
