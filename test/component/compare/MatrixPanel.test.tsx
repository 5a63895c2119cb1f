import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { runAllCells } from '../../../src/core/index.ts'
import { CompareScreen } from '../../../src/features/compare/CompareScreen.tsx'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { matrixRows, rowEstimate } from '../../../src/view-models/compare/matrixModel.ts'
import { DEFAULT_RATES } from '../../../src/view-models/sweep/cost.ts'

function renderMatrix(faults?: { remote: 'http_500' }) {
  const initial = getInitialState()
  const scenario = faults ? { ...initial.scenario, faults } : initial.scenario
  useVisualizerStore.setState({ ...initial, scenario }, true)
  return { user: userEvent.setup(), ...render(<CompareScreen />) }
}

const tableRows = () => [...screen.getByTestId('matrix-table').querySelectorAll('tbody tr')]
const cellOf = (row: Element, column: string) =>
  row.querySelector(`[data-column='${column}']`)!.textContent

describe('the decision matrix', () => {
  it('shows all nine cells with the core’s numbers, sortable', async () => {
    const { user } = renderMatrix()
    expect(tableRows()).toHaveLength(9)
    const results = runAllCells(useVisualizerStore.getState().scenario)
    const first = tableRows()[0]!
    expect(cellOf(first, 'calls')).toBe(`${results[0]!.modelCalls} · ${results[0]!.serverCalls}`)
    await user.click(
      within(screen.getByTestId('matrix-table')).getByRole('button', { name: /What is lost/ }),
    )
    expect(useVisualizerStore.getState().matrixSort).toBe('lost.asc')
    const lost = tableRows().map((row) => row.querySelectorAll('[data-lost-id]').length)
    expect([...lost].sort((a, b) => a - b)).toEqual(lost)
    expect(screen.getByTestId('matrix-settings')).toHaveTextContent('none')
  })

  it('names an injected HTTP 500 and shows the failed remote cells as unchanged', () => {
    renderMatrix({ remote: 'http_500' })
    expect(screen.getByTestId('matrix-settings')).toHaveTextContent('faults.remote=http_500')
    const remote = tableRows().filter((row) => row.getAttribute('data-cell')!.endsWith('.remote'))
    expect(remote.some((row) => row.getAttribute('data-outcome') === 'unchanged')).toBe(true)
    const unchanged = remote.find((row) => row.getAttribute('data-outcome') === 'unchanged')!
    expect(cellOf(unchanged, 'outcome')).toMatch(/failed, history unchanged/)
  })

  it('hides a column and says why side-by-side boxes grey out', async () => {
    const { user } = renderMatrix()
    await user.click(screen.getByRole('checkbox', { name: 'Simulated' }))
    expect(screen.getByTestId('matrix-table').querySelector("[data-column='caveats']")).toBeNull()
    await user.click(screen.getByRole('tab', { name: /Side by side/ }))
    await user.click(screen.getByRole('checkbox', { name: 'Manual × Empty window' }))
    const greyed = screen.getByRole('checkbox', { name: 'Mid-turn × Local' })
    expect(greyed).toBeDisabled()
    expect(greyed).toHaveAccessibleDescription(/at most three cells/)
  })
})

describe('the matrix’s cost', () => {
  it('prices each cell from the core’s tokens and re-prices when a rate changes', async () => {
    const { user } = renderMatrix()
    const results = runAllCells(useVisualizerStore.getState().scenario)
    const rows = matrixRows(useVisualizerStore.getState().scenario, results)
    const local = rows.findIndex((row) => row.column.cell.implementation === 'local')
    const shown = () => cellOf(tableRows()[local]!, 'estimate')
    const priced = (rates: typeof DEFAULT_RATES) => {
      const { dollars, seconds } = rowEstimate(rows[local]!, rates)
      return `$${dollars.toFixed(4)} · ${seconds.toFixed(1)} s`
    }
    expect(shown()).toBe(priced(DEFAULT_RATES))
    expect(cellOf(tableRows()[local]!, 'exchange')).toBe(
      `≈${rows[local]!.tokens.sent.toLocaleString('en-US')} · ≈${rows[local]!.tokens.received.toLocaleString('en-US')}`,
    )
    const field = document.querySelector<HTMLInputElement>('[data-cost-rate="outputPerMillion"]')!
    await user.clear(field)
    await user.type(field, '40')
    expect(shown()).toBe(priced({ ...DEFAULT_RATES, outputPerMillion: 40 }))
    await user.clear(field)
    expect(shown()).toBe('—')
    expect(screen.getByTestId('matrix-cost')).toHaveTextContent(/Cost = tokens sent/)
  })
})
