/**
 * The exercise's answers as saved work: kept in `localStorage` under a key of their own, beside
 * the scenario (`persistence.ts`), so saved work from before they existed loads unchanged and a
 * damaged or older answers value only means blank tables, never a lost scenario. A share link may
 * carry them in its hash (`#work=…`, next to a shared scenario's `#s=…`). The tables' fields are
 * checked by the lessons (`features/lessons/exerciseWork.ts`); this module only reads and writes
 * the versioned envelope.
 */
import type { KeyValueStorage } from './persistence.ts'
import { envelopeField } from './savedEnvelope.ts'

export const EXERCISE_WORK_KEY = 'context-lab:exercise'
const EXERCISE_WORK_VERSION = 1
/** The hash parameter of a link that carries answers. */
const WORK_PARAM = 'work'

/** The saved tables (unchecked), or null when there are none or the value is unreadable. */
export function readExerciseWork(raw: string | null): readonly unknown[] | null {
  const tables = envelopeField(raw, EXERCISE_WORK_VERSION, 'tables')
  return Array.isArray(tables) ? tables : null
}

export function exerciseWorkJson(tables: readonly unknown[]): string {
  return JSON.stringify({ version: EXERCISE_WORK_VERSION, tables })
}

/** The answers saved in `storage` (unchecked), or null when there are none or it is refused. */
export function savedExerciseWork(storage: KeyValueStorage | null): readonly unknown[] | null {
  try {
    return readExerciseWork(storage?.getItem(EXERCISE_WORK_KEY) ?? null)
  } catch {
    return null
  }
}

/**
 * Saves the tables; false when storage is full, refused or missing: the answers then stay in the
 * page only, and the page must say so (and offer them as a file). The next edit tries again.
 */
export function writeExerciseWork(
  storage: KeyValueStorage | null,
  tables: readonly unknown[],
): boolean {
  if (!storage) return false
  try {
    storage.setItem(EXERCISE_WORK_KEY, exerciseWorkJson(tables))
    return true
  } catch {
    return false
  }
}

/** Where unreadable answers are copied before anything overwrites them (`:2`, `:3` after). */
export const EXERCISE_SET_ASIDE_KEY = `${EXERCISE_WORK_KEY}:set-aside`

/**
 * Copies a saved answers value this version cannot read (damaged, or another version's) under
 * the first free set-aside key, as `persistence.ts` keeps a scenario aside: the key, or
 * undefined when storage refuses (the caller then offers the value as a file).
 */
export function setAsideExerciseWork(storage: KeyValueStorage | null, raw: string) {
  if (!storage) return undefined
  try {
    for (let n = 1; n < 100; n++) {
      const key = n === 1 ? EXERCISE_SET_ASIDE_KEY : `${EXERCISE_SET_ASIDE_KEY}:${n}`
      const existing = storage.getItem(key)
      if (existing === raw) return key
      if (existing !== null) continue
      storage.setItem(key, raw)
      return key
    }
  } catch {
    // full or refused: undefined below
  }
  return undefined
}

/** The tables as a URL-safe base64 of their UTF-8 JSON. */
function encodeWork(tables: readonly unknown[]): string {
  const bytes = new TextEncoder().encode(exerciseWorkJson(tables))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The tables a link carries, or null when its value is not one {@link encodeWork} wrote. */
function decodeWork(value: string): readonly unknown[] | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return readExerciseWork(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return null
  }
}

/** The answers in a location hash (`#work=…`, possibly among other params). */
export function workFromHash(hash: string): readonly unknown[] | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(WORK_PARAM)
  return value === null ? null : decodeWork(value)
}

/** `href` with the answers in its hash; other hash params (a shared scenario) are kept. */
export function hrefWithWork(href: string, tables: readonly unknown[]): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  params.set(WORK_PARAM, encodeWork(tables))
  url.hash = params.toString()
  return url.toString()
}

/** `href` without answers in its hash (other hash params are kept). */
export function hrefWithoutWork(href: string): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  if (!params.has(WORK_PARAM)) return href
  params.delete(WORK_PARAM)
  url.hash = params.toString()
  return url.toString().replace(/#$/, '')
}
