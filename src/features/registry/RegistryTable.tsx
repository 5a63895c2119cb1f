import { memo, useId, useMemo, useState, type ReactNode } from 'react'
import { useTable } from '@tanstack/react-table'
import {
  DEFAULT_REGISTRY,
  developerPrefixOf,
  FRAGMENT_TYPE_KEYS,
  findFragmentType,
  type FragmentRegistry,
  type FragmentRole,
  type FragmentType,
} from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { orphanPrefixes } from '../../view-models/registryEdits.ts'
import { standingWarnings } from '../../view-models/validation.ts'
import { idFor } from '../editor-kit/idFor.ts'
import { IssueMessages } from '../editor-kit/IssueMessages.tsx'
import { MarkerCode } from '../editor-kit/MarkerCode.tsx'
import { MarkerEditor } from '../editor-kit/MarkerEditor.tsx'
import { announcementText } from './announcement.ts'
import {
  MembershipIssueNote,
  registryColumns,
  registryFeatures,
  type RegistryRow,
} from './columns.tsx'

type RoleFilter = 'all' | FragmentRole

// a type's own name finds its default; `custom` only marks a type the reader added
const SAME_FIELDS = FRAGMENT_TYPE_KEYS.filter((field) => field !== 'name' && field !== 'custom')

function isEdited(type: FragmentType): boolean {
  const base = findFragmentType(DEFAULT_REGISTRY, type.name)
  if (!base) return true
  return SAME_FIELDS.some((field) => base[field] !== type[field])
}

/**
 * The table's rows for a registry, search and role filter. `last` is the caller's memory of the
 * rows it drew (its table's), refilled with these rows.
 */
function buildRows(
  registry: FragmentRegistry,
  query: string,
  role: RoleFilter,
  last: Map<string, RegistryRow>,
): RegistryRow[] {
  const needle = query.trim().toLowerCase()
  const next = new Map<string, RegistryRow>()
  const rows = registry.types
    .filter((type) => role === 'all' || type.role === role)
    .filter(
      (type) =>
        needle === '' ||
        type.name.toLowerCase().includes(needle) ||
        type.contentKind.toLowerCase().includes(needle) ||
        type.startMarker.toLowerCase().includes(needle) ||
        type.endMarker.toLowerCase().includes(needle),
    )
    .map((type) => {
      const prefix = type.role === 'developer' ? developerPrefixOf(type) : ''
      const edited = isEdited(type)
      return sameAsBefore(
        {
          type,
          // its place in the list is read by the label: a row changes only when its own box does
          listed: registry.contextualUserMatchers.includes(type.name),
          prefix,
          prefixListed: prefix !== '' && registry.developerPrefixes.includes(prefix),
          edited,
          warnings: edited ? standingWarnings(type, registry) : [],
        },
        last,
        next,
      )
    })
  // rows the filters hide are forgotten: a row shown again is drawn afresh
  last.clear()
  for (const [name, row] of next) last.set(name, row)
  return rows
}

// an edit re-reads the registry from the scenario, so every type is a new object: a row whose
// type and marks are the same by value as last time is the last row object, so the table redraws
// only the rows an edit touched

const sameType = (a: FragmentType, b: FragmentType) =>
  a === b || FRAGMENT_TYPE_KEYS.every((field) => a[field] === b[field])

function sameAsBefore(
  row: RegistryRow,
  lastRows: ReadonlyMap<string, RegistryRow>,
  next: Map<string, RegistryRow>,
): RegistryRow {
  const last = lastRows.get(row.type.name)
  const kept =
    last !== undefined &&
    sameType(last.type, row.type) &&
    last.listed === row.listed &&
    last.prefix === row.prefix &&
    last.prefixListed === row.prefixListed &&
    last.edited === row.edited &&
    JSON.stringify(last.warnings) === JSON.stringify(row.warnings)
      ? last
      : row
  next.set(row.type.name, kept)
  return kept
}

/** The table's filters and the rows they leave. */
function useRegistryRows() {
  const registry = useVisualizerStore(selectRegistry)
  const [query, setQuery] = useState('')
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all')
  // this table's rows as last drawn: an edit redraws only the rows it touched
  const [drawn] = useState(() => new Map<string, RegistryRow>())
  const data = useMemo(
    () => buildRows(registry, query, roleFilter, drawn),
    [registry, query, roleFilter, drawn],
  )
  return { registry, data, query, setQuery, roleFilter, setRoleFilter }
}

/** The status line that words the last edit (in the reader's language, at any time). */
function RegistryAnnouncer() {
  const t = useT()
  const announcement = useVisualizerStore((state) => state.registryAnnouncement)
  return (
    <p role="status" className="ed-status rg-announce">
      {announcement ? announcementText(t, announcement) : ''}
    </p>
  )
}

/**
 * The table's tools: its title, the search, the role filter, and how many rows they leave. Drawn
 * again only when one of those changes, not by every edit of the registry (`memo`: its props
 * are the filters, their setters and two counts).
 */
const RegistryFilters = memo(function RegistryFilters({
  query,
  setQuery,
  roleFilter,
  setRoleFilter,
  shown,
  total,
}: {
  readonly query: string
  readonly setQuery: (query: string) => void
  readonly roleFilter: RoleFilter
  readonly setRoleFilter: (role: RoleFilter) => void
  readonly shown: number
  readonly total: number
}) {
  const t = useT()
  const searchId = useId()
  const roleId = useId()
  return (
    <div className="rg-table-tools">
      <h3 id="rg-table-title">{t('registry.screen.tableTitle')}</h3>
      <div className="ed-field rg-search">
        <label htmlFor={searchId}>{t('registry.screen.search')}</label>
        <input
          id={searchId}
          type="search"
          className="ed-input"
          value={query}
          placeholder={t('registry.screen.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <div className="ed-field">
        <label htmlFor={roleId}>{t('registry.screen.roleFilter')}</label>
        <select
          id={roleId}
          className="ed-select"
          value={roleFilter}
          onChange={(event) => setRoleFilter(event.target.value as RoleFilter)}
        >
          <option value="all">{t('registry.screen.allRoles')}</option>
          <option value="user">{t('registry.roles.user')}</option>
          <option value="developer">{t('registry.roles.developer')}</option>
          <option value="assistant">{t('registry.roles.assistant')}</option>
        </select>
      </div>
      <p className="ed-muted rg-showing">{t('registry.screen.showing', { shown, total })}</p>
    </div>
  )
})

/** The prefixes listed in CONTEXTUAL_DEVELOPER_PREFIXES that no type renders. */
function OrphanPrefixes({ registry }: { readonly registry: FragmentRegistry }) {
  const t = useT()
  const orphans = useMemo(() => orphanPrefixes(registry), [registry])
  if (orphans.length === 0) return null
  return (
    <div className="rg-orphans">
      <span className="ed-muted">{t('registry.screen.orphans')}</span>{' '}
      {orphans.map((prefix) => (
        <MarkerCode key={prefix} marker={prefix} />
      ))}
    </div>
  )
}

function useRegistryTable(data: readonly RegistryRow[]) {
  return useTable({
    features: registryFeatures,
    columns: registryColumns,
    data,
    getRowId: (row) => row.type.name,
  })
}

const NO_ROWS: readonly RegistryRow[] = []

/**
 * The column heads. They follow from the columns alone (fixed) and the language (each head reads
 * it itself): drawn from a table of their own with no rows, so an edit draws none of them again.
 */
const RegistryHead = memo(function RegistryHead() {
  const table = useRegistryTable(NO_ROWS)
  return (
    <thead role="rowgroup">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id} role="row">
          {group.headers.map((header) => (
            <th
              key={header.id}
              scope="col"
              role="columnheader"
              className={`rg-col-${header.column.id}`}
            >
              {header.isPlaceholder ? null : <table.FlexRender header={header} />}
            </th>
          ))}
        </tr>
      ))}
    </thead>
  )
})

/** The registry table: search and role filter, one row per type, orphaned prefixes. */
export function RegistryTable() {
  const t = useT()
  const rows = useRegistryRows()
  const { data } = rows
  const table = useRegistryTable(data)
  const editing = useVisualizerStore((state) => state.registryEditing)
  const columnCount = registryColumns.length
  return (
    <section className="ed-panel rg-table-panel" aria-labelledby="rg-table-title">
      <RegistryFilters
        query={rows.query}
        setQuery={rows.setQuery}
        roleFilter={rows.roleFilter}
        setRoleFilter={rows.setRoleFilter}
        shown={data.length}
        total={rows.registry.types.length}
      />
      <RegistryAnnouncer />
      <div className="rg-table-wrap">
        {/* drawn as grids (registry.css): the roles say again what the elements are */}
        <table className="rg-table" role="table">
          <caption className="visually-hidden">{t('registry.screen.tableCaption')}</caption>
          <RegistryHead />
          <tbody role="rowgroup">
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                open={editing === row.original.type.name}
                row={row.original}
                columnCount={columnCount}
                cells={() =>
                  row.getAllCells().map((cell) => (
                    <td key={cell.id} role="cell" className={`rg-col-${cell.column.id}`}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))
                }
              />
            ))}
          </tbody>
        </table>
        {data.length === 0 ? <p className="ed-muted">{t('registry.screen.noMatches')}</p> : null}
      </div>
      <OrphanPrefixes registry={rows.registry} />
    </section>
  )
}

/**
 * One type's rows. Its cells follow from the row's data alone (the columns are fixed), so a row
 * whose data, editor and width are unchanged is not drawn again (`cells` is a new function on
 * every render and is left out of the comparison).
 */
const TableRow = memo(
  function TableRow({
    row,
    open,
    columnCount,
    cells,
  }: {
    readonly row: RegistryRow
    readonly open: boolean
    readonly columnCount: number
    readonly cells: () => ReactNode
  }) {
    return (
      <RowWithEditor
        open={open}
        row={row}
        columnCount={columnCount}
        className={`rg-row rg-row-${row.type.role}${row.edited ? ' rg-row-edited' : ''}`}
      >
        {cells()}
      </RowWithEditor>
    )
  },
  (a, b) => a.row === b.row && a.open === b.open && a.columnCount === b.columnCount,
)

function RowWithEditor({
  open,
  row,
  columnCount,
  className,
  children,
}: {
  readonly open: boolean
  readonly row: RegistryRow
  readonly columnCount: number
  readonly className: string
  readonly children: ReactNode
}) {
  const { type } = row
  const hasIssue = useVisualizerStore((state) => state.membershipIssues.has(type.name))
  return (
    <>
      <tr className={className} role="row" data-type={type.name}>
        {children}
      </tr>
      {row.warnings.length > 0 || hasIssue ? (
        <tr className="rg-note-row" role="row" data-notes-for={type.name}>
          <td colSpan={columnCount} role="cell" className="rg-span">
            {row.warnings.length > 0 ? (
              <IssueMessages id={`${idFor(type.name)}-warnings`} issues={row.warnings} />
            ) : null}
            <MembershipIssueNote name={type.name} />
          </td>
        </tr>
      ) : null}
      {open ? (
        <tr className="rg-editor-row" role="row">
          <td colSpan={columnCount} role="cell" className="rg-span">
            <MarkerEditor type={type} />
          </td>
        </tr>
      ) : null}
    </>
  )
}
