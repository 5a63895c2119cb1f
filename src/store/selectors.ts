import {
  ALL_CELLS,
  remembered,
  type Cell,
  type CompactionInput,
  type CompactionResult,
  type FragmentRegistry,
  type ScenarioFile,
} from '../core/index.ts'
import { engine } from './engine.ts'
import type { VisualizerState } from './index.ts'
import { LESSON_RESULTS } from './lessonResults.ts'
import { DEFAULT_SCENARIO } from './scenarioSlice.ts'

// results are pure functions of the scenario object, so they are cached per object
const resultsCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()
const registryCache = new WeakMap<ScenarioFile, FragmentRegistry>()

/** A scenario's fields other than the registry, each with its value (compared by identity). */
type FieldsButRegistry = readonly (readonly [string, unknown])[]

function fieldsButRegistry(scenario: ScenarioFile): FieldsButRegistry {
  return Object.entries(scenario)
    .filter(([key, value]) => key !== 'registry' && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
}

function sameFields(a: FieldsButRegistry, b: FieldsButRegistry): boolean {
  return (
    a.length === b.length &&
    a.every(([key, value], i) => b[i]![0] === key && Object.is(b[i]![1], value))
  )
}

// The nine results with Codex's default registry, per history and then per the other fields
// (world, cell, switches…). A registry edit copies every other field, so an edit back to the
// default, an undo to it, and the registry screen's comparison reuse one run instead of nine new
// ones. The few entries per history hold their results alive only as long as the history.
const defaultRuns = new WeakMap<
  object,
  {
    readonly fields: FieldsButRegistry
    readonly results: readonly CompactionResult[]
  }[]
>()
const DEFAULT_RUNS_PER_HISTORY = 4

let lessonFieldsOnce: FieldsButRegistry | undefined
const lessonFields = () => (lessonFieldsOnce ??= fieldsButRegistry(DEFAULT_SCENARIO))

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

function runCell(scenario: ScenarioFile, index: number): CompactionResult {
  const runs = remembered(cellRuns, scenario, (s) => ({
    inputs: engine().inputsForCells(s, ALL_CELLS),
    results: [],
  }))
  return (runs.results[index] ??= engine().runCompaction(runs.inputs[index]!))
}

/** The nine cells, reusing the ones already run (the same objects); the inputs are let go. */
function runNine(scenario: ScenarioFile): readonly CompactionResult[] {
  const results = ALL_CELLS.map((_, index) => runCell(scenario, index))
  cellRuns.delete(scenario)
  return results
}

/** The default run recorded for this history and these other fields, if there is one. */
function findDefaultRun(
  scenario: ScenarioFile,
  fields: FieldsButRegistry,
): readonly CompactionResult[] | undefined {
  const found = defaultRuns.get(scenario.history)?.find((run) => sameFields(run.fields, fields))
  if (found) return found.results
  // the bundled lesson's default run is recorded at build time: no engine needed for it
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
  const runs = defaultRuns.get(scenario.history) ?? []
  defaultRuns.set(
    scenario.history,
    [{ fields, results }, ...runs].slice(0, DEFAULT_RUNS_PER_HISTORY),
  )
  return results
}

/** Nine results, with any cell this scenario already ran kept as the object it was. */
function withCellsRun(
  scenario: ScenarioFile,
  results: readonly CompactionResult[],
): readonly CompactionResult[] {
  const run = cellRuns.get(scenario)?.results
  cellRuns.delete(scenario)
  if (!run || results.every((result, i) => (run[i] ?? result) === result)) return results
  return results.map((result, i) => run[i] ?? result)
}

/**
 * All nine cells' results for the current scenario, row by row. The bundled lesson's are the
 * core's own traces, recorded at build time (the first screen needs no core); any other scenario
 * runs on the engine, which is loaded before such a scenario can enter the store (`engine.ts`).
 */
export function selectResults(
  state: Pick<VisualizerState, 'scenario'>,
): readonly CompactionResult[] {
  if (state.scenario === DEFAULT_SCENARIO) return LESSON_RESULTS
  return remembered(resultsCache, state.scenario, (scenario) =>
    scenario.registry === undefined
      ? withCellsRun(scenario, defaultRegistryResults(scenario))
      : runNine(scenario),
  )
}

export function cellIndex(cell: Cell): number {
  return ALL_CELLS.findIndex(
    (c) => c.phase === cell.phase && c.implementation === cell.implementation,
  )
}

/**
 * The selected cell's result: from the nine when they are known, else this one cell alone
 * (remembered per scenario and cell, and reused when the nine run).
 */
export function selectCurrentResult(
  state: Pick<VisualizerState, 'scenario' | 'cell'>,
): CompactionResult {
  const { scenario } = state
  const index = cellIndex(state.cell)
  if (scenario === DEFAULT_SCENARIO) return LESSON_RESULTS[index]!
  const nine =
    resultsCache.get(scenario) ??
    (scenario.registry === undefined
      ? findDefaultRun(scenario, fieldsButRegistry(scenario))
      : undefined)
  if (!nine) return runCell(scenario, index)
  // the same objects selectResults will give for this scenario
  if (!resultsCache.has(scenario)) resultsCache.set(scenario, withCellsRun(scenario, nine))
  return resultsCache.get(scenario)![index]!
}

/** The registry the scenario describes (Codex's default unless edited); editor screens only. */
export function selectRegistry(state: Pick<VisualizerState, 'scenario'>): FragmentRegistry {
  return remembered(registryCache, state.scenario, (scenario) => engine().registryOf(scenario))
}
