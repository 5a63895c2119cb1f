import { parseScenario, type ScenarioFile } from '../../src/core/index.ts'
import lesson from '../../public/scenarios/lesson-mixed-history.json'

/** A request far past the local path's 20,000-token budget for user messages (108,000 chars). */
export const LONG_ASK = 'Keep going. '.repeat(9_000)

/**
 * The lesson with its newest request (`ask2`) replaced by {@link LONG_ASK}: the local cells keep
 * 80,000 characters of it and drop the older request, so "truncated" has a size to show.
 */
export function lessonWithLongRequest(extra: Partial<ScenarioFile> = {}): ScenarioFile {
  const parsed = parseScenario({
    ...lesson,
    ...extra,
    history: lesson.history.map((item) =>
      item.id === 'ask2' ? { ...item, text: LONG_ASK } : item,
    ),
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors.slice(0, 3)))
  return parsed.value
}
