import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { URL_WRITE_DELAY_MS } from '../../../src/app/deferredWrite.ts'
import { startViewLinkSync } from '../../../src/app/viewLink.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { resetPage, store } from '../grid/setup.tsx'

const step = () => new URLSearchParams(window.location.search).get('step')

describe('the view link sync after a scenario edit', () => {
  let stop: () => void
  beforeEach(() => {
    vi.useFakeTimers()
    resetPage()
    stop = startViewLinkSync(useVisualizerStore)
  })
  afterEach(() => {
    stop()
    vi.useRealTimers()
  })

  it('writes a step once the view is still, and the step an edit clamps in a task after the edit', () => {
    const last = selectStepCount(store())
    store().seek(last)
    // the step's own frame does not pay for the address
    expect(step()).not.toBe(String(last))
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    expect(step()).toBe(String(last))
    // a turn that needs no compaction: the trace under the cursor shrinks
    store().editScenario((scenario) => ({
      ...scenario,
      turn: { activeTokens: 10, modelNeedsFollowUp: false },
    }))
    const shorter = selectStepCount(store())
    expect(shorter).toBeLessThan(last)
    // the edit itself does not wait for the nine cells the address needs
    expect(step()).toBe(String(last))
    vi.runAllTimers()
    expect(step()).toBe(String(shorter))
  })

  it('writes a screen change at once, and a burst of steps once, when the view is still', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    store().setTab('registry')
    expect(new URLSearchParams(window.location.search).get('tab')).toBe('registry')
    expect(replaceState).toHaveBeenCalledTimes(1)
    for (let k = 2; k <= 6; k++) store().seek(k)
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1)
    expect(replaceState).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(replaceState).toHaveBeenCalledTimes(2)
    expect(step()).toBe('6')
    replaceState.mockRestore()
  })

  it('stops writing once stopped, even with a write waiting', () => {
    store().seek(selectStepCount(store()))
    store().editScenario((scenario) => ({
      ...scenario,
      turn: { activeTokens: 10, modelNeedsFollowUp: false },
    }))
    const before = window.location.search
    stop()
    vi.runAllTimers()
    expect(window.location.search).toBe(before)
    stop = () => {}
  })
})
