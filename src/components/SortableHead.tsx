import {
  FlexRender,
  type Column_RowSorting,
  type Header,
  type HeaderGroup,
  type RowData,
  type TableFeatures,
} from '@tanstack/react-table'

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/** The sort API of a header's column; the table's features must include `rowSortingFeature`. */
type SortingHeader<TFeatures extends TableFeatures, TData extends RowData> = Header<
  TFeatures,
  TData
> & { readonly column: Column_RowSorting<TFeatures, TData> }

type SortingHeaderGroup<TFeatures extends TableFeatures, TData extends RowData> = Pick<
  HeaderGroup<TFeatures, TData>,
  'id'
> & { readonly headers: readonly SortingHeader<TFeatures, TData>[] }

type SortableHeadProps<TFeatures extends TableFeatures, TData extends RowData> = {
  readonly headerGroups: readonly SortingHeaderGroup<TFeatures, TData>[]
  /** Each screen styles its own buttons; the mark's class is optional for the same reason. */
  readonly buttonClassName: string
  readonly markClassName?: string | undefined
}

/**
 * A table's column headers: a sortable column's header is a button that sorts it (aria-sort
 * tells which way, the mark shows it); a column that cannot sort keeps a plain header.
 */
export function SortableHead<TFeatures extends TableFeatures, TData extends RowData>({
  headerGroups,
  buttonClassName,
  markClassName,
}: SortableHeadProps<TFeatures, TData>) {
  return (
    <thead>
      {headerGroups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <SortableHeader
              key={header.id}
              header={header}
              buttonClassName={buttonClassName}
              markClassName={markClassName}
            />
          ))}
        </tr>
      ))}
    </thead>
  )
}

function SortableHeader<TFeatures extends TableFeatures, TData extends RowData>({
  header,
  buttonClassName,
  markClassName,
}: { readonly header: SortingHeader<TFeatures, TData> } & Omit<
  SortableHeadProps<TFeatures, TData>,
  'headerGroups'
>) {
  const column = header.column
  if (!column.getCanSort())
    return (
      <th scope="col">
        <FlexRender header={header} />
      </th>
    )
  const sorted = column.getIsSorted()
  return (
    <th
      scope="col"
      aria-sort={sorted === false ? 'none' : ARIA_SORT[sorted]}
      data-column={header.column.id}
    >
      <button type="button" className={buttonClassName} onClick={column.getToggleSortingHandler()}>
        <FlexRender header={header} />
        <span className={markClassName} aria-hidden="true">
          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}
