import type { Faults, ScenarioFile } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { loadEngine, whenEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  activeSwitches,
  hasModelSwitch,
  HOOK_OUTCOMES,
  LOCAL_FAULTS,
  REMOTE_FAULTS,
  withFault,
  withModelSwitch,
  withoutFaults,
} from './scenarioFaults.ts'
import './faults.css'

type FaultKey = 'remote' | 'remoteFallback' | 'local' | 'preCompactHook' | 'postCompactHook'

const CHOICES: Readonly<Record<FaultKey, readonly string[]>> = {
  remote: REMOTE_FAULTS,
  remoteFallback: REMOTE_FAULTS,
  local: LOCAL_FAULTS,
  preCompactHook: HOOK_OUTCOMES,
  postCompactHook: HOOK_OUTCOMES,
}
const FAULT_KEYS = Object.keys(CHOICES) as FaultKey[]

/**
 * Faults and world switches for the grid: remote failures, local stream errors and overflows,
 * PreCompact / PostCompact hooks that stop, and a model switch that triggers the previous-model
 * pre-turn compaction. Each is an undoable edit of the scenario; every cell shows its outcome.
 */
export function FaultsPanel() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const editScenario = useVisualizerStore((state) => state.editScenario)
  const faults: Faults = scenario.faults ?? {}
  const active = activeSwitches(scenario)
  // the first edit waits for the engine (the core), which opening the panel starts loading
  const edit = (next: ScenarioFile) => whenEngine(() => editScenario(() => next))
  return (
    <details
      className="faults-panel"
      open={active > 0 ? true : undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) void loadEngine()
      }}
    >
      <summary>
        {t('faults.title')}
        {active > 0 && (
          <span className="faults-count" data-active={active}>
            {' '}
            · {t('faults.active', { n: active })}
          </span>
        )}
      </summary>
      <p className="faults-hint">{t('faults.hint')}</p>
      <div className="faults-fields">
        {FAULT_KEYS.map((key) => (
          <label key={key} className="faults-field">
            <span>{t(`faults.fields.${key}`)}</span>
            <select
              data-fault={key}
              value={faults[key] ?? ''}
              onChange={(event) => {
                const value = event.target.value
                edit(withFault(scenario, key, value === '' ? undefined : (value as never)))
              }}
            >
              <option value="">{t('faults.none')}</option>
              {CHOICES[key].map((choice) => (
                <option key={choice} value={choice}>
                  {t(`faults.values.${choice}` as 'faults.values.timeout')}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="faults-field faults-check">
          <input
            type="checkbox"
            data-switch="modelSwitch"
            checked={hasModelSwitch(scenario)}
            onChange={(event) => edit(withModelSwitch(scenario, event.target.checked))}
          />
          <span>{t('faults.modelSwitch')}</span>
        </label>
      </div>
      {active > 0 && (
        <button
          type="button"
          className="faults-reset"
          onClick={() => edit(withoutFaults(scenario))}
        >
          {t('faults.reset')}
        </button>
      )}
    </details>
  )
}
