import { registryOf, runAllCells, type CompactionResult, type ScenarioFile } from '../core/index.ts'
import { scenarioImpact, type RegistryImpact } from './impact.ts'
import { defaultRuns, fieldsButRegistry } from './scenarioFields.ts'

/**
 * The impact of one scenario after another, as the registry screen's worker computes it
 * (`src/app/impactWorker.ts`): the scenario's nine cells, beside the default registry's nine,
 * remembered per history object and then per the other fields but the registry, by identity. A
 * registry edit changes only the registry, so each edit runs nine cells, not eighteen.
 *
 * Identity holds although the scenario arrives by message: a request carries only the fields
 * that changed (`impactProtocol.ts`), and the worker builds the next scenario from the objects
 * it already holds, so an edit that left the history and world alone hands over the very same
 * objects. A field sent again is a fresh object from JSON: a miss, never another history's
 * results. So nothing is serialized per request (the key was the JSON of the whole history).
 */
export function impactRunner(
  run: (scenario: ScenarioFile) => readonly CompactionResult[] = runAllCells,
): (scenario: ScenarioFile) => RegistryImpact {
  const recorded = defaultRuns()
  const defaultResults = (scenario: ScenarioFile): readonly CompactionResult[] => {
    const fields = fieldsButRegistry(scenario)
    const found = recorded.find(scenario, fields)
    if (found) return found
    const { registry: _ignored, ...withoutRegistry } = scenario
    const results = run(withoutRegistry)
    recorded.remember(scenario, fields, results)
    return results
  }
  return (scenario) => {
    const defaults = defaultResults(scenario)
    const results = scenario.registry === undefined ? defaults : run(scenario)
    return scenarioImpact(scenario, registryOf(scenario), defaults, results)
  }
}
