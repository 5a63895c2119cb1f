import {
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo, useState } from 'react'
import type { LaneStatus } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  selectReplacementRows,
  selectReplayView,
  selectStep,
  selectStepCount,
} from '../../store/playbackSelectors.ts'
import { LANE_STATUSES, roleKind } from '../lane/labels.ts'
import { StatusTag } from '../lane/StatusTag.tsx'
import './table.css'
import { type ReplacementRow } from '../../view-models/playback.ts'

// module scope: the feature registry must stay the same object between renders
const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { basic: sortFn_basic, alphanumeric: sortFn_alphanumeric },
})
/** A row with its translated labels: the table caches accessor values per row object. */
type LabelledRow = ReplacementRow & { readonly itemLabel: string; readonly ruleLabel: string }

const helper = createColumnHelper<typeof features, LabelledRow>()

const statusRank = (status: LaneStatus) => LANE_STATUSES.indexOf(status)

type Translate = ReturnType<typeof useT>

function columnsFor(t: Translate) {
  return helper.columns([
    helper.accessor('before', {
      id: 'before',
      header: () => t('grid.table.columns.before'),
      cell: (info) => info.getValue() ?? t('grid.table.none'),
      sortFn: 'basic',
      sortUndefined: 'last',
    }),
    helper.accessor('after', {
      id: 'after',
      header: () => t('grid.table.columns.after'),
      cell: (info) =>
        info.getValue() ??
        (info.row.original.status === 'cut' ? t('grid.table.gone') : t('grid.table.none')),
      sortFn: 'basic',
      sortUndefined: 'last',
    }),
    helper.accessor('itemLabel', {
      id: 'item',
      header: () => t('grid.table.columns.item'),
      cell: (info) => (
        <>
          <span className="table-item-kind">{info.getValue()}</span>
          <code className="table-item-id">{info.row.original.id}</code>
        </>
      ),
      sortFn: 'alphanumeric',
    }),
    helper.accessor((row) => row.fragmentType ?? '', {
      id: 'fragment',
      header: () => t('grid.table.columns.fragment'),
      cell: (info) => info.getValue() || t('grid.table.none'),
      sortFn: 'alphanumeric',
    }),
    helper.accessor('status', {
      id: 'status',
      header: () => t('grid.table.columns.status'),
      cell: (info) => <StatusTag status={info.getValue()} />,
      sortFn: (a, b, id) =>
        statusRank(a.getValue<LaneStatus>(id)) - statusRank(b.getValue<LaneStatus>(id)),
    }),
    helper.accessor('ruleLabel', {
      id: 'decidedBy',
      header: () => t('grid.table.columns.decidedBy'),
      cell: (info) => {
        const { reason } = info.row.original
        if (info.getValue() === '') return t('grid.table.none')
        return (
          <>
            <span className="table-rule">{info.getValue()}</span>
            {reason !== undefined && (
              <span className="table-reason">{t(`rules.reasons.${reason}`)}</span>
            )}
          </>
        )
      },
      sortFn: 'alphanumeric',
    }),
  ])
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const

/**
 * The lesson's exercise table: before → after for the selected cell, one row per item, as the
 * replay stands. Sortable by any column (click a header; aria-sort tells which).
 */
export function ReplacementTable() {
  const t = useT()
  const data = useVisualizerStore(selectReplacementRows)
  const view = useVisualizerStore(selectReplayView)
  const cell = useVisualizerStore((state) => state.cell)
  const k = useVisualizerStore(selectStep)
  const n = useVisualizerStore(selectStepCount)
  const columns = useMemo(() => columnsFor(t), [t])
  // labels live on the rows (the table caches accessor values per row), so new rows per language
  // re-render every cell at once when the language changes, not at the next step
  const rows = useMemo(
    () =>
      data.map((row): LabelledRow => ({
        ...row,
        itemLabel: roleKind(row, t),
        ruleLabel: row.rule === undefined ? '' : t(`rules.titles.${row.rule}`),
      })),
    [data, t],
  )
  const [sorting, setSorting] = useState<SortingState>([])
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting },
    onSortingChange: setSorting,
    // every column starts ascending (numbers too): first click = 1, 2, 3…
    sortDescFirst: false,
  })
  const cellName = t('grid.cells.name', {
    phase: t(`grid.phases.${cell.phase}`),
    implementation: t(`grid.implementations.${cell.implementation}`),
  })
  return (
    <section className="replacement" aria-labelledby="replacement-title">
      <h3 id="replacement-title" className="panel-title">
        {t('grid.table.title')}
      </h3>
      <div className="replacement-scroll">
        <table className="replacement-table">
          <caption>{t('grid.table.caption', { cell: cellName, k, n })}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted()
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={sorted === false ? 'none' : ARIA_SORT[sorted]}
                      data-column={header.column.id}
                    >
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span className="sort-mark" aria-hidden="true">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                className={`row-${row.original.status}`}
                data-row-id={row.id}
                data-status={row.original.status}
              >
                {row.getAllCells().map((cellData) => (
                  <td key={cellData.id} data-column={cellData.column.id}>
                    <table.FlexRender cell={cellData} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data.length === 0 && <p className="replacement-empty">{t('grid.table.empty')}</p>}
      </div>
      {view.nextTurnInjection.length > 0 && (
        <p className="replacement-note">
          {t(
            view.badges.includes('reinjected_same_turn')
              ? 'grid.table.sameTurn'
              : 'grid.table.nextTurn',
            { n: view.nextTurnInjection.length },
          )}
        </p>
      )}
    </section>
  )
}
