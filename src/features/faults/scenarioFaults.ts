import type { Faults, HookOutcome, LocalFault, ScenarioFile } from '../../core/index.ts'
import { hasModelSwitch } from './activeSwitches.ts'

/**
 * The fault and world switches of the grid, as edits of the scenario: they live in the scenario
 * file, so share links, exports and the CLI carry them. Loaded with the faults panel's fields;
 * what the closed panel shows (how many are on) is `activeSwitches.ts`.
 */
// the core's one list (transport.ts alone, not the paths: this loads with the panel)
export { REMOTE_FAULTS } from '../../core/compaction/transport.ts'
export const LOCAL_FAULTS: readonly LocalFault[] = [
  'context_window_exceeded',
  'stream_error',
  'session_budget_exceeded',
  'interrupted',
]
export const HOOK_OUTCOMES: readonly HookOutcome[] = ['continue', 'stop']

/** The previous model a model switch brings in: it compacts differently (another comp_hash). */
const SWITCH_PREVIOUS_MODEL = { slug: 'gpt-5', compHash: 'comp-a' } as const
const SWITCH_CURRENT_HASH = 'comp-b'

/** Sets one fault field (undefined removes it), keeping the others. */
export function withFault<K extends keyof Faults>(
  scenario: ScenarioFile,
  key: K,
  value: Faults[K] | undefined,
): ScenarioFile {
  const { [key]: _removed, ...rest } = scenario.faults ?? {}
  const faults: Faults = value === undefined ? rest : { ...rest, [key]: value }
  const { faults: _old, ...others } = scenario
  return Object.keys(faults).length === 0 ? others : { ...others, faults }
}

/**
 * Turns the model switch on or off: the previous turn ran `gpt-5`, which compacts differently
 * from the current model, so pre-turn first compacts with the previous model (one fallback).
 */
export function withModelSwitch(scenario: ScenarioFile, on: boolean): ScenarioFile {
  const { previousModel: _previous, ...turn } = scenario.turn ?? {}
  const { compHash: _hash, ...model } = scenario.model ?? {}
  const base = { ...scenario, turn, model }
  if (!on) return tidy(base)
  return {
    ...base,
    turn: { ...turn, previousModel: SWITCH_PREVIOUS_MODEL },
    model: { ...model, compHash: SWITCH_CURRENT_HASH },
  }
}

/** Drops the `turn` and `model` objects a switch emptied, so an untouched file stays untouched. */
function tidy(scenario: ScenarioFile): ScenarioFile {
  const { turn, model, ...rest } = scenario
  return {
    ...rest,
    ...(turn && Object.keys(turn).length > 0 ? { turn } : {}),
    ...(model && Object.keys(model).length > 0 ? { model } : {}),
  }
}

/** The scenario with every fault and the model switch off. */
export function withoutFaults(scenario: ScenarioFile): ScenarioFile {
  const { faults: _faults, ...rest } = scenario
  return hasModelSwitch(scenario) ? withModelSwitch(rest, false) : rest
}
