import type { CompactionResult } from '../../core/index.ts'
import { cellRunOf } from '../../view-models/cellRun.ts'
import type { CellOutcome } from './protocol.ts'

/** One cell's result as the screen lists it: the one model of the run (`cellRunOf`), trimmed. */
export function cellOutcome(result: CompactionResult): CellOutcome {
  const run = cellRunOf(result)
  return {
    cell: run.cell,
    outcome: result.outcome,
    runOutcome: run.outcome,
    refusal: run.refusal,
    path: run.path,
    historyChanged: run.historyChanged,
    kept: run.counts.kept,
    cut: run.counts.cut,
    injected: run.counts.injected,
    summary: run.counts.summary,
    unchanged: run.counts.unchanged,
  }
}
