import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { LaneCard } from '../../core/index.ts'
import { chunkLoader } from '../../i18n/chunkLoader.ts'
import type { LaneGeometry } from './useLaneGeometry.ts'
import type * as LaneMotion from './laneMotion.ts'

/** What a leaving card's ghost says (it is drawn as text, never as HTML). */
export interface GhostLabels {
  readonly position: string
  readonly status: string
  readonly kind: string
}

export interface LaneMotionInput {
  readonly listRef: RefObject<HTMLOListElement | null>
  /** an empty layer over the list, owned by this hook, where leaving cards fade out. */
  readonly ghostLayerRef: RefObject<HTMLDivElement | null>
  readonly lane: readonly LaneCard[]
  readonly geometry: LaneGeometry | undefined
  readonly scrollTop: RefObject<number>
  /** an expanded card spans a row: places no longer follow from indexes. */
  readonly anyExpanded: boolean
  readonly labelsOf: (card: LaneCard, position: number) => GhostLabels
}

// the lane's animations, loaded on the first change (a failed load is tried again on the next)
const LANE_MOTION = chunkLoader<typeof LaneMotion>(() => import('./laneMotion.ts'))

/**
 * Replays the lane's change between two steps as motion, from the two replayed lanes alone:
 * entering cards fade in, moved cards glide from their old place (a transform, computed from
 * indexes and the measured grid, no layout read), leaving cards fade out as ghosts. Only drawn
 * cards (the visible window) animate. Under prefers-reduced-motion only fades remain. The
 * animations load on the first change (`laneMotion.ts`): that one change shows without motion.
 */
export function useLaneMotion(input: LaneMotionInput): void {
  const { lane, geometry, anyExpanded, labelsOf, listRef, ghostLayerRef, scrollTop } = input
  const previous = useRef<{ lane: readonly LaneCard[]; index: Map<string, number> } | null>(null)
  useLayoutEffect(() => {
    const before = previous.current
    if (before?.lane === lane) return
    const index = new Map(lane.map((card, i) => [card.id, i]))
    previous.current = { lane, index }
    if (!before || !listRef.current) return
    // a status-only step keeps every place: nothing moves, enters or leaves
    if (
      before.lane.length === lane.length &&
      lane.every((card, i) => before.lane[i]!.id === card.id)
    )
      return
    const change = { listRef, ghostLayerRef, lane, geometry, scrollTop, anyExpanded, labelsOf }
    const motion = LANE_MOTION.loaded()
    if (motion) motion.animateLaneChange(change, before, index)
    else void LANE_MOTION.load().catch(() => {})
  }, [lane, listRef, ghostLayerRef, geometry, scrollTop, anyExpanded, labelsOf])
}
