import type { StateCreator } from 'zustand'
import type { VisualizerState } from './index.ts'

/** Where the selected cell's trace replay stands. */
export interface PlaybackSlice {
  /** how many trace steps are applied (0 = before the first). */
  step: number
}

export const createPlaybackSlice: StateCreator<VisualizerState, [], [], PlaybackSlice> = () => ({
  step: 0,
})
