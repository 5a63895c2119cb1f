import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { STEP_INTERVAL_MS } from '../../../src/store/playbackSlice.ts'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { renderGrid, resetPage, stepText, store } from '../grid/setup.tsx'

const total = () => selectStepCount(store())
const START = 'Start (before step 1)'

describe('PlaybackControls', () => {
  beforeEach(() => resetPage())

  it('steps forward and back, jumps to the first and last step, and shows "step k of N"', async () => {
    const { user } = renderGrid()
    const n = total()
    // each button found once (a role query walks the whole grid); a replaced one would fail below
    const button = (name: string) => screen.getByRole('button', { name })
    const [forward, back, last, toStart] = [
      button('Step forward'),
      button('Step back'),
      button('Last step'),
      button('To start'),
    ] as const
    expect(stepText()).toBe(`Step 1 of ${n}`)
    await user.click(forward)
    expect(stepText()).toBe(`Step 2 of ${n}`)
    await user.click(back)
    await user.click(back)
    expect(stepText()).toBe(START)
    // at the start, back does nothing (and says so)
    expect(back).toHaveAttribute('aria-disabled', 'true')
    await user.click(back)
    expect(stepText()).toBe(START)
    await user.click(last)
    expect(stepText()).toBe(`Step ${n} of ${n}`)
    await user.click(toStart)
    expect(stepText()).toBe(START)
  })

  it('back reaches every step from the end, one at a time', () => {
    renderGrid()
    const n = total()
    fireEvent.click(screen.getByRole('button', { name: 'Last step' }))
    const seen: number[] = [store().step]
    // found once: a role query walks the whole grid's accessibility tree (most of this test's
    // time when repeated per step); a button replaced on the way would stop the walk and fail
    const back = screen.getByRole('button', { name: 'Step back' })
    for (let i = 0; i < n; i++) {
      fireEvent.click(back)
      seen.push(store().step)
    }
    expect(seen).toEqual(Array.from({ length: n + 1 }, (_, i) => n - i))
  })

  it('the timeline scrubs to any step', () => {
    renderGrid()
    const slider = screen.getByRole('slider', { name: 'Timeline' })
    expect(slider).toHaveAttribute('max', String(total()))
    for (let k = 0; k <= total(); k++) {
      fireEvent.change(slider, { target: { value: String(k) } })
      expect(store().step).toBe(k)
      expect(stepText()).toBe(k === 0 ? START : `Step ${k} of ${total()}`)
    }
    expect(slider).toHaveAttribute('aria-valuetext', `Step ${total()} of ${total()}: Outcome`)
  })

  it('labels position 0 as the start, before step 1, on screen and for screen readers', () => {
    renderGrid()
    const slider = screen.getByRole('slider', { name: 'Timeline' })
    fireEvent.change(slider, { target: { value: '0' } })
    expect(store().step).toBe(0)
    expect(slider).toHaveAttribute('aria-valuetext', START)
    expect(stepText()).toBe(START)
    // the steps themselves still count from 1
    fireEvent.change(slider, { target: { value: '1' } })
    expect(slider.getAttribute('aria-valuetext')).toMatch(new RegExp(`^Step 1 of ${total()}: `))
    expect(document.body.textContent).not.toMatch(/Step 0 of/)
  })

  it('offers 0.5×, 1× and 2× speeds', async () => {
    const { user } = renderGrid()
    const speed = screen.getByRole('group', { name: 'Speed' })
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: '2×' }))
    expect(store().speed).toBe(2)
    expect(speed.querySelectorAll("[aria-pressed='true']")).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: '0.5×' }))
    expect(store().speed).toBe(0.5)
  })
})

describe('autoplay', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    resetPage()
  })
  afterEach(() => vi.useRealTimers())

  it('advances one step per interval, then stops at the last step', () => {
    render(<GridScreen />)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(screen.getByRole('button', { name: 'Pause' })).toHaveAttribute('aria-pressed', 'true')
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS - 1))
    expect(store().step).toBe(1)
    act(() => vi.advanceTimersByTime(1))
    expect(store().step).toBe(2)
    for (let i = 0; i < total() + 3; i++) act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS))
    expect(store().step).toBe(total())
    expect(store().playing).toBe(false)
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('runs twice as fast at 2× and half as fast at 0.5×', () => {
    render(<GridScreen />)
    fireEvent.click(screen.getByRole('button', { name: '2×' }))
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    // each tick schedules the next one after React renders, so advance tick by tick
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS / 2))
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS / 2))
    expect(store().step).toBe(3)
    fireEvent.click(screen.getByRole('button', { name: '0.5×' }))
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS))
    expect(store().step).toBe(3)
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS))
    expect(store().step).toBe(4)
  })

  it('pause stops the clock; a manual step pauses too', () => {
    render(<GridScreen />)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS))
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }))
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS * 5))
    expect(store().step).toBe(2)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }))
    expect(store()).toMatchObject({ step: 3, playing: false })
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS * 5))
    expect(store().step).toBe(3)
  })

  it('restart replays from step 0; play at the end starts over', () => {
    render(<GridScreen />)
    fireEvent.click(screen.getByRole('button', { name: 'Last step' }))
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }))
    expect(store()).toMatchObject({ step: 0, playing: true })
    act(() => vi.advanceTimersByTime(STEP_INTERVAL_MS))
    expect(store().step).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Last step' }))
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(store()).toMatchObject({ step: 0, playing: true })
  })

  it('leaves no timer behind when the screen closes', () => {
    const { unmount } = render(<GridScreen />)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
