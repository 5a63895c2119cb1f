import { memo, type FunctionComponent } from 'react'
import { BidiText } from '../../components/BidiText.tsx'
import { createColumnHelper, tableFeatures } from '@tanstack/react-table'
import {
  PIN_STRUCT_NAMES,
  MatcherKind,
  type FragmentRole,
  type FragmentType,
} from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import { idFor } from '../editor-kit/idFor.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { IssueMessages, fieldAria } from '../editor-kit/IssueMessages.tsx'
import { MarkerCode } from '../editor-kit/MarkerCode.tsx'
import type { Issue } from '../../view-models/validation.ts'

/** One row of the registry table: a type and where it stands in the two tables. */
export interface RegistryRow {
  readonly type: FragmentType
  /** listed in the contextual-user matcher list (its place there is read by `MatcherPlace`). */
  readonly listed: boolean
  /** the developer prefix the type is listed under ('' when it has none). */
  readonly prefix: string
  readonly prefixListed: boolean
  /** differs from Codex's default type of the same name. */
  readonly edited: boolean
  /** warnings that stay visible on an edited or added type. */
  readonly warnings: readonly Issue[]
}

// module scope: stable features and columns, as TanStack v9 wants them
export const registryFeatures = tableFeatures({})
const helper = createColumnHelper<typeof registryFeatures, RegistryRow>()

function HeaderText({ k }: { readonly k: TranslationKey }) {
  const t = useT()
  return <>{t(k)}</>
}

function TypeCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const { type } = row
  const pinName = PIN_STRUCT_NAMES.get(type.name)
  return (
    <div className="rg-type">
      <TypeName name={type.name} />
      {pinName !== undefined && !type.custom ? (
        <span className="rg-era-name">{t('registry.cells.pinName', { name: pinName })}</span>
      ) : null}
      <span className="rg-kind">{type.contentKind}</span>
      {type.custom || row.edited ? (
        <span className="rg-badges">
          {type.custom ? (
            <span className="ed-badge ed-badge-custom">{t('registry.cells.custom')}</span>
          ) : null}
          {row.edited && !type.custom ? (
            <span className="ed-badge ed-badge-warn">{t('registry.cells.edited')}</span>
          ) : null}
        </span>
      ) : null}
      {row.warnings.length > 0 ? (
        <span className="ed-badge ed-badge-warn rg-warn-count">
          {t('registry.cells.warnings', { count: row.warnings.length })}
        </span>
      ) : null}
    </div>
  )
}

const ROLES: readonly FragmentRole[] = ['user', 'developer', 'assistant']

function RoleCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const setTypeRole = useVisualizerStore((state) => state.setTypeRole)
  return (
    <select
      className={`ed-select rg-role rg-role-${row.type.role}`}
      aria-label={t('registry.cells.roleOf', { name: row.type.name })}
      value={row.type.role}
      onChange={(event) => setTypeRole(row.type.name, event.target.value as FragmentRole)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`registry.roles.${role}`)}
        </option>
      ))}
    </select>
  )
}

function MarkersCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  return (
    <div className="rg-markers">
      <span className="rg-m-label">{t('registry.cells.start')}</span>
      <MarkerCode marker={row.type.startMarker} />
      <span className="rg-m-label">{t('registry.cells.end')}</span>
      <MarkerCode marker={row.type.endMarker} />
    </div>
  )
}

/** A struct name with break opportunities between its words (ManagedDeveloper·Instructions),
 * untranslated: a page translator or a reader must see one name, not words of prose. */
function TypeName({ name }: { readonly name: string }) {
  const words = name.split(/(?<=[a-z0-9])(?=[A-Z])/)
  return (
    <span className="rg-type-name" translate="no">
      {words.map((word, i) => (
        <span key={i}>
          {i > 0 ? <wbr /> : null}
          <BidiText text={word} />
        </span>
      ))}
    </span>
  )
}

/** A cell that does not apply to the row's role: a dash, with the reason for screen readers. */
function NotApplicable({ role }: { readonly role: 'user' | 'developer' }) {
  const t = useT()
  return (
    <span
      className="rg-na"
      title={t('registry.cells.notApplicable', { role: t(`grid.roles.${role}`) })}
    >
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">
        {t('registry.cells.notApplicable', { role: t(`grid.roles.${role}`) })}
      </span>
    </span>
  )
}

function RecognitionCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const { type } = row
  if (type.matcher !== MatcherKind.Marked)
    return (
      <span className="rg-recognition">
        <span className="ed-badge ed-badge-custom">{t('registry.cells.customMatcher')}</span>
        <small>{t(`registry.matcherKinds.${type.matcher}`)}</small>
      </span>
    )
  if (type.startMarker === '' && type.endMarker === '')
    return (
      <span className="rg-recognition">
        <span className="ed-badge">{t('registry.cells.oneShot')}</span>
        <small>{t('registry.cells.oneShotHint')}</small>
      </span>
    )
  return (
    <span className="rg-recognition">
      <span className="ed-badge ed-badge-user">{t('registry.cells.marked')}</span>
    </span>
  )
}

function SeparateCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const setTypeSeparate = useVisualizerStore((state) => state.setTypeSeparate)
  return (
    <input
      type="checkbox"
      className="rg-check"
      checked={row.type.requiresSeparateMessage}
      aria-label={t('registry.cells.separateOf', { name: row.type.name })}
      onChange={(event) => setTypeSeparate(row.type.name, event.target.checked)}
    />
  )
}

/** A refused or to-be-confirmed membership toggle, in the full-width row under the type. */
export function MembershipIssueNote({ name }: { readonly name: string }) {
  const t = useT()
  const entry = useVisualizerStore((state) => state.membershipIssues.get(name))
  const setTypeUserMatcher = useVisualizerStore((state) => state.setTypeUserMatcher)
  if (!entry) return null
  return (
    <div className="rg-membership-issue">
      <IssueMessages id={`${idFor(name)}-${entry.table}-issues`} issues={entry.issues} />
      {entry.confirmable ? (
        <button
          type="button"
          className="ed-btn ed-btn-small ed-btn-warn"
          onClick={() => setTypeUserMatcher(name, true, true)}
        >
          {t('registry.cells.listAnyway')}
        </button>
      ) : null}
    </div>
  )
}

/**
 * Where a user type stands in the matcher list, "#2 of 12", read from the store by the label
 * itself: an edit of the list moves every listed type's place, and this way only those labels
 * are drawn again, not their rows.
 */
function MatcherPlace({ name }: { readonly name: string }) {
  const t = useT()
  const position = useVisualizerStore(
    (state) => selectRegistry(state).contextualUserMatchers.indexOf(name) + 1,
  )
  const total = useVisualizerStore((state) => selectRegistry(state).contextualUserMatchers.length)
  if (position === 0) return <span className="rg-na">{t('registry.cells.notListed')}</span>
  return <span className="rg-position">{t('registry.cells.position', { position, total })}</span>
}

function UserMatcherCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const { type } = row
  const entry = useVisualizerStore((state) => state.membershipIssues.get(type.name))
  const setTypeUserMatcher = useVisualizerStore((state) => state.setTypeUserMatcher)
  if (type.role !== 'user') return <NotApplicable role="user" />
  const issues = entry?.table === 'userMatchers' ? entry.issues : []
  return (
    <div className="rg-membership">
      <label className="ed-check">
        <input
          type="checkbox"
          checked={row.listed}
          aria-label={t('registry.cells.userMatcherOf', { name: type.name })}
          {...fieldAria(`${idFor(type.name)}-userMatchers-issues`, issues)}
          onChange={(event) => setTypeUserMatcher(type.name, event.target.checked)}
        />
        <MatcherPlace name={type.name} />
      </label>
    </div>
  )
}

function PrefixCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const { type } = row
  const entry = useVisualizerStore((state) => state.membershipIssues.get(type.name))
  const setTypeDeveloperPrefix = useVisualizerStore((state) => state.setTypeDeveloperPrefix)
  if (type.role !== 'developer') return <NotApplicable role="developer" />
  const issues = entry?.table === 'developerPrefixes' ? entry.issues : []
  return (
    <div className="rg-membership">
      <label className="ed-check">
        <input
          type="checkbox"
          checked={row.prefixListed}
          aria-label={t('registry.cells.prefixOf', { name: type.name })}
          {...fieldAria(`${idFor(type.name)}-developerPrefixes-issues`, issues)}
          onChange={(event) => setTypeDeveloperPrefix(type.name, event.target.checked)}
        />
        {row.prefix === '' ? (
          <span className="rg-na">{t('registry.cells.noPrefix')}</span>
        ) : row.prefix === type.startMarker ? (
          <span className="rg-same">{t('registry.cells.prefixIsStart')}</span>
        ) : (
          <MarkerCode marker={row.prefix} />
        )}
      </label>
    </div>
  )
}

function ActionsCell({ row }: { readonly row: RegistryRow }) {
  const t = useT()
  const open = useVisualizerStore((state) => state.registryEditing === row.type.name)
  const setEditing = useVisualizerStore((state) => state.setRegistryEditing)
  const removeType = useVisualizerStore((state) => state.removeType)
  return (
    <div className="rg-actions">
      <button
        type="button"
        id={`${idFor(row.type.name)}-edit`}
        className="ed-btn ed-btn-small"
        aria-expanded={open}
        aria-controls={open ? `${idFor(row.type.name)}-editor` : undefined}
        aria-label={t('registry.cells.editMarkersOf', { name: row.type.name })}
        onClick={() => setEditing(open ? null : row.type.name)}
      >
        {t('registry.cells.editMarkers')}
      </button>
      <button
        type="button"
        className="ed-btn ed-btn-small ed-btn-danger"
        aria-label={t('registry.cells.deleteOf', { name: row.type.name })}
        onClick={() => removeType(row.type.name)}
      >
        {t('registry.cells.delete')}
      </button>
    </div>
  )
}

type CellProps = { readonly row: RegistryRow }

/**
 * A cell drawn again only when the row fields it shows change: an edit of the matcher list moves
 * every user type's position, and without this each of those rows would redraw all its cells.
 * Store state a cell reads itself (issues, the open editor) still redraws it.
 */
function cellOf(
  Cell: FunctionComponent<CellProps>,
  fields: readonly (keyof RegistryRow)[],
): FunctionComponent<CellProps> {
  return memo(Cell, (a, b) => fields.every((field) => a.row[field] === b.row[field]))
}

const TypeCellOf = cellOf(TypeCell, ['type', 'edited', 'warnings'])
const RoleCellOf = cellOf(RoleCell, ['type'])
const MarkersCellOf = cellOf(MarkersCell, ['type'])
const RecognitionCellOf = cellOf(RecognitionCell, ['type'])
const SeparateCellOf = cellOf(SeparateCell, ['type'])
const UserMatcherCellOf = cellOf(UserMatcherCell, ['type', 'listed'])
const PrefixCellOf = cellOf(PrefixCell, ['type', 'prefix', 'prefixListed'])
const ActionsCellOf = cellOf(ActionsCell, ['type'])

export const registryColumns = helper.columns([
  helper.display({
    id: 'type',
    header: () => <HeaderText k="registry.columns.type" />,
    cell: ({ row }) => <TypeCellOf row={row.original} />,
  }),
  helper.display({
    id: 'role',
    header: () => <HeaderText k="registry.columns.role" />,
    cell: ({ row }) => <RoleCellOf row={row.original} />,
  }),
  helper.display({
    id: 'markers',
    header: () => <HeaderText k="registry.columns.markers" />,
    cell: ({ row }) => <MarkersCellOf row={row.original} />,
  }),
  helper.display({
    id: 'recognition',
    header: () => <HeaderText k="registry.columns.recognition" />,
    cell: ({ row }) => <RecognitionCellOf row={row.original} />,
  }),
  helper.display({
    id: 'separate',
    header: () => <HeaderText k="registry.columns.separate" />,
    cell: ({ row }) => <SeparateCellOf row={row.original} />,
  }),
  helper.display({
    id: 'userMatchers',
    header: () => <HeaderText k="registry.columns.userMatchers" />,
    cell: ({ row }) => <UserMatcherCellOf row={row.original} />,
  }),
  helper.display({
    id: 'developerPrefixes',
    header: () => <HeaderText k="registry.columns.developerPrefixes" />,
    cell: ({ row }) => <PrefixCellOf row={row.original} />,
  }),
  helper.display({
    id: 'actions',
    header: () => <HeaderText k="registry.columns.actions" />,
    cell: ({ row }) => <ActionsCellOf row={row.original} />,
  }),
])
