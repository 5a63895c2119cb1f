import { create } from 'zustand'
import { createPlaybackSlice, type PlaybackSlice } from './playbackSlice.ts'
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts'
import { createViewSlice, type ViewSlice } from './viewSlice.ts'

/** The whole app state: one bound store of typed slices (zustand's slices pattern). */
export type VisualizerState = ScenarioSlice & ViewSlice & PlaybackSlice

export const useVisualizerStore = create<VisualizerState>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createViewSlice(...a),
  ...createPlaybackSlice(...a),
}))

/** The state a fresh page starts with, for tests and "reset". */
export const getInitialState = (): VisualizerState => useVisualizerStore.getInitialState()
