import { useLayoutEffect, useRef, type RefObject } from 'react'
import type { LaneCard } from '../../core/index.ts'
import { placeOf, type LaneGeometry } from './useLaneGeometry.ts'
import { statusClass } from '../../view-models/statuses.ts'

/** A calm ease-out, short enough for 2× playback. */
const MOVE_MS = 380
const FADE_MS = 220
const EASE = 'cubic-bezier(0.2, 0, 0, 1)'
/** never more ghosts than a panel can show at once. */
const MAX_GHOSTS = 60

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

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

function animate(el: Element, frames: Keyframe[], duration: number): Animation | undefined {
  // jsdom and old browsers have no Web Animations: the step still shows, without movement
  return typeof el.animate === 'function'
    ? el.animate(frames, { duration, easing: EASE })
    : undefined
}

/**
 * Cards drawn now that are new to the lane fade (and, with motion, grow) in; moved ones glide.
 * Only opacity and transform animate, which the compositor runs. A status change shows at once:
 * a 0.3 s colour transition repainted every changed card about 20 times per step, and even an
 * opacity fade per changed card cost a step about 5 ms of main-thread work (layers set up and
 * torn down around it).
 */
function animateDrawn(
  list: HTMLOListElement,
  before: ReadonlyMap<string, number>,
  after: ReadonlyMap<string, number>,
  geometry: LaneGeometry | undefined,
  still: boolean,
): void {
  for (const el of list.children) {
    const id = (el as HTMLElement).dataset.itemId
    if (id === undefined) continue
    const from = before.get(id)
    const to = after.get(id)
    if (from === undefined) {
      const frames = still
        ? [{ opacity: 0 }, { opacity: 1 }]
        : [
            { opacity: 0, transform: 'scale(0.92)' },
            { opacity: 1, transform: 'none' },
          ]
      animate(el, frames, still ? FADE_MS : MOVE_MS)
    } else if (!still && geometry && to !== undefined && from !== to) {
      const a = placeOf(geometry, from)
      const b = placeOf(geometry, to)
      const frames = [
        { transform: `translate(${a.x - b.x}px, ${a.y - b.y}px)` },
        { transform: 'none' },
      ]
      animate(el, frames, MOVE_MS)
    }
  }
}

/** Cards that left the lane and were in view fade out where they stood, as ghosts. */
function fadeLeaving(
  layer: HTMLDivElement,
  leaving: readonly { card: LaneCard; index: number }[],
  geometry: LaneGeometry,
  top: number,
  labelsOf: LaneMotionInput['labelsOf'],
  still: boolean,
): void {
  let drawn = 0
  for (const { card, index } of leaving) {
    const place = placeOf(geometry, index)
    if (place.y + geometry.rowPitch < top || place.y > top + geometry.viewHeight) continue
    if (++drawn > MAX_GHOSTS) return
    const labels = labelsOf(card, index + 1)
    const ghost = document.createElement('div')
    ghost.className = `lane-item lane-ghost ${statusClass(card.status)}`
    ghost.dataset.exiting = 'true'
    Object.assign(ghost.style, {
      left: `${place.x}px`,
      top: `${place.y}px`,
      width: `${geometry.colWidth}px`,
    })
    const face = ghost.appendChild(document.createElement('div'))
    face.className = 'lane-card'
    for (const [className, text] of [
      ['lane-card-head', `${labels.position} · ${labels.status}`],
      ['lane-card-kind', labels.kind],
    ] as const) {
      const line = face.appendChild(document.createElement('span'))
      line.className = className
      line.textContent = text
    }
    layer.appendChild(ghost)
    const frames = still
      ? [{ opacity: 1 }, { opacity: 0 }]
      : [
          { opacity: 1, transform: 'none' },
          { opacity: 0, transform: 'scale(0.85)' },
        ]
    const animation = animate(ghost, frames, still ? FADE_MS : MOVE_MS)
    if (animation) animation.onfinish = () => ghost.remove()
    else ghost.remove()
  }
}

/**
 * Replays the lane's change between two steps as motion, from the two replayed lanes alone:
 * entering cards fade in, moved cards glide from their old place (a transform, computed from
 * indexes and the measured grid, no layout read), leaving cards fade out as ghosts. Only drawn
 * cards (the visible window) animate. Under prefers-reduced-motion only fades remain.
 */
export function useLaneMotion(input: LaneMotionInput): void {
  const { listRef, ghostLayerRef, lane, geometry, scrollTop, anyExpanded, labelsOf } = input
  const previous = useRef<{ lane: readonly LaneCard[]; index: Map<string, number> } | null>(null)
  useLayoutEffect(() => {
    const before = previous.current
    if (before?.lane === lane) return
    const index = new Map(lane.map((card, i) => [card.id, i]))
    previous.current = { lane, index }
    const list = listRef.current
    if (!before || !list) return
    // a status-only step keeps every place: nothing moves, enters or leaves
    if (
      before.lane.length === lane.length &&
      lane.every((card, i) => before.lane[i]!.id === card.id)
    )
      return
    const still = reducedMotion()
    const usable = anyExpanded ? undefined : geometry
    animateDrawn(list, before.index, index, usable, still)
    const layer = ghostLayerRef.current
    if (!layer || !usable) return
    const leaving = before.lane
      .map((card, i) => ({ card, index: i }))
      .filter(({ card }) => !index.has(card.id))
    const top = scrollTop.current - usable.listTop
    fadeLeaving(layer, leaving, usable, top, labelsOf, still)
  }, [lane, listRef, ghostLayerRef, geometry, scrollTop, anyExpanded, labelsOf])
}
