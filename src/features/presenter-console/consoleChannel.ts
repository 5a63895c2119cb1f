import { isLocale } from '../../app/localePreference.ts'
import type { Locale } from '../../i18n/index.ts'

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
  readonly lesson: { readonly section: string; readonly step: number } | null
  readonly gridStep: number
  readonly gridSteps: number
}

/** The keys the console sends: a step back or forward, or to the lesson's first step. */
export type ConsoleKey = 'ArrowLeft' | 'ArrowRight' | 'Home'
const CONSOLE_KEYS: readonly unknown[] = ['ArrowLeft', 'ArrowRight', 'Home']

export type ConsoleMessage =
  | ProjectedPosition
  | { readonly kind: 'hello' }
  | { readonly kind: 'key'; readonly key: ConsoleKey }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

function isLesson(value: unknown): value is ProjectedPosition['lesson'] {
  if (value === null) return true
  return isRecord(value) && typeof value.section === 'string' && Number.isInteger(value.step)
}

/** A message from the other window, or null for anything this app did not send. */
export function readMessage(data: unknown): ConsoleMessage | null {
  if (!isRecord(data)) return null
  if (data.kind === 'hello') return { kind: 'hello' }
  if (data.kind === 'key')
    return CONSOLE_KEYS.includes(data.key) ? { kind: 'key', key: data.key as ConsoleKey } : null
  if (data.kind !== 'position') return null
  const { tab, locale, lesson, gridStep, gridSteps } = data
  if (typeof tab !== 'string' || !isLocale(locale) || !isLesson(lesson)) return null
  if (!Number.isInteger(gridStep) || !Number.isInteger(gridSteps)) return null
  return {
    kind: 'position',
    tab,
    locale,
    lesson,
    gridStep: gridStep as number,
    gridSteps: gridSteps as number,
  }
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
