import { animate as motionAnimate } from 'framer-motion/dom/mini'
import type { LaneCard } from '../../core/index.ts'
import { shownStatus, statusClass } from '../../view-models/statuses.ts'
import type { LaneMotionInput } from './useLaneMotion.ts'
import { placeOf, type LaneGeometry } from './useLaneGeometry.ts'

/*
 * The lane's animations (see useLaneMotion), run by framer-motion's Web Animations `animate`
 * (`framer-motion/dom/mini`): loaded with this chunk on the first step that changes the lane,
 * not with the first screen.
 */

/** A calm ease-out, short enough for 2× playback (framer-motion counts in seconds). */
const MOVE_S = 0.38
const FADE_S = 0.22
const EASE = [0.2, 0, 0, 1] as const
/** never more ghosts than a panel can show at once. */
const MAX_GHOSTS = 60

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches
}

type Controls = ReturnType<typeof motionAnimate>
type Keyframes = Parameters<typeof motionAnimate>[1]

/**
 * The animations each card runs now. A card still entering when the next step moves it would run
 * two animations at once, and Chromium then runs both on the main thread, frame by frame (about
 * 1.5 ms a frame for the rest of the motion): the newer one replaces the older. It is cancelled
 * rather than stopped: framer-motion's stop commits the running value to the card's style, a
 * style recalculation per card in the step's frame, where the new animation starts from its own
 * first keyframe anyway.
 */
const running = new WeakMap<Element, Controls>()

function animate(el: Element, keyframes: Keyframes, duration: number): Controls | undefined {
  // jsdom and old browsers have no Web Animations: the step still shows, without movement
  if (typeof el.animate !== 'function') return undefined
  running.get(el)?.cancel()
  const controls = motionAnimate(el, keyframes, { duration, ease: EASE })
  running.set(el, controls)
  return controls
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
        ? { opacity: [0, 1] }
        : { opacity: [0, 1], transform: ['scale(0.92)', 'none'] }
      animate(el, frames, still ? FADE_S : MOVE_S)
    } else if (!still && geometry && to !== undefined && from !== to) {
      const a = placeOf(geometry, from)
      const b = placeOf(geometry, to)
      animate(el, { transform: [`translate(${a.x - b.x}px, ${a.y - b.y}px)`, 'none'] }, MOVE_S)
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
    ghost.className = `lane-item lane-ghost ${statusClass(shownStatus(card))}`
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
      ? { opacity: [1, 0] }
      : { opacity: [1, 0], transform: ['none', 'scale(0.85)'] }
    const controls = animate(ghost, frames, still ? FADE_S : MOVE_S)
    if (controls) void controls.then(() => ghost.remove())
    else ghost.remove()
  }
}

/** One lane change as motion: entering and moved cards animate, leaving ones fade as ghosts. */
export function animateLaneChange(
  input: LaneMotionInput,
  before: { readonly lane: readonly LaneCard[]; readonly index: ReadonlyMap<string, number> },
  index: ReadonlyMap<string, number>,
): void {
  const { listRef, ghostLayerRef, geometry, scrollTop, anyExpanded, labelsOf } = input
  const list = listRef.current
  if (!list) return
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
}
