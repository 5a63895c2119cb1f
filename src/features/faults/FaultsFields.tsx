import type { Faults, ScenarioFile } from '../../core/index.ts'
import { retryTextVars } from '../../i18n/retryText.ts'
import { useT } from '../../i18n/useT.ts'
import { whenEngine } from '../../store/engine.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { activeSwitches, hasModelSwitch } from './activeSwitches.ts'
import {
  HOOK_OUTCOMES,
  LOCAL_FAULTS,
  REMOTE_FAULTS,
  withFault,
  withModelSwitch,
  withoutFaults,
} from './scenarioFaults.ts'

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
 * The faults panel's contents: one select per fault, the model switch and the reset. Each is an
 * undoable edit of the scenario; every cell shows its outcome. Loaded when the panel first opens.
 */
export function FaultsFields() {
  const t = useT()
  const locale = useVisualizerStore((state) => state.locale)
  const scenario = useVisualizerStore((state) => state.scenario)
  const editScenario = useVisualizerStore((state) => state.editScenario)
  const faults: Faults = scenario.faults ?? {}
  const active = activeSwitches(scenario)
  // the first edit waits for the engine (the core), which opening the panel starts loading
  const edit = (next: ScenarioFile) => whenEngine(() => editScenario(() => next))
  return (
    <>
      <p className="faults-hint">{t('faultsPanel.hint')}</p>
      <p className="faults-hint" data-retry-hint>
        {t('faultsPanel.retryHint', retryTextVars(locale))}
      </p>
      <div className="faults-fields">
        {FAULT_KEYS.map((key) => (
          <label key={key} className="faults-field">
            <span>{t(`faultsPanel.fields.${key}`)}</span>
            <select
              data-fault={key}
              value={faults[key] ?? ''}
              onChange={(event) => {
                const value = event.target.value
                edit(withFault(scenario, key, value === '' ? undefined : (value as never)))
              }}
            >
              <option value="">{t('faultsPanel.none')}</option>
              {CHOICES[key].map((choice) => (
                <option key={choice} value={choice}>
                  {t(`faultsPanel.values.${choice}` as 'faultsPanel.values.timeout')}
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
          <span>{t('faultsPanel.modelSwitch')}</span>
        </label>
      </div>
      {active > 0 && (
        <button
          type="button"
          className="faults-reset"
          onClick={() => edit(withoutFaults(scenario))}
        >
          {t('faultsPanel.reset')}
        </button>
      )}
    </>
  )
}
