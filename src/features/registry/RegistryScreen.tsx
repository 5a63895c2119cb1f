import { useCallback, useId, useMemo, useState } from 'react'
import { useTable } from '@tanstack/react-table'
import {
  DEFAULT_REGISTRY,
  developerPrefixOf,
  findFragmentType,
  type FragmentRegistry,
  type FragmentRole,
  type FragmentType,
} from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  addType,
  deleteType,
  isDefaultRegistry,
  orphanPrefixes,
  setDeveloperPrefix,
  setUserMatcher,
  updateType,
  withDefaultRegistry,
  withRegistry,
  type EditNote,
  type EditResult,
} from '../../view-models/registryEdits.ts'
import { selectRegistry } from '../../store/selectors.ts'
import { AddTypeForm } from './AddTypeForm.tsx'
import {
  MembershipIssueNote,
  registryColumns,
  registryFeatures,
  type RegistryRow,
} from './columns.tsx'
import {
  idFor,
  RegistryEditorContext,
  useRegistryEditor,
  type MembershipIssue,
  type RegistryEditorApi,
} from '../editor-kit/editorContext.ts'
import { IssueMessages } from '../editor-kit/IssueMessages.tsx'
import { ImpactPanel } from './ImpactPanel.tsx'
import { MarkerCode } from '../editor-kit/MarkerCode.tsx'
import { MarkerEditor } from '../editor-kit/MarkerEditor.tsx'
import { PersistenceNotice } from '../editor-kit/PersistenceNotice.tsx'
import { ScenarioToolbar } from '../editor-kit/ScenarioToolbar.tsx'
import { standingWarnings, validateMembership } from '../editor-kit/validation.ts'
import '../editor-kit/editorUi.css'
import './registry.css'

type RoleFilter = 'all' | FragmentRole

const SAME_FIELDS = [
  'role',
  'startMarker',
  'endMarker',
  'requiresSeparateMessage',
  'contentKind',
  'matcher',
  'exampleBody',
  'developerPrefix',
] as const

function isEdited(type: FragmentType): boolean {
  const base = findFragmentType(DEFAULT_REGISTRY, type.name)
  if (!base) return true
  return SAME_FIELDS.some((field) => base[field] !== type[field])
}

function buildRows(registry: FragmentRegistry, query: string, role: RoleFilter): RegistryRow[] {
  const needle = query.trim().toLowerCase()
  return registry.types
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
      return {
        type,
        matcherPosition: registry.contextualUserMatchers.indexOf(type.name) + 1,
        matcherTotal: registry.contextualUserMatchers.length,
        prefix,
        prefixListed: prefix !== '' && registry.developerPrefixes.includes(prefix),
        edited,
        warnings: edited ? standingWarnings(type, registry) : [],
      }
    })
}

/**
 * The registry editor and the app's first screen: every fragment type with its role, markers,
 * recognition and table memberships, editable in place; the impact of the edits on all nine
 * compaction cells; a checklist form to add a type; reset to Codex's defaults.
 */
export function RegistryScreen() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const setScenario = useVisualizerStore((state) => state.setScenario)
  const registry = useVisualizerStore(selectRegistry)
  const [query, setQuery] = useState('')
  const [roleFilter, setRoleFilter] = useState<RoleFilter>('all')
  const [editing, setEditing] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const [membershipIssues, setMembershipIssues] = useState<Record<string, MembershipIssue>>({})
  const searchId = useId()
  const roleId = useId()

  const noteText = useCallback(
    (note: EditNote): string => {
      switch (note.kind) {
        case 'left_user_matchers':
          return t('registry.announce.leftUserMatchers', { name: note.name })
        case 'left_developer_prefixes':
          return t('registry.announce.leftDeveloperPrefixes', { prefix: note.prefix })
        case 'prefix_renamed':
          return t('registry.announce.prefixRenamed', {
            from: JSON.stringify(note.from),
            to: JSON.stringify(note.to),
          })
        case 'prefix_shared':
          return t('registry.announce.prefixShared', {
            prefix: JSON.stringify(note.prefix),
            others: note.others.join(', '),
          })
      }
    },
    [t],
  )

  const commit = useCallback(
    (result: EditResult, message: string) => {
      const current = useVisualizerStore.getState().scenario
      setScenario(withRegistry(current, result.registry))
      setAnnouncement([message, ...result.notes.map(noteText)].join(' '))
    },
    [setScenario, noteText],
  )

  const clearIssue = (name: string) =>
    setMembershipIssues((all) => {
      if (!(name in all)) return all
      const { [name]: _gone, ...rest } = all
      return rest
    })

  const api: RegistryEditorApi = {
    registry,
    editing,
    setEditing,
    membershipIssues,
    setRole: (name, role) => {
      commit(
        updateType(registry, name, { role }),
        t('registry.announce.role', { name, role: t(`registry.roles.${role}`) }),
      )
    },
    setSeparate: (name, on) => {
      commit(
        updateType(registry, name, { requiresSeparateMessage: on }),
        t('registry.announce.separate', {
          name,
          state: on ? t('registry.announce.on') : t('registry.announce.off'),
        }),
      )
    },
    setUserMatcher: (name, on) => {
      const type = findFragmentType(registry, name)
      if (!type) return
      const apply = () => {
        clearIssue(name)
        // "List anyway" may run after other edits: read the registry fresh
        const result = setUserMatcher(selectRegistry(useVisualizerStore.getState()), name, on)
        commit(
          result,
          on
            ? t('registry.announce.userMatcherOn', {
                name,
                position: result.registry.contextualUserMatchers.length,
              })
            : t('registry.announce.userMatcherOff', { name }),
        )
      }
      const issues = on ? validateMembership(type, '') : []
      if (issues.length > 0) {
        setMembershipIssues((all) => ({
          ...all,
          [name]: { table: 'userMatchers', issues, confirm: apply },
        }))
        return
      }
      apply()
    },
    setDeveloperPrefix: (name, on) => {
      const type = findFragmentType(registry, name)
      if (!type) return
      const prefix = developerPrefixOf(type)
      const issues = on ? validateMembership(type, prefix) : []
      if (issues.length > 0) {
        // an empty prefix is never applied: it would match every developer message
        setMembershipIssues((all) => ({ ...all, [name]: { table: 'developerPrefixes', issues } }))
        return
      }
      clearIssue(name)
      commit(
        setDeveloperPrefix(registry, name, on),
        on
          ? t('registry.announce.prefixOn', { prefix: JSON.stringify(prefix) })
          : t('registry.announce.prefixOff', { prefix: JSON.stringify(prefix) }),
      )
    },
    applyMarkers: (name, startMarker, endMarker) => {
      clearIssue(name)
      commit(
        updateType(registry, name, { startMarker, endMarker }),
        t('registry.announce.markers', { name }),
      )
    },
    remove: (name) => {
      clearIssue(name)
      if (editing === name) setEditing(null)
      commit(deleteType(registry, name), t('registry.announce.deleted', { name }))
    },
  }

  const data = useMemo(() => buildRows(registry, query, roleFilter), [registry, query, roleFilter])
  const table = useTable({
    features: registryFeatures,
    columns: registryColumns,
    data,
    getRowId: (row) => row.type.name,
  })
  const columnCount = registryColumns.length
  const orphans = useMemo(() => orphanPrefixes(registry), [registry])
  const edited = !isDefaultRegistry(registry)

  const reset = () => {
    setEditing(null)
    setMembershipIssues({})
    setScenario(withDefaultRegistry(scenario))
    setAnnouncement(t('registry.screen.resetDone'))
  }

  return (
    <RegistryEditorContext.Provider value={api}>
      <section className="ed-screen rg-screen" aria-labelledby="rg-title">
        <PersistenceNotice />
        <header className="ed-head rg-head">
          <div className="rg-head-main">
            <h2 id="rg-title">{t('registry.title')}</h2>
            <p className="ed-lead">{t('registry.intro')}</p>
            <p className="ed-lead ed-muted">{t('registry.introEdit')}</p>
            <ul className="rg-stats">
              <li>{t('registry.stats.types', { count: registry.types.length })}</li>
              <li>
                {t('registry.stats.matchers', { count: registry.contextualUserMatchers.length })}
              </li>
              <li>{t('registry.stats.prefixes', { count: registry.developerPrefixes.length })}</li>
              <li className={edited ? 'rg-stat-edited' : 'rg-stat-default'}>
                {edited ? t('registry.stats.edited') : t('registry.stats.default')}
              </li>
            </ul>
            <ScenarioToolbar>
              <button type="button" className="ed-btn" onClick={reset} disabled={!edited}>
                {t('registry.screen.reset')}
              </button>
              <button
                type="button"
                className="ed-btn ed-btn-primary"
                aria-expanded={adding}
                onClick={() => setAdding((open) => !open)}
              >
                {t('registry.screen.addType')}
              </button>
            </ScenarioToolbar>
          </div>
          <aside className="rg-explainer" aria-labelledby="rg-explainer-title">
            <h3 id="rg-explainer-title">{t('registry.explainer.title')}</h3>
            <ul>
              <li>
                <span className="ed-badge ed-badge-user">{t('registry.roles.user')}</span>{' '}
                {t('registry.explainer.user')}
              </li>
              <li>
                <span className="ed-badge ed-badge-developer">{t('registry.roles.developer')}</span>{' '}
                {t('registry.explainer.developer')}
              </li>
              <li>
                <span className="ed-badge">{t('registry.cells.oneShot')}</span>{' '}
                {t('registry.explainer.oneShot')}
              </li>
            </ul>
          </aside>
        </header>

        {adding ? (
          <AddTypeForm
            registry={registry}
            onCancel={() => setAdding(false)}
            onAdd={(type, register) => {
              const next = addType(registry, type, {
                userMatcher: register,
                developerPrefix: register,
              })
              commit(
                { registry: next, notes: [] },
                t('registry.announce.added', { name: type.name }),
              )
              setAdding(false)
            }}
          />
        ) : null}

        <ImpactPanel />

        <section className="ed-panel rg-table-panel" aria-labelledby="rg-table-title">
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
            <p className="ed-muted rg-showing">
              {t('registry.screen.showing', { shown: data.length, total: registry.types.length })}
            </p>
          </div>
          <p role="status" className="ed-status rg-announce">
            {announcement}
          </p>
          <div className="rg-table-wrap">
            <table className="rg-table">
              <caption className="visually-hidden">{t('registry.screen.tableCaption')}</caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th key={header.id} scope="col" className={`rg-col-${header.column.id}`}>
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => (
                  <RowWithEditor
                    key={row.id}
                    open={editing === row.original.type.name}
                    row={row.original}
                    columnCount={columnCount}
                    className={`rg-row rg-row-${row.original.type.role}${
                      row.original.edited ? ' rg-row-edited' : ''
                    }`}
                  >
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className={`rg-col-${cell.column.id}`}>
                        <table.FlexRender cell={cell} />
                      </td>
                    ))}
                  </RowWithEditor>
                ))}
              </tbody>
            </table>
            {data.length === 0 ? (
              <p className="ed-muted">{t('registry.screen.noMatches')}</p>
            ) : null}
          </div>
          {orphans.length > 0 ? (
            <div className="rg-orphans">
              <span className="ed-muted">{t('registry.screen.orphans')}</span>{' '}
              {orphans.map((prefix) => (
                <MarkerCode key={prefix} marker={prefix} />
              ))}
            </div>
          ) : null}
        </section>
      </section>
    </RegistryEditorContext.Provider>
  )
}

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
  readonly children: React.ReactNode
}) {
  const api = useRegistryEditor()
  const { type } = row
  const hasIssue = api.membershipIssues[type.name] !== undefined
  return (
    <>
      <tr className={className} data-type={type.name}>
        {children}
      </tr>
      {row.warnings.length > 0 || hasIssue ? (
        <tr className="rg-note-row" data-notes-for={type.name}>
          <td colSpan={columnCount}>
            {row.warnings.length > 0 ? (
              <IssueMessages id={`${idFor(type.name)}-warnings`} issues={row.warnings} />
            ) : null}
            <MembershipIssueNote name={type.name} />
          </td>
        </tr>
      ) : null}
      {open ? (
        <tr className="rg-editor-row">
          <td colSpan={columnCount}>
            <MarkerEditor type={type} />
          </td>
        </tr>
      ) : null}
    </>
  )
}
