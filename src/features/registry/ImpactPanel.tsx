import { memo } from 'react'
import { useRegistryImpact } from '../../app/useRegistryImpact.ts'
import { CellTable } from '../../components/CellTable.tsx'
import { findFragmentType, DEFAULT_REGISTRY, type Cell } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  sameCellCounts,
  type CellImpact,
  type Fate,
  type FateChange,
  type ItemImpact,
  type Recognition,
  type RegistryImpact,
} from '../../view-models/impact.ts'
import { statusLabel } from '../../view-models/statuses.ts'

type T = ReturnType<typeof useT>

function cellName(t: T, cell: Cell): string {
  return t('registry.cellName', {
    phase: t(`grid.phases.${cell.phase}`),
    implementation: t(`grid.implementations.${cell.implementation}`),
  })
}

/** A recognition in a few words: the type names, or what the item is without one. */
function recognitionLabel(t: T, recognition: Recognition): string {
  if (recognition.names.length > 0) return recognition.names.join(' + ')
  switch (recognition.kind) {
    case 'hidden':
    case 'user_message':
      return t('registry.impact.notRecognized')
    case 'hook_prompt':
      return t('registry.impact.hookPrompt')
    case 'contextual_developer':
    case 'plain_developer':
      return t('registry.impact.notRecognized')
    case 'agent_message':
      return t('registry.impact.agentMessage')
    case 'system':
      return t('registry.impact.system')
    case 'not_a_message':
      return t('registry.impact.notAMessage')
  }
}

/** "this <environment_context> block", or "this EnvironmentContext text" for unmarked types. */
function whatLabel(t: T, impact: ItemImpact): string {
  const name = impact.before.names[0] ?? impact.after.names[0]
  const type = name ? findFragmentType(DEFAULT_REGISTRY, name) : undefined
  if (type && type.startMarker !== '')
    return `${type.startMarker.trim()} ${t('registry.impact.block')}`
  return name ? `${name} ${t('registry.impact.text')}` : t('registry.impact.text')
}

/** A fate's word: the lane's status word, or "absent" for an item the result does not hold. */
function fateLabel(t: T, fate: Fate): string {
  return fate === 'absent' ? t('registry.impact.fates.absent') : t(statusLabel(fate))
}

function FateLines({ fates }: { readonly fates: readonly FateChange[] }) {
  const t = useT()
  // group the cells by transition: "cut → kept in: Pre-turn · Remote, Manual · Local"
  const groups = new Map<string, FateChange[]>()
  for (const fate of fates) {
    const key = `${fate.before}>${fate.after}`
    groups.set(key, [...(groups.get(key) ?? []), fate])
  }
  return (
    <ul className="rg-fates">
      {[...groups.values()].map((group) => (
        <li key={`${group[0]!.before}-${group[0]!.after}`}>
          {t('registry.impact.fateLine', {
            before: fateLabel(t, group[0]!.before),
            after: fateLabel(t, group[0]!.after),
            cells: group.map((fate) => cellName(t, fate.cell)).join(', '),
          })}
        </li>
      ))}
    </ul>
  )
}

/** One cell of the impact grid: kept and cut counts (and injected, when it changed). */
function ImpactCellDrawn({ entry }: { readonly entry: CellImpact }) {
  const t = useT()
  const { before, after, cell } = entry
  return (
    <td
      className={entry.changed ? 'rg-cell-changed' : undefined}
      data-cell={`${cell.phase}:${cell.implementation}`}
      aria-label={`${cellName(t, cell)}: ${
        entry.changed ? t('registry.impact.changed') : t('registry.impact.same')
      }`}
    >
      <span className="rg-count rg-count-kept">
        {before.kept === after.kept
          ? t('registry.impact.keptSame', { count: after.kept })
          : t('registry.impact.kept', { before: before.kept, after: after.kept })}
      </span>
      <span className="rg-count rg-count-cut">
        {before.cut === after.cut
          ? t('registry.impact.cutSame', { count: after.cut })
          : t('registry.impact.cut', { before: before.cut, after: after.cut })}
      </span>
      {before.injected !== after.injected ? (
        <span className="rg-count">
          {t('registry.impact.injected', { before: before.injected, after: after.injected })}
        </span>
      ) : null}
    </td>
  )
}

/**
 * A cell drawn again only when what it shows changed: every edit makes a new impact, but most of
 * its nine cells count the same as before (the language still redraws them, through `useT`).
 */
const ImpactCell = memo(
  ImpactCellDrawn,
  ({ entry: a }, { entry: b }) =>
    a.cell.phase === b.cell.phase &&
    a.cell.implementation === b.cell.implementation &&
    a.changed === b.changed &&
    sameCellCounts(a.before, b.before) &&
    sameCellCounts(a.after, b.after),
)

/** Every history item classified or kept differently, with the consequence in words. */
function ImpactItems({
  items,
  edited,
}: {
  readonly items: readonly ItemImpact[]
  readonly edited: boolean
}) {
  const t = useT()
  return (
    <div className="rg-impact-items">
      <h4>{t('registry.impact.itemsTitle')}</h4>
      {/* said beside the grid, not above it: an edit never moves the table below the panel */}
      {!edited ? (
        <p className="rg-impact-unchanged">{t('registry.impact.unchanged')}</p>
      ) : items.length === 0 ? (
        <p className="ed-muted">{t('registry.impact.noItems')}</p>
      ) : (
        <ul>
          {items.map((item) => (
            <li key={item.id} data-item={item.id}>
              <code>{item.id}</code>{' '}
              <span className="rg-transition">
                ({recognitionLabel(t, item.before)} → {recognitionLabel(t, item.after)})
              </span>
              :{' '}
              {t(`registry.impact.consequences.${item.consequence}`, {
                what: whatLabel(t, item),
              })}
              {item.fates.length > 0 ? <FateLines fates={item.fates} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/**
 * What the registry edits change, compared with Codex's default registry: kept and cut counts
 * in all nine cells, and every history item that is classified or kept differently, with the
 * consequence in words. A short history's impact comes with the edit's own render; a long one's
 * nine runs and comparison follow in a worker (`useRegistryImpact`), and until they arrive the
 * previous impact stays, marked as updating. The store selects only the scenario: a computing
 * selector would run in every store update, not only when the scenario changes.
 */
export function ImpactPanel() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const { impact, updating } = useRegistryImpact(scenario)
  return (
    <section className="ed-panel rg-impact" aria-labelledby="rg-impact-title" aria-busy={updating}>
      <header>
        <h3 id="rg-impact-title">{t('registry.impact.title')}</h3>
        {updating ? <p className="rg-impact-updating">{t('registry.impact.updating')}</p> : null}
        <p className="ed-muted">{t('registry.impact.intro')}</p>
      </header>
      <ImpactBody impact={impact} />
    </section>
  )
}

/** The panel's body for one impact (memoized: marking it as updating does not render it again). */
const ImpactBody = memo(function ImpactBody({ impact }: { readonly impact: RegistryImpact }) {
  const t = useT()
  return (
    <>
      <div className="rg-impact-body ed-two-col">
        <CellTable
          className="rg-impact-grid"
          captionClassName="visually-hidden"
          caption={t('registry.impact.grid')}
          renderCell={({ phase, implementation }) => (
            <ImpactCell
              entry={impact.cells.find(
                (c) => c.cell.phase === phase && c.cell.implementation === implementation,
              )!}
            />
          )}
        />
        <ImpactItems items={impact.items} edited={impact.edited} />
      </div>
    </>
  )
})
