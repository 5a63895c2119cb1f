import type { CompactionResult, ScenarioFile } from '../core/index.ts'

/**
 * A scenario's top-level fields other than the registry, each with its value, in key order: what
 * the default registry's nine results depend on. Compared by identity (`sameFields`): an edit keeps
 * the fields it did not change as the same objects, so comparing a dozen references replaces
 * serializing the whole history.
 */
export type FieldsButRegistry = readonly (readonly [string, unknown])[]

export function fieldsButRegistry(scenario: ScenarioFile): FieldsButRegistry {
  return Object.entries(scenario)
    .filter(([key, value]) => key !== 'registry' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
}

export function sameFields(a: FieldsButRegistry, b: FieldsButRegistry): boolean {
  return (
    a.length === b.length &&
    a.every(([key, value], i) => b[i]![0] === key && Object.is(b[i]![1], value))
  )
}

/** Default-registry runs kept per history: the last few worlds, switches… it ran with. */
const DEFAULT_RUNS_PER_HISTORY = 4

export interface DefaultRuns {
  /** The nine results recorded for the scenario's history and its other fields, if any. */
  readonly find: (
    scenario: ScenarioFile,
    fields: FieldsButRegistry,
  ) => readonly CompactionResult[] | undefined
  /** Records a run (the oldest of the history's few goes). */
  readonly remember: (
    scenario: ScenarioFile,
    fields: FieldsButRegistry,
    results: readonly CompactionResult[],
  ) => void
}

/**
 * The default registry's nine results, remembered per history object and then per the other
 * fields (`sameFields`): a registry edit keeps them, so an edit, an edit back and an undo reuse
 * one run. The page (`src/store/scenarioRuns.ts`) and the impact worker (`impactRunner.ts`) each
 * keep one. A history's runs live only as long as the history (a WeakMap).
 */
export function defaultRuns(): DefaultRuns {
  const byHistory = new WeakMap<object, readonly DefaultRun[]>()
  return {
    find: (scenario, fields) =>
      byHistory.get(scenario.history)?.find((run) => sameFields(run.fields, fields))?.results,
    remember: (scenario, fields, results) => {
      const runs = byHistory.get(scenario.history) ?? []
      byHistory.set(
        scenario.history,
        [{ fields, results }, ...runs].slice(0, DEFAULT_RUNS_PER_HISTORY),
      )
    },
  }
}

interface DefaultRun {
  readonly fields: FieldsButRegistry
  readonly results: readonly CompactionResult[]
}
