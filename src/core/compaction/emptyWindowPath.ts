import { RunContext, type PathOutcome, type PlacedItem } from './context.ts'
import { fateOf } from './marks.ts'
import type { LaneOp } from './types.ts'

/**
 * The empty window (`compact_token_budget.rs`, TokenBudget on): no model, no server, no summary.
 * A new context window starts holding the full initial context, with the `<context_window>`
 * identity block, and the reference context item is set. Nothing of the old window carries over.
 */
export function runEmptyWindow(ctx: RunContext): PathOutcome {
  const before = ctx.window.currentWindowId
  ctx.advanceWindow()
  const marks = ctx.marks(ctx.live.length)
  const cut = fateOf('cut', 'empty_window_install', 'new_context_window')
  for (let index = 0; index < ctx.live.length; index++) ctx.markAt(marks, index, cut)
  const ops: LaneOp[] = marks.ops()
  const { items, messages } = ctx.initialContextItems('ic')
  ops.push({
    op: 'insert',
    beforeId: null,
    items: items.map((item, i) =>
      ctx.card(
        item,
        'injected',
        'empty_window_install',
        'initial_context',
        RunContext.assembledTypeName(messages[i]!),
      ),
    ),
  })
  ops.push(ctx.badge('empty_window'))
  ctx.rec.step(
    'empty_window_install',
    {
      previousWindowId: before,
      currentWindowId: ctx.window.currentWindowId,
      messages: items.length,
      summary: '',
    },
    ops,
  )
  const placed: PlacedItem[] = items.map((item, i) => ({
    item,
    status: 'injected',
    rule: 'empty_window_install',
    reason: 'initial_context',
    fragmentType: RunContext.assembledTypeName(messages[i]!),
  }))
  ctx.install(placed, 'set', 'new_context_window')
  return 'completed'
}
