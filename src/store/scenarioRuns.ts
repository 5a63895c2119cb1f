import {
  ALL_CELLS,
  inputsForCells,
  registryOf,
  remembered,
  runCompaction,
  scenarioRuntime,
  type CompactionInput,
  type CompactionResult,
  type FragmentRegistry,
  type HistoryItem,
  type ScenarioFile,
  type ScenarioRuntime,
} from '../core/index.ts'
import {
  defaultRuns,
  fieldsButRegistry,
  sameFields,
  type FieldsButRegistry,
} from '../view-models/scenarioFields.ts'
import { lessonResults } from './lessonResults.ts'
import { DEFAULT_SCENARIO } from './scenarioSlice.ts'

/**
 * The page's one cache of cell runs (in the engine's chunk, not on the first screen). Each
 * scenario object has one record: its cells as they are run, its nine, its registry. Across
 * scenarios, the default registry's nine are shared per history and the other fields: an edit back
 * to the default, an undo to it and the registry screen's comparison reuse one run. Selectors keep
 * nothing of their own; they ask the record (`runsFor`).
 */
export interface ScenarioRuns {
  /** One cell (by its index in `ALL_CELLS`), run once. */
  readonly cell: (index: number) => CompactionResult
  /** The nine, reusing every cell already run (the same objects). */
  readonly nine: () => readonly CompactionResult[]
  /** The nine when they are known without running a cell (a default-registry run), else undefined. */
  readonly known: () => readonly CompactionResult[] | undefined
  /** The nine with Codex's default registry (the scenario's own registry ignored). */
  readonly defaultNine: () => readonly CompactionResult[]
  /** The registry the scenario describes. */
  readonly registry: () => FragmentRegistry
  /** The scenario's history as the core's items (the editors' rows). */
  readonly history: () => readonly HistoryItem[]
}

const records = new WeakMap<ScenarioFile, ScenarioRuns>()

/**
 * The runs of a scenario object, made on first use. `runtime` is what the parse that accepted
 * the scenario made of it (`parseScenarioRuntime`): given once, the scenario is never parsed
 * again; without it the record converts the scenario itself, once.
 */
export function runsFor(scenario: ScenarioFile, runtime?: ScenarioRuntime): ScenarioRuns {
  return remembered(records, scenario, () => newRuns(scenario, runtime))
}

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
    return lessonResults()
  return undefined
}

function newRuns(scenario: ScenarioFile, parsed: ScenarioRuntime | undefined): ScenarioRuns {
  // the nine inputs are converted once (the cells share the history and what classification
  // learned) and let go once the nine are known
  let inputs: readonly CompactionInput[] | undefined
  const cells: (CompactionResult | undefined)[] = []
  let nine: readonly CompactionResult[] | undefined
  let runtime = parsed
  // without a runtime, the registry alone is cheaper than the whole runtime
  let registry: FragmentRegistry | undefined = parsed?.registry
  const ownRuntime = () => (runtime ??= scenarioRuntime(scenario))

  const runOwn = (index: number): CompactionResult =>
    (cells[index] ??= runCompaction(
      (inputs ??= inputsForCells(scenario, ALL_CELLS, ownRuntime()))[index]!,
    ))
  const settle = (results: readonly CompactionResult[]) => {
    inputs = undefined
    return (nine = results)
  }
  // results found elsewhere, with any cell this scenario already ran kept as the object it was
  const withCellsRun = (found: readonly CompactionResult[]) =>
    found.every((result, i) => (cells[i] ?? result) === result)
      ? found
      : found.map((result, i) => cells[i] ?? result)

  const runs: ScenarioRuns = {
    known: () => {
      if (nine) return nine
      if (scenario.registry !== undefined) return undefined
      const found = findDefaultRun(scenario, fieldsButRegistry(scenario))
      return found && settle(withCellsRun(found))
    },
    cell: (index) => runs.known()?.[index] ?? runOwn(index),
    nine: () => {
      const known = runs.known()
      if (known) return known
      const all = settle(ALL_CELLS.map((_, index) => runOwn(index)))
      if (scenario.registry === undefined)
        recorded.remember(scenario, fieldsButRegistry(scenario), all)
      return all
    },
    defaultNine: () => {
      if (scenario.registry === undefined) return runs.nine()
      const { registry: _ignored, ...withoutRegistry } = scenario
      // the same history and fields: a default run recorded by any scenario answers
      return (
        findDefaultRun(scenario, fieldsButRegistry(scenario)) ?? runsFor(withoutRegistry).nine()
      )
    },
    registry: () => (registry ??= runtime?.registry ?? registryOf(scenario)),
    history: () => ownRuntime().history,
  }
  return runs
}
