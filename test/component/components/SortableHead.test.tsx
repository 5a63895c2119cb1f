import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from '@tanstack/react-table'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SortableHead } from '../../../src/components/SortableHead.tsx'

type Fruit = { readonly name: string; readonly note: string }
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
})
const helper = createColumnHelper<typeof features, Fruit>()
const columns = helper.columns([
  helper.accessor('name', { id: 'name', header: 'Name', sortFn: 'alphanumeric' }),
  helper.display({ id: 'note', header: 'Note' }),
])
const data: Fruit[] = [
  { name: 'pear', note: '' },
  { name: 'apple', note: '' },
]

function Probe({ markClassName }: { readonly markClassName?: string }) {
  const table = useTable({ features, columns, data, getRowId: (row) => row.name })
  return (
    <table>
      <SortableHead
        headerGroups={table.getHeaderGroups()}
        buttonClassName="probe-sort"
        markClassName={markClassName}
      />
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} data-row={row.id}>
            <td>{row.original.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const order = () =>
  Array.from(document.querySelectorAll<HTMLElement>('tr[data-row]'), (tr) => tr.dataset.row)

describe('SortableHead', () => {
  it('makes a sortable header a button that sorts and tells the way in aria-sort', () => {
    render(<Probe markClassName="probe-mark" />)
    const name = screen.getByRole('columnheader', { name: /Name/ })
    expect(name).toHaveAttribute('aria-sort', 'none')
    expect(name).toHaveAttribute('data-column', 'name')
    const button = within(name).getByRole('button')
    expect(button).toHaveClass('probe-sort')
    expect(name.querySelector('.probe-mark')).toHaveTextContent('↕')
    expect(order()).toEqual(['pear', 'apple'])
    fireEvent.click(button)
    expect(name).toHaveAttribute('aria-sort', 'ascending')
    expect(name.querySelector('.probe-mark')).toHaveTextContent('▲')
    expect(order()).toEqual(['apple', 'pear'])
    fireEvent.click(button)
    expect(name).toHaveAttribute('aria-sort', 'descending')
    expect(name.querySelector('.probe-mark')).toHaveTextContent('▼')
    expect(order()).toEqual(['pear', 'apple'])
  })

  it('keeps a header that cannot sort plain: no button, no aria-sort', () => {
    render(<Probe />)
    const note = screen.getByRole('columnheader', { name: 'Note' })
    expect(note).not.toHaveAttribute('aria-sort')
    expect(within(note).queryByRole('button')).toBeNull()
    const mark = within(screen.getByRole('columnheader', { name: /Name/ }))
      .getByRole('button')
      .querySelector('[aria-hidden="true"]')
    expect(mark).not.toHaveAttribute('class')
  })
})
