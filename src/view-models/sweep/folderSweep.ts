import {
  ALL_CELLS,
  compareCompaction,
  summarizeSession,
  type CompactionComparison,
  type CompactionResult,
  type RolloutLog,
} from '../../core/index.ts'
import { cellRunOf } from '../cellRun.ts'
import { runTokens } from './cost.ts'
import { sweepTally, type SweepOutcome } from './outcome.ts'

/**
 * A folder of real sessions as the sweep: every compaction a file recorded, its history run
 * through the nine cells as the pinned core runs it (`compareCompaction`'s `results`: the session
 * screen's nine-cell table, and the grid "open in the grid" lands on), with
 * what Codex recorded beside the prediction. Every number is read from those runs.
 */

/** What one cell would have done with one recorded compaction's history. */
export interface FolderCellRun {
  readonly outcome: SweepOutcome
  /**
   * the run model's counts: items carried over (kept whole or truncated), cut, and injected; a
   * history left as it was keeps nothing (its items are unchanged, not kept).
   */
  readonly kept: number
  readonly cut: number
  readonly injected: number
  readonly modelCalls: number
  readonly serverCalls: number
  /** tokens of the new history (null: no compaction completed). */
  readonly tokensAfter: number | null
  readonly sent: number
  readonly received: number
}

/** What Codex recorded at that compaction (the file's own items after it). */
export interface RecordedRun {
  readonly kept: number
  readonly cut: number
  readonly injected: number
  /** the core's estimate of the history Codex installed. */
  readonly tokensAfter: number
}

export interface FolderCompaction {
  readonly path: string
  /** the compaction's index in its file, from 0. */
  readonly index: number
  readonly line: number
  /** the cell Codex ran, as an index of `ALL_CELLS`. */
  readonly recordedCell: number
  readonly recorded: RecordedRun
  /** per cell, in `ALL_CELLS` order. */
  readonly cells: readonly FolderCellRun[]
}

/** One cell's run on a recorded compaction's history, read off the one model of a run. */
export function folderCellRun(result: CompactionResult): FolderCellRun {
  const run = cellRunOf(result)
  const { sent, received } = runTokens(result)
  return {
    outcome: run.outcome,
    kept: run.counts.kept,
    cut: run.counts.cut,
    injected: run.counts.injected,
    modelCalls: run.calls.model,
    serverCalls: run.calls.server,
    tokensAfter: run.historyChanged ? run.tokens.after : null,
    sent,
    received,
  }
}

function recordedRun(comparison: CompactionComparison): RecordedRun {
  const count = (status: string) => comparison.recorded.filter((r) => r.status === status).length
  return {
    kept: count('kept'),
    cut: count('cut'),
    injected: count('injected'),
    tokensAfter: comparison.summary.estimatedAfter,
  }
}

const cellIndex = (phase: string, implementation: string) =>
  ALL_CELLS.findIndex((c) => c.phase === phase && c.implementation === implementation)

/** One file's compactions, each through the nine cells. `onCompaction` hears each as it is done. */
export function folderCompactions(
  path: string,
  log: RolloutLog,
  onCompaction: (row: FolderCompaction) => void = () => {},
): FolderCompaction[] {
  const summary = summarizeSession(log)
  return summary.compactions.map((compaction) => {
    const comparison = compareCompaction(log, compaction, {
      ...(summary.contextWindow ? { contextWindow: summary.contextWindow } : {}),
    })
    const row: FolderCompaction = {
      path,
      index: compaction.index,
      line: compaction.line,
      recordedCell: cellIndex(compaction.phase, compaction.implementation),
      recorded: recordedRun(comparison),
      cells: comparison.results.map(folderCellRun),
    }
    onCompaction(row)
    return row
  })
}

/** One cell over the whole folder: sums over every recorded compaction. */
export interface FolderCellTotal {
  readonly completed: number
  readonly failed: number
  readonly notTriggered: number
  readonly kept: number
  readonly cut: number
  readonly injected: number
  readonly modelCalls: number
  readonly serverCalls: number
  /** summed over the runs with a new history only (every completed one). */
  readonly tokensAfter: number
  readonly sent: number
  readonly received: number
  /** how many of the folder's compactions Codex itself ran in this cell. */
  readonly recorded: number
}

export function folderTotals(rows: readonly FolderCompaction[]): FolderCellTotal[] {
  return ALL_CELLS.map((_, c) => {
    const runs = rows.map((row) => row.cells[c]!)
    const sum = (key: 'kept' | 'cut' | 'injected' | 'modelCalls' | 'serverCalls' | 'sent') =>
      runs.reduce((total, run) => total + run[key], 0)
    const tally = (of: string) => runs.filter((r) => sweepTally(r.outcome) === of).length
    return {
      completed: tally('completed'),
      failed: tally('failed'),
      notTriggered: tally('notTriggered'),
      kept: sum('kept'),
      cut: sum('cut'),
      injected: sum('injected'),
      modelCalls: sum('modelCalls'),
      serverCalls: sum('serverCalls'),
      tokensAfter: runs.reduce((total, run) => total + (run.tokensAfter ?? 0), 0),
      sent: sum('sent'),
      received: runs.reduce((total, run) => total + run.received, 0),
      recorded: rows.filter((row) => row.recordedCell === c).length,
    }
  })
}
