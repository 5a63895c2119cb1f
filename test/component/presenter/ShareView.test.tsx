/**
 * "Share this view" never hands out a link a chat tool would cut: past the bound it offers the
 * scenario's file, as the address notice does.
 */
import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_LINK_CHARS } from '../../../src/app/shareView.ts'
import { ShareView } from '../../../src/features/presenter/ShareView.tsx'
import { en } from '../../../src/i18n/en.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { incompressibleHistory } from '../../helpers/incompressibleHistory.ts'

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())

function renderWith(history: unknown[]) {
  const initial = getInitialState()
  const scenario = { ...initial.scenario, name: 'Long one', history }
  useVisualizerStore.setState(
    { ...initial, scenario: scenario as typeof initial.scenario, scenarioOrigin: 'edit' },
    true,
  )
  render(<ShareView />)
}

describe('Share this view', () => {
  beforeEach(() => {
    writeText.mockClear()
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  })
  afterEach(() => vi.restoreAllMocks())

  it('copies a link that fits the bound', async () => {
    renderWith(getInitialState().scenario.history.slice(0, 3))
    fireEvent.click(screen.getByRole('button', { name: en.view.share.button }))
    await screen.findByText(en.view.share.copied)
    expect(writeText.mock.calls[0]![0].length).toBeLessThanOrEqual(MAX_LINK_CHARS)
  })

  it('offers the scenario file instead of a link past the bound, and copies nothing', async () => {
    renderWith(incompressibleHistory())
    fireEvent.click(screen.getByRole('button', { name: en.view.share.button }))
    const status = await screen.findByText(/share the scenario file instead/)
    const chars = Number(
      /would be (\d{1,3}(?:,\d{3})+) characters/.exec(status.textContent!)![1]!.replace(/,/g, ''),
    )
    expect(chars).toBeGreaterThan(MAX_LINK_CHARS)
    expect(writeText).not.toHaveBeenCalled()
    const createObjectURL = vi.fn<(blob: Blob) => string>(() => 'blob:scenario')
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: en.view.share.download }))
    expect(createObjectURL).toHaveBeenCalledOnce()
    const saved = JSON.parse(await createObjectURL.mock.calls[0]![0].text())
    expect(saved.name).toBe('Long one')
    expect(saved.history).toHaveLength(8)
  })
})
