import { remembered, type CompactionResult, type ScenarioFile } from '../core/index.ts'
import { scenarioImpact, type RegistryImpact } from '../view-models/impact.ts'
import type { VisualizerState } from './index.ts'
import { defaultRegistryResults, selectRegistry, selectResults } from './selectors.ts'

const impactCache = new WeakMap<ScenarioFile, RegistryImpact>()

/** The nine results the scenario would give with Codex's default registry. */
export function selectDefaultRegistryResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  // cached by history and the other fields: a registry edit keeps them, so it reuses this run
  return state.scenario.registry === undefined
    ? selectResults(state)
    : defaultRegistryResults(state.scenario)
}

/** The impact of the scenario's registry edits, cached per scenario object. */
export function selectRegistryImpact(state: Pick<VisualizerState, 'scenario'>): RegistryImpact {
  return remembered(impactCache, state.scenario, (scenario) =>
    scenarioImpact(
      scenario,
      selectRegistry(state),
      selectDefaultRegistryResults(state),
      selectResults(state),
    ),
  )
}
