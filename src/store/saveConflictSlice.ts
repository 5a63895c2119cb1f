import type { StateCreator } from 'zustand'
import type { VisualizerState } from './index.ts'

/**
 * The user's answer to a conflict with another tab: reload that tab's work here, keep both (the
 * other tab's work copied aside, then this tab's saved over it) or overwrite it.
 */
export type SaveConflictChoice = 'reloadSaved' | 'keepBoth' | 'overwriteSaved'

/**
 * Runs an answer. `copied` keeps the other tab's work when "keep both" finds storage full (a
 * download): true once done.
 */
export type SaveConflictAnswer = (
  choice: SaveConflictChoice,
  copied?: (raw: string) => boolean,
) => void

/**
 * How this page's saved work answers a conflict with another tab (the `savedElsewhere` notice's
 * buttons): set by persistence while it runs for this store (`src/app/persistence.ts`), which
 * alone knows the revision and the pending save; `undefined` when it does not run (storage
 * missing, not started, stopped). Each store has its own, so two tabs in one test answer apart.
 */
export interface SaveConflictSlice {
  answerSaveConflict: SaveConflictAnswer | undefined
  /**
   * What opening saved work before the first frame found (`openSavedWork` in
   * `src/app/persistence.ts`), for persistence to start from rather than read storage again:
   * `undefined` when the page opened none before its first frame.
   */
  openedSavedWork: OpenedSavedWork | undefined
}

/**
 * Saved work as the page opened it: the revision it loaded (a later save from another tab is
 * newer) and whether an unreadable value it could not copy aside must never be overwritten.
 */
export interface OpenedSavedWork {
  readonly revision: number
  readonly keepUnreadable: boolean
}

export const createSaveConflictSlice: StateCreator<
  VisualizerState,
  [],
  [],
  SaveConflictSlice
> = () => ({
  answerSaveConflict: undefined,
  openedSavedWork: undefined,
})
