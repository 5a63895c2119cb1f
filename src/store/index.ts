import { create } from 'zustand'
import { createScenarioSlice, type ScenarioSlice } from './scenarioSlice.ts'
import { createViewSlice, type ViewSlice } from './viewSlice.ts'

/** The whole app state: one bound store of typed slices (zustand's slices pattern). */
export type VisualizerState = ScenarioSlice & ViewSlice

export const useVisualizerStore = create<VisualizerState>()((...a) => ({
  ...createScenarioSlice(...a),
  ...createViewSlice(...a),
}))

/** The state a fresh page starts with, for tests and "reset". */
export const getInitialState = (): VisualizerState => useVisualizerStore.getInitialState()
