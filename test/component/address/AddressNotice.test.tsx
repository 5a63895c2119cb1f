import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_LINK_CHARS } from '../../../src/app/shareView.ts'
import { AddressNotice } from '../../../src/features/address/AddressNotice.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { incompressibleHistory } from '../../helpers/incompressibleHistory.ts'

function renderWith(origin: 'default' | 'edit', history?: unknown[]) {
  const initial = getInitialState()
  const scenario =
    history === undefined
      ? initial.scenario
      : { ...initial.scenario, name: 'Codex session, compaction 1', history }
  useVisualizerStore.setState(
    { ...initial, scenario: scenario as typeof initial.scenario, scenarioOrigin: origin },
    true,
  )
  return { user: userEvent.setup(), ...render(<AddressNotice />) }
}

describe('the address notice', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says nothing while the address describes the built-in scenario', () => {
    renderWith('default')
    expect(screen.queryByTestId('address-notice')).toBeNull()
  })

  it('says plainly that a session scenario is not in the address, and offers a link', async () => {
    const { user } = renderWith('edit', getInitialState().scenario.history.slice(0, 3))
    expect(screen.getByTestId('address-notice')).toHaveTextContent(
      'does not carry this scenario (built from a session file)',
    )
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(screen.getByRole('button', { name: 'Copy a link that carries it' }))
    await screen.findByText(/this link opens the scenario on screen/)
    expect(writeText.mock.calls[0]![0]).toMatch(/#s=[A-Za-z0-9_-]+\.[0-9a-f]{8}$/)
  })

  it('offers the file instead of a link longer than the bound', async () => {
    // incompressible text: the compressed link stays long
    const history = incompressibleHistory()
    const { user } = renderWith('edit', history)
    await user.click(screen.getByRole('button', { name: 'Copy a link that carries it' }))
    const status = await screen.findByText(/share the file instead/)
    const chars = Number(
      /would be (\d{1,3}(?:,\d{3})+) characters/.exec(status.textContent!)![1]!.replace(/,/g, ''),
    )
    expect(chars).toBeGreaterThan(MAX_LINK_CHARS)
    expect(screen.getByRole('button', { name: 'Download the scenario file' })).toBeTruthy()
  })
})
