import type { Locale } from '../../i18n/index.ts'
import { presenterNotes as en } from '../../i18n/presenterNotes/en.ts'
import { presenterNotes as ko } from '../../i18n/presenterNotes/ko.ts'
import { presenterNotes as zh } from '../../i18n/presenterNotes/zh.ts'
import { LESSONS, type LessonId, type LessonStep } from '../lessons/content/lessons.ts'

/**
 * The speaker notes, imported only by the console (its own chunk), in the three languages. The
 * types make ko and zh carry a note for every English one.
 */
const NOTES = { en, ko, zh } as const

// own keys only: `constructor` or `toString` from a message is no lesson
const isLessonId = (id: string): id is LessonId => Object.hasOwn(LESSONS, id)

/** One lesson step as the console shows it: its id, place, note and the step after it. */
export interface ConsoleStep {
  readonly lesson: LessonId
  readonly index: number
  readonly total: number
  readonly id: string
  readonly note: string
  /** the next step's id in the same lesson, or null at its last step */
  readonly next: string | null
  /** the step's question, whose key the console alone shows */
  readonly question: LessonStep['question']
}

/** The step a projected lesson position names (clamped as the lesson clamps it), or null. */
export function consoleStep(locale: Locale, section: string, step: number): ConsoleStep | null {
  if (!isLessonId(section)) return null
  const steps = LESSONS[section].steps
  const index = Math.min(Math.max(0, Math.trunc(step)), steps.length - 1)
  const id = steps[index]!.id
  const notes = NOTES[locale][section] as Readonly<Record<string, string>>
  const note = Object.hasOwn(notes, id) ? notes[id]! : ''
  return {
    lesson: section,
    index,
    total: steps.length,
    id,
    note,
    next: steps[index + 1]?.id ?? null,
    question: steps[index]!.question,
  }
}
