import { registryOf, runAllCells, type CompactionResult, type ScenarioFile } from '../core/index.ts'
import { scenarioImpact, type RegistryImpact } from './impact.ts'
import { fieldsButRegistry, sameFields, type FieldsButRegistry } from './scenarioFields.ts'

/** Default-registry runs kept per history: the last few worlds, switches… it ran with. */
const DEFAULT_RUNS_PER_HISTORY = 4

interface DefaultRun {
  readonly fields: FieldsButRegistry
  readonly results: readonly CompactionResult[]
}

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
  // per history: an old history's runs go with it when the worker lets the history go
  const defaultRuns = new WeakMap<object, readonly DefaultRun[]>()
  const defaultResults = (scenario: ScenarioFile): readonly CompactionResult[] => {
    const fields = fieldsButRegistry(scenario)
    const runs = defaultRuns.get(scenario.history) ?? []
    const found = runs.find((entry) => sameFields(entry.fields, fields))
    if (found) return found.results
    const { registry: _ignored, ...withoutRegistry } = scenario
    const results = run(withoutRegistry)
    defaultRuns.set(
      scenario.history,
      [{ fields, results }, ...runs].slice(0, DEFAULT_RUNS_PER_HISTORY),
    )
    return results
  }
  return (scenario) => {
    const defaults = defaultResults(scenario)
    const results = scenario.registry === undefined ? defaults : run(scenario)
    return scenarioImpact(scenario, registryOf(scenario), defaults, results)
  }
}
