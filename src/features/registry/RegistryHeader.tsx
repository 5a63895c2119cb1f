import { memo } from 'react'
import { RoleName } from '../../components/RoleName.tsx'
import { remembered, type FragmentRegistry } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import type { VisualizerState } from '../../store/index.ts'
import { isDefaultRegistry } from '../../view-models/registryEdits.ts'
import { ScenarioToolbar } from '../editor-kit/ScenarioToolbar.tsx'

// once per registry: the selector runs on every change of the store, most of them not edits
const editedRegistries = new WeakMap<FragmentRegistry, boolean>()
const selectEdited = (state: VisualizerState): boolean =>
  remembered(editedRegistries, selectRegistry(state), (registry) => !isDefaultRegistry(registry))

/**
 * The registry screen's head: title, counts, reset and add, and what the three roles mean. An
 * edit draws again only what reads it (the counts, and the state and reset once the registry
 * leaves or returns to Codex's defaults), never the title, the intro or the roles' explainer.
 */
export function RegistryHeader({
  adding,
  onToggleAdd,
}: {
  readonly adding: boolean
  readonly onToggleAdd: () => void
}) {
  return (
    <header className="ed-head rg-head ed-two-col">
      <div className="rg-head-main">
        <RegistryIntro />
        <RegistryCounts />
        <RegistryState adding={adding} onToggleAdd={onToggleAdd} />
      </div>
      <RegistryExplainer />
    </header>
  )
}

/** The title and what the screen is for: the same for every registry. */
const RegistryIntro = memo(function RegistryIntro() {
  const t = useT()
  return (
    <>
      <h2 id="rg-title">{t('registry.title')}</h2>
      <p className="ed-lead">{t('registry.intro')}</p>
      <p className="ed-lead ed-muted">{t('registry.introEdit')}</p>
    </>
  )
})

/** How many types, matchers and prefixes: numbers, so an edit that keeps them draws nothing. */
function RegistryCounts() {
  const tc = useCountT()
  const types = useVisualizerStore((state) => selectRegistry(state).types.length)
  const matchers = useVisualizerStore(
    (state) => selectRegistry(state).contextualUserMatchers.length,
  )
  const prefixes = useVisualizerStore((state) => selectRegistry(state).developerPrefixes.length)
  return (
    <ul className="rg-stats">
      <li>{tc('registry.stats.types', types)}</li>
      <li>{tc('registry.stats.matchers', matchers)}</li>
      <li>{tc('registry.stats.prefixes', prefixes)}</li>
    </ul>
  )
}

/** Edited or Codex's defaults, and the toolbar whose reset follows it. */
function RegistryState({
  adding,
  onToggleAdd,
}: {
  readonly adding: boolean
  readonly onToggleAdd: () => void
}) {
  const t = useT()
  const edited = useVisualizerStore(selectEdited)
  const reset = useVisualizerStore((state) => state.resetRegistry)
  return (
    <>
      {/* on a line of its own in both states: an edit never moves what is below it */}
      <p className="rg-stats rg-state">
        <span className={edited ? 'rg-stat-edited' : 'rg-stat-default'}>
          {edited ? t('registry.stats.edited') : t('registry.stats.default')}
        </span>
      </p>
      <ScenarioToolbar>
        <button type="button" className="ed-btn" onClick={reset} disabled={!edited}>
          {t('registry.screen.reset')}
        </button>
        <button
          type="button"
          className="ed-btn ed-btn-primary"
          aria-expanded={adding}
          onClick={onToggleAdd}
        >
          {t('registry.screen.addType')}
        </button>
      </ScenarioToolbar>
    </>
  )
}

/** What the three roles mean: the same for every registry. */
const RegistryExplainer = memo(function RegistryExplainer() {
  const t = useT()
  return (
    <aside className="rg-explainer" aria-labelledby="rg-explainer-title">
      <h3 id="rg-explainer-title">{t('registry.explainer.title')}</h3>
      <ul>
        <li>
          <RoleName role="user" className="ed-badge ed-badge-user" /> {t('registry.explainer.user')}
        </li>
        <li>
          <RoleName role="developer" className="ed-badge ed-badge-developer" />{' '}
          {t('registry.explainer.developer')}
        </li>
        <li>
          <span className="ed-badge">{t('registry.cells.oneShot')}</span>{' '}
          {t('registry.explainer.oneShot')}
        </li>
      </ul>
    </aside>
  )
})
