import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { loadLaneMotion } from '../../../src/features/lane/useLaneMotion.ts'
import { replayAt } from '../../../src/view-models/playback.ts'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'
import type { LaneCard } from '../../../src/core/index.ts'

interface Call {
  readonly id: string | undefined
  readonly frames: readonly Keyframe[]
}

/** Records every Web Animation the lane starts (jsdom has none of its own). */
function recordAnimations(): Call[] {
  const calls: Call[] = []
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    frames: Keyframe[] | PropertyIndexedKeyframes | null,
  ) {
    calls.push({ id: (this as HTMLElement).dataset.itemId, frames: frames as Keyframe[] })
    return { onfinish: null } as unknown as Animation
  })
  return calls
}

const ids = (k: number) => replayAt(coreResult(store().cell), k).lane.map((card) => card.id)

/** The ids whose lane status differs between step k - 1 and step k. */
function statusChanges(k: number): string[] {
  const result = coreResult(store().cell)
  const before = new Map(replayAt(result, k - 1).lane.map((card) => [card.id, card.status]))
  return replayAt(result, k)
    .lane.filter((card) => before.has(card.id) && before.get(card.id) !== card.status)
    .map((card) => card.id)
}

describe('useLaneMotion: a step animates only opacity and transforms', () => {
  // the animations load on the page's first lane change; here they are there from the start
  beforeAll(() => loadLaneMotion())
  beforeEach(() => {
    resetPage()
    // Element.prototype.animate is missing in jsdom: give the spy something to replace
    Element.prototype.animate ??= () => ({}) as Animation
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows a status change at once: a step that only re-marks cards animates nothing', () => {
    renderGrid(<HistoryLane />)
    const { trace } = coreResult(store().cell)
    const k = trace.find((step) => step.rule === 'should_keep')!.seq
    expect(ids(k)).toEqual(ids(k - 1))
    expect(statusChanges(k).length).toBeGreaterThan(0)
    act(() => store().seek(k - 1))
    const calls = recordAnimations()
    act(() => store().seek(k))
    expect(calls).toEqual([])
  })

  it('fades in exactly the cards a step adds, with opacity and transform only', () => {
    renderGrid(<HistoryLane />)
    const { trace } = coreResult(store().cell)
    // the first step after the load that puts new cards on the lane
    const k = trace.findIndex((_, i) => i >= 2 && ids(i + 1).some((id) => !ids(i).includes(id)))
    expect(k).toBeGreaterThan(0)
    const entering = ids(k + 1).filter((id) => !ids(k).includes(id))
    act(() => store().seek(k))
    const calls = recordAnimations()
    act(() => store().seek(k + 1))
    expect(calls.map((call) => call.id).sort()).toEqual([...entering].sort())
    for (const call of calls)
      for (const frame of call.frames)
        for (const property of Object.keys(frame))
          expect(['opacity', 'transform', 'offset', 'easing', 'composite']).toContain(property)
  })
})

describe('animateLaneChange: one animation per card at a time', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a card still entering when the next step moves it: the newer animation replaces the older', async () => {
    const { animateLaneChange } = await loadLaneMotion()
    const list = document.createElement('ol')
    const card = list.appendChild(document.createElement('li'))
    card.dataset.itemId = 'a'
    const started: { cancel: () => void }[] = []
    card.animate = vi.fn<() => Animation>(() => {
      const animation = { cancel: vi.fn<() => void>(), onfinish: null }
      started.push(animation)
      return animation as unknown as Animation
    })
    const input = {
      listRef: { current: list },
      ghostLayerRef: { current: null },
      lane: [],
      geometry: {
        cols: 3,
        colWidth: 100,
        colPitch: 110,
        rowPitch: 60,
        listTop: 0,
        viewHeight: 600,
      },
      scrollTop: { current: 0 },
      anyExpanded: false,
      labelsOf: () => ({ position: '', status: '', kind: '' }),
    }
    // step 1: the card enters; step 2: another card is put before it, so it moves
    animateLaneChange(input, { lane: [], index: new Map() }, new Map([['a', 0]]))
    const lane = [{ id: 'a' } as LaneCard]
    animateLaneChange(input, { lane, index: new Map([['a', 0]]) }, new Map([['a', 1]]))
    expect(card.animate).toHaveBeenCalledTimes(2)
    expect(started[0]!.cancel).toHaveBeenCalledOnce()
    expect(started[1]!.cancel).not.toHaveBeenCalled()
  })
})
