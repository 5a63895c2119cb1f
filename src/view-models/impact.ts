import {
  ALL_CELLS,
  classifyItem,
  DEFAULT_REGISTRY,
  toHistoryItems,
  type Cell,
  type CompactionResult,
  type FragmentRegistry,
  type HistoryItem,
  type ScenarioFile,
} from '../core/index.ts'
import { cellRunCountsOf, type RunCounts } from './cellRun.ts'
import { itemTypeNames } from './itemNames.ts'
import { isDefaultRegistry } from './registryEdits.ts'
import { isCarried, type ItemFate } from './statuses.ts'

/**
 * The registry screen's impact panel: the same history run through all nine cells with Codex's
 * default registry and with the edited one, compared cell by cell and item by item.
 */

/** What happened to one history item in one cell. */
export type Fate = ItemFate | 'absent'

/**
 * A cell's kept, cut and injected counts: the one model of its run's (`cellRunOf`), from its
 * counted half alone (`cellRunCountsOf`): an edit's nine new results need no token or user-text
 * figures here.
 */
export type CellCounts = Pick<RunCounts, 'kept' | 'cut' | 'injected'>

export interface CellImpact {
  readonly cell: Cell
  readonly before: CellCounts
  readonly after: CellCounts
  readonly changed: boolean
}

/** How a history item is recognized under one registry. */
export interface Recognition {
  readonly kind:
    | 'hidden'
    | 'user_message'
    | 'hook_prompt'
    | 'contextual_developer'
    | 'plain_developer'
    | 'agent_message'
    | 'system'
    | 'not_a_message'
  /** its fragment types, by the one name the lane shows (`itemTypeName`); empty: none. */
  readonly names: readonly string[]
}

export type Consequence =
  /** it was hidden runtime context; now it is a real user message and some cell keeps it. */
  | 'unrecognized_now_kept'
  | 'unrecognized'
  /** it was a real user message; now it is hidden and some cell cuts it. */
  | 'recognized_now_cut'
  | 'recognized'
  /** hidden before and after, by another type. */
  | 'retyped'
  | 'developer_unrecognized'
  | 'developer_recognized'
  | 'developer_retyped'
  | 'recognition_changed'
  | 'fate_only'

export interface FateChange {
  readonly cell: Cell
  readonly before: Fate
  readonly after: Fate
}

export interface ItemImpact {
  readonly id: string
  readonly before: Recognition
  readonly after: Recognition
  readonly fates: readonly FateChange[]
  readonly consequence: Consequence
}

export interface RegistryImpact {
  readonly edited: boolean
  readonly cells: readonly CellImpact[]
  readonly items: readonly ItemImpact[]
}

// every item's fate in a result, built once: a lookup per item keeps the comparison linear
const fatesCache = new WeakMap<CompactionResult, ReadonlyMap<string, Fate>>()

function fatesOf(result: CompactionResult): ReadonlyMap<string, Fate> {
  let fates = fatesCache.get(result)
  if (!fates) {
    const map = new Map<string, Fate>()
    for (const id of result.cut) map.set(id, 'cut')
    // an id's first item decides, as a search from the front would: carried over beats cut
    const seen = new Set<string>()
    for (const item of result.items) {
      if (seen.has(item.id)) continue
      seen.add(item.id)
      if (isCarried(item.status)) map.set(item.id, item.status)
    }
    fates = map
    fatesCache.set(result, fates)
  }
  return fates
}

/** A history item's fate in a cell's result. */
export function fateOf(result: CompactionResult, id: string): Fate {
  return fatesOf(result).get(id) ?? 'absent'
}

/** Kept, cut and injected counts of a result, as the grid and the lane show them. */
export function countsOf(result: CompactionResult): CellCounts {
  const { kept, cut, injected } = cellRunCountsOf(result).counts
  return { kept, cut, injected }
}

/** Whether two cells count the same kept, cut and injected items. */
export function sameCellCounts(a: CellCounts, b: CellCounts): boolean {
  return a.kept === b.kept && a.cut === b.cut && a.injected === b.injected
}

/**
 * How an item is recognized under a registry (`classifyMessage` for messages, as the core's runs
 * remembered it for this registry: the edited registry's nine runs classified every item already).
 */
export function recognitionOf(item: HistoryItem, registry: FragmentRegistry): Recognition {
  if (item.type !== 'message') return { kind: 'not_a_message', names: [] }
  const classification = classifyItem(item, registry)
  // the one name the lane and the session show too: a developer text the prefix table misses
  // may still be a type the registry recognizes (CurrentTimeReminder)
  const names = itemTypeNames(item, registry)
  switch (item.role) {
    case 'user':
      if (classification.kind === 'hook_prompt') return { kind: 'hook_prompt', names }
      if (classification.kind === 'hidden') return { kind: 'hidden', names }
      return { kind: 'user_message', names }
    case 'developer':
      return classification.contextualDeveloper === true
        ? { kind: 'contextual_developer', names }
        : { kind: 'plain_developer', names }
    case 'assistant':
      return { kind: 'agent_message', names }
    case 'system':
      return { kind: 'system', names }
  }
}

function sameRecognition(a: Recognition, b: Recognition): boolean {
  return a.kind === b.kind && a.names.join('\u0000') === b.names.join('\u0000')
}

function consequenceOf(
  before: Recognition,
  after: Recognition,
  fates: readonly FateChange[],
): Consequence {
  if (sameRecognition(before, after)) return 'fate_only'
  const nowKept = fates.some((f) => f.before === 'cut' && f.after !== 'cut' && f.after !== 'absent')
  const nowCut = fates.some((f) => f.after === 'cut' && f.before !== 'cut')
  if (before.kind === 'hidden' && after.kind === 'user_message')
    return nowKept ? 'unrecognized_now_kept' : 'unrecognized'
  if (before.kind === 'user_message' && after.kind === 'hidden')
    return nowCut ? 'recognized_now_cut' : 'recognized'
  if (before.kind === 'hidden' && after.kind === 'hidden') return 'retyped'
  if (before.kind === 'contextual_developer' && after.kind === 'plain_developer')
    return 'developer_unrecognized'
  if (before.kind === 'plain_developer' && after.kind === 'contextual_developer')
    return 'developer_recognized'
  if (before.kind === 'contextual_developer' && after.kind === 'contextual_developer')
    return 'developer_retyped'
  return 'recognition_changed'
}

/** Compares two sets of nine results (and two registries) over the same history. */
function computeImpact(
  history: readonly HistoryItem[],
  defaultRegistry: FragmentRegistry,
  registry: FragmentRegistry,
  defaultResults: readonly CompactionResult[],
  results: readonly CompactionResult[],
  edited: boolean,
): RegistryImpact {
  const cells = ALL_CELLS.map((cell, index): CellImpact => {
    const before = countsOf(defaultResults[index]!)
    const after = countsOf(results[index]!)
    return {
      cell,
      before,
      after,
      changed: !sameCellCounts(before, after),
    }
  })
  const items: ItemImpact[] = []
  for (const item of history) {
    const before = recognitionOf(item, defaultRegistry)
    const after = recognitionOf(item, registry)
    const fates = ALL_CELLS.map((cell, index) => ({
      cell,
      before: fateOf(defaultResults[index]!, item.id),
      after: fateOf(results[index]!, item.id),
    })).filter((f) => f.before !== f.after)
    if (sameRecognition(before, after) && fates.length === 0) continue
    items.push({
      id: item.id,
      before,
      after,
      fates,
      consequence: consequenceOf(before, after, fates),
    })
  }
  return { edited, cells, items }
}

/**
 * A scenario's registry impact: its nine results (with `registry`, the scenario's own) beside the
 * default registry's. The page (`selectRegistryImpact`) and the impact worker both use it; the
 * page passes the history items it already has (`history`), so nothing is parsed again.
 */
export function scenarioImpact(
  scenario: ScenarioFile,
  registry: FragmentRegistry,
  defaultResults: readonly CompactionResult[],
  results: readonly CompactionResult[],
  history: readonly HistoryItem[] = toHistoryItems(scenario.history),
): RegistryImpact {
  return computeImpact(
    history,
    DEFAULT_REGISTRY,
    registry,
    defaultResults,
    results,
    !isDefaultRegistry(registry),
  )
}

/**
 * Up to this many items (history and server transcript) the page computes an edit's impact
 * itself, in the edit's own render. The nine cells of 200 items take about a millisecond; a
 * round trip to the worker costs the page more than that (posting the registry, the answer's
 * render and a second frame), so only longer histories go to the worker.
 */
export const IMPACT_ON_PAGE_MAX_ITEMS = 200

/** Whether the page computes this scenario's impact itself rather than asking the worker. */
export function impactRunsOnPage(scenario: ScenarioFile): boolean {
  const items = scenario.history.length + (scenario.server?.transcript?.length ?? 0)
  return items <= IMPACT_ON_PAGE_MAX_ITEMS
}
