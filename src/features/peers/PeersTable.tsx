import {
  columnVisibilityFeature,
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
} from '@tanstack/react-table'
import { useId, useState } from 'react'
import type { TranslationKey } from '../../i18n/index.ts'
import { useT } from '../../i18n/useT.ts'
import { groupVisible, shownGroups, withGroupShown } from './columnGroups.ts'
import {
  DIMENSION_GROUPS,
  GROUP_ORDER,
  PEERS,
  type Dimension,
  type DimensionGroup,
  type Peer,
} from './peerData.ts'
import { CellView, PeerText, useLocale } from './parts.tsx'

// module scope: TanStack v9 wants the features, columns and data to stay the same objects
const features = tableFeatures({ columnVisibilityFeature })
const helper = createColumnHelper<typeof features, Peer>()
const data = PEERS as Peer[]

function HeaderText({ k }: { readonly k: TranslationKey }) {
  const t = useT()
  return <>{t(k)}</>
}

function AgentCell({ peer }: { readonly peer: Peer }) {
  const t = useT()
  const locale = useLocale()
  // the sentence around the basis comes from the catalog, the basis itself may hold code names
  const [before, after = ''] = t('peers.table.basis', { basis: '\u0000' }).split('\u0000')
  return (
    <>
      <span className="pe-agent-name" translate="no">
        {peer.name}
      </span>
      <span className="pe-agent-basis">
        {before}
        <PeerText text={peer.basis[locale]} />
        {after}
      </span>
    </>
  )
}

const dimensionColumn = (dimension: Dimension) =>
  helper.accessor((peer) => peer.cells[dimension], {
    id: dimension,
    header: () => <HeaderText k={`peers.columns.${dimension}`} />,
    cell: (info) => <CellView cell={info.getValue()} />,
  })

const columns = helper.columns([
  helper.accessor('name', {
    id: 'agent',
    enableHiding: false,
    header: () => <HeaderText k="peers.columns.agent" />,
    cell: (info) => <AgentCell peer={info.row.original} />,
  }),
  ...GROUP_ORDER.map((group) =>
    helper.group({
      id: group,
      header: () => <HeaderText k={`peers.groups.${group}`} />,
      columns: helper.columns(DIMENSION_GROUPS[group].map(dimensionColumn)),
    }),
  ),
])

const ALL_VISIBLE: ColumnVisibilityState = {}

/** The table and its column visibility (the question groups the reader shows). */
function usePeersTable() {
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>(ALL_VISIBLE)
  const table = useTable({
    features,
    columns,
    data,
    getRowId: (peer) => peer.id,
    state: { columnVisibility },
    onColumnVisibilityChange: setColumnVisibility,
  })
  const toggleGroup = (group: DimensionGroup, show: boolean) =>
    table.setColumnVisibility((old) => withGroupShown(old, group, show))
  return { table, columnVisibility, toggleGroup }
}

type PeersTableApi = ReturnType<typeof usePeersTable>['table']

/** A checkbox per question group; the last group shown cannot be hidden. */
function GroupToggles({
  visibility,
  onToggle,
}: {
  readonly visibility: ColumnVisibilityState
  readonly onToggle: (group: DimensionGroup, show: boolean) => void
}) {
  const t = useT()
  const shown = shownGroups(visibility)
  return (
    <fieldset className="pe-groups">
      <legend>{t('peers.table.columnsLabel')}</legend>
      {GROUP_ORDER.map((group) => {
        const visible = groupVisible(visibility, group)
        return (
          <label key={group} className="pe-check">
            <input
              type="checkbox"
              checked={visible}
              // the last group shown stays: an agent column alone compares nothing
              disabled={visible && shown.length === 1}
              onChange={(event) => onToggle(group, event.target.checked)}
            />
            {t(`peers.groups.${group}`)}
          </label>
        )
      })}
    </fieldset>
  )
}

/** The two header rows: question groups over their questions, the agent column spanning both. */
function PeersTableHead({ table }: { readonly table: PeersTableApi }) {
  return (
    <thead>
      {table.getHeaderGroups().map((headerGroup) => (
        <tr key={headerGroup.id}>
          {headerGroup.headers.map((header) => {
            // a placeholder chain merges into one tall cell; the headers it covers report 0
            if (header.rowSpan === 0) return null
            const id = header.column.id
            const isGroup = !header.isPlaceholder && header.subHeaders.length > 0
            return (
              <th
                key={header.id}
                colSpan={header.colSpan}
                rowSpan={header.rowSpan}
                scope={isGroup ? 'colgroup' : 'col'}
                className={
                  isGroup
                    ? `pe-group pe-group-${id}`
                    : `pe-col pe-col-${id}${id === 'agent' ? ' pe-sticky' : ''}`
                }
              >
                {isGroup ? (
                  <span className="pe-group-label">
                    <table.FlexRender header={header} />
                  </span>
                ) : (
                  <table.FlexRender header={header} />
                )}
              </th>
            )
          })}
        </tr>
      ))}
    </thead>
  )
}

/** A row per agent, its name as the row header (sticky while the table scrolls sideways). */
function PeersTableBody({ table }: { readonly table: PeersTableApi }) {
  return (
    <tbody>
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} data-agent={row.id}>
          {row.getVisibleCells().map((cell) =>
            cell.column.id === 'agent' ? (
              <th key={cell.id} scope="row" className="pe-agent pe-sticky">
                <table.FlexRender cell={cell} />
              </th>
            ) : (
              <td key={cell.id} className={`pe-col-${cell.column.id}`}>
                <table.FlexRender cell={cell} />
              </td>
            ),
          )}
        </tr>
      ))}
    </tbody>
  )
}

/** Every agent in one table: a row each, the questions as columns in four hideable groups. */
export function PeersTable() {
  const t = useT()
  const titleId = useId()
  const { table, columnVisibility, toggleGroup } = usePeersTable()
  return (
    <section className="pe-panel pe-table-panel" aria-labelledby={titleId}>
      <div className="pe-table-tools">
        <h3 id={titleId}>{t('peers.table.title')}</h3>
        <GroupToggles visibility={columnVisibility} onToggle={toggleGroup} />
      </div>
      <p id={`${titleId}-hint`} className="pe-muted pe-scroll-hint">
        {t('peers.table.scrollHint')}
      </p>
      {/* its own name (title + hint): two landmarks named alike cannot be told apart */}
      <div
        className="pe-table-wrap"
        role="region"
        aria-labelledby={`${titleId} ${titleId}-hint`}
        tabIndex={0}
      >
        <table className="pe-table">
          <caption className="visually-hidden">{t('peers.table.caption')}</caption>
          <PeersTableHead table={table} />
          <PeersTableBody table={table} />
        </table>
      </div>
    </section>
  )
}
