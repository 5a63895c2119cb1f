import {
  DEFAULT_REGISTRY,
  remembered,
  runAllCells,
  toHistoryItems,
  type CompactionResult,
  type ScenarioFile,
} from '../core/index.ts'
import { computeImpact, type RegistryImpact } from '../view-models/impact.ts'
import { isDefaultRegistry, withDefaultRegistry } from '../view-models/registryEdits.ts'
import type { VisualizerState } from './index.ts'
import { selectRegistry, selectResults } from './selectors.ts'

const defaultResultsCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()
const impactCache = new WeakMap<ScenarioFile, RegistryImpact>()

/** The nine results the scenario would give with Codex's default registry. */
export function selectDefaultRegistryResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  return remembered(defaultResultsCache, state.scenario, (scenario) =>
    scenario.registry === undefined
      ? selectResults(state)
      : runAllCells(withDefaultRegistry(scenario)),
  )
}

/** The impact of the scenario's registry edits, cached per scenario object. */
export function selectRegistryImpact(state: Pick<VisualizerState, 'scenario'>): RegistryImpact {
  return remembered(impactCache, state.scenario, (scenario) => {
    const registry = selectRegistry(state)
    return computeImpact(
      toHistoryItems(scenario.history),
      DEFAULT_REGISTRY,
      registry,
      selectDefaultRegistryResults(state),
      selectResults(state),
      !isDefaultRegistry(registry),
    )
  })
}
