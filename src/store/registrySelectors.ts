import {
  DEFAULT_REGISTRY,
  remembered,
  type FragmentRegistry,
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
    ),
  )
}
