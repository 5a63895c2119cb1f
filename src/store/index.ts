import { create } from 'zustand'
import { loadedEngine, onEngineLoad } from './engine.ts'
import { createClassroomSlice, type ClassroomSlice } from './classroomSlice.ts'
import { createEarlyKeysSlice, type EarlyKeysSlice } from './earlyKeysSlice.ts'
import { createLessonGateSlice, type LessonGateSlice } from './lessonGateSlice.ts'
import { createLessonWorkSlice, type LessonWorkSlice } from './lessonWorkSlice.ts'
import { createPlaybackSlice, type PlaybackSlice } from './playbackSlice.ts'
import { createRegistryEditorSlice, type RegistryEditorSlice } from './registryEditorSlice.ts'
import { createSaveConflictSlice, type SaveConflictSlice } from './saveConflictSlice.ts'
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts'
import { createViewSlice, type ViewSlice } from './viewSlice.ts'

/** The whole app state: one bound store of typed slices (zustand's slices pattern). */
export type VisualizerState = ScenarioSlice &
  RegistryEditorSlice &
  ViewSlice &
  PlaybackSlice &
  ClassroomSlice &
  LessonGateSlice &
  LessonWorkSlice &
  SaveConflictSlice &
  EarlyKeysSlice

/** A new store with the app's initial state (the app uses one; tests may make their own). */
export function createVisualizerStore() {
  return create<VisualizerState>()((...a) => ({
    ...createScenarioSlice(...a),
    ...createRegistryEditorSlice(...a),
    ...createViewSlice(...a),
    ...createPlaybackSlice(...a),
    ...createClassroomSlice(...a),
    ...createLessonGateSlice(...a),
    ...createLessonWorkSlice(...a),
    ...createSaveConflictSlice(...a),
    ...createEarlyKeysSlice(...a),
  }))
}

export const useVisualizerStore = createVisualizerStore()
// the engine enters the state as it loads, before any caller that awaited it runs
onEngineLoad((engine) => useVisualizerStore.setState({ engine }))

/**
 * The state a fresh page starts with, for tests and "reset". The engine is loaded code, not
 * state: once it has loaded, a fresh state keeps it.
 */
export const getInitialState = (): VisualizerState => ({
  ...useVisualizerStore.getInitialState(),
  engine: loadedEngine(),
})

/** Resets everything the app holds (every piece of state lives in the store). */
export function resetStore(): void {
  useVisualizerStore.setState(getInitialState(), true)
}
