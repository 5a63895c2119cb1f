import type { CompactionResult } from '../core/index.ts'

/**
 * Why a run was refused (its turn stopped from outside the compaction, `refused` in the one
 * vocabulary of outcomes): a PreCompact hook's stop (nothing changed), a PostCompact hook's stop
 * (the new history is already installed), or the summary request interrupted. One reason per
 * kind: the grid's cell and the trace's steps both say it in the words of `grid.refusals`.
 */
export type RefusalKind = 'pre_compact_hook' | 'post_compact_hook' | 'interrupted'

/** The kind of refusal the trace records (null: the turn was not stopped). */
export function refusalOf(result: CompactionResult): RefusalKind | null {
  if (result.outcome !== 'turn_aborted') return null
  for (const step of result.trace) {
    if (step.rule === 'pre_compact_hook' && step.params.outcome === 'stop')
      return 'pre_compact_hook'
    if (step.rule === 'post_compact_hook' && step.params.outcome === 'stop')
      return 'post_compact_hook'
    if (step.rule === 'local_stream' && step.params.error === 'interrupted') return 'interrupted'
  }
  return null
}
