/**
 * The counters' icons (issue 33: a step within a frame's budget): every step draws the counters
 * again with their new values, but an icon whose name did not change is not drawn again.
 */
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { Icon } from '../../../src/components/Icon.tsx'
import { Counters } from '../../../src/features/grid/Counters.tsx'
import type { Counters as CounterValues } from '../../../src/view-models/playback.ts'
import { rendersOf } from '../../helpers/renders.ts'
import { counter, resetPage } from './setup.tsx'

const at = (k: number): CounterValues => ({
  cut: k,
  kept: 10 - k,
  truncated: 0,
  injected: 2,
  summary: 0,
  unchanged: 0,
  versionBefore: 1,
  versionAfter: 1 + k,
})

describe('the counters re-render their values, not their icons', () => {
  it('new counts draw no counter icon again; a counter that changes kind draws its icon', async () => {
    resetPage()
    const { container, rerender } = render(<Counters counters={at(1)} />, { wrapper: StoreLocale })
    expect(container.querySelectorAll('svg')).toHaveLength(4)
    for (let k = 2; k <= 4; k++) {
      const [drawn] = await rendersOf(container, [Icon], () =>
        rerender(<Counters counters={at(k)} />),
      )
      expect(counter('cut')).toBe(String(k))
      expect(drawn, `counts ${k}`).toBe(0)
    }
    // the control: "kept" becomes "unchanged", a new icon
    const [drawn] = await rendersOf(container, [Icon], () =>
      rerender(<Counters counters={{ ...at(4), kept: 0, unchanged: 3 }} />),
    )
    expect(container.querySelector('[data-counter="unchanged"]')).toHaveAttribute('data-value', '3')
    expect(drawn).toBe(1)
  })
})
