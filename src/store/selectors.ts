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

/** The nine results of a scenario with Codex's default registry (its own registry ignored). */
export function defaultRegistryResults(scenario: ScenarioFile): readonly CompactionResult[] {
  return scenario === DEFAULT_SCENARIO ? LESSON_RESULTS : engine().defaultRegistryResults(scenario)
}

/**
 * All nine cells' results for the current scenario, row by row. The bundled lesson's are the
 * core's own traces, recorded at build time (the first screen needs no core); any other scenario
 * runs on the engine, which is loaded before such a scenario can enter the store (`engine.ts`),
 * reusing a default-registry run of its history and any cell already run alone
 * (`scenarioRuns.ts`).
 */
export function selectResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  if (state.scenario === DEFAULT_SCENARIO) return LESSON_RESULTS
  return remembered(resultsCache, state.scenario, (scenario) => engine().nineResults(scenario))
}

export function cellIndex(cell: Cell): number {
  return ALL_CELLS.findIndex(
    (c) => c.phase === cell.phase && c.implementation === cell.implementation,
  )
}

/**
 * The selected cell's result: from the nine when they are known, else this one cell alone
 * (remembered per scenario and cell, and reused when the nine run).
 */
export function selectCurrentResult(
  state: Pick<VisualizerState, 'scenario' | 'cell'>,
): CompactionResult {
  const { scenario } = state
  const index = cellIndex(state.cell)
  if (scenario === DEFAULT_SCENARIO) return LESSON_RESULTS[index]!
  const nine = resultsCache.get(scenario)
  if (nine) return nine[index]!
  const known = engine().knownResults(scenario)
  if (!known) return engine().runCell(scenario, index)
  // the same objects selectResults will give for this scenario
  resultsCache.set(scenario, known)
  return known[index]!
}

/** The registry the scenario describes (Codex's default unless edited); editor screens only. */
export function selectRegistry(state: Pick<VisualizerState, 'scenario'>): FragmentRegistry {
  return remembered(registryCache, state.scenario, (scenario) => engine().registryOf(scenario))
}
