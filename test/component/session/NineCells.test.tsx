/**
 * The session page's one nine-cell table: "what if full" is a switch on it, the recorded cell is
 * the one marked, and "open in the grid" opens the scenario the table ran, so the grid's nine
 * cells are the table's.
 */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_CELLS, runAllCells, type Cell } from '../../../src/core/index.ts'
import { cellOutcome } from '../../../src/features/session/cellOutcome.ts'
import { NineCells } from '../../../src/features/session/NineCells.tsx'
import type { ComparisonView, WhatIfView } from '../../../src/features/session/protocol.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectResults } from '../../../src/store/selectors.ts'

const store = () => useVisualizerStore.getState()
const MANUAL_LOCAL: Cell = { phase: 'manual', implementation: 'local' }
const PRE_REMOTE: Cell = { phase: 'pre_turn', implementation: 'remote' }

/** A what-if view over a real scenario: the lesson with a remote fault, so a cell fails. */
function whatIf(): WhatIfView {
  const base = useVisualizerStore.getInitialState().scenario
  const scenario = { ...base, faults: { remote: 'timeout' as const }, turn: { activeTokens: 10 } }
  return {
    line: 42,
    activeTokens: 90_000,
    cell: PRE_REMOTE,
    cells: runAllCells(scenario).map(cellOutcome),
    scenario,
  }
}

const comparison = (): ComparisonView =>
  ({
    cell: MANUAL_LOCAL,
    cells: runAllCells(useVisualizerStore.getInitialState().scenario).map(cellOutcome),
    summary: { line: 43, index: 0 },
  }) as unknown as ComparisonView

beforeEach(() => useVisualizerStore.setState(useVisualizerStore.getInitialState(), true))

describe('the session’s one nine-cell table', () => {
  it('asks for "what if full" as a switch, then draws "not triggered" neutral and a failure as one', async () => {
    const onWhatIf = vi.fn<() => void>()
    const props = { comparison: undefined, onWhatIf, onOpenRecorded: () => {} }
    const { rerender } = render(<NineCells {...props} whatIf={undefined} />)
    await userEvent.setup().click(screen.getByTestId('what-if-full'))
    expect(onWhatIf).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('status')).toHaveTextContent('Running the nine cells')
    rerender(<NineCells {...props} whatIf={whatIf()} />)
    const table = screen.getByRole('table')
    expect(table.querySelectorAll('[data-outcome]')).toHaveLength(9)
    const quiet = table.querySelectorAll('[data-outcome="not-triggered"]')
    expect(quiet.length).toBeGreaterThan(0)
    for (const cell of quiet) {
      expect(cell).toHaveTextContent('not triggered')
      expect(cell).not.toHaveTextContent('kept')
    }
    const failed = table.querySelector('[data-outcome="failed-unchanged"]')!
    expect(failed.className).toContain('is-failed-unchanged')
    expect(failed).toHaveTextContent('failed, history unchanged')
    expect(failed).not.toHaveTextContent('kept')
    // with no recorded compaction here, the cell that fires next is the one marked
    expect(table.querySelector('[data-marked]')).toHaveAttribute('data-cell', 'pre_turn.remote')
    expect(within(table).getByText('this session')).toBeInTheDocument()
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })

  it('marks the recorded cell, in both positions of the switch, with one table', async () => {
    const user = userEvent.setup()
    const props = { comparison: comparison(), onWhatIf: () => {}, onOpenRecorded: () => {} }
    const { rerender } = render(<NineCells {...props} whatIf={undefined} />)
    const marked = () => screen.getByRole('table').querySelector('[data-marked]')
    expect(marked()).toHaveAttribute('data-cell', 'manual.local')
    expect(marked()).toHaveTextContent('the recorded cell')
    await user.click(screen.getByTestId('what-if-full'))
    rerender(<NineCells {...props} whatIf={whatIf()} />)
    expect(screen.getByTestId('nine-cells')).toHaveAttribute('data-mode', 'full')
    // the recorded cell stays the marked one, never the next-to-fire guess
    expect(marked()).toHaveAttribute('data-cell', 'manual.local')
    expect(screen.getAllByRole('table')).toHaveLength(1)
  })

  it('says the empty-window cells are not in a version recorded before #29743', () => {
    const view = (emptyWindow: boolean) =>
      ({
        ...comparison(),
        summary: { line: 43, index: 0, label: { behaviour: { emptyWindow } } },
      }) as unknown as ComparisonView
    const props = { whatIf: undefined, onWhatIf: () => {}, onOpenRecorded: () => {} }
    const { rerender } = render(<NineCells {...props} comparison={view(false)} />)
    const flagged = screen.getByRole('table').querySelectorAll('[data-not-in-version]')
    expect([...flagged].map((c) => c.getAttribute('data-cell'))).toEqual([
      'pre_turn.empty_window',
      'mid_turn.empty_window',
      'manual.empty_window',
    ])
    expect(flagged[0]).toHaveTextContent('not in that version')
    rerender(<NineCells {...props} comparison={view(true)} />)
    expect(screen.getByRole('table').querySelectorAll('[data-not-in-version]')).toHaveLength(0)
  })

  it('"open in the grid" lands on the same numbers, in the marked cell', async () => {
    const view = whatIf()
    render(
      <NineCells
        comparison={undefined}
        whatIf={view}
        onWhatIf={() => {}}
        onOpenRecorded={() => {}}
      />,
    )
    await userEvent.setup().click(screen.getByTestId('open-in-grid'))
    expect(store().tab).toBe('grid')
    expect(store().cell).toEqual(PRE_REMOTE)
    const grid = selectResults(store())
    expect(grid.map(cellOutcome)).toEqual(view.cells)
    expect(view.cells.map((c) => c.cell)).toEqual(ALL_CELLS)
  })

  it('gives a refused cell the grid’s reason (a PreCompact hook’s stop)', () => {
    const base = useVisualizerStore.getInitialState().scenario
    const scenario = { ...base, faults: { preCompactHook: 'stop' as const } }
    const view: WhatIfView = { ...whatIf(), cells: runAllCells(scenario).map(cellOutcome) }
    const props = { comparison: undefined, onWhatIf: () => {}, onOpenRecorded: () => {} }
    render(<NineCells {...props} whatIf={view} />)
    const refused = screen.getByRole('table').querySelectorAll('[data-outcome="refused"]')
    expect(refused.length).toBeGreaterThan(0)
    for (const cell of refused)
      expect(cell).toHaveTextContent(
        'refused, turn stopped (a PreCompact hook stopped the turn before anything changed)',
      )
  })
})
