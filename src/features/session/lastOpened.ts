/**
 * What the session screen had open, by name only: a page cannot reopen a reader's files after a
 * reload without asking again (a `File` does not outlive the page, and nothing here asks for a
 * lasting handle), so the screen keeps the names to say plainly what was not kept.
 */

export interface LastOpened {
  readonly folder?: string
  readonly session?: string
}

export const LAST_OPENED_KEY = 'context-lab:v1:session-last-opened'

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The names stored by the previous page, or undefined (none, or not readable). */
export function readLastOpened(): LastOpened | undefined {
  try {
    const raw = storage()?.getItem(LAST_OPENED_KEY)
    if (!raw) return undefined
    const value = JSON.parse(raw) as Record<string, unknown>
    const folder = typeof value.folder === 'string' ? value.folder : undefined
    const session = typeof value.session === 'string' ? value.session : undefined
    if (!folder && !session) return undefined
    return { ...(folder ? { folder } : {}), ...(session ? { session } : {}) }
  } catch {
    // a value another version wrote, or storage refused: nothing to say
    return undefined
  }
}

/** Adds a name to what is open now (a folder replaces the folder, a session the session). */
export function rememberOpened(opened: LastOpened): void {
  try {
    const now = { ...(readLastOpened() ?? {}), ...opened }
    storage()?.setItem(LAST_OPENED_KEY, JSON.stringify(now))
  } catch {
    // storage full or refused: the note after a reload is then missing, nothing else
  }
}

export function forgetOpened(): void {
  try {
    storage()?.removeItem(LAST_OPENED_KEY)
  } catch {
    // nothing stored, nothing to forget
  }
}
