import type { ScenarioFile } from '../core/index.ts'

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
