import { act } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { replayAt } from '../../../src/view-models/playback.ts'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'
import type { LaneCard } from '../../../src/core/index.ts'

interface Call {
  readonly id: string | undefined
  /** the properties the animation's keyframes name, in either keyframe form */
  readonly properties: readonly string[]
  readonly options: KeyframeAnimationOptions | undefined
  readonly animation: Animation
}

function propertiesOf(frames: Keyframe[] | PropertyIndexedKeyframes | null): string[] {
  if (frames === null) return []
  return Array.isArray(frames) ? frames.flatMap((frame) => Object.keys(frame)) : Object.keys(frames)
}

/** A started Web Animation as far as framer-motion's `animate` uses it. */
function fakeAnimation(): Animation {
  return {
    onfinish: null,
    playState: 'running',
    cancel: vi.fn<() => void>(),
  } as unknown as Animation
}

/** What `animateLaneChange` reads: the list, the ghosts' layer, a 3-column lane's geometry. */
function motionInput(
  list: HTMLOListElement,
  layer: HTMLDivElement | null,
  labels: { position: string; status: string; kind: string },
) {
  return {
    listRef: { current: list },
    ghostLayerRef: { current: layer },
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
    labelsOf: () => labels,
  }
}

/** Records every Web Animation the lane starts (jsdom has none of its own). */
function recordAnimations(): Call[] {
  const calls: Call[] = []
  vi.spyOn(Element.prototype, 'animate').mockImplementation(function (
    this: Element,
    frames: Keyframe[] | PropertyIndexedKeyframes | null,
    options?: number | KeyframeAnimationOptions,
  ) {
    const animation = fakeAnimation()
    calls.push({
      id: (this as HTMLElement).dataset.itemId,
      properties: propertiesOf(frames),
      options: typeof options === 'number' ? { duration: options } : options,
      animation,
    })
    return animation
  })
  return calls
}

const uniqueIds = (calls: readonly Call[]) => [...new Set(calls.map((call) => call.id))].sort()

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
  // a whole lane and two steps: as long as a test may take on 2 busy cores
  beforeAll(() => loadLaneMotion(), 60_000)
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
    expect(uniqueIds(calls)).toEqual([...entering].sort())
    expect(calls.flatMap((call) => call.properties)).toContain('opacity')
    for (const call of calls)
      for (const property of call.properties)
        expect(['opacity', 'transform', 'offset', 'easing', 'composite']).toContain(property)
  })
})

/**
 * The lane's animations load on the page's first lane change (without motion itself): one
 * change, then every import it started has settled.
 */
async function loadLaneMotion(): Promise<void> {
  Element.prototype.animate ??= () => ({}) as Animation
  const { unmount } = renderGrid(<HistoryLane />)
  const k = stepThatAdds(2)
  act(() => store().seek(k))
  act(() => store().seek(k + 1))
  await vi.dynamicImportSettled()
  unmount()
}

/** The first step from `from` on whose lane gains a card and keeps some it had. */
function stepThatAdds(from: number): number {
  const { trace } = coreResult(store().cell)
  return trace.findIndex((_, i) => i >= from && ids(i + 1).some((id) => !ids(i).includes(id)))
}

describe('useLaneMotion on framer-motion', () => {
  // a whole lane and two steps: as long as a test may take on 2 busy cores
  beforeAll(() => loadLaneMotion(), 60_000)
  beforeEach(() => {
    resetPage()
    Element.prototype.animate ??= () => ({}) as Animation
  })
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  it("starts framer-motion's Web Animations with the lane's duration and easing", () => {
    renderGrid(<HistoryLane />)
    const k = stepThatAdds(2)
    act(() => store().seek(k))
    const calls = recordAnimations()
    act(() => store().seek(k + 1))
    expect(calls.length).toBeGreaterThan(0)
    for (const call of calls)
      expect(call.options).toMatchObject({ duration: 380, easing: 'cubic-bezier(0.2, 0, 0, 1)' })
  })

  it('moves nothing under prefers-reduced-motion: entering cards only fade in', () => {
    // jsdom has no matchMedia: the reader's setting, as the browser would answer it
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
    }))
    renderGrid(<HistoryLane />)
    const k = stepThatAdds(2)
    act(() => store().seek(k))
    const calls = recordAnimations()
    act(() => store().seek(k + 1))
    const entering = ids(k + 1).filter((id) => !ids(k).includes(id))
    expect(uniqueIds(calls)).toEqual([...entering].sort())
    for (const call of calls) {
      expect(call.properties).toEqual(['opacity'])
      expect(call.options?.duration).toBe(220)
    }
  })
})

describe('animateLaneChange: one animation per card at a time', () => {
  afterEach(() => vi.restoreAllMocks())

  it('a card still entering when the next step moves it: the newer animation replaces the older', async () => {
    const { animateLaneChange } = await import('../../../src/features/lane/laneMotion.ts')
    const list = document.createElement('ol')
    const card = list.appendChild(document.createElement('li'))
    card.dataset.itemId = 'a'
    const started: Animation[] = []
    card.animate = vi.fn<() => Animation>(() => {
      const animation = fakeAnimation()
      started.push(animation)
      return animation
    })
    const input = motionInput(list, null, { position: '', status: '', kind: '' })
    // step 1: the card enters; step 2: another card is put before it, so it moves
    animateLaneChange(input, { lane: [], index: new Map() }, new Map([['a', 0]]))
    const entering = [...started]
    expect(entering.length).toBeGreaterThan(0)
    const lane = [{ id: 'a' } as LaneCard]
    animateLaneChange(input, { lane, index: new Map([['a', 0]]) }, new Map([['a', 1]]))
    const moving = started.slice(entering.length)
    expect(moving).toHaveLength(1)
    // every part of the entrance (its fade too) is cancelled, the move is not
    for (const animation of entering) expect(animation.cancel).toHaveBeenCalled()
    expect(moving[0]!.cancel).not.toHaveBeenCalled()
  })
})

describe('animateLaneChange: leaving cards', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fade out as ghosts where they stood, removed once the fade finishes', async () => {
    const { animateLaneChange } = await import('../../../src/features/lane/laneMotion.ts')
    const list = document.createElement('ol')
    const layer = document.createElement('div')
    const calls = recordAnimations()
    const input = motionInput(list, layer, { position: '#2', status: 'cut', kind: 'developer' })
    const lane = [{ id: 'a', status: 'kept' } as LaneCard, { id: 'b', status: 'cut' } as LaneCard]
    const index = new Map([
      ['a', 0],
      ['b', 1],
    ])
    // card b leaves the lane
    animateLaneChange(input, { lane, index }, new Map([['a', 0]]))
    const ghost = layer.querySelector<HTMLElement>('.lane-ghost')!
    expect(ghost.textContent).toBe('#2 · cutdeveloper')
    expect(ghost.style.left).toBe('110px')
    expect(calls.length).toBeGreaterThan(0)
    expect(calls.flatMap((call) => call.properties)).toContain('opacity')
    // the browser reports each of the ghost's animations finished
    for (const { animation } of calls) animation.onfinish?.call(animation, {} as never)
    await vi.waitFor(() => expect(layer.contains(ghost)).toBe(false))
  })
})
