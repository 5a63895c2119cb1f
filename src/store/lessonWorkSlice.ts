import type { StateCreator } from 'zustand'
import type { Outcome } from '../core/index.ts'
import type { ItemFate } from '../view-models/statuses.ts'
import type { VisualizerState } from './index.ts'

export type SummaryAnswer = 'last' | 'notLast' | 'none'
export type ContextAnswer = 'notInTable' | 'beforeLastUser' | 'wholeWindow' | 'end'

/** One row of an exercise table as the reader filled it in. */
export interface RowAnswer {
  readonly fate: ItemFate | ''
  /** the new position (1-based) as typed; empty for a cut item. */
  readonly position: string
}

export interface TableAnswer {
  readonly rows: Readonly<Record<string, RowAnswer>>
  readonly summary: SummaryAnswer | ''
  readonly context: ContextAnswer | ''
  /** the position of the first initial-context item, as typed. */
  readonly contextPosition: string
}

/**
 * What the reader has learned so far: each committed prediction (by question id), each "one
 * step further" prediction, each exercise table as it was when last checked, and the table
 * being looked at.
 */
export interface LessonProgress {
  readonly predictions: Readonly<Partial<Record<string, string>>>
  readonly further: Readonly<Record<string, Outcome>>
  /** per exercise table: the table as last checked (its mistakes are recomputed from it). */
  readonly checked: readonly (TableAnswer | null)[]
  readonly active: number
}

/**
 * What the page must say about the exercise answers, beside the tables: none of it is ever
 * silent. `unsaved`: storage refused the last save (full, disabled); the answers live in the
 * page only and are offered as a file. `setAside`: saved answers this version cannot read were
 * copied under that key before anything overwrote them (`unreadable` when storage refused even
 * that: the value is offered as a file). `mergedFromTab`: another tab changed its answers while
 * this page holds a link's answers: both kept, the other tab's only in blank fields.
 */
export interface ExerciseNotices {
  readonly unsaved: boolean
  readonly setAside: string | null
  readonly unreadable: string | null
  readonly mergedFromTab: boolean
}

/** The reader's exercise tables, whether this page's link brought some, and the notices. */
export interface ExerciseWork {
  readonly tables: readonly TableAnswer[]
  readonly linked: boolean
  readonly notices: ExerciseNotices
}

/**
 * The reader's lesson work on this page: the lessons' progress and the exercise's tables. The
 * lessons feature reads them from storage and the address the first time a screen asks
 * (`src/features/lessons/lessonProgress.ts`, `exerciseWork.ts`: `undefined` until then), checks
 * every field, and saves each change; the store only holds them, so `resetStore()` forgets them
 * as a reload would, and leaving the Lessons tab keeps them.
 */
export interface LessonWorkSlice {
  lessonProgress: LessonProgress | undefined
  exerciseWork: ExerciseWork | undefined
  setLessonProgress: (progress: LessonProgress) => void
  setExerciseWork: (work: ExerciseWork) => void
}

export const createLessonWorkSlice: StateCreator<VisualizerState, [], [], LessonWorkSlice> = (
  set,
) => ({
  lessonProgress: undefined,
  exerciseWork: undefined,
  setLessonProgress: (lessonProgress) => set({ lessonProgress }),
  setExerciseWork: (exerciseWork) => set({ exerciseWork }),
})
