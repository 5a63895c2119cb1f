/**
 * The registry screen's impact, computed off the main thread: each message says how the scenario
 * changed (`impactProtocol.ts`), each answer is its impact or the error the core threw. Started by
 * `impactClient.ts`; the computation itself is `src/view-models/impactRunner.ts`.
 */
import type { ScenarioFile } from '../core/index.ts'
import { impactRunner } from '../view-models/impactRunner.ts'
import { applyScenarioChange, type ImpactAnswer, type ImpactRequest } from './impactProtocol.ts'

const impactOf = impactRunner()
// the scenario the page's requests describe so far (each sends what changed)
let scenario: ScenarioFile | undefined

self.addEventListener('message', (event: MessageEvent<ImpactRequest>) => {
  const { id } = event.data
  let answer: ImpactAnswer
  try {
    scenario = applyScenarioChange(scenario, event.data)
    answer = { id, impact: impactOf(scenario) }
  } catch (error) {
    answer = { id, error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(answer)
})
