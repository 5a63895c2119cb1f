/**
 * "This step teaches": every goal a step names must be shown by that step's own stage, as a rule
 * in the trace of the run it is bound to or as the panel it opens (GOAL_EVIDENCE).
 */
import { describe, expect, it } from 'vitest'
import { GOALS, type GoalId } from '../../../../src/features/lessons/content/goals.ts'
import { LESSONS, type LessonStep } from '../../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../../src/features/lessons/content/questions.ts'
import { lessonResult } from '../../../../src/features/lessons/content/scenarios.ts'
import { loadEngine } from '../../../../src/store/engine.ts'
import { beforeAll } from 'vitest'

beforeAll(() => loadEngine())

/**
 * What a step that teaches a goal must show: one of these rules in its stage's trace, or one of
 * these panels. Every step's "this step teaches" is held to it. Goals about Codex's source
 * or another agent (no core run shows them) have none.
 */
const GOAL_EVIDENCE: Readonly<Partial<Record<GoalId, readonly string[]>>> = {
  f_problem: ['should_keep'],
  f_fourQuestions: ['demo:fourQuestions'],
  f_renderRule: ['demo:render'],
  f_twoCalls: ['should_keep'],
  f_markedOneShot: ['demo:markedOneShot'],
  f_matchRule: ['demo:match'],
  f_trap: ['should_keep'],
  f_sorting: ['demo:assembly', 'insert_initial_context'],
  f_order: ['demo:assembly'],
  f_boundary: ['insert_initial_context'],
  c_timingImplementation: ['pre_turn_check', 'dispatch_token_budget'],
  c_remoteFilterSummary: ['should_keep', 'insert_initial_context', 'next_turn_reinjection'],
  c_emptyWindow: ['empty_window_install'],
  c_failures: ['remote_error', 'model_fallback'],
}

/** What a step shows: its run's rules, and its panels (its own and its question's reveal). */
function shown(step: LessonStep): Set<string> {
  const bindings = [step.stage, ...(step.question ? [QUESTIONS[step.question].reveal] : [])]
  const seen = new Set<string>()
  for (const binding of bindings) {
    for (const trace of lessonResult(binding.scenario, binding.cell).trace) seen.add(trace.rule)
    if (binding.demo) seen.add(`demo:${binding.demo}`)
  }
  return seen
}

const steps = Object.values(LESSONS).flatMap((lesson) =>
  lesson.steps.map((step) => ({ lesson: lesson.id, step })),
)

describe('what each step says it teaches', () => {
  it.each(steps)('$lesson.$step.id: its goals are on its stage', ({ step }) => {
    const seen = shown(step)
    const missing = step.goals.filter((goal) => {
      const evidence = GOAL_EVIDENCE[goal] ?? []
      return evidence.length > 0 && !evidence.some((e) => seen.has(e))
    })
    expect(missing, `${step.id}: goals its stage does not show`).toEqual([])
  })

  it('its question tests one of its goals', () => {
    const asked = steps.filter(({ step }) => step.question !== undefined)
    const unrelated = asked.filter(
      ({ step }) => !QUESTIONS[step.question!].goals.some((g) => step.goals.includes(g)),
    )
    expect(asked.length).toBeGreaterThan(0)
    expect(unrelated.map(({ step }) => step.id)).toEqual([])
  })

  it('holds every goal the core can show to evidence', () => {
    const source = ['f_whyTypes', 'f_dsh']
    for (const goal of GOALS)
      expect(GOAL_EVIDENCE[goal] !== undefined || source.includes(goal), goal).toBe(true)
  })
})
