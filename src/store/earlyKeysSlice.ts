import type { StateCreator } from 'zustand'
import type { VisualizerState } from './index.ts'

/** What a presenter shortcut needs of a key press (`KeyboardEvent`'s fields of the same names). */
export interface EarlyKey {
  readonly key: string
  readonly shiftKey: boolean
  readonly repeat: boolean
}

/**
 * Key presses made before the grid is on screen (the page draws nothing until the first screen's
 * strings have loaded), kept for the shortcuts to apply once they listen
 * (`src/features/playback/useKeyboardShortcuts.ts` listens, keeps and replays them; this slice
 * only holds them). `undefined` when none are being kept: before capture starts and once they
 * are taken.
 */
export interface EarlyKeysSlice {
  earlyKeys: readonly EarlyKey[] | undefined
  setEarlyKeys: (earlyKeys: readonly EarlyKey[] | undefined) => void
}

export const createEarlyKeysSlice: StateCreator<VisualizerState, [], [], EarlyKeysSlice> = (
  set,
) => ({
  earlyKeys: undefined,
  setEarlyKeys: (earlyKeys) => set({ earlyKeys }),
})
