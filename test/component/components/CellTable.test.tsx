import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CellTable } from '../../../src/components/CellTable.tsx'
import { ALL_CELLS } from '../../../src/core/index.ts'

describe('CellTable', () => {
  it('frames the nine cells: implementations across, timings down, cells in grid order', () => {
    render(
      <CellTable
        className="probe"
        caption="Nine cells"
        renderCell={(cell) => <td>{`${cell.phase}.${cell.implementation}`}</td>}
      />,
    )
    const table = screen.getByRole('table', { name: 'Nine cells' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Remote', 'Local', 'Empty window'])
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Pre-turn', 'Mid-turn', 'Manual'])
    expect(
      within(table)
        .getAllByRole('cell')
        .map((td) => td.textContent)
        .filter((text) => text !== ''),
    ).toEqual(ALL_CELLS.map((cell) => `${cell.phase}.${cell.implementation}`))
  })
})
