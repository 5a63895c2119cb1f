import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { URL_WRITE_DELAY_MS } from '../../../src/app/deferredWrite.ts'
import { applyLinkBeforeFirstRender, startViewLinkSync } from '../../../src/app/viewLink.ts'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { resetPage, stepText, store } from '../grid/setup.tsx'

const query = () => new URLSearchParams(window.location.search)
const step = () => query().get('step')
/** the address is written once the view has been still for a moment */
const stillFor = (ms: number) => act(() => vi.advanceTimersByTime(ms))

let stop: () => void = () => {}

/** Opens a page on `search` as `main.tsx` does: the link read, the address's writer started. */
async function openPage(search = ''): Promise<void> {
  resetPage(search)
  const opened = await applyLinkBeforeFirstRender(useVisualizerStore, window.location.href)
  stop = startViewLinkSync(useVisualizerStore, opened)
}

/** Saved work, restored after the first render, whose mid-turn remote trace is longer. */
function restoreLongerSavedWork(): void {
  const scenario: ScenarioFile = {
    ...store().scenario,
    faults: { preCompactHook: 'continue', postCompactHook: 'continue' },
  }
  act(() => store().loadScenario(scenario, 'saved'))
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => {
  stop()
  stop = () => {}
  vi.useRealTimers()
})

describe('the view link sync', () => {
  beforeEach(() => openPage())

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

  it('writes a screen change at once as a new entry, and a burst of steps once, when still', () => {
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const pushState = vi.spyOn(window.history, 'pushState')
    try {
      store().setTab('registry')
      expect(query().get('tab')).toBe('registry')
      expect(pushState).toHaveBeenCalledTimes(1)
      expect(replaceState).not.toHaveBeenCalled()
      for (let k = 2; k <= 6; k++) store().seek(k)
      vi.advanceTimersByTime(URL_WRITE_DELAY_MS - 1)
      expect(replaceState).not.toHaveBeenCalled()
      vi.advanceTimersByTime(1)
      expect(replaceState).toHaveBeenCalledTimes(1)
      expect(pushState).toHaveBeenCalledTimes(1)
      expect(step()).toBe('6')
    } finally {
      replaceState.mockRestore()
      pushState.mockRestore()
    }
  })

  it('writes no step while playing, and the step once playback pauses and the view is still', () => {
    store().seek(2)
    store().play()
    // autoplay's ticks; the step the seek left waiting is not written either
    for (let k = 3; k <= 5; k++) store().advance()
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    expect(step()).toBe('1')
    store().pause()
    vi.advanceTimersByTime(URL_WRITE_DELAY_MS)
    expect(step()).toBe('5')
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
  })
})

describe("the grid's cell, step and speed in the address", () => {
  it('opens the cell, step and speed a link names', async () => {
    await openPage('?cell=manual.local&step=6&speed=2')
    render(<GridScreen />)
    expect(store()).toMatchObject({
      cell: { phase: 'manual', implementation: 'local' },
      step: 6,
      speed: 2,
    })
    expect(stepText()).toBe(`Step 6 of ${selectStepCount(store())}`)
  })

  it('falls back to the defaults for values it does not understand, naming each', async () => {
    await openPage('?cell=sideways.remote&step=lots&speed=9#share=abc')
    render(<GridScreen />)
    const initial = useVisualizerStore.getInitialState()
    expect(store()).toMatchObject({ cell: initial.cell, step: initial.step, speed: initial.speed })
    expect(store().notices.map((n) => [n.code, n.vars?.['field']])).toEqual([
      ['linkValueUnknown', 'cell'],
      ['linkValueMalformed', 'step'],
      ['linkValueUnknown', 'speed'],
    ])
    // and writes the valid view back, leaving the hash alone
    expect(query().get('cell')).toBe('mid_turn.remote')
    expect(step()).toBe(String(initial.step))
    expect(query().get('speed')).toBe('1')
    expect(window.location.hash).toBe('#share=abc')
  })

  it('mirrors every change with replaceState, keeping other parameters and the hash', async () => {
    await openPage('?lang=ko&other=kept#share=xyz')
    const lengthBefore = window.history.length
    render(<GridScreen />)
    act(() => store().chooseCell({ phase: 'pre_turn', implementation: 'empty_window' }))
    act(() => store().seek(4))
    act(() => store().setSpeed(0.5))
    stillFor(URL_WRITE_DELAY_MS)
    expect(query().get('cell')).toBe('pre_turn.empty_window')
    expect(step()).toBe('4')
    expect(query().get('speed')).toBe('0.5')
    expect(query().get('lang')).toBe('ko')
    expect(query().get('other')).toBe('kept')
    expect(window.location.hash).toBe('#share=xyz')
    expect(window.history.length).toBe(lengthBefore)
  })

  it('writes the clamped step when an edit shortens the trace', async () => {
    await openPage()
    render(<GridScreen />)
    act(() => store().seek(selectStepCount(store())))
    const scenario = store().scenario
    act(() =>
      store().editScenario(() => ({
        ...scenario,
        turn: { activeTokens: 10, modelNeedsFollowUp: false },
      })),
    )
    stillFor(URL_WRITE_DELAY_MS)
    expect(step()).toBe(String(selectStepCount(store())))
  })

  it('has one writer: with the grid open, a still view is one pending write and one replaceState', async () => {
    await openPage()
    render(<GridScreen />)
    // the page settles: whatever waited to be written is written
    stillFor(URL_WRITE_DELAY_MS)
    const replaceState = vi.spyOn(window.history, 'replaceState')
    const timers = vi.getTimerCount()
    for (let k = 2; k <= 6; k++) act(() => store().seek(k))
    // one write waits for the view to be still, not one per screen that shows the step
    expect(vi.getTimerCount()).toBe(timers + 1)
    stillFor(URL_WRITE_DELAY_MS - 1)
    expect(replaceState).not.toHaveBeenCalled()
    stillFor(1)
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(step()).toBe('6')
    expect(vi.getTimerCount()).toBe(timers)
    // a step still waiting when the sync stops is written then
    act(() => store().seek(3))
    stop()
    expect(replaceState).toHaveBeenCalledTimes(2)
    expect(step()).toBe('3')
    replaceState.mockRestore()
  })

  it('gives a step beyond the trace one chance when the first scenario arrives', async () => {
    await openPage('?step=21')
    expect(store().step).toBe(1)
    restoreLongerSavedWork()
    expect(selectStepCount(store())).toBeGreaterThanOrEqual(21)
    expect(store().step).toBe(21)
    vi.runAllTimers()
    expect(step()).toBe('21')
  })

  it('lets the link step go once the reader moves', async () => {
    await openPage('?step=21')
    act(() => store().seek(3))
    restoreLongerSavedWork()
    expect(store().step).toBe(3)
  })
})
