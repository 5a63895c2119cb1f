import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runAllCells } from '../../../src/core/index.ts'
import { CompareScreen } from '../../../src/features/compare/CompareScreen.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { cellIndex } from '../../../src/store/selectors.ts'

function renderScreen() {
  useVisualizerStore.setState({ ...getInitialState(), compareTab: 'side' }, true)
  const user = userEvent.setup()
  return { user, ...render(<CompareScreen />) }
}

const table = () => screen.getByTestId('compare-table')
const row = (id: string) =>
  [...table().querySelectorAll(`tr[data-row='${id}'] td`)].map((td) => td.textContent)
const columns = () => document.querySelectorAll('[data-compare-column]')

describe('CompareScreen', () => {
  let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>
  // after userEvent.setup(), which installs a clipboard of its own
  const stubClipboard = () => {
    writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  }
  afterEach(() => vi.restoreAllMocks())

  it('shows two cells, then three, with the core’s numbers', async () => {
    const { user } = renderScreen()
    expect(columns()).toHaveLength(2)
    const results = runAllCells(useVisualizerStore.getState().scenario)
    const pre = results[cellIndex({ phase: 'pre_turn', implementation: 'remote' })]!
    const mid = results[cellIndex({ phase: 'mid_turn', implementation: 'remote' })]!
    expect(row('cut')).toEqual([String(pre.cut.length), String(mid.cut.length)])
    await user.click(screen.getByRole('checkbox', { name: 'Manual × Empty window' }))
    expect(columns()).toHaveLength(3)
    const empty = results[cellIndex({ phase: 'manual', implementation: 'empty_window' })]!
    expect(row('calls')[2]).toBe(`${empty.modelCalls} model · ${empty.serverCalls} server`)
    // a fourth cell cannot be added
    expect(screen.getByRole('checkbox', { name: 'Mid-turn × Local' })).toBeDisabled()
  })

  it('moves between its tabs with the arrow keys, only the chosen tab in the tab order', async () => {
    const { user } = renderScreen()
    const tabs = () => screen.getAllByRole('tab')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1, -1])
    tabs()[1]!.focus()
    await user.keyboard('{ArrowRight}')
    expect(useVisualizerStore.getState().compareTab).toBe('sweep')
    expect(document.activeElement).toBe(tabs()[2])
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(useVisualizerStore.getState().compareTab).toBe('matrix')
    await user.keyboard('{End}')
    expect(useVisualizerStore.getState().compareTab).toBe('memo')
    await user.keyboard('{Home}{ArrowLeft}')
    expect(useVisualizerStore.getState().compareTab).toBe('memo')
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, -1, 0])
  })

  it('asks for a second cell instead of comparing one', async () => {
    const { user } = renderScreen()
    await user.click(screen.getByRole('checkbox', { name: 'Pre-turn × Remote' }))
    expect(columns()).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('Pick at least two cells.')
  })

  it('steps the cells together, each clamped to its own trace', async () => {
    const { user } = renderScreen()
    await user.click(screen.getByRole('radio', { name: 'Step together' }))
    const steps = () => [...columns()].map((c) => c.querySelector('.cmp-column-step')!.textContent)
    expect(steps()[0]).toBe('Start (before step 1)')
    await user.click(screen.getByRole('button', { name: 'Step forward' }))
    expect(steps()[0]).toMatch(/^step 1 of/)
    expect(steps()[1]).toMatch(/^step 1 of/)
    // at step 1 the lane shows the input history, every card still pending
    const cards = columns()[0]!.querySelectorAll('[data-status]')
    expect(cards.length).toBeGreaterThan(0)
    expect([...cards].every((card) => (card as HTMLElement).dataset.status === 'pending')).toBe(
      true,
    )
  })

  it('copies the comparison as Markdown', async () => {
    const { user } = renderScreen()
    stubClipboard()
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }))
    expect(writeText).toHaveBeenCalledOnce()
    const markdown = writeText.mock.calls[0]![0]
    expect(markdown).toContain('| Question | Pre-turn × Remote | Mid-turn × Remote |')
    expect(within(screen.getByText('Copied to the clipboard.')).getByText(/Copied/)).toBeTruthy()
  })

  it('names the active faults and the simulated numbers of the cells it shows', async () => {
    const { user } = renderScreen()
    const caveats = () =>
      [...document.querySelectorAll('[data-caveat]')].map((li) => li.getAttribute('data-caveat'))
    // two remote cells: only the server's reply is simulated
    expect(caveats()).toEqual(['server'])
    expect(screen.getByTestId('matrix-settings')).toHaveTextContent('none')
    await user.click(screen.getByRole('checkbox', { name: 'Manual × Local' }))
    expect(caveats()).toEqual(['summary', 'server'])
    const { scenario } = useVisualizerStore.getState()
    useVisualizerStore.setState({ scenario: { ...scenario, faults: { remote: 'http_500' } } })
    expect(await screen.findByText('faults.remote=http_500')).toBeTruthy()
    // the failed remote cell left every item where it was: "unchanged", never a green "kept"
    const statuses = [...columns()[0]!.querySelectorAll('[data-status]')].map((card) =>
      card.getAttribute('data-status'),
    )
    expect(statuses.length).toBeGreaterThan(0)
    expect(new Set(statuses)).toEqual(new Set(['unchanged']))
    stubClipboard()
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }))
    const markdown = writeText.mock.calls[0]![0]
    expect(markdown).toContain('- Active faults and switches: faults.remote=http_500')
    expect(markdown).toContain('- Codex commit: 4f39251a010a8bd7d692d25fb33832ff06f1635a')
  })

  it('shows the Markdown to copy by hand when the clipboard is refused', async () => {
    const { user } = renderScreen()
    stubClipboard()
    writeText.mockRejectedValue(new Error('denied'))
    await user.click(screen.getByRole('button', { name: 'Copy as Markdown' }))
    expect(screen.getByRole('textbox')).toHaveValue(writeText.mock.calls[0]![0])
  })
})
