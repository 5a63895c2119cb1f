import { registryOf, runAllCells, type CompactionResult, type ScenarioFile } from '../core/index.ts'
import { scenarioImpact, type RegistryImpact } from './impact.ts'

/** Default-registry runs kept: the histories and worlds of the last few scenarios. */
const DEFAULT_RUNS_KEPT = 4

/**
 * The impact of one scenario after another, as the registry screen's worker computes it
 * (`src/app/impactWorker.ts`): the scenario's nine cells, beside the default registry's nine,
 * remembered by the content of every field but the registry. A registry edit changes only the
 * registry, so each edit runs nine cells, not eighteen. The scenario arrives as a copy (a
 * message), so the key is its content, not its object.
 */
export function impactRunner(
  run: (scenario: ScenarioFile) => readonly CompactionResult[] = runAllCells,
): (scenario: ScenarioFile) => RegistryImpact {
  const defaultRuns = new Map<string, readonly CompactionResult[]>()
  const defaultResults = (scenario: ScenarioFile): readonly CompactionResult[] => {
    const { registry: _ignored, ...withoutRegistry } = scenario
    const key = JSON.stringify(withoutRegistry)
    const results = defaultRuns.get(key) ?? run(withoutRegistry)
    // the most recently used last: the first is the one to let go
    defaultRuns.delete(key)
    defaultRuns.set(key, results)
    if (defaultRuns.size > DEFAULT_RUNS_KEPT) defaultRuns.delete(defaultRuns.keys().next().value!)
    return results
  }
  return (scenario) => {
    const defaults = defaultResults(scenario)
    const results = scenario.registry === undefined ? defaults : run(scenario)
    return scenarioImpact(scenario, registryOf(scenario), defaults, results)
  }
}
