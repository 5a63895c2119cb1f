import type { ScenarioFile, ScenarioItem } from '../core/index.ts'

/**
 * An undo step as a diff between two scenarios, not a copy of either: the top-level fields that
 * changed, and for the history only the items between the common prefix and the common suffix.
 * Unchanged items and fields stay shared with the live scenario, so a hundred undo steps of a
 * 200-item history hold a hundred small splices, and no old scenario object (with the nine
 * results cached for it) stays reachable.
 */

type Key = keyof ScenarioFile

type FieldPatch =
  | {
      readonly kind: 'set'
      readonly key: Exclude<Key, 'history'>
      readonly before: unknown
      readonly after: unknown
    }
  | {
      readonly kind: 'splice'
      readonly key: 'history'
      readonly start: number
      readonly removed: readonly ScenarioItem[]
      readonly inserted: readonly ScenarioItem[]
    }

export interface ScenarioPatch {
  readonly fields: readonly FieldPatch[]
}

/** Same item: the same object, or (items rebuilt by an editor) the same JSON. */
function sameItem(a: ScenarioItem | undefined, b: ScenarioItem | undefined): boolean {
  return a === b || (a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b))
}

function spliceOf(before: readonly ScenarioItem[], after: readonly ScenarioItem[]): FieldPatch {
  const max = Math.min(before.length, after.length)
  let start = 0
  while (start < max && sameItem(before[start], after[start])) start++
  let end = 0
  while (
    end < max - start &&
    sameItem(before[before.length - 1 - end], after[after.length - 1 - end])
  )
    end++
  return {
    kind: 'splice',
    key: 'history',
    start,
    removed: before.slice(start, before.length - end),
    inserted: after.slice(start, after.length - end),
  }
}

/** The diff that turns `before` into `after`; empty when every field is the same object. */
export function diffScenario(before: ScenarioFile, after: ScenarioFile): ScenarioPatch {
  const fields: FieldPatch[] = []
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as Key[])
  for (const key of keys) {
    if (before[key] === after[key]) continue
    if (key === 'history') fields.push(spliceOf(before.history, after.history))
    else fields.push({ kind: 'set', key, before: before[key], after: after[key] })
  }
  return { fields }
}

/** Applies a patch forwards (`redo`) or backwards (`undo`) to the scenario it was made against. */
export function applyPatch(
  scenario: ScenarioFile,
  patch: ScenarioPatch,
  direction: 'undo' | 'redo',
): ScenarioFile {
  const next: Record<string, unknown> = { ...scenario }
  for (const field of patch.fields) {
    if (field.kind === 'splice') {
      const [out, into] =
        direction === 'undo' ? [field.inserted, field.removed] : [field.removed, field.inserted]
      const history = [...scenario.history]
      history.splice(field.start, out.length, ...into)
      next['history'] = history
      continue
    }
    const value = direction === 'undo' ? field.before : field.after
    if (value === undefined) delete next[field.key]
    else next[field.key] = value
  }
  return next as unknown as ScenarioFile
}
