import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LazyAddressNotice } from '../../../src/features/address/LazyAddressNotice.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import type { Tab } from '../../../src/store/viewSlice.ts'

function renderOn(tab: Tab, edited: boolean, embed = false) {
  const initial = getInitialState()
  const scenario = edited
    ? { ...initial.scenario, history: initial.scenario.history.slice(0, 4) }
    : initial.scenario
  useVisualizerStore.setState(
    { ...initial, tab, embed, scenario, scenarioOrigin: edited ? 'edit' : 'default' },
    true,
  )
  return render(<LazyAddressNotice />)
}

describe('the address notice under the header', () => {
  it('says on the grid that an edited scenario is not in the address', async () => {
    renderOn('grid', true)
    expect(await screen.findByTestId('address-notice')).toHaveTextContent(
      'The address bar does not carry this scenario (edited in this browser)',
    )
  })

  it('says so on every screen that shows the scenario', async () => {
    for (const tab of ['compare', 'registry', 'matcher', 'assembly', 'history'] as const) {
      const { unmount } = renderOn(tab, true)
      expect(await screen.findByTestId('address-notice')).toBeInTheDocument()
      unmount()
    }
  })

  it('says nothing for the bundled scenario, on screens with their own, or in an embed', async () => {
    // once loaded, the notice draws in the same render: a wrong answer below would show at once
    const loaded = renderOn('grid', true)
    await screen.findByTestId('address-notice')
    loaded.unmount()
    const cases: [Tab, boolean, boolean][] = [
      ['grid', false, false],
      ['lessons', true, false],
      ['session', true, false],
      ['peers', true, false],
      ['grid', true, true],
    ]
    for (const [tab, edited, embed] of cases) {
      const { unmount } = renderOn(tab, edited, embed)
      expect(screen.queryByTestId('address-notice')).toBeNull()
      unmount()
    }
  })
})
