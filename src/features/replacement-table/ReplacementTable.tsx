import { BidiText } from '../../components/BidiText.tsx'
import { SortableHead } from '../../components/SortableHead.tsx'
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
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { remembered, type LaneStatus } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  selectReplacementRows,
  selectReplayView,
  selectStep,
  selectStepCount,
} from '../../store/playbackSelectors.ts'
import type { ReplacementRow } from '../../view-models/playback.ts'
import { roleKind } from '../lane/labels.ts'
import { RoleKind } from '../lane/RoleKind.tsx'
import { useSettleRoleMentions } from '../../components/RoleName.tsx'
import { LANE_STATUSES } from '../../view-models/statuses.ts'
import { StatusTag } from '../lane/StatusTag.tsx'
import './table.css'

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

/** What each column shows for a row; the column definitions and the memoized rows share them. */
const CELLS = {
  before: (row: ReplacementRow, t: Translate): ReactNode =>
    row.before ?? t('replacementTable.none'),
  after: (row: ReplacementRow, t: Translate): ReactNode =>
    row.after ?? (row.status === 'cut' ? t('replacementTable.gone') : t('replacementTable.none')),
  item: (row: ReplacementRow): ReactNode => (
    <>
      <RoleKind item={row} className="table-item-kind" />
      <code className="table-item-id">
        <BidiText text={row.id} />
      </code>
    </>
  ),
  fragment: (row: ReplacementRow, t: Translate): ReactNode =>
    row.fragmentType || t('replacementTable.none'),
  status: (row: ReplacementRow): ReactNode => <StatusTag status={row.status} />,
  decidedBy: (row: ReplacementRow, t: Translate): ReactNode => {
    if (row.rule === undefined) return t('replacementTable.none')
    return (
      <>
        <span className="table-rule">{t(`rules.titles.${row.rule}`)}</span>
        {row.reason !== undefined && (
          <span className="table-reason">{t(`fates.reasons.${row.reason}`)}</span>
        )}
      </>
    )
  },
} as const
type ColumnId = keyof typeof CELLS
const COLUMN_IDS = Object.keys(CELLS) as ColumnId[]

function columnsFor(t: Translate) {
  return helper.columns([
    // the positions: a number, or none (sorted last either way)
    ...(['before', 'after'] as const).map((id) =>
      helper.accessor(id, {
        id,
        header: () => t(`replacementTable.columns.${id}`),
        cell: (info) => CELLS[id](info.row.original, t),
        sortFn: 'basic',
        sortUndefined: 'last',
      }),
    ),
    helper.accessor('itemLabel', {
      id: 'item',
      header: () => t('replacementTable.columns.item'),
      cell: (info) => CELLS.item(info.row.original),
      sortFn: 'alphanumeric',
    }),
    helper.accessor((row) => row.fragmentType ?? '', {
      id: 'fragment',
      header: () => t('replacementTable.columns.fragment'),
      cell: (info) => CELLS.fragment(info.row.original, t),
      sortFn: 'alphanumeric',
    }),
    helper.accessor('status', {
      id: 'status',
      header: () => t('replacementTable.columns.status'),
      cell: (info) => CELLS.status(info.row.original),
      sortFn: (a, b, id) =>
        statusRank(a.getValue<LaneStatus>(id)) - statusRank(b.getValue<LaneStatus>(id)),
    }),
    helper.accessor('ruleLabel', {
      id: 'decidedBy',
      header: () => t('replacementTable.columns.decidedBy'),
      cell: (info) => CELLS.decidedBy(info.row.original, t),
      sortFn: 'alphanumeric',
    }),
  ])
}

/** From this many rows on, only the rows in view (and a few around them) are drawn. */
const VIRTUAL_ROWS_FROM = 150

/** One item's row; memoized, so a step re-renders only the rows whose item changed. */
const TableRow = memo(function TableRow({
  row,
  t,
  index,
  measure,
}: {
  readonly row: ReplacementRow
  readonly t: Translate
  readonly index?: number
  readonly measure?: (el: HTMLTableRowElement | null) => void
}) {
  return (
    <tr
      ref={measure}
      className={`row-${row.status}`}
      data-row-id={row.id}
      data-status={row.status}
      data-index={index}
    >
      {COLUMN_IDS.map((id) => (
        <td key={id} data-column={id}>
          {CELLS[id](row, t)}
        </td>
      ))}
    </tr>
  )
})

/** The table body: every row for a short table, the rows in view for a long one. */
function TableBody({
  rows,
  scrollRef,
}: {
  readonly rows: readonly ReplacementRow[]
  readonly scrollRef: RefObject<HTMLDivElement | null>
}) {
  const t = useT()
  const virtual = rows.length >= VIRTUAL_ROWS_FROM
  // rows are measured as they are drawn (their height depends on the reason's length); the
  // virtualizer's functions are used during this render only, never memoized
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 44,
    overscan: 8,
    initialRect: { width: 1000, height: 600 },
  })
  if (!virtual)
    return (
      <tbody>
        {rows.map((row) => (
          <TableRow key={row.id} row={row} t={t} />
        ))}
      </tbody>
    )
  const items = virtualizer.getVirtualItems()
  const padTop = items[0]?.start ?? 0
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0)
  return (
    <tbody>
      {padTop > 0 && <tr className="table-spacer" aria-hidden="true" style={{ height: padTop }} />}
      {items.map((item) => (
        <TableRow
          key={rows[item.index]!.id}
          row={rows[item.index]!}
          t={t}
          index={item.index}
          measure={virtualizer.measureElement}
        />
      ))}
      {padBottom > 0 && (
        <tr className="table-spacer" aria-hidden="true" style={{ height: padBottom }} />
      )}
    </tbody>
  )
}

// labelled rows per language and per row object: a step that keeps a row keeps its labelled
// row, so that row's memo holds; a new language makes new rows, so every cell re-renders at once
const labelledCache = new WeakMap<Translate, WeakMap<ReplacementRow, LabelledRow>>()

/** The rows with their translated labels (sorting reads them). */
function labelRows(data: readonly ReplacementRow[], t: Translate): LabelledRow[] {
  const labelled = remembered(labelledCache, t, () => new WeakMap<ReplacementRow, LabelledRow>())
  return data.map((row) =>
    remembered(labelled, row, () => ({
      ...row,
      itemLabel: roleKind(row, t),
      ruleLabel: row.rule === undefined ? '' : t(`rules.titles.${row.rule}`),
    })),
  )
}

function useReplacementTable(data: readonly ReplacementRow[], t: Translate) {
  const columns = useMemo(() => columnsFor(t), [t])
  const rows = useMemo(() => labelRows(data, t), [data, t])
  const [sorting, setSorting] = useState<SortingState>([])
  return useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting },
    onSortingChange: setSorting,
    // every column starts ascending (numbers too): first click = 1, 2, 3…
    sortDescFirst: false,
  })
}

/**
 * The lesson's exercise table: before → after for the selected cell, one row per item, as the
 * replay stands. Sortable by any column (click a header; aria-sort tells which).
 */
export function ReplacementTable() {
  const t = useT()
  const data = useVisualizerStore(selectReplacementRows)
  const nextTurn = useVisualizerStore((state) => selectReplayView(state).nextTurnInjection.length)
  // pre-turn re-injects in this same turn; manual waits a turn
  const sameTurn = useVisualizerStore((state) =>
    selectReplayView(state).badges.includes('reinjected_same_turn'),
  )
  const cell = useVisualizerStore((state) => state.cell)
  const k = useVisualizerStore(selectStep)
  const n = useVisualizerStore(selectStepCount)
  const table = useReplacementTable(data, t)
  // a sort moves the memoized rows without rendering them: the first of each role moves too
  useSettleRoleMentions()
  const scrollRef = useRef<HTMLDivElement>(null)
  const rows = table.getRowModel().rows.map((row) => row.original)
  const cellName = t('grid.cells.name', {
    phase: t(`grid.phases.${cell.phase}`),
    implementation: t(`grid.implementations.${cell.implementation}`),
  })
  return (
    <section className="replacement" aria-labelledby="replacement-title">
      <h3 id="replacement-title" className="panel-title">
        {t('grid.table.title')}
      </h3>
      <div
        ref={scrollRef}
        className={`replacement-scroll${rows.length >= VIRTUAL_ROWS_FROM ? ' long' : ''}`}
      >
        <table className="replacement-table">
          <caption>{t('replacementTable.caption', { cell: cellName, k, n })}</caption>
          <SortableHead
            headerGroups={table.getHeaderGroups()}
            buttonClassName="sort-button"
            markClassName="sort-mark"
          />
          <TableBody rows={rows} scrollRef={scrollRef} />
        </table>
        {data.length === 0 && <p className="replacement-empty">{t('replacementTable.empty')}</p>}
      </div>
      {nextTurn > 0 && (
        <p className="replacement-note">
          {t(sameTurn ? 'replacementTable.sameTurn' : 'replacementTable.nextTurn', { n: nextTurn })}
        </p>
      )}
    </section>
  )
}
