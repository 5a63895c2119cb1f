import { approxTokenCount, type CompactionComparison } from '../../core/index.ts'
import { cellRunOf } from '../../view-models/cellRun.ts'

/**
 * The history after a compaction, recorded and predicted, by the app's one token estimate
 * (`cellRunOf`'s, `resultItemTokens`: `approx_token_count` of each item's text), so the two
 * figures compare like for like. Computed where the full texts are (the view's are clipped).
 */
export function comparisonTokens(c: Pick<CompactionComparison, 'recorded' | 'predicted'>): {
  recorded: number
  predicted: number
} {
  let recorded = 0
  for (const r of c.recorded) if (r.status !== 'cut') recorded += approxTokenCount(r.text)
  return { recorded, predicted: cellRunOf(c.predicted).tokens.after }
}
