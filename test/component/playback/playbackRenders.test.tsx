/**
 * The playback buttons' re-render contract (issue 33: a step within a frame's budget): they read
 * whether the step is at either end, not the step, so a step between the ends draws none of them
 * again; reaching an end draws them with its disabled state.
 */
import { act } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PlaybackControls } from '../../../src/features/playback/PlaybackControls.tsx'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import { rendersOf } from '../../helpers/renders.ts'
import { renderGrid, stepText, store } from '../grid/setup.tsx'

const buttons = () => document.querySelectorAll('.playback-buttons button').length

describe('the playback buttons re-render only at the ends', () => {
  it('a step in between draws no button again; the last step draws them disabled', async () => {
    const { container } = renderGrid(<PlaybackControls />)
    const n = selectStepCount(store())
    expect(n).toBeGreaterThan(3)
    expect(buttons()).toBe(6)
    const forward = document.querySelector('.playback-buttons [aria-label="Step forward"]')!
    for (let k = 2; k < n; k++) {
      const [drawn] = await rendersOf(container, ['button'], () => store().stepForward())
      expect(stepText()).toBe(`Step ${k} of ${n}`)
      // the slider's readout is not a button: nothing here reads the step itself
      expect(drawn, `step ${k}`).toBe(0)
    }
    const [drawn] = await rendersOf(container, ['button'], () => store().stepForward())
    expect(stepText()).toBe(`Step ${n} of ${n}`)
    expect(drawn).toBeGreaterThan(0)
    expect(forward).toHaveAttribute('aria-disabled', 'true')
  })

  it('"Last step" goes to the last step of the trace as it is when pressed', async () => {
    renderGrid(<PlaybackControls />)
    const last = document.querySelector<HTMLButtonElement>('[aria-label="Last step"]')!
    act(() => last.click())
    const n = selectStepCount(store())
    expect(stepText()).toBe(`Step ${n} of ${n}`)
  })
})
