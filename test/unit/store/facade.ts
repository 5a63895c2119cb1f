/**
 * One facade for store behaviour without rendering: a fresh store, its actions, and the
 * selectors the screens read, so a test states what a user did and what every screen would see.
 */
import type { ScenarioFile } from '../../../src/core/index.ts'
import { resetStore, useVisualizerStore, type VisualizerState } from '../../../src/store/index.ts'
import { selectRegistry, selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import type { EditOutcome, UndoMode } from '../../../src/store/scenarioSlice.ts'
import { selectResults } from '../../../src/store/selectors.ts'

export interface StoreFacade {
  readonly state: () => VisualizerState
  readonly scenario: () => ScenarioFile
  /** edits through the store's one edit action. */
  readonly edit: (edit: (scenario: ScenarioFile) => ScenarioFile, undo?: UndoMode) => EditOutcome
  /** replaces the whole scenario as one edit. */
  readonly replace: (scenario: ScenarioFile, undo?: UndoMode) => EditOutcome
  readonly undo: () => void
  readonly redo: () => void
  readonly undoDepth: () => number
  readonly redoDepth: () => number
  readonly registry: () => ReturnType<typeof selectRegistry>
  readonly results: () => ReturnType<typeof selectResults>
  readonly impact: () => ReturnType<typeof selectRegistryImpact>
}

/** Resets the app's store (everything lives in it) and returns the facade over it. */
export function freshStore(): StoreFacade {
  resetStore()
  const state = () => useVisualizerStore.getState()
  return {
    state,
    scenario: () => state().scenario,
    edit: (edit, undo) => state().editScenario(edit, undo),
    replace: (scenario, undo) => state().editScenario(() => scenario, undo),
    undo: () => state().undo(),
    redo: () => state().redo(),
    undoDepth: () => state().scenarioPast.length,
    redoDepth: () => state().scenarioFuture.length,
    registry: () => selectRegistry(state()),
    results: () => selectResults(state()),
    impact: () => selectRegistryImpact(state()),
  }
}
