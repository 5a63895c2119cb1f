import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import { SortableHead } from '../../components/SortableHead.tsx'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  formatMatrixSort,
  MATRIX_COLUMN_IDS,
  parseMatrixSort,
  type MatrixColumnId,
  type MatrixSortId,
} from '../../view-models/compare/matrixLink.ts'
import { LOSS_KINDS, type MatrixRow } from '../../view-models/compare/matrixModel.ts'
import { cellKey } from '../../view-models/compare/compareCells.ts'
import type { CostRates } from '../../view-models/sweep/cost.ts'
import { useCostRates } from './costRates.tsx'
import { matrixSortValue, matrixValue } from './matrixText.ts'

// module scope: the feature registry must stay the same object between renders
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic },
})
/** A row with its place in the grid's order (the cell column sorts by it). */
type IndexedRow = { readonly row: MatrixRow; readonly index: number }
const helper = createColumnHelper<typeof features, IndexedRow>()

type Translate = ReturnType<typeof useT>

function columnsFor(ids: readonly MatrixSortId[], t: Translate, rates: CostRates | null) {
  return helper.columns(
    ids.map((id) =>
      helper.accessor((r) => matrixSortValue(id, r.row, r.index, rates), {
        id,
        header: () => t(`matrix.columns.${id}`),
        cell: (info) => <MatrixCell id={id} row={info.row.original.row} rates={rates} />,
        sortFn: 'basic',
      }),
    ),
  )
}

/**
 * At most this many lost items of a kind are listed: a 50,000-item history can lose most of them,
 * and a list that long would hold the page for seconds. The rest are counted, and in the CSV.
 */
const MAX_LOST_LISTED = 200

/** The lost items of a row, by kind, one click away. */
function LostCell({ row }: { readonly row: MatrixRow }) {
  const t = useT()
  const tc = useCountT()
  const summary = matrixValue('lost', row, t)
  if (row.lostTotal === 0) return <>{summary}</>
  return (
    <>
      <span>{summary}</span>
      <details className="mx-lost">
        <summary>{tc('matrix.lostItems', row.lostTotal)}</summary>
        {LOSS_KINDS.filter((kind) => row.lost[kind].length > 0).map((kind) => (
          <div key={kind} data-lost-kind={kind}>
            <h4>{t(`matrix.kinds.${kind}`)}</h4>
            <ul>
              {row.lost[kind].slice(0, MAX_LOST_LISTED).map((item) => (
                <li key={item.id} data-lost-id={item.id}>
                  <code>
                    <BidiText text={item.id} />
                  </code>{' '}
                  <span className="mx-lost-type">{item.type}</span>{' '}
                  <bdi className="mx-lost-text">
                    <BidiText text={item.text} />
                  </bdi>
                </li>
              ))}
            </ul>
            {row.lost[kind].length > MAX_LOST_LISTED && (
              <p className="mx-lost-more">
                {t('matrix.values.moreLost', { n: row.lost[kind].length - MAX_LOST_LISTED })}
              </p>
            )}
          </div>
        ))}
      </details>
    </>
  )
}

function MatrixCell({
  id,
  row,
  rates,
}: {
  readonly id: MatrixSortId
  readonly row: MatrixRow
  readonly rates: CostRates | null
}) {
  const t = useT()
  if (id === 'lost') return <LostCell row={row} />
  return <>{matrixValue(id, row, t, rates)}</>
}

function useMatrixTable(rows: readonly MatrixRow[], visible: readonly MatrixColumnId[]) {
  const t = useT()
  const sortText = useVisualizerStore((state) => state.matrixSort)
  const setSort = (matrixSort: string) => useVisualizerStore.setState({ matrixSort })
  const { rates } = useCostRates()
  const columns = useMemo(() => columnsFor(['cell', ...visible], t, rates), [visible, t, rates])
  const data = useMemo(() => rows.map((row, index) => ({ row, index })), [rows])
  const sorting = useMemo<SortingState>(() => {
    const sort = parseMatrixSort(sortText)
    return sort && (sort.id === 'cell' || visible.includes(sort.id)) ? [sort] : []
  }, [sortText, visible])
  return useTable({
    features,
    columns,
    data,
    getRowId: (r) => cellKey(r.row.column.cell),
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater
      const first = next[0]
      setSort(formatMatrixSort(first && { id: first.id as MatrixSortId, desc: first.desc }))
    },
    sortDescFirst: false,
  })
}

/** The nine cells, one row each, sortable by any column (aria-sort tells which way). */
export function MatrixTable({ rows }: { readonly rows: readonly MatrixRow[] }) {
  const t = useT()
  const hidden = useVisualizerStore((state) => state.matrixHidden)
  const visible = useMemo(() => MATRIX_COLUMN_IDS.filter((id) => !hidden.includes(id)), [hidden])
  const table = useMatrixTable(rows, visible)
  return (
    <div className="cmp-table-wrap" role="region" tabIndex={0} aria-label={t('matrix.caption')}>
      <table className="cmp-table mx-table" data-testid="matrix-table">
        <caption>{t('matrix.caption')}</caption>
        <SortableHead
          headerGroups={table.getHeaderGroups()}
          buttonClassName="sort-button"
          markClassName="sort-mark"
        />
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-cell={row.id}
              data-outcome={
                row.original.row.unchanged ? 'unchanged' : row.original.row.column.outcome
              }
            >
              {row.getAllCells().map((cell) =>
                cell.column.id === 'cell' ? (
                  <th key={cell.id} scope="row" data-column="cell">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Which columns the matrix shows (the cell's own column always). */
export function MatrixColumnPicker() {
  const t = useT()
  const hidden = useVisualizerStore((state) => state.matrixHidden)
  // kept in the columns' order, so the link does not change with the order of clicks
  const setHidden = (next: readonly MatrixColumnId[]) =>
    useVisualizerStore.setState({
      matrixHidden: MATRIX_COLUMN_IDS.filter((id) => next.includes(id)),
    })
  return (
    <fieldset className="mx-columns">
      <legend>{t('matrix.columnsLabel')}</legend>
      {MATRIX_COLUMN_IDS.map((id) => (
        <label key={id}>
          <input
            type="checkbox"
            checked={!hidden.includes(id)}
            data-matrix-column={id}
            onChange={(event) =>
              setHidden(event.target.checked ? hidden.filter((h) => h !== id) : [...hidden, id])
            }
          />
          {t(`matrix.columns.${id}`)}
        </label>
      ))}
    </fieldset>
  )
}
