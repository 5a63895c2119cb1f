import type { ScenarioFile } from '../../core/index.ts'
import type { presets } from '../../i18n/en/presets.ts'
import approvedPrefixForgotten from '../../../public/scenarios/approved-prefix-forgotten.json'
import forkedExpiredEnvironment from '../../../public/scenarios/forked-expired-environment.json'
import lessonMixedHistory from '../../../public/scenarios/lesson-mixed-history.json'
import onePartHidesTheMessage from '../../../public/scenarios/one-part-hides-the-message.json'
import workspaceAmnesia from '../../../public/scenarios/workspace-amnesia.json'

/** A scenario bundled with the app (imported, so it works offline and from any folder). */
export interface BundledScenario {
  /** the file name, also the key of its translated name and description */
  readonly id: keyof typeof presets
  readonly scenario: ScenarioFile
}

// the JSON files are validated by test/unit/store/scenarioPresets.test.ts
export const BUNDLED_SCENARIOS: readonly BundledScenario[] = [
  { id: 'lesson-mixed-history', scenario: lessonMixedHistory as unknown as ScenarioFile },
  { id: 'approved-prefix-forgotten', scenario: approvedPrefixForgotten as unknown as ScenarioFile },
  { id: 'workspace-amnesia', scenario: workspaceAmnesia as unknown as ScenarioFile },
  {
    id: 'forked-expired-environment',
    scenario: forkedExpiredEnvironment as unknown as ScenarioFile,
  },
  { id: 'one-part-hides-the-message', scenario: onePartHidesTheMessage as unknown as ScenarioFile },
]
