import {
  DEFAULT_REGISTRY,
  remembered,
  toHistoryItems,
  type FragmentRegistry,
  type HistoryItem,
  type ScenarioFile,
} from '../core/index.ts'
import { scenarioImpact, type RegistryImpact } from '../view-models/impact.ts'
import type { VisualizerState } from './index.ts'
import { selectDefaultRegistryResults, selectResults } from './selectors.ts'

type ScenarioState = Pick<VisualizerState, 'scenario' | 'engine'>

/**
 * The registry the scenario describes (Codex's default unless edited); editor screens only, which
 * load the engine with themselves. Before it loads only the bundled lesson can be in the store,
 * and the lesson uses Codex's default registry.
 */
export function selectRegistry(state: ScenarioState): FragmentRegistry {
  return state.engine?.runsFor(state.scenario).registry() ?? DEFAULT_REGISTRY
}

const impactCache = new WeakMap<ScenarioFile, RegistryImpact>()

/** The impact of the scenario's registry edits, cached per scenario object. */
export function selectRegistryImpact(state: ScenarioState): RegistryImpact {
  return remembered(impactCache, state.scenario, () =>
    scenarioImpact(
      state.scenario,
      selectRegistry(state),
      selectDefaultRegistryResults(state),
      selectResults(state),
      selectHistoryItems(state),
    ),
  )
}

/**
 * The scenario's history as the core's items, from the parse that accepted it (the engine's
 * record); before the engine loads only the bundled lesson can be here.
 */
export function selectHistoryItems(state: ScenarioState): readonly HistoryItem[] {
  return state.engine?.runsFor(state.scenario).history() ?? toHistoryItems(state.scenario.history)
}
