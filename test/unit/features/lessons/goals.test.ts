/**
 * Every learning goal (seed 002's twelve abilities, seed 003's three takeaways) must be taught by
 * at least one lesson step and tested by at least one question that a lesson step asks.
 */
import { describe, expect, it } from 'vitest'
import { GOALS, type GoalId } from '../../../../src/features/lessons/content/goals.ts'
import { LESSONS } from '../../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../../src/features/lessons/content/questions.ts'
import { lessons as en } from '../../../../src/i18n/en/lessons.ts'

const steps = Object.values(LESSONS).flatMap((lesson) => lesson.steps)

/** The goals no step teaches and the goals no asked question tests. */
export function uncovered(goals: readonly GoalId[]) {
  const taught = new Set(steps.flatMap((step) => step.goals))
  const asked = steps.flatMap((step) => (step.question ? [QUESTIONS[step.question]] : []))
  const tested = new Set(asked.flatMap((question) => question.goals))
  return {
    notTaught: goals.filter((goal) => !taught.has(goal)),
    notTested: goals.filter((goal) => !tested.has(goal)),
  }
}

describe('learning goals', () => {
  it('lists seed 002’s twelve abilities and seed 003’s three takeaways', () => {
    expect(GOALS.filter((goal) => goal.startsWith('f_'))).toHaveLength(12)
    // seed 003's three takeaways, and its "one step further"
    expect(GOALS.filter((goal) => goal.startsWith('c_'))).toHaveLength(4)
    for (const goal of GOALS) expect(en.goals[goal], goal).toBeTruthy()
  })

  it('teaches every goal in a lesson step and tests it with a question', () => {
    expect(uncovered(GOALS)).toEqual({ notTaught: [], notTested: [] })
  })

  it('would report a goal that nothing covers', () => {
    const fake = 'f_unknown' as GoalId
    expect(uncovered([...GOALS, fake])).toEqual({ notTaught: [fake], notTested: [fake] })
  })

  it('asks at least three questions per lesson, each with its text', () => {
    for (const lesson of Object.values(LESSONS)) {
      const asked = lesson.steps.filter((step) => step.question)
      expect(asked.length, lesson.id).toBeGreaterThanOrEqual(3)
      for (const step of lesson.steps) {
        expect(
          en[lesson.id].steps[step.id as keyof (typeof en)[typeof lesson.id]['steps']],
        ).toBeTruthy()
      }
    }
  })
})
