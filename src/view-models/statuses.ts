import type { FateReason, LaneStatus } from '../core/index.ts'

/**
 * The one vocabulary of what compaction does to an item, for every screen: the lane's statuses
 * in legend order, a history item's fates, and for each status the catalog key of its word, the
 * CSS class that colours an element with it, and the colour tokens that class uses (index.css).
 */

/** Every status a lane card can have, in legend order. */
export const LANE_STATUSES = [
  'kept',
  'cut',
  'injected',
  'summary',
  'truncated',
  'pending',
] as const satisfies readonly LaneStatus[]

/**
 * The status a screen shows for a card: the core's, except that an item a failed (or
 * untriggered) compaction left in place reads "unchanged", not "kept": nothing chose to keep it.
 */
export type ShownStatus = LaneStatus | 'unchanged'

/** The status shown for a card: "unchanged" for an item no rule decided (the run's outcome did). */
export function shownStatus(card: {
  readonly status: LaneStatus
  readonly reason?: FateReason | undefined
}): ShownStatus {
  return card.status === 'kept' && card.reason === 'unchanged' ? 'unchanged' : card.status
}

/** Every status a screen shows: the lane's, plus "unchanged". */
export const SHOWN_STATUSES = [
  ...LANE_STATUSES,
  'unchanged',
] as const satisfies readonly ShownStatus[]

/** What happens to a history item in a cell: carried over (whole or truncated), or cut. */
export const ITEM_FATES = ['kept', 'truncated', 'cut'] as const
export type ItemFate = (typeof ITEM_FATES)[number]

/** Whether a status carries the item over into the new history (kept whole or truncated). */
export function isCarried(status: LaneStatus | undefined): status is 'kept' | 'truncated' {
  return status === 'kept' || status === 'truncated'
}

export interface StatusStyle {
  /** the catalog key of the status's word ("kept", "잘림", …). */
  readonly label: `grid.status.${ShownStatus}`
  /** the class that sets `--status` and `--status-bg` for the element and its children. */
  readonly className: `status-${ShownStatus}`
  /** the colour tokens of index.css the class maps to. */
  readonly color: `--${ShownStatus}`
  readonly background: `--${ShownStatus}-bg`
}

function styleOf<S extends ShownStatus>(status: S) {
  return {
    label: `grid.status.${status}`,
    className: `status-${status}`,
    color: `--${status}`,
    background: `--${status}-bg`,
  } as const satisfies StatusStyle
}

/** Each status's word, class and colour tokens (a Record, so a new status cannot be missed). */
export const STATUS_STYLES = {
  kept: styleOf('kept'),
  cut: styleOf('cut'),
  injected: styleOf('injected'),
  summary: styleOf('summary'),
  truncated: styleOf('truncated'),
  pending: styleOf('pending'),
  unchanged: styleOf('unchanged'),
} as const satisfies Readonly<Record<ShownStatus, StatusStyle>>

/** The class that colours an element with a status. */
export function statusClass<S extends ShownStatus>(status: S): `status-${S}` {
  return STATUS_STYLES[status].className as `status-${S}`
}

/** The catalog key of a status's word. */
export function statusLabel<S extends ShownStatus>(status: S): `grid.status.${S}` {
  return STATUS_STYLES[status].label as `grid.status.${S}`
}
