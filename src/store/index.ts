import { create } from 'zustand'
import { createClassroomSlice, type ClassroomSlice } from './classroomSlice.ts'
import { createPlaybackSlice, type PlaybackSlice } from './playbackSlice.ts'
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts'
import { createViewSlice, type ViewSlice } from './viewSlice.ts'

/** The whole app state: one bound store of typed slices (zustand's slices pattern). */
export type VisualizerState = ScenarioSlice & ViewSlice & PlaybackSlice & ClassroomSlice

export const useVisualizerStore = create<VisualizerState>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createViewSlice(...a),
  ...createPlaybackSlice(...a),
  ...createClassroomSlice(...a),
}))

/** The state a fresh page starts with, for tests and "reset". */
export const getInitialState = (): VisualizerState => useVisualizerStore.getInitialState()
