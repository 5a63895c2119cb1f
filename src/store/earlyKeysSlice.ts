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
 * (`src/features/playback/useKeyboardShortcuts.ts` listens and replays; this slice only holds
 * them). `undefined` when nothing is being kept: before capture starts and once they are taken.
 */
export interface EarlyKeysSlice {
  earlyKeys: readonly EarlyKey[] | undefined
  /** Starts keeping presses (no change when already keeping them). */
  startEarlyKeys: () => void
  /** Keeps one press, while keeping them. */
  keepEarlyKey: (key: EarlyKey) => void
  /** The presses kept, once: keeping stops here (an empty list when none were kept). */
  takeEarlyKeys: () => readonly EarlyKey[]
}

export const createEarlyKeysSlice: StateCreator<VisualizerState, [], [], EarlyKeysSlice> = (
  set,
  get,
) => ({
  earlyKeys: undefined,
  startEarlyKeys: () => {
    if (get().earlyKeys === undefined) set({ earlyKeys: [] })
  },
  keepEarlyKey: (key) => {
    const { earlyKeys } = get()
    if (earlyKeys !== undefined) set({ earlyKeys: [...earlyKeys, key] })
  },
  takeEarlyKeys: () => {
    const keys = get().earlyKeys ?? []
    set({ earlyKeys: undefined })
    return keys
  },
})
