import {
  ALL_CELLS,
  registryOf,
  runAllCells,
  type Cell,
  type CompactionResult,
  type FragmentRegistry,
  type ScenarioFile,
} from '../core/index.ts'
import type { VisualizerState } from './index.ts'

// results are pure functions of the scenario object, so they are cached per object
const resultsCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()
const registryCache = new WeakMap<ScenarioFile, FragmentRegistry>()

/** All nine cells' results for the current scenario, row by row. */
export function selectResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  let results = resultsCache.get(state.scenario)
  if (!results) {
    results = runAllCells(state.scenario)
    resultsCache.set(state.scenario, results)
  }
  return results
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

/** The registry the scenario describes (Codex's default unless edited). */
export function selectRegistry(state: Pick<VisualizerState, 'scenario'>): FragmentRegistry {
  let registry = registryCache.get(state.scenario)
  if (!registry) {
    registry = registryOf(state.scenario)
    registryCache.set(state.scenario, registry)
  }
  return registry
}
