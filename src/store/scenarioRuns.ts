import {
  ALL_CELLS,
  inputsForCells,
  remembered,
  runCompaction,
  type CompactionInput,
  type CompactionResult,
  type ScenarioFile,
} from '../core/index.ts'
import {
  defaultRuns,
  fieldsButRegistry,
  sameFields,
  type FieldsButRegistry,
} from '../view-models/scenarioFields.ts'
import { LESSON_RESULTS } from './lessonResults.ts'
import { DEFAULT_SCENARIO } from './scenarioSlice.ts'

/**
 * How the store runs a scenario other than the bundled lesson (for `selectors.ts`, which caches
 * the nine per scenario object; this module is in the engine's chunk, not on the first screen):
 * one cell at a time, the nine, and the default registry's nine shared per history.
 */

/**
 * A scenario's nine inputs, converted once (the cells share its history, registry and what
 * classification learned), and each cell's result as it is run. After an edit the address needs
 * only the selected cell's trace; the other eight run when a screen asks for all nine.
 */
interface CellRuns {
  readonly inputs: readonly CompactionInput[]
  readonly results: (CompactionResult | undefined)[]
}
const cellRuns = new WeakMap<ScenarioFile, CellRuns>()

const newCellRuns = (scenario: ScenarioFile): CellRuns => ({
  inputs: inputsForCells(scenario, ALL_CELLS),
  results: [],
})

/** One cell of a scenario (by its index in `ALL_CELLS`), remembered per scenario and cell. */
export function runCell(scenario: ScenarioFile, index: number): CompactionResult {
  const runs = remembered(cellRuns, scenario, newCellRuns)
  return (runs.results[index] ??= runCompaction(runs.inputs[index]!))
}

/** The nine cells, reusing the ones already run (the same objects); the inputs are let go. */
function runNine(scenario: ScenarioFile): readonly CompactionResult[] {
  const results = ALL_CELLS.map((_, index) => runCell(scenario, index))
  cellRuns.delete(scenario)
  return results
}

/**
 * Nine results found elsewhere (a default-registry run of the same history), with any cell this
 * scenario already ran kept as the object it was: a screen that read one cell sees it again.
 */
function withCellsRun(
  scenario: ScenarioFile,
  results: readonly CompactionResult[],
): readonly CompactionResult[] {
  const run = cellRuns.get(scenario)?.results
  cellRuns.delete(scenario)
  if (!run || results.every((result, i) => (run[i] ?? result) === result)) return results
  return results.map((result, i) => run[i] ?? result)
}

// The nine results with Codex's default registry, per history and then per the other fields
// (world, cell, switches…): an edit back to the default, an undo to it, and the registry screen's
// comparison reuse one run instead of nine new ones.
const recorded = defaultRuns()

let lessonFieldsOnce: FieldsButRegistry | undefined
const lessonFields = () => (lessonFieldsOnce ??= fieldsButRegistry(DEFAULT_SCENARIO))

/** The default run recorded for this history and these other fields, if there is one. */
function findDefaultRun(
  scenario: ScenarioFile,
  fields: FieldsButRegistry,
): readonly CompactionResult[] | undefined {
  const found = recorded.find(scenario, fields)
  if (found) return found
  // the bundled lesson's default run is recorded at build time
  if (DEFAULT_SCENARIO.registry === undefined && sameFields(fields, lessonFields()))
    return LESSON_RESULTS
  return undefined
}

/** The nine results of a scenario with Codex's default registry (its own registry ignored). */
export function defaultRegistryResults(scenario: ScenarioFile): readonly CompactionResult[] {
  const fields = fieldsButRegistry(scenario)
  const found = findDefaultRun(scenario, fields)
  if (found) return found
  const { registry: _ignored, ...withoutRegistry } = scenario
  // a scenario without a registry runs as itself, reusing any cell the address already ran
  const results = runNine(scenario.registry === undefined ? scenario : withoutRegistry)
  recorded.remember(scenario, fields, results)
  return results
}

/** A scenario's nine results, reusing a default-registry run and any cell already run alone. */
export function nineResults(scenario: ScenarioFile): readonly CompactionResult[] {
  return scenario.registry === undefined
    ? withCellsRun(scenario, defaultRegistryResults(scenario))
    : runNine(scenario)
}

/** The nine results when they are known without running a cell (a default-registry run). */
export function knownResults(scenario: ScenarioFile): readonly CompactionResult[] | undefined {
  if (scenario.registry !== undefined) return undefined
  const found = findDefaultRun(scenario, fieldsButRegistry(scenario))
  return found && withCellsRun(scenario, found)
}
