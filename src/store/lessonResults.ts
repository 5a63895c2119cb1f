import LESSON from 'virtual:lesson-results'
import { replayToState, type CompactionResult } from '../core/index.ts'
import { unpackRuns } from './lessonRuns.ts'

let replayed: readonly CompactionResult[] | undefined

/**
 * The bundled lesson's nine results, without the core: each cell's trace as the core recorded it
 * at build time (`virtual:lesson-results`, see vite.config.ts, packed by `lessonRuns.ts`), and the
 * rest of the result replayed from that trace, as the animation does (`replay(trace)` equals the
 * core's final state: a core property test proves it in general,
 * `test/unit/store/lessonResults.test.ts` for these). Replayed on first use: a page that opens on
 * saved work or a shared link never draws them.
 */
export function lessonResults(): readonly CompactionResult[] {
  return (replayed ??= unpackRuns(LESSON).map((run) => ({ ...replayToState(run.trace), ...run })))
}

/** The bundled lesson's scenario, as `public/scenarios/lesson-mixed-history.json` has it. */
export const LESSON_SCENARIO = LESSON.scenario
