/**
 * A sweep's cell at one point, written out as a fixture for what reads points (the charts, the
 * exports, the memo): the counts, the means and each spread given, nothing computed. A point the
 * sweep measured comes from `runSweep`; these are for a reader's edge cases (a share of 0 or 1, a
 * point that never compacted) without running a sweep to find one.
 */
import type { CellPoint, Spread } from '../../src/view-models/sweep/sweepRun.ts'

/** A spread whose quartiles are all `value` (one history), or none without a value. */
const single = (value: number | null): Spread | null =>
  value === null ? null : { q1: value, median: value, q3: value }

/**
 * A cell over one history (completed unless said otherwise): its values are the means, and each
 * spread is that one value; `spread` overrides any of them.
 */
export function cellAt(
  over: Partial<Omit<CellPoint, 'spread'>> & { readonly spread?: Partial<CellPoint['spread']> },
): CellPoint {
  const { spread, ...values } = over
  const cell = {
    completed: 1,
    failed: 0,
    notTriggered: 0,
    userTextKept: null,
    tokensAfter: null,
    modelCalls: 0,
    serverCalls: 0,
    sentTokens: 0,
    receivedTokens: 0,
    ...values,
  }
  return {
    ...cell,
    spread: {
      userTextKept: single(cell.userTextKept),
      tokensAfter: single(cell.tokensAfter),
      modelCalls: single(cell.modelCalls)!,
      serverCalls: single(cell.serverCalls)!,
      ...spread,
    },
  }
}
