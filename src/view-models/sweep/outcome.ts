import type { CompactionResult } from '../../core/index.ts'

/**
 * How a cell's run on one history ended, as the sweep counts it: a compaction that completed, one
 * that failed (the history stays as it was: `turn_aborted` too), or no compaction at all.
 */
export type SweepOutcome = 'completed' | 'failed' | 'notTriggered'

/**
 * The one place the sweep reads the core's outcome (so a shared model of a cell's run can take
 * its place): only a completed compaction has a new history to measure.
 */
export function sweepOutcome(result: CompactionResult): SweepOutcome {
  if (result.outcome === 'completed') return 'completed'
  return result.outcome === 'not_triggered' ? 'notTriggered' : 'failed'
}
