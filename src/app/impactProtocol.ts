import type { ScenarioFile } from '../core/index.ts'
import type { RegistryImpact } from '../view-models/impact.ts'

/**
 * The registry screen's call to its impact worker (`impactClient.ts`, `impactWorker.ts`) over
 * the app's one worker RPC (`workerRpc.ts`, which pairs each answer with its request and carries
 * the core's error as a value). A request carries only the scenario's top-level fields that
 * changed since the previous one, as JSON: a registry edit sends the registry, not the history
 * again (at 500 items the whole scenario took about 1 ms of the page's time to post), and a
 * string is copied faster than objects are cloned. The answer is the scenario's impact.
 */
export interface ImpactRequest {
  /** the fields that changed (every field in the first request), as a JSON object. */
  readonly changedJson: string
  /** the fields the scenario no longer has. */
  readonly removed: readonly string[]
}

export type ImpactAnswer = RegistryImpact

/** What changed from the scenario sent before (compared by identity: edits keep the rest). */
export function scenarioChange(
  before: ScenarioFile | undefined,
  scenario: ScenarioFile,
): ImpactRequest {
  const was = new Map(Object.entries(before ?? {}))
  const now = Object.entries(scenario).filter(([, value]) => value !== undefined)
  const changed = now.filter(([key, value]) => !Object.is(was.get(key), value))
  const kept = new Set(now.map(([key]) => key))
  const removed = [...was].filter(([key, value]) => value !== undefined && !kept.has(key))
  return {
    changedJson: JSON.stringify(Object.fromEntries(changed)),
    removed: removed.map(([key]) => key),
  }
}

/** The scenario a request describes, from the one the previous requests described. */
export function applyScenarioChange(
  before: ScenarioFile | undefined,
  request: ImpactRequest,
): ScenarioFile {
  const fields = new Map(Object.entries(before ?? {}))
  for (const key of request.removed) fields.delete(key)
  const changed: unknown = JSON.parse(request.changedJson)
  const scenario: unknown = { ...Object.fromEntries(fields), ...(changed as object) }
  return scenario as ScenarioFile
}
