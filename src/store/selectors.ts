import { ALL_CELLS, type Cell, type CompactionResult } from '../core/index.ts'
import type { VisualizerState } from './index.ts'
import { lessonResults } from './lessonResults.ts'
import { DEFAULT_SCENARIO } from './scenarioSlice.ts'

/**
 * The selectors keep no cache of their own: the bundled lesson's results are the core's own
 * traces, recorded at build time (the first screen needs no core), and any other scenario is run
 * by the engine's one cache of cell runs (`scenarioRuns.ts`). The engine is part of the state
 * (`engine`, `null` until it loads), set before any scenario but the lesson can enter the store:
 * every such scenario is parsed by it first. So a selector never meets a scenario it cannot run.
 */
type ScenarioState = Pick<VisualizerState, 'scenario' | 'engine'>

/** The nine results of a scenario with Codex's default registry (its own registry ignored). */
export function selectDefaultRegistryResults(state: ScenarioState): readonly CompactionResult[] {
  const { scenario, engine } = state
  if (scenario === DEFAULT_SCENARIO || engine === null) return lessonResults()
  return engine.runsFor(scenario).defaultNine()
}

/** All nine cells' results for the current scenario, row by row. */
export function selectResults(state: ScenarioState): readonly CompactionResult[] {
  const { scenario, engine } = state
  if (scenario === DEFAULT_SCENARIO || engine === null) return lessonResults()
  return engine.runsFor(scenario).nine()
}

export function cellIndex(cell: Cell): number {
  return ALL_CELLS.findIndex(
    (c) => c.phase === cell.phase && c.implementation === cell.implementation,
  )
}

/**
 * The selected cell's result: from the nine when they are known, else this one cell alone (after
 * an edit the address needs only its trace; the other eight run when a screen asks for them).
 */
export function selectCurrentResult(
  state: Pick<VisualizerState, 'scenario' | 'engine' | 'cell'>,
): CompactionResult {
  const { scenario, engine } = state
  const index = cellIndex(state.cell)
  if (scenario === DEFAULT_SCENARIO || engine === null) return lessonResults()[index]!
  return engine.runsFor(scenario).cell(index)
}
