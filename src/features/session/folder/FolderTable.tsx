import {
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_includesString,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table'
import { useId, useState } from 'react'
import { BidiText } from '../../../components/BidiText.tsx'
import { SortableHead } from '../../../components/SortableHead.tsx'
import type { SessionIndexEntry } from '../../../core/index.ts'
import { groupedNumber } from '../../../i18n/groupedNumber.ts'
import type { TranslationKey } from '../../../i18n/index.ts'
import { useCountT } from '../../../i18n/useCountT.ts'
import { useT } from '../../../i18n/useT.ts'
import { useFolderStore } from './folderStore.ts'

// module scope: TanStack v9 wants the features and columns to stay the same objects
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  rowSortingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  filterFns: { includesString: filterFn_includesString },
  sortFns: { basic: sortFn_basic, alphanumeric: sortFn_alphanumeric },
})
const helper = createColumnHelper<typeof features, SessionIndexEntry>()

/** Rows per page: a page redraws in well under a frame whatever the folder's size. */
const PAGE_SIZE = 50

function Header({ k }: { readonly k: TranslationKey }) {
  const t = useT()
  return <>{t(k)}</>
}

function Unknown() {
  const t = useT()
  return <span className="sf-muted">{t('sessionFolder.unknown')}</span>
}

const text = (value: string | undefined) =>
  value === undefined ? <Unknown /> : <BidiText text={value} />
const count = (value: number | undefined) =>
  value === undefined ? <Unknown /> : groupedNumber(value)

/** A row's file: the button that opens it in the single-session view. */
function FileCell({ entry }: { readonly entry: SessionIndexEntry }) {
  const t = useT()
  const openSession = useFolderStore((s) => s.openSession)
  return (
    <button
      type="button"
      className="sf-open"
      aria-label={t('sessionFolder.open', { name: entry.path })}
      data-testid="folder-open"
      onClick={() => openSession(entry.path)}
    >
      <bdi>
        <BidiText text={entry.path} />
      </bdi>
    </button>
  )
}

/** What went wrong inside a file that still gave a session. */
function NotesCell({ entry }: { readonly entry: SessionIndexEntry }) {
  const t = useT()
  const p = useCountT()
  const notes: string[] = []
  if (entry.firstIssue)
    notes.push(
      t('sessionFolder.notes.malformed', {
        lines: p('sessionFolder.units.lines', entry.malformed),
        line: groupedNumber(entry.firstIssue.line),
        message: entry.firstIssue.message,
      }),
    )
  if (entry.stopped)
    notes.push(
      t('sessionFolder.notes.stopped', {
        line: groupedNumber(entry.stopped.line),
        message: entry.stopped.message,
      }),
    )
  if (entry.truncatedLastLine) notes.push(t('sessionFolder.notes.truncated'))
  if (notes.length === 0) return null
  return (
    <ul className="sf-notes">
      {notes.map((note) => (
        <li key={note}>
          <BidiText text={note} />
        </li>
      ))}
    </ul>
  )
}

const columns = helper.columns([
  helper.accessor((e) => e.date ?? '', {
    id: 'date',
    header: () => <Header k="sessionFolder.columns.date" />,
    sortFn: 'alphanumeric',
    enableGlobalFilter: false,
    // ISO text: the date and minute as written, in no time zone but the file's
    cell: (info) =>
      info.getValue() ? info.getValue().slice(0, 16).replace('T', ' ') : <Unknown />,
  }),
  helper.accessor('path', {
    id: 'file',
    header: () => <Header k="sessionFolder.columns.file" />,
    sortFn: 'alphanumeric',
    filterFn: 'includesString',
    cell: (info) => <FileCell entry={info.row.original} />,
  }),
  helper.accessor((e) => e.version ?? '', {
    id: 'version',
    header: () => <Header k="sessionFolder.columns.version" />,
    sortFn: 'alphanumeric',
    filterFn: 'includesString',
    cell: (info) => text(info.row.original.version),
  }),
  helper.accessor((e) => e.model ?? '', {
    id: 'model',
    header: () => <Header k="sessionFolder.columns.model" />,
    sortFn: 'alphanumeric',
    filterFn: 'includesString',
    cell: (info) => text(info.row.original.model),
  }),
  ...(['turns', 'requests'] as const).map((id) =>
    helper.accessor(id, {
      id,
      header: () => <Header k={`sessionFolder.columns.${id}`} />,
      sortFn: 'basic',
      enableGlobalFilter: false,
      cell: (info) => groupedNumber(info.getValue()),
    }),
  ),
  helper.accessor((e) => e.compactions.length, {
    id: 'compactions',
    header: () => <Header k="sessionFolder.columns.compactions" />,
    sortFn: 'basic',
    enableGlobalFilter: false,
    cell: (info) => groupedNumber(info.getValue()),
  }),
  helper.accessor((e) => e.peakTokens ?? -1, {
    id: 'peak',
    header: () => <Header k="sessionFolder.columns.peak" />,
    sortFn: 'basic',
    enableGlobalFilter: false,
    cell: (info) => count(info.row.original.peakTokens),
  }),
  helper.display({
    id: 'notes',
    header: () => <Header k="sessionFolder.columns.notes" />,
    cell: (info) => <NotesCell entry={info.row.original} />,
  }),
])

function useFolderTable(data: readonly SessionIndexEntry[]) {
  const [sorting, setSorting] = useState<SortingState>([])
  const [globalFilter, setGlobalFilter] = useState('')
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: PAGE_SIZE,
  })
  return useTable({
    features,
    columns,
    data: data as SessionIndexEntry[],
    getRowId: (e) => e.path,
    globalFilterFn: 'includesString',
    // results arrive while the reader looks at a page: stay on it
    autoResetPageIndex: false,
    state: { sorting, globalFilter, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
  })
}

type FolderTableApi = ReturnType<typeof useFolderTable>

function Pager({ table }: { readonly table: FolderTableApi }) {
  const t = useT()
  const pages = Math.max(1, table.getPageCount())
  return (
    <div className="sf-pager">
      <button
        type="button"
        className="ses-button"
        disabled={!table.getCanPreviousPage()}
        onClick={() => table.previousPage()}
      >
        {t('sessionFolder.previous')}
      </button>
      <span>
        {t('sessionFolder.page', {
          page: groupedNumber(Math.min(pages, table.state.pagination.pageIndex + 1)),
          pages: groupedNumber(pages),
        })}
      </span>
      <button
        type="button"
        className="ses-button"
        disabled={!table.getCanNextPage()}
        onClick={() => table.nextPage()}
      >
        {t('sessionFolder.next')}
      </button>
    </div>
  )
}

/** The folder's sessions: sortable by any column, filtered by file, version or model, paged. */
export function FolderTable({ entries }: { readonly entries: readonly SessionIndexEntry[] }) {
  const t = useT()
  const filterId = useId()
  const table = useFolderTable(entries)
  const shown = table.getFilteredRowModel().rows.length
  return (
    <div className="sf-table-wrap">
      <div className="sf-tools">
        <label htmlFor={filterId}>{t('sessionFolder.filterLabel')}</label>
        <input
          id={filterId}
          type="search"
          value={String(table.state.globalFilter ?? '')}
          placeholder={t('sessionFolder.filterPlaceholder')}
          data-testid="folder-filter"
          onChange={(e) => {
            table.setGlobalFilter(e.target.value)
            table.setPageIndex(0)
          }}
        />
        <span className="sf-muted" role="status">
          {t('sessionFolder.shown', {
            shown: groupedNumber(shown),
            total: groupedNumber(entries.length),
          })}
        </span>
      </div>
      <div className="sf-scroll">
        <table className="sf-table" data-testid="folder-table">
          <SortableHead headerGroups={table.getHeaderGroups()} buttonClassName="sf-sort" />
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} data-path={row.original.path}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager table={table} />
    </div>
  )
}
