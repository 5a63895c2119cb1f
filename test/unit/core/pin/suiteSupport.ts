import type { CompactionResult, RuleParams, ScenarioItem } from '../../../../src/core/index.ts'

/**
 * Helpers for the vectors of Codex's end-to-end suites (core/tests/suite/*.rs). Those tests drive
 * a whole session against a mocked server and read the captured requests; the vectors run the
 * same situation through one cell of the port and read its trace, events and installed history.
 */

/** The params of the first trace step of `rule`, or undefined when the run never took it. */
export function stepParams<R extends keyof RuleParams>(
  result: CompactionResult,
  rule: R,
): RuleParams[R] | undefined {
  const step = result.trace.find((s) => s.rule === rule)
  return step?.params as RuleParams[R] | undefined
}

/** Every step of `rule`, in order. */
export function stepsOf<R extends keyof RuleParams>(
  result: CompactionResult,
  rule: R,
): RuleParams[R][] {
  return result.trace.filter((s) => s.rule === rule).map((s) => s.params as RuleParams[R])
}

/** The rules the run took, in order. */
export const rules = (result: CompactionResult): string[] => result.trace.map((s) => s.rule)

/** The event types the run emitted, in order. */
export const eventTypes = (result: CompactionResult): string[] =>
  result.events.map((event) => ('hook' in event ? `${event.type}:${event.hook}` : event.type))

/**
 * The installed history as the next run's input: what a session holds after a compaction, so
 * a vector can compact again (messages only; the suites' follow-up turns add what they need).
 */
export function carried(result: CompactionResult): ScenarioItem[] {
  return result.items.flatMap((item): ScenarioItem[] => {
    if (item.type === 'compaction') return [{ id: item.id, type: 'compaction' }]
    if (item.type !== 'message' || item.role === undefined) return []
    return [
      { id: item.id, type: 'message', role: item.role, parts: [...(item.parts ?? [item.text])] },
    ]
  })
}

/** `role:text` of each message of the installed history (texts cut to `cut` characters). */
export function messages(result: CompactionResult, cut = 40): string[] {
  return result.items
    .filter((item) => item.type === 'message')
    .map((item) => `${item.role}:${item.text.slice(0, cut)}`)
}
