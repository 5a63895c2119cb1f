import type { Phase } from '../compaction/types.ts'
import type { RecordedImplementation } from './labels.ts'
import type { CodexBehaviour } from './versions.ts'
import {
  unpredictedLocalContextFirst,
  type DifferenceCause,
  type DifferenceReason,
} from './differences.ts'
import { PIN_WORLD, type VersionWorld } from './versionWorld.ts'

/**
 * Where a replacement history holds its initial context, told by the item that follows the
 * context block: Codex splices it in before the last real user message (or a non-final agent
 * message), failing that before the last summary, then before the compaction item, else at the
 * end (`insert_initial_context_before_last_real_user_or_summary`, core/src/compact.rs:581 at
 * the pin; ported in `compaction/insertion.ts`).
 * Comparing this place, not only which sections are there, is what tells a wrong anchor apart.
 */
export type ContextPlace =
  | 'none'
  | 'before_last_user'
  | 'before_earlier_user'
  | 'before_summary'
  | 'before_compaction'
  | 'before_other'
  | 'end'

export const CONTEXT_PLACES: readonly ContextPlace[] = [
  'none',
  'before_last_user',
  'before_earlier_user',
  'before_summary',
  'before_compaction',
  'before_other',
  'end',
]

/** What the place reads of an item, on both the recorded and the predicted side. */
export interface PlacedItem {
  readonly type: string
  readonly role?: string
  readonly status: string
}

/** A real user message or an agent message: what Codex anchors the context before. */
const isUserAnchor = (item: PlacedItem) =>
  item.status !== 'summary' &&
  item.status !== 'injected' &&
  ((item.type === 'message' && item.role === 'user') || item.type === 'agent_message')

function anchorOf(item: PlacedItem, rest: readonly PlacedItem[]): ContextPlace {
  if (item.type === 'compaction' || item.type === 'context_compaction') return 'before_compaction'
  if (item.status === 'summary') return 'before_summary'
  if (isUserAnchor(item))
    return rest.some(isUserAnchor) ? 'before_earlier_user' : 'before_last_user'
  return 'before_other'
}

/** The place of the first block of injected items; cut items are not in the history. */
export function contextPlace(items: readonly PlacedItem[]): ContextPlace {
  const history = items.filter((item) => item.status !== 'cut')
  const first = history.findIndex((item) => item.status === 'injected')
  if (first < 0) return 'none'
  const next = history.findIndex((item, i) => i > first && item.status !== 'injected')
  return next < 0 ? 'end' : anchorOf(history[next]!, history.slice(next + 1))
}

export interface ContextPosition {
  readonly recorded: ContextPlace
  readonly predicted: ContextPlace
  /** both sides hold initial context, so the file lets one judge its place. */
  readonly judged: boolean
  readonly agrees: boolean
}

/** The initial context's place on both sides (judged only when both carry some). */
export function compareContextPosition(
  recorded: readonly PlacedItem[],
  predicted: readonly PlacedItem[],
): ContextPosition {
  const r = contextPlace(recorded)
  const p = contextPlace(predicted)
  const judged = r !== 'none' && p !== 'none'
  return { recorded: r, predicted: p, judged, agrees: !judged || r === p }
}

/** What the compaction's file and version say about a misplaced initial context. */
export interface PositionContext {
  readonly implementation: RecordedImplementation
  readonly phase: Phase
  readonly behaviour: Pick<CodexBehaviour, 'remoteInitialContext'> &
    Partial<Pick<CodexBehaviour, 'localInitialContext'>>
  /** the Codex the prediction stands for (the pin when absent). */
  readonly predictedAs?: Pick<VersionWorld, 'remoteInitialContext'> &
    Partial<Pick<VersionWorld, 'localInitialContext'>>
  readonly redacted: boolean
}

/**
 * Why the two places differ: a redaction hides the markers that mark context; before #10574 the
 * legacy server's output was installed as it came (its order is the server's); between #10574
 * and #12252 remote compaction spliced the context in at every timing, and before #12252 local
 * compaction put it first; each only when the
 * prediction does not already follow that version. Otherwise the port's insertion rule is the
 * suspect, and the reason names it.
 */
export function classifyPosition(ctx: PositionContext): {
  readonly cause: DifferenceCause
  readonly reason: DifferenceReason
} {
  const era = ctx.behaviour.remoteInitialContext
  const remote =
    (ctx.implementation === 'remote_legacy' || ctx.implementation === 'remote_v2') &&
    era !== (ctx.predictedAs ?? PIN_WORLD).remoteInitialContext
  if (ctx.redacted) return { cause: 'redaction', reason: 'markers_removed' }
  if (remote && era === 'server_output')
    return { cause: 'version', reason: 'server_output_verbatim' }
  if (remote && era === 'every_timing')
    return { cause: 'version', reason: 'reinjected_every_timing' }
  if (unpredictedLocalContextFirst(ctx)) return { cause: 'version', reason: 'local_context_first' }
  return { cause: 'port_error', reason: 'insertion_rule' }
}
