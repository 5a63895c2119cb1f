import {
  approxTokenCount,
  remembered,
  runAllCells,
  type Cell,
  type CompactionPath,
  type CompactionResult,
  type Faults,
  type Outcome,
  type ResultItem,
  type ScenarioFile,
} from '../../core/index.ts'
import { runInput } from '../runFacts.ts'
import { userTextKept, userTextOf } from '../userText.ts'
import { indexOfCell } from './compareCells.ts'

export {
  cellKey,
  COMPARE_MAX,
  COMPARE_MIN,
  formatCompareCells,
  normalizeCompareCells,
  parseCompareCells,
} from './compareCells.ts'
import { isCarried } from '../statuses.ts'

/**
 * Compare mode's numbers: two or three cells of the grid on the same history, side by side. Every
 * figure is read from the core's `runAllCells` result for the cell (never recomputed by hand), so
 * the table and the grid can never disagree.
 */

/** The faults compare mode uses to show "what happens on failure": every call the cell makes fails. */
export const FAILURE_FAULTS: Faults = {
  remote: 'http_500',
  local: 'stream_error',
  // more failures in a row than any provider retries: the local path gives up
  localRepeat: 1000,
}

export interface CompareColumn {
  readonly cell: Cell
  readonly path: CompactionPath | null
  readonly outcome: Outcome
  readonly kept: number
  readonly cut: number
  readonly truncated: number
  readonly injected: number
  readonly summary: number
  readonly tokensBefore: number
  readonly tokensAfter: number
  /** real user messages (not summaries, not contextual fragments) in the input history. */
  readonly userMessagesBefore: number
  /** of those, how many the new history carries over (kept or truncated). */
  readonly userMessagesRetained: number
  /** share (0–1) of their text, in characters, the new history carries (as a sweep reads it). */
  readonly userTextKept: number
  readonly modelCalls: number
  readonly serverCalls: number
  readonly versionBefore: number
  readonly versionAfter: number
  /** the same cell when every model and server call fails. */
  readonly onFailure: {
    readonly outcome: Outcome
    /** the history is left exactly as it was (no new version installed). */
    readonly historyUnchanged: boolean
    readonly versionAfter: number
    readonly modelCalls: number
    readonly serverCalls: number
  }
  /**
   * the initial-context items re-injected after a DoNotInject compaction, by fragment type: by the
   * same turn for pre-turn, by the next regular turn for manual.
   */
  readonly nextTurnInjects: readonly string[]
}

function itemTokens(item: ResultItem): number {
  return approxTokenCount(item.parts ? item.parts.join('\n') : item.text)
}

// the faulted run is a pure function of the scenario object: one run per scenario
const failureCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()

/** `runAllCells` on the scenario with {@link FAILURE_FAULTS}. */
export function failureResults(scenario: ScenarioFile): readonly CompactionResult[] {
  return remembered(failureCache, scenario, (key) =>
    runAllCells({ ...key, faults: { ...key.faults, ...FAILURE_FAULTS } }),
  )
}

/** Whether a cell failed and left the history as it was: nothing was kept by a rule. */
export function leftUnchanged(column: CompareColumn): boolean {
  return column.outcome !== 'completed' && column.versionAfter === column.versionBefore
}

/** One column of the comparison, from a cell's result and its result under failure. */
export function compareColumn(result: CompactionResult, failed: CompactionResult): CompareColumn {
  const input = runInput(result)
  const count = (status: ResultItem['status']) =>
    result.items.filter((item) => item.status === status).length
  const realUsers = userTextOf(result)
  const retained = result.items.filter(
    (item) => realUsers.has(item.id) && isCarried(item.status),
  ).length
  const versionBefore = input?.version ?? result.historyVersion
  return {
    cell: result.cell,
    path: result.path,
    outcome: result.outcome,
    kept: result.items.filter((item) => isCarried(item.status)).length,
    cut: result.cut.length,
    truncated: count('truncated'),
    injected: count('injected'),
    summary: count('summary'),
    tokensBefore: input?.tokens ?? 0,
    tokensAfter: result.items.reduce((sum, item) => sum + itemTokens(item), 0),
    userMessagesBefore: realUsers.size,
    userMessagesRetained: retained,
    userTextKept: userTextKept(result, realUsers),
    modelCalls: result.modelCalls,
    serverCalls: result.serverCalls,
    versionBefore,
    versionAfter: result.historyVersion,
    onFailure: {
      outcome: failed.outcome,
      historyUnchanged: failed.historyVersion === (runInput(failed)?.version ?? versionBefore),
      versionAfter: failed.historyVersion,
      modelCalls: failed.modelCalls,
      serverCalls: failed.serverCalls,
    },
    nextTurnInjects: result.nextTurnInjection.map((item) => item.fragmentType ?? item.type),
  }
}

/**
 * The columns for the chosen cells. `results` must be `runAllCells(scenario)` (the store's cached
 * copy): the comparison reads the very objects the grid shows.
 */
export function compareColumns(
  scenario: ScenarioFile,
  results: readonly CompactionResult[],
  cells: readonly Cell[],
): readonly CompareColumn[] {
  const failed = failureResults(scenario)
  return cells.map((cell) => {
    const index = indexOfCell(cell)
    return compareColumn(results[index]!, failed[index]!)
  })
}
