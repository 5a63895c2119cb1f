import { isLocale } from '../../app/localePreference.ts'
import type { Locale } from '../../i18n/index.ts'
import { TABS } from '../../store/viewSlice.ts'

/**
 * The presenter console and the projected window talk over one BroadcastChannel (same origin,
 * same browser): the projected window says where it stands after every change, the console asks
 * for that when it opens and sends the step keys its buttons stand for.
 */
export const CONSOLE_CHANNEL = 'context-lab-presenter'

/** Where the projected window stands: its screen, language, lesson step and grid step. */
export interface ProjectedPosition {
  readonly kind: 'position'
  readonly tab: string
  readonly locale: Locale
  /** the lesson and step index, or null off the Lessons tab (or before it reports one) */
  readonly lesson: LessonPlace | null
  readonly gridStep: number
  readonly gridSteps: number
}

/**
 * A lesson step, and on a step that comes as pages (presenter mode after a commit) the page shown
 * (from 0) and how many there are: the console says "page k of n" and follows the page turns.
 */
export interface LessonPlace {
  readonly section: string
  readonly step: number
  readonly page?: { readonly at: number; readonly of: number }
}

/** The most pages a step is believed to come as: more is a forged message. */
export const MAX_CHANNEL_PAGES = 1000

/** The keys the console sends: a step back or forward, or to the lesson's first step. */
export type ConsoleKey = 'ArrowLeft' | 'ArrowRight' | 'Home'
const CONSOLE_KEYS: readonly ConsoleKey[] = ['ArrowLeft', 'ArrowRight', 'Home']
const isConsoleKey = (value: unknown): value is ConsoleKey =>
  (CONSOLE_KEYS as readonly unknown[]).includes(value)

export type ConsoleMessage =
  | ProjectedPosition
  | { readonly kind: 'hello' }
  | { readonly kind: 'key'; readonly key: ConsoleKey }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The most steps a trace or a lesson is believed to have: more is a forged message. */
export const MAX_CHANNEL_STEPS = 1_000_000

/** A message the channel drops, with the field that made it drop it. */
export interface RefusedMessage {
  readonly field: string
  readonly reason: string
}

type Checked = { readonly ok: true; readonly message: ConsoleMessage } | RefusedMessage

const refuse = (field: string, reason: string): RefusedMessage => ({ field, reason })

const isTab = (value: unknown): value is string =>
  typeof value === 'string' && (TABS as readonly string[]).includes(value)

const isIndex = (value: unknown, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max

// a lesson id is a short lower-case word: anything else (`constructor`, a megabyte) is forged
const SECTION = /^[a-z][a-z0-9-]{0,40}$/

function checkLesson(value: unknown): RefusedMessage | null {
  if (value === null) return null
  if (!isRecord(value)) return refuse('lesson', 'not an object or null')
  if (typeof value.section !== 'string' || !SECTION.test(value.section))
    return refuse('lesson.section', 'not a lesson id')
  if (!isIndex(value.step, MAX_CHANNEL_STEPS))
    return refuse('lesson.step', `not a whole number from 0 to ${MAX_CHANNEL_STEPS}`)
  return value.page === undefined ? null : checkPage(value.page)
}

function checkPage(value: unknown): RefusedMessage | null {
  if (!isRecord(value)) return refuse('lesson.page', 'not an object')
  if (!isIndex(value.of, MAX_CHANNEL_PAGES) || value.of < 1)
    return refuse('lesson.page.of', `not a whole number from 1 to ${MAX_CHANNEL_PAGES}`)
  if (!isIndex(value.at, value.of - 1))
    return refuse('lesson.page.at', 'not a page from 0 to of - 1')
  return null
}

/** The checked place, rebuilt from its fields (nothing else the message carried comes along). */
function lessonPlace(place: LessonPlace | null): LessonPlace | null {
  if (place === null) return null
  const { section, step, page } = place
  return page === undefined
    ? { section, step }
    : { section, step, page: { at: page.at, of: page.of } }
}

function checkPosition(data: Record<string, unknown>): Checked {
  const { tab, locale, lesson, gridStep, gridSteps } = data
  if (!isTab(tab)) return refuse('tab', 'not a screen of the app')
  if (!isLocale(locale)) return refuse('locale', 'not a language of the app')
  const lessonRefused = checkLesson(lesson)
  if (lessonRefused) return lessonRefused
  if (!isIndex(gridSteps, MAX_CHANNEL_STEPS))
    return refuse('gridSteps', `not a whole number from 0 to ${MAX_CHANNEL_STEPS}`)
  if (!isIndex(gridStep, gridSteps)) return refuse('gridStep', 'not a step from 0 to gridSteps')
  return {
    ok: true,
    message: {
      kind: 'position',
      tab,
      locale,
      lesson: lessonPlace(lesson as LessonPlace | null),
      gridStep,
      gridSteps,
    },
  }
}

/**
 * A message from the other window checked field by field: any page of the same origin can post
 * on the channel, so its shape and bounds are never trusted. A refusal names the field.
 */
function checkMessage(data: unknown): Checked {
  if (!isRecord(data)) return refuse('message', 'not an object')
  const kind = data.kind
  if (kind === 'hello') return { ok: true, message: { kind: 'hello' } }
  if (kind === 'key')
    return isConsoleKey(data.key)
      ? { ok: true, message: { kind: 'key', key: data.key } }
      : refuse('key', 'not ArrowLeft, ArrowRight or Home')
  if (kind === 'position') return checkPosition(data)
  return refuse('kind', 'not hello, key or position')
}

/** A message from the other window, or null for anything this app did not send. */
function readMessage(data: unknown): ConsoleMessage | null {
  const checked = checkMessage(data)
  return 'ok' in checked ? checked.message : null
}

/** Opens the channel, or returns null where the browser has none (the app works without it). */
export function openChannel(onMessage: (message: ConsoleMessage) => void): {
  readonly post: (message: ConsoleMessage) => void
  readonly close: () => void
} | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel(CONSOLE_CHANNEL)
  channel.onmessage = (event: MessageEvent) => {
    const message = readMessage(event.data)
    if (message !== null) onMessage(message)
  }
  return { post: (message) => channel.postMessage(message), close: () => channel.close() }
}

/** The console's address: this page with `console=1` (read by `App.tsx` before anything draws). */
export function consoleHref(href: string): string {
  const url = new URL(href)
  url.search = ''
  url.hash = ''
  url.searchParams.set('console', '1')
  return url.toString()
}
