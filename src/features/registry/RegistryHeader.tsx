import { RoleName } from '../../components/RoleName.tsx'
import { useT } from '../../i18n/useT.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectRegistry } from '../../store/registrySelectors.ts'
import { isDefaultRegistry } from '../../view-models/registryEdits.ts'
import { ScenarioToolbar } from '../editor-kit/ScenarioToolbar.tsx'

/** The registry screen's head: title, counts, reset and add, and what the three roles mean. */
export function RegistryHeader({
  adding,
  onToggleAdd,
}: {
  readonly adding: boolean
  readonly onToggleAdd: () => void
}) {
  const t = useT()
  const tc = useCountT()
  const registry = useVisualizerStore(selectRegistry)
  const reset = useVisualizerStore((state) => state.resetRegistry)
  const edited = !isDefaultRegistry(registry)
  return (
    <header className="ed-head rg-head ed-two-col">
      <div className="rg-head-main">
        <h2 id="rg-title">{t('registry.title')}</h2>
        <p className="ed-lead">{t('registry.intro')}</p>
        <p className="ed-lead ed-muted">{t('registry.introEdit')}</p>
        <ul className="rg-stats">
          <li>{tc('registry.stats.types', registry.types.length)}</li>
          <li>{tc('registry.stats.matchers', registry.contextualUserMatchers.length)}</li>
          <li>{tc('registry.stats.prefixes', registry.developerPrefixes.length)}</li>
        </ul>
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
      </div>
      <aside className="rg-explainer" aria-labelledby="rg-explainer-title">
        <h3 id="rg-explainer-title">{t('registry.explainer.title')}</h3>
        <ul>
          <li>
            <RoleName role="user" className="ed-badge ed-badge-user" />{' '}
            {t('registry.explainer.user')}
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
    </header>
  )
}
