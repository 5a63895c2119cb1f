import type { HistoryItem } from '../history.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import { isSummaryText, isUserMessage, userMessageText } from './items.ts'
import { FINAL_ANSWER_PREFIX } from './prompts.ts'

/** Which fallback placed the initial context (compaction.md §7). */
export type InsertionAnchor = 'last_real_user' | 'last_summary' | 'last_compaction' | 'append'

export interface InsertionPoint {
  /** the index the initial context is spliced before; `history.length` means append. */
  readonly index: number
  readonly anchor: InsertionAnchor
  /** the item the context goes before, if any. */
  readonly anchorId: string | null
}

/**
 * `insert_initial_context_before_last_real_user_or_summary`: scan from the end. A non-final
 * agent message or a real user message is the anchor; failing that, the last summary; failing
 * that, the last compaction item; failing that, append. Keeps the summary or compaction last.
 */
export function findInitialContextInsertion(
  history: readonly HistoryItem[],
  registry: FragmentRegistry,
): InsertionPoint {
  let lastUserOrSummary: number | undefined
  let lastRealUser: number | undefined
  for (let i = history.length - 1; i >= 0; i--) {
    const item = history[i]!
    if (item.type === 'agent_message' && !item.text.startsWith(FINAL_ANSWER_PREFIX)) {
      lastRealUser = i
      break
    }
    if (isUserMessage(item, registry)) {
      lastUserOrSummary ??= i
      if (item.type === 'message' && !isSummaryText(userMessageText(item))) {
        lastRealUser = i
        break
      }
    }
  }
  let lastCompaction: number | undefined
  for (let i = history.length - 1; i >= 0; i--) {
    const type = history[i]!.type
    if (type === 'compaction' || type === 'context_compaction') {
      lastCompaction = i
      break
    }
  }
  const pick = (index: number, anchor: InsertionAnchor): InsertionPoint => ({
    index,
    anchor,
    anchorId: history[index]?.id ?? null,
  })
  if (lastRealUser !== undefined) return pick(lastRealUser, 'last_real_user')
  if (lastUserOrSummary !== undefined) return pick(lastUserOrSummary, 'last_summary')
  if (lastCompaction !== undefined) return pick(lastCompaction, 'last_compaction')
  return { index: history.length, anchor: 'append', anchorId: null }
}

/** Splices `initialContext` into `history` at the insertion point. */
export function insertInitialContext(
  history: readonly HistoryItem[],
  initialContext: readonly HistoryItem[],
  registry: FragmentRegistry,
): { readonly history: HistoryItem[]; readonly point: InsertionPoint } {
  const point = findInitialContextInsertion(history, registry)
  return {
    history: [...history.slice(0, point.index), ...initialContext, ...history.slice(point.index)],
    point,
  }
}
