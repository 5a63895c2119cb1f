import {
  LESSON_PROGRESS_KEY,
  progressFromHash,
  readLessonProgress,
  writeLessonProgress,
} from '../../app/lessonProgress.ts'
import type { Outcome } from '../../core/index.ts'
import { EXERCISE_CELLS, FURTHER_CASES } from './content/exercise.ts'
import { QUESTIONS, type QuestionId } from './content/questions.ts'
import { toTable } from './exerciseWork.ts'
import { browserStorage } from '../../app/savedEnvelope.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { LessonProgress } from '../../store/lessonWorkSlice.ts'
import { useSavedWork } from './useSavedWork.ts'

/**
 * What the reader has learned so far (`LessonProgress`, held in the store): kept outside the
 * screens (leaving the tab keeps it), saved as it changes (`src/app/lessonProgress.ts`) so a
 * reload, another tab and a shared link see it too. Whatever is read back is checked field by
 * field: an unknown question, option or table is left out.
 */
export type { LessonProgress }

export const FURTHER_OUTCOMES: readonly Outcome[] = ['completed', 'failed', 'turn_aborted']

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** A saved or linked progress, every field checked; anything unknown is left out. */
function toProgress(value: unknown): LessonProgress {
  const raw = record(value)
  const predictions: Partial<Record<QuestionId, string>> = {}
  for (const [id, option] of Object.entries(record(raw.predictions))) {
    const question = QUESTIONS[id as QuestionId] as (typeof QUESTIONS)[QuestionId] | undefined
    if (question && typeof option === 'string' && question.options.includes(option))
      predictions[id as QuestionId] = option
  }
  const further: Record<string, Outcome> = {}
  for (const c of FURTHER_CASES) {
    const outcome = record(raw.further)[c.id]
    if (FURTHER_OUTCOMES.includes(outcome as Outcome)) further[c.id] = outcome as Outcome
  }
  const checkedRaw = Array.isArray(raw.checked) ? (raw.checked as unknown[]) : []
  const checked = EXERCISE_CELLS.map((_, i) =>
    typeof checkedRaw[i] === 'object' && checkedRaw[i] !== null ? toTable(checkedRaw[i]) : null,
  )
  const active =
    Number.isInteger(raw.active) && (raw.active as number) >= 0
      ? Math.min(raw.active as number, EXERCISE_CELLS.length - 1)
      : 0
  return { predictions, further, checked, active }
}

/** `base` with what it lacks taken from `extra` (a link never overwrites the reader's own work). */
function mergeProgress(base: LessonProgress, extra: LessonProgress): LessonProgress {
  return {
    predictions: { ...extra.predictions, ...base.predictions },
    further: { ...extra.further, ...base.further },
    checked: base.checked.map((table, i) => table ?? extra.checked[i] ?? null),
    active: base.active,
  }
}

const store = useVisualizerStore

/** The saved progress, with a link's progress where the reader has none. */
function readProgress(): LessonProgress {
  const saved = toProgress(
    readLessonProgress(browserStorage()?.getItem(LESSON_PROGRESS_KEY) ?? null),
  )
  const linked = typeof location === 'undefined' ? null : progressFromHash(location.hash)
  return linked ? mergeProgress(saved, toProgress(linked)) : saved
}

/** Puts the first read in the store, unless another screen's is there already. */
function holdFirst(progress: LessonProgress): void {
  if (!store.getState().lessonProgress) store.getState().setLessonProgress(progress)
}

/** The progress (read from storage and the address once per page, then the store's). */
export function lessonProgress(): LessonProgress {
  const held = store.getState().lessonProgress
  if (held) return held
  holdFirst(readProgress())
  return store.getState().lessonProgress!
}

/** Replaces the progress through `change` and saves it. */
export function updateLessonProgress(change: (current: LessonProgress) => LessonProgress): void {
  const progress = change(lessonProgress())
  writeLessonProgress(browserStorage(), progress)
  store.getState().setLessonProgress(progress)
}

/** Commits (or, with null, takes back) the reader's prediction for a question. */
export function setPrediction(id: QuestionId, option: string | null): void {
  updateLessonProgress((current) => {
    const predictions = { ...current.predictions }
    if (option === null) delete predictions[id]
    else predictions[id] = option
    return { ...current, predictions }
  })
}

/** Another tab saved progress: this one shows it (each screen listening sets the same value). */
function onStorage(event: StorageEvent): void {
  if (event.key !== LESSON_PROGRESS_KEY) return
  store.getState().setLessonProgress(toProgress(readLessonProgress(event.newValue)))
}

/** The progress, kept in step with other tabs while the screen is shown. */
export function useLessonProgress(): LessonProgress {
  return useSavedWork(
    store((state) => state.lessonProgress),
    readProgress,
    holdFirst,
    onStorage,
  )
}
