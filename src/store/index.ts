import { create } from 'zustand'
import { createClassroomSlice, type ClassroomSlice } from './classroomSlice.ts'
import { createPlaybackSlice, type PlaybackSlice } from './playbackSlice.ts'
import { createRegistryEditorSlice, type RegistryEditorSlice } from './registryEditorSlice.ts'
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts'
import { createViewSlice, type ViewSlice } from './viewSlice.ts'

/** The whole app state: one bound store of typed slices (zustand's slices pattern). */
export type VisualizerState = ScenarioSlice &
  RegistryEditorSlice &
  ViewSlice &
  PlaybackSlice &
  ClassroomSlice

/** A new store with the app's initial state (the app uses one; tests may make their own). */
export function createVisualizerStore() {
  return create<VisualizerState>()((...a) => ({
    ...createScenarioSlice(...a),
    ...createRegistryEditorSlice(...a),
    ...createViewSlice(...a),
    ...createPlaybackSlice(...a),
    ...createClassroomSlice(...a),
  }))
}

export const useVisualizerStore = createVisualizerStore()

/** The state a fresh page starts with, for tests and "reset". */
export const getInitialState = (): VisualizerState => useVisualizerStore.getInitialState()

/** Resets everything the app holds (every piece of state lives in the store). */
export function resetStore(): void {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
}
