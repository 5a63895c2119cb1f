import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

  it('writes a step at once, and the step an edit clamps in a task after the edit', () => {
    const last = selectStepCount(store())
    store().seek(last)
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
