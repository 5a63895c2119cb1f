import {
  EXERCISE_WORK_KEY,
  readExerciseWork,
  setAsideExerciseWork,
  workFromHash,
  writeExerciseWork,
} from '../../app/exerciseWork.ts'
import {
  blankTable,
  CONTEXT_ANSWERS,
  EXERCISE_CELLS,
  EXERCISE_FATES,
  exerciseItems,
  SUMMARY_ANSWERS,
  type RowAnswer,
  type TableAnswer,
} from './content/exercise.ts'
import { browserStorage } from '../../app/savedEnvelope.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { ExerciseNotices, ExerciseWork } from '../../store/lessonWorkSlice.ts'
import { useSavedWork } from './useSavedWork.ts'

/**
 * The reader's three tables, held in the store (`ExerciseWork`) so that leaving the Lessons tab
 * keeps them, saved as they are typed (`src/app/exerciseWork.ts`) so a reload and another tab
 * see them too. Whatever is read back is checked field by field: an unknown value is a blank
 * field.
 */
export type ExerciseTables = readonly TableAnswer[]
export type { ExerciseNotices }

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | '' =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : ''

/** A position as typed: a few digits (spaces allowed), else blank. */
const typed = (value: unknown): string =>
  typeof value === 'string' && /^\s*\d{0,4}\s*$/.test(value) ? value : ''

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined

/** A saved or linked table, every field checked; anything else reads as blank. */
export function toTable(value: unknown): TableAnswer {
  const rows: Record<string, RowAnswer> = {}
  const savedRows = field(value, 'rows')
  for (const item of exerciseItems()) {
    const row = field(savedRows, item.id)
    rows[item.id] = {
      fate: oneOf(EXERCISE_FATES, field(row, 'fate')),
      position: typed(field(row, 'position')),
    }
  }
  return {
    rows,
    summary: oneOf(SUMMARY_ANSWERS, field(value, 'summary')),
    context: oneOf(CONTEXT_ANSWERS, field(value, 'context')),
    contextPosition: typed(field(value, 'contextPosition')),
  }
}

/** `base` with its blank fields filled from `extra` (a link never overwrites typed answers). */
function fillBlanks(base: TableAnswer, extra: TableAnswer): TableAnswer {
  const pick = <V extends string>(a: V, b: V): V => (a.trim() === '' ? b : a)
  const rows: Record<string, RowAnswer> = {}
  for (const [id, row] of Object.entries(base.rows)) {
    const other = extra.rows[id] ?? { fate: '', position: '' }
    rows[id] = { fate: pick(row.fate, other.fate), position: pick(row.position, other.position) }
  }
  return {
    rows,
    summary: pick(base.summary, extra.summary),
    context: pick(base.context, extra.context),
    contextPosition: pick(base.contextPosition, extra.contextPosition),
  }
}

const readTables = (raw: readonly unknown[] | null): ExerciseTables =>
  EXERCISE_CELLS.map((_, index) => (raw ? toTable(raw[index]) : blankTable()))

const NO_NOTICES: ExerciseNotices = {
  unsaved: false,
  setAside: null,
  unreadable: null,
  mergedFromTab: false,
}

const store = useVisualizerStore

/**
 * The saved answers, a value this version cannot read copied aside first (never overwritten),
 * and what that copy means for the notices.
 */
function readSaved(storage: Storage | null): { tables: ExerciseTables; notices: ExerciseNotices } {
  let raw: string | null = null
  try {
    raw = storage?.getItem(EXERCISE_WORK_KEY) ?? null
  } catch {
    raw = null
  }
  const read = readExerciseWork(raw)
  if (raw === null || read !== null) return { tables: readTables(read), notices: NO_NOTICES }
  const key = setAsideExerciseWork(storage, raw)
  const notices = { ...NO_NOTICES, setAside: key ?? null, unreadable: key ? null : raw }
  return { tables: readTables(read), notices }
}

/** The saved answers, with a link's answers in their blank fields. */
function readWork(): ExerciseWork {
  const saved = readSaved(browserStorage())
  const fromLink = typeof location === 'undefined' ? null : workFromHash(location.hash)
  const tables = fromLink
    ? saved.tables.map((table, i) => fillBlanks(table, toTable(fromLink[i])))
    : saved.tables
  return { tables, linked: fromLink !== null, notices: saved.notices }
}

/** Puts the first read in the store, unless another screen's is there already. */
function holdFirst(work: ExerciseWork): void {
  if (!store.getState().exerciseWork) store.getState().setExerciseWork(work)
}

/** The answers (read from storage and the address once per page, then the store's). */
export function exerciseWork(): ExerciseWork {
  const held = store.getState().exerciseWork
  if (held) return held
  holdFirst(readWork())
  return store.getState().exerciseWork!
}

export function setExerciseTables(next: ExerciseTables): void {
  const work = exerciseWork()
  const saved = writeExerciseWork(browserStorage(), next)
  const notices =
    saved === work.notices.unsaved ? { ...work.notices, unsaved: !saved } : work.notices
  store.getState().setExerciseWork({ ...work, tables: next, notices })
}

/**
 * Another tab saved answers: this one shows them, unless this page holds a link's answers,
 * which another tab's change must not wipe: then both are kept (its answers fill the blanks).
 * Each screen listening sets the same value (filling blanks twice changes nothing).
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== EXERCISE_WORK_KEY) return
  const theirs = readTables(readExerciseWork(event.newValue))
  const work = exerciseWork()
  store.getState().setExerciseWork(
    work.linked
      ? {
          ...work,
          tables: work.tables.map((table, i) => fillBlanks(table, theirs[i]!)),
          notices: { ...work.notices, mergedFromTab: true },
        }
      : { ...work, tables: theirs },
  )
}

/** The saved tables, whether a link brought some of them, and what to say about them. */
export function useExerciseTables(): ExerciseWork {
  return useSavedWork(
    store((state) => state.exerciseWork),
    readWork,
    holdFirst,
    onStorage,
  )
}
