import type { LessonPosition } from '../store/classroomSlice.ts'
import type { VisualizerState } from '../store/index.ts'
import { TABS, type Tab } from '../store/viewSlice.ts'

/**
 * Which changes of the view are a page of their own in the browser's history. A screen, and on
 * the Lessons screen a lesson step, is one entry: opening another pushes an entry, so Back and
 * Forward move between them. Everything else (a playback step, a cell, an edit, a panel, the
 * language) replaces the current entry, as the address always did (`viewLink.ts` writes it).
 */

/** `section.step`, e.g. `compaction.3`, or undefined for anything else. */
export function parseLessonPosition(value: string | null): LessonPosition | undefined {
  const match = value === null ? null : /^([a-z][a-z0-9-]{0,40})\.(\d{1,4})$/.exec(value)
  return match ? { section: match[1]!, step: Number(match[2]) } : undefined
}

export const isTab = (value: string | null): value is Tab =>
  value !== null && (TABS as readonly string[]).includes(value)

/** The entry a view belongs to: its screen, and on the Lessons screen the step. */
function screenKey(tab: Tab, lesson: LessonPosition | null | undefined): string {
  if (tab !== 'lessons') return tab
  return lesson ? `lessons:${lesson.section}.${lesson.step}` : 'lessons:'
}

/** The entry of the store's view. */
export function screenOf(state: VisualizerState): string {
  return screenKey(state.tab, state.lessonPosition)
}

/**
 * The entry an address belongs to, read as the link reader reads it: no or an unknown `tab` is
 * the grid, an unreadable `lesson` is none.
 */
export function screenOfAddress(search: string): string {
  const params = new URLSearchParams(search)
  const tab = params.get('tab')
  return screenKey(isTab(tab) ? tab : 'grid', parseLessonPosition(params.get('lesson')))
}

/** The mouse button and keys of a click on a link. */
export type LinkClick = Pick<
  MouseEvent,
  'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'
>

/**
 * A click the page handles itself (the main button, no key held). Any other click on a nav link
 * (middle button, Ctrl or Cmd, Shift) is the browser's: a new tab or window opens the link.
 */
export function isPlainClick(event: LinkClick): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

/** Where the view link keeps an entry's id in `history.state`. */
const ENTRY_ID = 'viewEntry'

/** The id of a history entry the view link wrote, from its `history.state`. */
export function entryIdOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null) return undefined
  const id = (state as Record<string, unknown>)[ENTRY_ID]
  return typeof id === 'string' ? id : undefined
}

/**
 * `state` with an entry id: its own, or a new random one (unique within the tab's history, across
 * reloads too, with no counter to keep).
 */
export function withEntryId(state: unknown): Record<string, unknown> {
  const base = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {}
  if (entryIdOf(base) !== undefined) return base
  // getRandomValues, not randomUUID: a page served over plain http (a classroom's LAN) has only it
  const [high, low] = crypto.getRandomValues(new Uint32Array(2))
  return { ...base, [ENTRY_ID]: `${high!.toString(36)}.${low!.toString(36)}` }
}
