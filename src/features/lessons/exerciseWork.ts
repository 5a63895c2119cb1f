import { useSyncExternalStore } from 'react'
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
import { storageSubscription } from './storageSubscription.ts'

/**
 * The reader's three tables, kept outside the screen so that leaving the Lessons tab keeps them,
 * saved as they are typed (`src/app/exerciseWork.ts`) so a reload and another tab see them too.
 * Whatever is read back is checked field by field: an unknown value is a blank field.
 */
export type ExerciseTables = readonly TableAnswer[]

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
export function fillBlanks(base: TableAnswer, extra: TableAnswer): TableAnswer {
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

/**
 * What the page must say about the answers, beside the tables: none of it is ever silent.
 * `unsaved`: storage refused the last save (full, disabled); the answers live in the page only
 * and are offered as a file. `setAside`: saved answers this version cannot read were copied
 * under that key before anything overwrote them (`downloadable` when storage refused even that:
 * the value is offered as a file). `mergedFromTab`: another tab changed its answers while this
 * page holds a link's answers: both kept, the other tab's only in blank fields.
 */
export interface ExerciseNotices {
  readonly unsaved: boolean
  readonly setAside: string | null
  readonly unreadable: string | null
  readonly mergedFromTab: boolean
}

const NO_NOTICES: ExerciseNotices = {
  unsaved: false,
  setAside: null,
  unreadable: null,
  mergedFromTab: false,
}

let tables: ExerciseTables | undefined
/** whether this page's link brought answers (said once, beside the tables). */
let linked = false
let notices: ExerciseNotices = NO_NOTICES
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

/** The saved answers, a value this version cannot read copied aside first (never overwritten). */
function readSaved(storage: Storage | null): ExerciseTables {
  let raw: string | null = null
  try {
    raw = storage?.getItem(EXERCISE_WORK_KEY) ?? null
  } catch {
    raw = null
  }
  const read = readExerciseWork(raw)
  if (raw !== null && read === null) {
    const key = setAsideExerciseWork(storage, raw)
    notices = { ...notices, setAside: key ?? null, unreadable: key ? null : raw }
  }
  return readTables(read)
}

/** The tables: saved work, with a link's answers in its blank fields (read once per page). */
export function exerciseTables(): ExerciseTables {
  if (tables) return tables
  const saved = readSaved(browserStorage())
  const fromLink = typeof location === 'undefined' ? null : workFromHash(location.hash)
  linked = fromLink !== null
  tables = fromLink ? saved.map((table, i) => fillBlanks(table, toTable(fromLink[i]))) : saved
  return tables
}

export function setExerciseTables(next: ExerciseTables): void {
  tables = next
  const saved = writeExerciseWork(browserStorage(), next)
  if (saved === notices.unsaved) notices = { ...notices, unsaved: !saved }
  emit()
}

/** The notices about the answers (`ExerciseNotices`). */
export const exerciseNotices = (): ExerciseNotices => notices

/**
 * Another tab saved answers: this one shows them, unless this page holds a link's answers,
 * which another tab's change must not wipe: then both are kept (its answers fill the blanks).
 */
function onStorage(event: StorageEvent): void {
  if (event.key !== EXERCISE_WORK_KEY) return
  const theirs = readTables(readExerciseWork(event.newValue))
  if (linked && tables) {
    tables = tables.map((table, i) => fillBlanks(table, theirs[i]!))
    notices = { ...notices, mergedFromTab: true }
  } else tables = theirs
  emit()
}

const subscribe = storageSubscription(listeners, onStorage)

/** The saved tables, whether a link brought some of them, and what to say about them. */
export function useExerciseTables(): {
  tables: ExerciseTables
  linked: boolean
  notices: ExerciseNotices
} {
  const current = useSyncExternalStore(subscribe, exerciseTables)
  const said = useSyncExternalStore(subscribe, exerciseNotices)
  return { tables: current, linked, notices: said }
}

/** Forgets the page's copy (tests start each case from storage and the address). */
export function resetExerciseTables(): void {
  tables = undefined
  linked = false
  notices = NO_NOTICES
}
