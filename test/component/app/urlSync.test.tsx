import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { URL_WRITE_DELAY_MS } from '../../../src/app/deferredWrite.ts'
import { startUrlSync } from '../../../src/app/urlSync.ts'
import { resetPage, stepText, store } from '../grid/setup.tsx'

const query = () => new URLSearchParams(window.location.search)
/** the address is written once the view has been still for a moment */
const stillFor = (ms: number) => act(() => vi.advanceTimersByTime(ms))

describe('the view in the URL query', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    resetPage()
  })
  afterEach(() => vi.useRealTimers())

  it('opens the cell, step and speed a link names', () => {
    resetPage('?cell=manual.local&step=6&speed=2')
    render(<GridScreen />)
    expect(store()).toMatchObject({
      cell: { phase: 'manual', implementation: 'local' },
      step: 6,
      speed: 2,
    })
    expect(stepText()).toBe(`Step 6 of ${selectStepCount(store())}`)
  })

  it('falls back to the defaults, silently, for values it does not understand', () => {
    resetPage('?cell=sideways.remote&step=lots&speed=9#share=abc')
    render(<GridScreen />)
    const initial = useVisualizerStore.getInitialState()
    expect(store()).toMatchObject({ cell: initial.cell, step: initial.step, speed: initial.speed })
    // and writes the valid view back, leaving the hash alone
    expect(query().get('cell')).toBe('mid_turn.remote')
    expect(query().get('step')).toBe(String(initial.step))
    expect(query().get('speed')).toBe('1')
    expect(window.location.hash).toBe('#share=abc')
  })

  it('mirrors every change with replaceState, keeping other parameters and the hash', () => {
    resetPage('?lang=ko#share=xyz')
    const lengthBefore = window.history.length
    render(<GridScreen />)
    act(() => store().chooseCell({ phase: 'pre_turn', implementation: 'empty_window' }))
    act(() => store().seek(4))
    act(() => store().setSpeed(0.5))
    stillFor(URL_WRITE_DELAY_MS)
    expect(query().get('cell')).toBe('pre_turn.empty_window')
    expect(query().get('step')).toBe('4')
    expect(query().get('speed')).toBe('0.5')
    expect(query().get('lang')).toBe('ko')
    expect(window.location.hash).toBe('#share=xyz')
    expect(window.history.length).toBe(lengthBefore)
  })

  it('writes the clamped step when an edit shortens the trace', () => {
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
    expect(query().get('step')).toBe(String(selectStepCount(store())))
  })

  it('writes a burst of steps once, when the view is still, and a pending one when it stops', () => {
    const stop = startUrlSync(useVisualizerStore)
    const replaceState = vi.spyOn(window.history, 'replaceState')
    for (let k = 2; k <= 6; k++) act(() => store().seek(k))
    stillFor(URL_WRITE_DELAY_MS - 1)
    expect(replaceState).not.toHaveBeenCalled()
    stillFor(1)
    expect(replaceState).toHaveBeenCalledTimes(1)
    expect(query().get('step')).toBe('6')
    // a step still waiting when the grid closes is written then
    act(() => store().seek(3))
    stop()
    expect(query().get('step')).toBe('3')
    replaceState.mockRestore()
  })

  it('gives a step beyond the default trace one chance when the first scenario loads', () => {
    resetPage('?step=21')
    const stop = startUrlSync(useVisualizerStore)
    expect(store().step).toBe(1)
    // a share link brings a scenario whose mid-turn remote trace is longer
    const scenario = store().scenario
    act(() =>
      store().editScenario(() => ({
        ...scenario,
        faults: { preCompactHook: 'continue', postCompactHook: 'continue' },
      })),
    )
    expect(selectStepCount(store())).toBeGreaterThanOrEqual(21)
    expect(store().step).toBe(21)
    stop()
  })
})
