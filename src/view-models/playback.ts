import {
  applyStep,
  remembered,
  replay,
  type CompactionResult,
  type FateReason,
  type HistoryItemType,
  type LaneCard,
  type LaneStatus,
  type MessageRole,
  type ReplayView,
  type RuleId,
  type TraceStep,
} from '../core/index.ts'
import { isCarried, shownStatus } from './statuses.ts'

/**
 * The lane's, the counters' and the replacement table's view of a result at step k: pure
 * functions of (result, k), cached per object so store selectors stay referentially stable.
 */

// replays are pure functions of (result, k); caching keeps selector results referentially stable
const viewCache = new WeakMap<CompactionResult, Map<number, ReplayView>>()
const newViewMap = () => new Map<number, ReplayView>()

/**
 * The replayed view at step k of a result: exactly `replay(result.trace.slice(0, k))`, built from
 * the nearest view already replayed below k, so one step forward costs one step, not k.
 */
export function replayAt(result: CompactionResult, step: number): ReplayView {
  // like slice(0, k): a k past the end replays the whole trace
  const k = Math.min(Math.max(0, step), result.trace.length)
  const views = remembered(viewCache, result, newViewMap)
  const cached = views.get(k)
  if (cached) return cached
  let from = Math.max(0, k - 1)
  while (from > 0 && !views.has(from)) from--
  let view = from > 0 ? views.get(from)! : replay([])
  for (let i = from; i < k; i++) {
    view = applyStep(view, result.trace[i]!)
    views.set(i + 1, view)
  }
  return view
}

export interface Counters {
  /** items cut so far (the view's `cut` list). */
  readonly cut: number
  /** lane items carried over: kept, plus truncated (carried over, shortened); not unchanged. */
  readonly kept: number
  /** of the kept items, how many were shortened. */
  readonly truncated: number
  /** fresh items on the lane (the injected initial context). */
  readonly injected: number
  /** the summary or compaction item, when one is on the lane. */
  readonly summary: number
  /** items a failed or untriggered run left as they were (shown "unchanged", never "kept"). */
  readonly unchanged: number
  /** the version the history started at (undefined before the history is loaded). */
  readonly versionBefore: number | undefined
  readonly versionAfter: number
}

/** The lesson's counters (cut · kept · version) for a replayed view. */
export function countersOf(view: ReplayView): Counters {
  const count = (status: LaneStatus) => view.lane.filter((card) => card.status === status).length
  return {
    cut: view.cut.length,
    // an item a failed run left in place was not kept by anything: it reads "unchanged"
    kept: view.lane.filter((card) => isCarried(card.status) && shownStatus(card) !== 'unchanged')
      .length,
    truncated: count('truncated'),
    injected: count('injected'),
    summary: count('summary'),
    unchanged: view.lane.filter((card) => shownStatus(card) === 'unchanged').length,
    versionBefore: view.versionBefore,
    versionAfter: view.historyVersion,
  }
}

/** One row of the replacement table: an item's place before and after, and what decided it. */
export interface ReplacementRow {
  readonly id: string
  /** 1-based position in the input history; undefined for items the compaction added. */
  readonly before: number | undefined
  /** 1-based position in the history now on the lane; undefined when cut or not yet placed. */
  readonly after: number | undefined
  readonly type: HistoryItemType
  readonly role: MessageRole | undefined
  readonly fragmentType: string | undefined
  readonly status: LaneStatus
  readonly rule: RuleId | undefined
  readonly reason: FateReason | undefined
  readonly text: string
}

const rowsCache = new WeakMap<ReplayView, readonly ReplacementRow[]>()

// rows are reused while their card and places stay the same: unchanged table rows skip rendering
const rowByCard = new WeakMap<LaneCard, Map<string, ReplacementRow>>()
const newRowMap = () => new Map<string, ReplacementRow>()

function rowOf(
  card: LaneCard,
  before: number | undefined,
  after: number | undefined,
): ReplacementRow {
  const rows = remembered(rowByCard, card, newRowMap)
  return remembered(rows, `${before}:${after}`, () => ({
    id: card.id,
    before,
    after,
    type: card.type,
    role: card.role,
    fragmentType: card.fragmentType,
    status: card.status,
    rule: card.rule,
    reason: card.reason,
    text: card.text,
  }))
}

/**
 * The replacement table at step k: every item the replayed prefix has shown, in input order then
 * in the order new items appeared. Status, rule and reason are the lane's; an item that left the
 * lane keeps the last card the replay showed for it (its cut mark). Positions after are given
 * once the lane is the new history (installed) or the run has finished.
 */
export function replacementRows(result: CompactionResult, k: number): readonly ReplacementRow[] {
  return remembered(rowsCache, replayAt(result, k), (view) => rowsAt(result, k, view))
}

/** The rows of {@link replacementRows} for the view at step k. */
function rowsAt(result: CompactionResult, k: number, view: ReplayView): readonly ReplacementRow[] {
  const order: string[] = []
  const lastCard = new Map<string, LaneCard>()
  let lane: readonly LaneCard[] = []
  // walk the same prefix the lane shows, remembering every card each item had
  for (let i = 1; i <= k; i++) {
    if (i > result.trace.length) break
    lane = replayAt(result, i).lane
    for (const card of lane) {
      if (!lastCard.has(card.id)) order.push(card.id)
      lastCard.set(card.id, card)
    }
  }
  const placed = view.installed || view.outcome !== null
  const after = new Map(view.lane.map((card, index) => [card.id, index + 1]))
  const onLane = new Map(view.lane.map((card) => [card.id, card]))
  return order.map((id) => {
    const card = onLane.get(id) ?? lastCard.get(id)!
    const position = placed && card.status !== 'cut' ? after.get(id) : undefined
    return rowOf(card, view.inputPositions.get(id), position)
  })
}

const touchedCache = new WeakMap<TraceStep, ReadonlySet<string>>()

/** The items a step decides or adds (marks, appends, insertions); loads and installs touch all. */
export function touchedIds(step: TraceStep): ReadonlySet<string> {
  return remembered(touchedCache, step, touchedBy)
}

function touchedBy(step: TraceStep): ReadonlySet<string> {
  const found = new Set<string>()
  for (const op of step.ops) {
    if (op.op === 'mark') for (const id of op.ids) found.add(id)
    else if (op.op === 'append') found.add(op.item.id)
    else if (op.op === 'insert') for (const item of op.items) found.add(item.id)
  }
  return found
}
