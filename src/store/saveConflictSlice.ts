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
}

export const createSaveConflictSlice: StateCreator<
  VisualizerState,
  [],
  [],
  SaveConflictSlice
> = () => ({
  answerSaveConflict: undefined,
})
