import {
  approxTokenCount,
  remembered,
  type CompactionResult,
  type ResultItem,
} from '../core/index.ts'
import { cellRunCountsOf, type CellRunCounts } from './cellRunCounts.ts'
import { runInput } from './runFacts.ts'
import { isCarried } from './statuses.ts'
import { textOfResult, userTextKept, userTextOf } from './userText.ts'

export * from './cellRunCounts.ts'

/**
 * One model of a cell's run: every fact a screen shows about one cell's result, derived once and
 * read by the grid, the lane's counters, compare, the matrix, the registry's impact, the session
 * tables and the CLI. The counted facts come from `cellRunCounts.ts` (what the first screen's
 * grid reads); this adds those that read the items' text.
 */

/**
 * The one token estimate: Codex's `approx_token_count`, ⌈UTF-8 bytes / 4⌉ per item, over the
 * input history (the core's own `input_history` figure) and over the new history.
 */
export interface RunTokens {
  readonly before: number
  /** the new history's estimate; with the history unchanged, the same as `before`. */
  readonly after: number
}

/**
 * What the estimate leaves out, stated once: the base instructions and tool definitions sent
 * with every request, each item's JSON framing, and the tokenizer's own count.
 */
export const TOKEN_ESTIMATE_LEAVES_OUT = [
  'base_instructions',
  'tool_definitions',
  'item_framing',
  'tokenizer',
] as const

export interface CellRun extends CellRunCounts {
  readonly tokens: RunTokens
  /**
   * the share (0–1) of the user's own text the new history carries; null when there is no new
   * history (not triggered, failed, refused before install), never averaged as 100 %.
   */
  readonly userTextKept: number | null
  /** real user messages in the input, and how many the new history carries. */
  readonly userMessages: { readonly before: number; readonly carried: number }
}

/** An item's tokens, as the core estimates a history item. */
export function resultItemTokens(item: ResultItem): number {
  return approxTokenCount(textOfResult(item))
}

function buildCellRun(result: CompactionResult): CellRun {
  const counted = cellRunCountsOf(result)
  const changed = counted.historyChanged
  const users = userTextOf(result)
  const carried = changed
    ? result.items.filter((item) => users.has(item.id) && isCarried(item.status)).length
    : 0
  const before = runInput(result)?.tokens ?? 0
  return {
    ...counted,
    tokens: {
      before,
      after: changed ? result.items.reduce((sum, item) => sum + resultItemTokens(item), 0) : before,
    },
    userTextKept: changed ? userTextKept(result, users) : null,
    userMessages: { before: users.size, carried },
  }
}

// a pure function of the result object: one model per result, however many screens read it
const runCache = new WeakMap<CompactionResult, CellRun>()

/** Every fact a screen shows about one cell's run, derived once per result. */
export function cellRunOf(result: CompactionResult): CellRun {
  return remembered(runCache, result, buildCellRun)
}
