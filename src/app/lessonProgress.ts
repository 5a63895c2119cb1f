/**
 * What a student has learned in the lessons, as saved work: committed predictions, the
 * exercise's checked tables and the table being looked at. Kept in `localStorage` under a key of
 * its own (beside the scenario and the exercise's answers), so a damaged or older value only
 * means starting the questions again, never a lost scenario or lost tables. A share link may
 * carry it in its hash (`#learn=…`). The lessons check every field (`features/lessons/
 * lessonProgress.ts`); this module only reads and writes the versioned envelope.
 */
import type { KeyValueStorage } from './persistence.ts'
import { envelopeField } from './savedEnvelope.ts'

export const LESSON_PROGRESS_KEY = 'context-lab:lessons'
const LESSON_PROGRESS_VERSION = 1
/** The hash parameter of a link that carries the lessons' progress. */
const PROGRESS_PARAM = 'learn'

/** The saved progress (unchecked), or null when there is none or the value is unreadable. */
export function readLessonProgress(raw: string | null): Record<string, unknown> | null {
  const progress = envelopeField(raw, LESSON_PROGRESS_VERSION, 'progress')
  return typeof progress === 'object' && progress !== null && !Array.isArray(progress)
    ? (progress as Record<string, unknown>)
    : null
}

function lessonProgressJson(progress: object): string {
  return JSON.stringify({ version: LESSON_PROGRESS_VERSION, progress })
}

/** The progress saved in `storage` (unchecked), or null when there is none or it is refused. */
export function savedLessonProgress(
  storage: KeyValueStorage | null,
): Record<string, unknown> | null {
  try {
    return readLessonProgress(storage?.getItem(LESSON_PROGRESS_KEY) ?? null)
  } catch {
    return null
  }
}

/** Saves the progress; a full or refused storage keeps it in the page only. */
export function writeLessonProgress(storage: KeyValueStorage | null, progress: object): void {
  try {
    storage?.setItem(LESSON_PROGRESS_KEY, lessonProgressJson(progress))
  } catch {
    // nothing to recover: the progress stays in the page, and the next commit tries again
  }
}

/** The progress as a URL-safe base64 of its UTF-8 JSON. */
function encodeProgress(progress: object): string {
  const bytes = new TextEncoder().encode(lessonProgressJson(progress))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The progress a link carries, or null when its value is not one {@link encodeProgress} wrote. */
function decodeProgress(value: string): Record<string, unknown> | null {
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    return readLessonProgress(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return null
  }
}

/** The progress in a location hash (`#learn=…`, possibly among other params). */
export function progressFromHash(hash: string): Record<string, unknown> | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(PROGRESS_PARAM)
  return value === null ? null : decodeProgress(value)
}

/** `href` with the progress in its hash; other hash params (answers, a scenario) are kept. */
export function hrefWithProgress(href: string, progress: object): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  params.set(PROGRESS_PARAM, encodeProgress(progress))
  url.hash = params.toString()
  return url.toString()
}

/** `href` without progress in its hash (other hash params are kept). */
export function hrefWithoutProgress(href: string): string {
  const url = new URL(href)
  const params = new URLSearchParams(url.hash.replace(/^#/, ''))
  if (!params.has(PROGRESS_PARAM)) return href
  params.delete(PROGRESS_PARAM)
  url.hash = params.toString()
  return url.toString().replace(/#$/, '')
}
