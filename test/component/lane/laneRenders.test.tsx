/**
 * The lane's re-render contract (issue 33: a step within a frame's budget): a step renders only
 * the cards whose replayed card changed, and a change to a slice the lane does not show renders
 * none. The cards take the cell's deciding site as props from the lane, so a step runs no store
 * selector per card either.
 *
 * A card rendered when its fiber holds new props: a memoized component that skips a render keeps
 * the props object it had (React reuses it), one that renders holds the new one. Read off React's
 * committed tree (no module mock: the component files share one module graph per worker).
 */
import { act } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { LaneItem } from '../../../src/features/lane/LaneItem.tsx'
import { replayAt, touchedIds } from '../../../src/view-models/playback.ts'
import { selectCurrentResult } from '../../../src/store/selectors.ts'
import { renderGrid, resetPage, store } from '../grid/setup.tsx'

interface Fiber {
  readonly elementType: unknown
  readonly memoizedProps: { readonly card?: { readonly id: string } }
  readonly child: Fiber | null
  readonly sibling: Fiber | null
}

/** Each lane card's props as the committed tree holds them, by card id. */
function cardProps(container: HTMLElement): Map<string, object> {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'))
  if (key === undefined) throw new Error('no React root in the container')
  const root = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!
  const found = new Map<string, object>()
  const stack: Fiber[] = [root.stateNode.current]
  while (stack.length > 0) {
    const fiber = stack.pop()!
    if (fiber.elementType === LaneItem) found.set(fiber.memoizedProps.card!.id, fiber.memoizedProps)
    if (fiber.sibling) stack.push(fiber.sibling)
    if (fiber.child) stack.push(fiber.child)
  }
  return found
}

/** How many cards a change renders. */
function rendersOf(container: HTMLElement, change: () => void): number {
  const before = cardProps(container)
  act(change)
  return [...cardProps(container)].filter(([id, props]) => before.get(id) !== props).length
}

describe('the lane re-renders only what changed', () => {
  beforeEach(() => resetPage())

  it('renders each card once, then only the cards a step changed', () => {
    const { container } = renderGrid(<HistoryLane />)
    act(() => store().seek(1))
    const result = selectCurrentResult(store())
    expect(cardProps(container).size).toBe(replayAt(result, 1).lane.length)
    let changedSomeSteps = 0
    for (let k = 2; k <= result.trace.length; k++) {
      const { lane: before, path: pathBefore } = replayAt(result, k - 1)
      const { lane: after, path } = replayAt(result, k)
      // a step that moves cards re-renders the moved ones (their position): count only the rest
      const samePlaces =
        before.length === after.length && after.every((card, i) => before[i]!.id === card.id)
      const rendered = rendersOf(container, () => store().stepForward())
      if (!samePlaces) continue
      // the step the dispatcher picks its path changes every card's deciding source
      const changed =
        path === pathBefore ? after.filter((card, i) => card !== before[i]).length : after.length
      expect(rendered, `step ${k}`).toBe(changed)
      if (changed > 0 && changed < after.length) changedSomeSteps++
    }
    // the lesson has steps that change some cards and not others: the contract was exercised
    expect(changedSomeSteps).toBeGreaterThan(0)
  })

  it('renders no card when a slice the lane does not show changes', () => {
    const { container } = renderGrid(<HistoryLane />)
    act(() => store().seek(3))
    expect(cardProps(container).size).toBeGreaterThan(0)
    expect(rendersOf(container, () => store().setSpeed(2))).toBe(0)
    expect(rendersOf(container, () => store().setExplainAll(!store().explainAll))).toBe(0)
    expect(rendersOf(container, () => store().togglePlay())).toBe(0)
    // the control: hovering a trace step that decides cards renders those cards
    const shown = new Set(cardProps(container).keys())
    const step = selectCurrentResult(store()).trace.find((s) =>
      [...touchedIds(s)].some((id) => shown.has(id)),
    )!
    const lit = [...touchedIds(step)].filter((id) => shown.has(id)).length
    expect(rendersOf(container, () => store().setHoveredStep(step.seq))).toBe(lit)
  })
})
