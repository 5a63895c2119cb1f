/**
 * What {@link loadEngine} loads (see `engine.ts`): the core's parser, the one cache of cell runs
 * (`scenarioRuns.ts`), the registry
 * and the registry edits (with the registry screen's store actions), and the undo steps' diffs
 * (edits need the engine first anyway), and `messagePartsOf` for the parts of a message.
 * Imported only dynamically, so none of it is on the first screen.
 */
export {
  developerPrefixOf,
  findFragmentType,
  parseScenario,
  parseScenarioRuntime,
  registryOf,
  runAllCells,
} from '../core/index.ts'
export {
  addType,
  deleteType,
  setDeveloperPrefix,
  setUserMatcher,
  updateType,
  withDefaultRegistry,
  withRegistry,
} from '../view-models/registryEdits.ts'
export { validateMembership } from '../view-models/validation.ts'
// the lane's and the history editor's parts view: in here, so the core stays in one chunk
export { messagePartsOf } from '../view-models/messageParts.ts'
export { applyPatch, diffScenario } from './scenarioPatch.ts'
export { runsFor } from './scenarioRuns.ts'
export { registryEditorActions } from './registryEditorActions.ts'
