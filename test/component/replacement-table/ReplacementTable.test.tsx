import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ALL_CELLS } from '../../../src/core/index.ts'
import { ReplacementTable } from '../../../src/features/replacement-table/ReplacementTable.tsx'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'

const table = () => screen.getByRole('table')
const bodyRows = () => within(table()).getAllByRole('row').slice(1)
const column = (id: string) =>
  bodyRows().map((row) => row.querySelector<HTMLElement>(`td[data-column='${id}']`)!.textContent)
const header = (name: string) =>
  within(table()).getByRole('columnheader', { name: new RegExp(name) })

describe('ReplacementTable', () => {
  beforeEach(() => resetPage())

  it('has a row per item with its place before and after, kind, fragment, status and rule', () => {
    renderGrid(<ReplacementTable />)
    const result = coreResult(store().cell)
    act(() => store().seek(result.trace.length))
    expect(bodyRows()).toHaveLength(15 + 1 + 2)
    const env = bodyRows().find((row) => row.dataset.rowId === 'env')!
    expect(env).toHaveTextContent('3')
    expect(env).toHaveTextContent('gone')
    expect(env).toHaveTextContent('user message')
    expect(env).toHaveTextContent('EnvironmentContext')
    expect(env).toHaveTextContent('cut')
    expect(env).toHaveTextContent('Keep filter (should_keep)')
    expect(env).toHaveTextContent('A contextual wrapper')
    // the rows with an "after" position are the new history, in order
    const placed = bodyRows()
      .filter((row) => row.querySelector("td[data-column='after']")!.textContent !== 'gone')
      .map((row) => [
        Number(row.querySelector("td[data-column='after']")!.textContent),
        row.dataset.rowId,
        row.dataset.status,
      ])
      .sort((a, b) => Number(a[0]) - Number(b[0]))
    expect(placed).toEqual(result.items.map((item, i) => [i + 1, item.id, item.status]))
  })

  it.each(ALL_CELLS.map((cell) => [`${cell.phase}.${cell.implementation}`, cell] as const))(
    '%s: the statuses at the last step are the core’s',
    (_name, cell) => {
      renderGrid(<ReplacementTable />)
      act(() => {
        store().chooseCell(cell)
        store().seek(coreResult(cell).trace.length)
      })
      const result = coreResult(cell)
      const statuses = new Map(bodyRows().map((row) => [row.dataset.rowId, row.dataset.status]))
      for (const item of result.items) expect(statuses.get(item.id)).toBe(item.status)
      for (const id of result.cut) expect(statuses.get(id)).toBe('cut')
    },
  )

  it('follows the replay: before the decisions every item is pending', () => {
    renderGrid(<ReplacementTable />)
    expect(column('status').every((text) => text === 'pending')).toBe(true)
    expect(column('after').every((text) => text === '–')).toBe(true)
    act(() => store().seek(0))
    expect(bodyRows()).toHaveLength(0)
    expect(screen.getByText(/No items yet/)).toBeInTheDocument()
  })

  it('sorts by any column when its header is clicked, and says so with aria-sort', async () => {
    const { user } = renderGrid(<ReplacementTable />)
    act(() => store().seek(coreResult(store().cell).trace.length))
    expect(header('After')).toHaveAttribute('aria-sort', 'none')
    await user.click(within(header('After')).getByRole('button'))
    expect(header('After')).toHaveAttribute('aria-sort', 'ascending')
    expect(column('after').slice(0, 5)).toEqual(['1', '2', '3', '4', '5'])
    // items without a new place sort last either way
    expect(
      column('after')
        .slice(5)
        .every((text) => text === 'gone'),
    ).toBe(true)
    await user.click(within(header('After')).getByRole('button'))
    expect(header('After')).toHaveAttribute('aria-sort', 'descending')
    expect(column('after').slice(0, 5)).toEqual(['5', '4', '3', '2', '1'])

    await user.click(within(header('Status')).getByRole('button'))
    expect(header('Status')).toHaveAttribute('aria-sort', 'ascending')
    expect(header('After')).toHaveAttribute('aria-sort', 'none')
    const statuses = bodyRows().map((row) => row.dataset.status)
    expect(statuses.slice(0, 2)).toEqual(['kept', 'kept'])
    expect(statuses.lastIndexOf('cut')).toBeLessThan(statuses.indexOf('injected'))

    await user.click(within(header('Before')).getByRole('button'))
    expect(column('before').slice(0, 3)).toEqual(['1', '2', '3'])
    expect(column('before').slice(-3)).toEqual(['–', '–', '–'])
  })
})
