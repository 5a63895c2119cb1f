import { remembered } from '../memo.ts'
import type { FateReason, LaneOp, MarkFate, RuleId } from './types.ts'

// kept and cut fates are values of (status, rule, reason), a closed set: one frozen object each
const newRuleMap = (): Map<RuleId, Map<FateReason, MarkFate>> => new Map()
const newReasonMap = (): Map<FateReason, MarkFate> => new Map()
const interned = new Map<MarkFate['status'], Map<RuleId, Map<FateReason, MarkFate>>>()

/** The shared fate object for a kept or cut decision. */
export function fateOf(status: 'kept' | 'cut', rule: RuleId, reason: FateReason): MarkFate {
  const byReason = remembered(remembered(interned, status, newRuleMap), rule, newReasonMap)
  let fate = byReason.get(reason)
  if (!fate) {
    fate = Object.freeze({ status, rule, reason })
    byReason.set(reason, fate)
  }
  return fate
}

/** A truncation: the item stays, shortened to `text` (and `parts`, when it has several). */
export function truncatedFate(
  rule: RuleId,
  reason: FateReason,
  text: string,
  parts?: readonly string[],
): MarkFate {
  return Object.freeze({
    status: 'truncated',
    rule,
    reason,
    text,
    ...(parts !== undefined ? { parts } : {}),
  })
}

/**
 * The marks one step records, in order: one `mark` lane op, or none. Consecutive items with the
 * same fate share one run, so a step that cuts every item records one fate, not one per item. A
 * step that marks every item gives its size up front: growing a long array copies it, and fresh
 * memory is what a long history pays for most.
 */
export class MarkBatch {
  readonly ids: string[]
  readonly fates: MarkFate[] = []
  readonly runs: number[] = []
  private count = 0

  constructor(capacity = 0) {
    this.ids = capacity > 0 ? new Array<string>(capacity) : []
  }

  add(id: string, fate: MarkFate): void {
    // writing at `count` fills the reserved room first, then appends
    this.ids[this.count] = id
    this.count += 1
    const last = this.fates.length - 1
    if (last >= 0 && this.fates[last] === fate) this.runs[last]! += 1
    else {
      this.fates.push(fate)
      this.runs.push(1)
    }
  }

  get size(): number {
    return this.count
  }

  /** The lane op, as a list to spread into a step's ops (empty when nothing was marked). */
  ops(): LaneOp[] {
    this.ids.length = this.count
    return this.count === 0
      ? []
      : [{ op: 'mark', ids: this.ids, fates: this.fates, runs: this.runs }]
  }
}
