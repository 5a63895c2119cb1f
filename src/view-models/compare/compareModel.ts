import {
  remembered,
  runAllCells,
  type Cell,
  type CompactionPath,
  type CompactionResult,
  type Faults,
  type Outcome,
  type ScenarioFile,
} from '../../core/index.ts'
import { cellRunOf, type CellRun, type RunOutcome } from '../cellRun.ts'
import type { RefusalKind } from '../refusals.ts'
import { indexOfCell } from './compareCells.ts'

export {
  cellKey,
  COMPARE_MAX,
  COMPARE_MIN,
  formatCompareCells,
  normalizeCompareCells,
  parseCompareCells,
} from './compareCells.ts'

/**
 * Compare mode's numbers: two or three cells of the grid on the same history, side by side. Every
 * figure is the one model of the cell's run (`cellRunOf`) that the grid reads too, so the table
 * and the grid can never disagree.
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
  /** the run's outcome in the one vocabulary every screen uses. */
  readonly runOutcome: RunOutcome
  /** the whole model of the run, for what a column does not copy. */
  readonly run: CellRun
  /** carried over by a rule (0 when the history was left as it was: see `unchanged`). */
  readonly kept: number
  /** items left as they were, the history not replaced. */
  readonly unchanged: number
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
  /**
   * share (0–1) of their text, in characters, the new history carries (as a sweep reads it);
   * null without a new history (not triggered, failed), never counted as 100 %.
   */
  readonly userTextKept: number | null
  readonly modelCalls: number
  readonly serverCalls: number
  readonly versionBefore: number
  readonly versionAfter: number
  /** the same cell when every model and server call fails. */
  readonly onFailure: {
    readonly outcome: Outcome
    /** why that run was refused (a hook of the scenario's stopped it), null unless it was. */
    readonly refusal: RefusalKind | null
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

// the faulted run is a pure function of the scenario object: one run per scenario
const failureCache = new WeakMap<ScenarioFile, readonly CompactionResult[]>()

/** `runAllCells` on the scenario with {@link FAILURE_FAULTS}. */
export function failureResults(scenario: ScenarioFile): readonly CompactionResult[] {
  return remembered(failureCache, scenario, (key) =>
    runAllCells({ ...key, faults: { ...key.faults, ...FAILURE_FAULTS } }),
  )
}

/** Whether a cell left the history as it was (failed, refused or not triggered): nothing kept. */
export function leftUnchanged(column: CompareColumn): boolean {
  return !column.run.historyChanged
}

/** One column of the comparison, from a cell's result and its result under failure. */
export function compareColumn(result: CompactionResult, failed: CompactionResult): CompareColumn {
  const run = cellRunOf(result)
  const onFailure = cellRunOf(failed)
  return {
    cell: run.cell,
    path: run.path,
    outcome: result.outcome,
    runOutcome: run.outcome,
    run,
    ...run.counts,
    tokensBefore: run.tokens.before,
    tokensAfter: run.tokens.after,
    userMessagesBefore: run.userMessages.before,
    userMessagesRetained: run.userMessages.carried,
    userTextKept: run.userTextKept,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
    versionBefore: run.versionBefore,
    versionAfter: run.versionAfter,
    onFailure: {
      outcome: failed.outcome,
      refusal: onFailure.refusal,
      historyUnchanged: !onFailure.historyChanged,
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
