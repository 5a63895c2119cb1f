import { act } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { replayAt } from '../../../src/view-models/playback.ts'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'

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

/** The ids whose lane status differs between step k - 1 and step k. */
function statusChanges(k: number): string[] {
  const result = coreResult(store().cell)
  const before = new Map(replayAt(result, k - 1).lane.map((card) => [card.id, card.status]))
  return replayAt(result, k)
    .lane.filter((card) => before.has(card.id) && before.get(card.id) !== card.status)
    .map((card) => card.id)
}

describe('useLaneMotion: a step animates only opacity and transforms', () => {
  beforeEach(() => {
    resetPage()
    // Element.prototype.animate is missing in jsdom: give the spy something to replace
    Element.prototype.animate ??= () => ({}) as Animation
  })
  afterEach(() => vi.restoreAllMocks())

  it('fades up exactly the cards whose status changed in place, and nothing else', () => {
    renderGrid(<HistoryLane />)
    const { trace } = coreResult(store().cell)
    const k = trace.find((step) => step.rule === 'should_keep')!.seq
    act(() => store().seek(k - 1))
    const changed = statusChanges(k)
    expect(changed.length).toBeGreaterThan(0)
    const calls = recordAnimations()
    act(() => store().seek(k))
    expect(calls.map((call) => call.id).sort()).toEqual([...changed].sort())
    for (const call of calls) {
      // no colour is animated: the compositor runs opacity without repainting every frame
      expect(call.frames.flatMap((frame) => Object.keys(frame)).sort()).toEqual([
        'opacity',
        'opacity',
      ])
      expect(Number(call.frames[0]!.opacity)).toBeLessThan(Number(call.frames.at(-1)!.opacity))
    }
  })

  it('animates nothing on a step that changes no card', () => {
    renderGrid(<HistoryLane />)
    const result = coreResult(store().cell)
    const ids = (k: number) =>
      replayAt(result, k)
        .lane.map((card) => card.id)
        .join()
    // a step after the load that neither moves, adds, removes nor re-marks a card
    const quiet = result.trace.findIndex(
      (_, i) => i >= 2 && ids(i) === ids(i + 1) && statusChanges(i + 1).length === 0,
    )
    expect(quiet).toBeGreaterThan(0)
    act(() => store().seek(quiet))
    const calls = recordAnimations()
    act(() => store().seek(quiet + 1))
    expect(calls).toEqual([])
  })
})
