import type { ScenarioFile } from '../../core/index.ts'

/**
 * Which fault and world switches are on: what the closed faults panel shows on the first screen.
 * Turning them on and off is `scenarioFaults.ts`, loaded with the panel's fields.
 */

/** Whether the scenario switches the model since the previous turn (with another comp_hash). */
export function hasModelSwitch(scenario: ScenarioFile): boolean {
  const previous = scenario.turn?.previousModel
  return previous !== undefined && previous.compHash !== scenario.model?.compHash
}

/** How many fault or world switches are on. */
export function activeSwitches(scenario: ScenarioFile): number {
  return Object.keys(scenario.faults ?? {}).length + (hasModelSwitch(scenario) ? 1 : 0)
}
