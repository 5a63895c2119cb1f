import type { StateCreator } from 'zustand'
import type { ScenarioFile } from '../core/index.ts'
import lessonScenario from '../../public/scenarios/lesson-mixed-history.json'
import type { VisualizerState } from './index.ts'

/** The scenario every view works on: history, registry, world, switches and faults. */
export interface ScenarioSlice {
  scenario: ScenarioFile
  /** Replaces the scenario (already validated with `parseScenario`). */
  setScenario: (scenario: ScenarioFile) => void
}

export const DEFAULT_SCENARIO = lessonScenario as unknown as ScenarioFile

export const createScenarioSlice: StateCreator<VisualizerState, [], [], ScenarioSlice> = (set) => ({
  scenario: DEFAULT_SCENARIO,
  setScenario: (scenario) => set({ scenario }),
})
