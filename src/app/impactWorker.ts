/**
 * The registry screen's impact, computed off the main thread: each call says how the scenario
 * changed (`impactProtocol.ts`), each answer is its impact or the error the core threw (as a
 * value, by `workerRpc.ts`). Started by `impactClient.ts`; the computation itself is
 * `src/view-models/impactRunner.ts`.
 */
import type { ScenarioFile } from '../core/index.ts'
import { impactRunner } from '../view-models/impactRunner.ts'
import { applyScenarioChange, type ImpactAnswer, type ImpactRequest } from './impactProtocol.ts'
import { serveRpc } from './workerRpc.ts'

const impactOf = impactRunner()
// the scenario the page's requests describe so far (each sends what changed)
let scenario: ScenarioFile | undefined

self.addEventListener(
  'message',
  serveRpc<ImpactRequest, never, ImpactAnswer>(self, (request) => {
    scenario = applyScenarioChange(scenario, request)
    return impactOf(scenario)
  }),
)
