import { act, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ReplacementTable } from '../../../src/features/replacement-table/ReplacementTable.tsx'
import { coreResult, renderGrid, resetPage, store } from '../grid/setup.tsx'

describe('ReplacementTable after a language switch', () => {
  beforeEach(() => resetPage())

  it('re-renders headers and cells in the new language at once, without a step', () => {
    renderGrid(<ReplacementTable />)
    act(() => store().seek(coreResult(store().cell).trace.length))
    const table = screen.getByRole('table')
    expect(within(table).getByRole('columnheader', { name: /Role · kind/ })).toBeInTheDocument()
    act(() => store().setLocale('ko'))
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers.join(' ')).not.toMatch(/Role · kind|Decided by/)
    const env = table.querySelector<HTMLElement>("tr[data-row-id='env']")!
    const item = env.querySelector("td[data-column='item']")!.textContent!
    const decided = env.querySelector("td[data-column='decidedBy']")!.textContent!
    expect(item).not.toMatch(/user message/)
    expect(decided).not.toMatch(/Keep filter/)
    expect(decided).toMatch(/should_keep/)
  })
})
