import type { ScenarioFile } from '../../core/index.ts'
import type { ScenarioOrigin } from '../../store/scenarioSlice.ts'

/** Where the scenario on screen came from, as the exports and the address notice name it. */
export type ScenarioSource = ScenarioOrigin | 'session'

// the session screen names the scenarios it builds so (core/rollout/scenario.ts); an edit of
// such a scenario keeps the name, and is still the session's history
const SESSION_NAME = /^Codex session\b/

export function scenarioSource(scenario: ScenarioFile, origin: ScenarioOrigin): ScenarioSource {
  return origin === 'edit' && SESSION_NAME.test(scenario.name ?? '') ? 'session' : origin
}
