import type { ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { BUNDLED_SCENARIOS } from './scenarios.ts'

/** The bundled scenarios, each with a button that loads it (as an undoable edit). */
export function PresetList({
  scenario,
  load,
}: {
  readonly scenario: ScenarioFile
  readonly load: (next: ScenarioFile, status?: string) => void
}) {
  const t = useT()
  return (
    <section className="ed-panel he-presets" aria-labelledby="he-presets-title">
      <h3 id="he-presets-title">{t('registry.history.presets')}</h3>
      <p className="ed-muted he-hint">{t('registry.history.presetsHint')}</p>
      <ul>
        {BUNDLED_SCENARIOS.map(({ id, scenario: preset }) => (
          <li key={id} className={scenario.name === preset.name ? 'he-preset-current' : undefined}>
            <div>
              <strong>{t(`presets.${id}.name`)}</strong>
              <p className="ed-muted he-description">{t(`presets.${id}.description`)}</p>
            </div>
            <button
              type="button"
              className="ed-btn ed-btn-small"
              aria-label={`${t('registry.history.load')}: ${t(`presets.${id}.name`)}`}
              onClick={() => {
                load(preset, t('registry.history.loaded', { name: t(`presets.${id}.name`) }))
              }}
            >
              {t('registry.history.load')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
