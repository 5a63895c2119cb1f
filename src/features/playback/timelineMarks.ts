import type { TraceStep } from '../../core/index.ts'

/** What a step does to the lane, for the timeline's markers. */
export type MarkKind = 'cut' | 'kept' | 'injected' | 'summary' | 'install'

/** The strongest lane change of a step, or null when the step changes no item. */
export function markOf(step: TraceStep): MarkKind | null {
  let kind: MarkKind | null = null
  const rank: Record<MarkKind, number> = { install: 5, cut: 4, injected: 3, summary: 2, kept: 1 }
  const raise = (next: MarkKind) => {
    if (kind === null || rank[next] > rank[kind]) kind = next
  }
  for (const op of step.ops) {
    if (op.op === 'install') raise('install')
    else if (op.op === 'mark')
      raise(op.fates.some((fate) => fate.status === 'cut') ? 'cut' : 'kept')
    else if (op.op === 'insert' || op.op === 'next_turn') raise('injected')
    else if (op.op === 'append') raise(op.item.status === 'injected' ? 'injected' : 'summary')
  }
  return kind
}

/**
 * The next step after `step` (or, backwards, the last one before it) that changes the lane, for
 * "next change" stepping: most steps only decide or report. Stays put when there is none.
 */
export function nextChange(trace: readonly TraceStep[], step: number, direction: 1 | -1): number {
  for (let k = step + direction; k >= 1 && k <= trace.length; k += direction)
    if (markOf(trace[k - 1]!) !== null) return k
  return step
}
