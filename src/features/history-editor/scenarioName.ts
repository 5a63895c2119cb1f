import type { ScenarioFile } from '../../core/index.ts'
import { BUNDLED_SCENARIOS, type BundledScenario } from './scenarios.ts'

/**
 * The bundled scenario this one is, found by its file's name (the name an edit keeps), or
 * undefined: the history editor and the exports then name it in the reader's language.
 */
export function bundledScenarioOf(scenario: ScenarioFile): BundledScenario | undefined {
  if (scenario.name === undefined) return undefined
  return BUNDLED_SCENARIOS.find(({ scenario: preset }) => preset.name === scenario.name)
}
