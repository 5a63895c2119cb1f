import type { CompactionResult } from '../../core/index.ts'
import { cellRunCountsOf, type RunOutcome } from '../cellRunCounts.ts'

/**
 * How a cell's run on one history ended, as the sweep reads it: the one model of a cell's run
 * (`cellRunCounts.ts`), never a derivation of its own, so a sweep point and the grid, compare
 * and the matrix name the same outcome for the same history.
 */
export type SweepOutcome = RunOutcome

/** The run model's outcome of one result. */
export function sweepOutcome(result: CompactionResult): SweepOutcome {
  return cellRunCountsOf(result).outcome
}

/**
 * The sweep's three tallies. A refused run (a hook or an interrupt stopped the turn) is counted
 * with the failed ones: the sweep's histories set no hooks, and its charts and exports keep
 * three columns. A not-triggered run is its own tally, never averaged as kept.
 */
export type SweepTally = 'completed' | 'failed' | 'notTriggered'

export function sweepTally(outcome: SweepOutcome): SweepTally {
  if (outcome === 'completed') return 'completed'
  return outcome === 'not-triggered' ? 'notTriggered' : 'failed'
}
