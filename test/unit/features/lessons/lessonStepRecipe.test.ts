/**
 * The recipe for adding a lesson step (src/features/README.md), step by step: every step of every
 * lesson is checked per step, so a step added with one part skipped fails here by name rather than
 * as a blank or a stage that silently shows the end of another run. Whether the text agrees with
 * the stage is `stepStage.test.ts`; whether its counts come from the run, `facts.test.ts`; whether
 * a question's key agrees with the core, `questions.test.ts`.
 */
import { describe, expect, it } from 'vitest'
import { lessonFacts } from '../../../../src/features/lessons/content/facts.ts'
import { GOALS } from '../../../../src/features/lessons/content/goals.ts'
import { LESSONS } from '../../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../../src/features/lessons/content/questions.ts'
import {
  LESSON_SCENARIOS,
  lessonResult,
} from '../../../../src/features/lessons/content/scenarios.ts'
import { stepOfRule } from '../../../../src/features/lessons/content/stage.ts'
import { LOCALES, type Locale } from '../../../../src/i18n/index.ts'
import { RETRY_PLACEHOLDERS } from '../../../../src/i18n/retryText.ts'
import { lessons as enLessons } from '../../../../src/i18n/en/lessons.ts'
import { lessons as koLessons } from '../../../../src/i18n/ko/lessons.ts'
import { lessons as zhLessons } from '../../../../src/i18n/zh/lessons.ts'
import { presenterNotes as enNotes } from '../../../../src/i18n/presenterNotes/en.ts'
import { presenterNotes as koNotes } from '../../../../src/i18n/presenterNotes/ko.ts'
import { presenterNotes as zhNotes } from '../../../../src/i18n/presenterNotes/zh.ts'

const NOTES = { en: enNotes, ko: koNotes, zh: zhNotes } as const
const LESSON_TEXTS: Readonly<Record<Locale, unknown>> = {
  en: enLessons,
  ko: koLessons,
  zh: zhLessons,
}

const STEPS = Object.values(LESSONS).flatMap((lesson) =>
  lesson.steps.map((step) => ({
    ...step,
    lesson: lesson.id,
    toString: () => `${lesson.id}.${step.id}`,
  })),
)
const IN_LOCALES = STEPS.flatMap((step) =>
  LOCALES.map((locale) => ({ step, locale, toString: () => `${locale} ${String(step)}` })),
)

/** A key of the lessons section looked up in one locale only (the app would fall back to English). */
function lookUp(locale: Locale, key: string): unknown {
  let node: unknown = LESSON_TEXTS[locale]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return node
}
const text = (locale: Locale, key: string) => {
  const found = lookUp(locale, key)
  return typeof found === 'string' ? found.trim() : ''
}
const placeholders = (sentence: string) =>
  [...sentence.matchAll(/\{(\w+)(?:[#:][^}]*)?\}/g)].map(([, name]) => name!)

describe('a lesson step is added by the recipe', () => {
  it('finds the steps it checks, each id once per lesson', () => {
    expect(STEPS.length).toBeGreaterThan(15)
    expect(new Set(STEPS.map(String)).size).toBe(STEPS.length)
  })

  it.each(STEPS)('1. %s: a content entry teaching known goals', (step) => {
    expect(step.goals.length).toBeGreaterThan(0)
    expect(step.goals.filter((goal) => !(GOALS as readonly string[]).includes(goal))).toEqual([])
  })

  it.each(IN_LOCALES)('2. %s: its title and body in the catalog', ({ step, locale }) => {
    const key = `${step.lesson}.steps.${step.id}`
    const missing = ['title', 'body'].filter((field) => !text(locale, `${key}.${field}`))
    expect(missing).toEqual([])
  })

  it.each(STEPS)('3. %s: a stage on a lesson scenario that reaches the step it names', (step) => {
    const { scenario, cell, at } = step.stage
    expect(LESSON_SCENARIOS).toContain(scenario)
    const result = lessonResult(scenario, cell)
    const reached =
      typeof at === 'number'
        ? at >= 1 && at <= result.trace.length
        : at === 'start' || at === 'end' || stepOfRule(result, at) !== undefined
    expect(reached, `${String(at)} is not a step of ${cell.phase} × ${cell.implementation}`).toBe(
      true,
    )
  })

  it.each(IN_LOCALES)(
    '4. %s: every placeholder in its body is a fact of the run or a retry list',
    ({ step, locale }) => {
      const key = `${step.lesson}.steps.${step.id}.body`
      // the core's retry lists are filled in every text (retryText.ts), the counts from the run
      const facts = [...Object.keys(lessonFacts(key) ?? {}), ...RETRY_PLACEHOLDERS]
      const unknown = placeholders(text(locale, key)).filter((name) => !facts.includes(name))
      expect(unknown).toEqual([])
    },
  )

  it.each(IN_LOCALES.filter(({ step }) => step.question))(
    '5. %s: its question, with a key among its options, each worded',
    ({ step, locale }) => {
      const question = QUESTIONS[step.question!]
      expect(question.options.length).toBeGreaterThan(1)
      expect(question.options).toContain(question.answer())
      const base = `questions.${question.id}`
      const missing = [
        'prompt',
        'explain',
        ...question.options.map((option) => `options.${option}`),
      ].filter((field) => !text(locale, `${base}.${field}`))
      expect(missing).toEqual([])
    },
  )

  it.each(IN_LOCALES)('6. %s: a presenter note', ({ step, locale }) => {
    const notes = NOTES[locale] as Record<string, Record<string, string> | undefined>
    expect(notes[step.lesson]?.[step.id]?.trim()).toBeTruthy()
  })
})
