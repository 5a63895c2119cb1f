import {
  approxTokenCount,
  remembered,
  type CompactionPath,
  type CompactionResult,
  type Cell,
  type Outcome,
  type ResultItem,
} from '../core/index.ts'
import { legacyReplyOf, runInput, type LegacyReplyShown } from './runFacts.ts'
import { isCarried } from './statuses.ts'
import { textOfResult, userTextKept, userTextOf } from './userText.ts'

/**
 * One model of a cell's run: every fact a screen shows about one cell's result, derived here once
 * and read by the grid, the lane's counters, compare, the matrix, the registry's impact, the
 * session tables and the CLI. A screen that counts on its own can disagree with another; one that
 * reads this cannot.
 */

/**
 * The one vocabulary of outcomes. From the core's `Outcome`:
 * - `completed` → `completed`: a new history was installed.
 * - `failed` → `failed-unchanged`: the compaction gave up and left the history exactly as it was
 *   (no path installs before it fails), so nothing was "kept": it is unchanged.
 * - `not_triggered` → `not-triggered`: the cell's trigger did not fire; nothing ran, nothing to
 *   average (never "100 % kept").
 * - `turn_aborted` → `refused`: the turn was stopped from outside the compaction: a PreCompact or
 *   PostCompact hook answered "stop", or the summary request was interrupted. Before a
 *   PostCompact stop the new history is already installed, so `historyChanged` says which.
 */
export type RunOutcome = 'completed' | 'failed-unchanged' | 'not-triggered' | 'refused'
export const RUN_OUTCOMES: readonly RunOutcome[] = [
  'completed',
  'failed-unchanged',
  'not-triggered',
  'refused',
]

export function runOutcomeOf(outcome: Outcome): RunOutcome {
  switch (outcome) {
    case 'completed':
      return 'completed'
    case 'failed':
      return 'failed-unchanged'
    case 'not_triggered':
      return 'not-triggered'
    case 'turn_aborted':
      return 'refused'
  }
}

/**
 * What the run did to the history's items. With the history unchanged every count is 0 but
 * `unchanged`: an item no rule decided was not "kept".
 */
export interface RunCounts {
  /** items carried into the new history by a rule, whole or shortened (truncated included). */
  readonly kept: number
  /** items the run cut. */
  readonly cut: number
  /** of the kept items, how many were shortened. */
  readonly truncated: number
  /** fresh items in the new history (the injected initial context). */
  readonly injected: number
  /** the summary or compaction items the run produced. */
  readonly summary: number
  /** items left exactly as they were because the history was not replaced. */
  readonly unchanged: number
}

/** One kind of retry: why a request was sent again, and how many times. */
export interface RetryReason {
  /** the error that caused it (a remote fault, or a local stream or window error). */
  readonly error: string
  /** `transport`: the same request again; `model_fallback`: once more with the current model;
   * `trim`: the local request without its oldest item. */
  readonly kind: 'transport' | 'model_fallback' | 'trim'
  readonly requests: number
}

export interface RunCalls {
  readonly model: number
  readonly server: number
  /** requests sent again after an error (all kinds together; `model + server` includes them). */
  readonly retries: number
  readonly retryReasons: readonly RetryReason[]
  /** a failed remote call was retried with the current model (the model fallback). */
  readonly fallback: boolean
  /** which reply the legacy `/responses/compact` server gave (null: no legacy request). */
  readonly legacyReply: LegacyReplyShown | null
}

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

/** Where the initial context went. */
export interface RunContextPlacement {
  /** injected into the new history now (mid-turn: before the last user message). */
  readonly injectedNow: number
  /** re-injected after the compaction by the turn's context step: this turn or the next. */
  readonly reinjected: 'same_turn' | 'next_turn' | null
  readonly reinjectedItems: number
}

export interface CellRun {
  readonly cell: Cell
  readonly path: CompactionPath | null
  readonly outcome: RunOutcome
  /** a new history was installed (its version moved). */
  readonly historyChanged: boolean
  readonly versionBefore: number
  readonly versionAfter: number
  readonly counts: RunCounts
  readonly calls: RunCalls
  readonly tokens: RunTokens
  /**
   * the share (0–1) of the user's own text the new history carries; null when there is no new
   * history (not triggered, failed, refused before install), never averaged as 100 %.
   */
  readonly userTextKept: number | null
  /** real user messages in the input, and how many the new history carries. */
  readonly userMessages: { readonly before: number; readonly carried: number }
  readonly context: RunContextPlacement
}

/** An item's tokens, as the core estimates a history item. */
export function resultItemTokens(item: ResultItem): number {
  return approxTokenCount(textOfResult(item))
}

function countsOf(result: CompactionResult, changed: boolean): RunCounts {
  let kept = 0
  let truncated = 0
  let injected = 0
  let summary = 0
  let unchanged = 0
  for (const item of result.items) {
    if (item.reason === 'unchanged' && !changed) unchanged++
    else if (isCarried(item.status)) {
      kept++
      if (item.status === 'truncated') truncated++
    } else if (item.status === 'injected') injected++
    else if (item.status === 'summary') summary++
  }
  return { kept, cut: result.cut.length, truncated, injected, summary, unchanged }
}

function addRetry(out: RetryReason[], error: string, kind: RetryReason['kind'], n: number): void {
  if (n <= 0) return
  const found = out.findIndex((r) => r.error === error && r.kind === kind)
  if (found < 0) out.push({ error, kind, requests: n })
  else out[found] = { error, kind, requests: out[found]!.requests + n }
}

/** The requests the trace says were sent again, and why. */
function retriesOf(result: CompactionResult): { reasons: RetryReason[]; fallback: boolean } {
  const reasons: RetryReason[] = []
  let fallback = false
  let lastLocalError = 'context_window_exceeded'
  for (const step of result.trace) {
    if (step.rule === 'remote_request' && step.params.fault !== null)
      addRetry(reasons, step.params.fault, 'transport', step.params.calls - 1)
    else if (step.rule === 'model_fallback' && step.params.retried) {
      fallback = true
      addRetry(reasons, step.params.error, 'model_fallback', 1)
      addRetry(reasons, step.params.error, 'transport', step.params.calls - 1)
    } else if (step.rule === 'local_overflow_trim') addRetry(reasons, lastLocalError, 'trim', 1)
    else if (step.rule === 'local_stream' && step.params.error === 'stream') {
      lastLocalError = 'stream_error'
      if (step.params.retried) addRetry(reasons, 'stream_error', 'transport', 1)
    }
  }
  return { reasons, fallback }
}

function callsOf(result: CompactionResult): RunCalls {
  const { reasons, fallback } = retriesOf(result)
  return {
    model: result.modelCalls,
    server: result.serverCalls,
    retries: reasons.reduce((sum, r) => sum + r.requests, 0),
    retryReasons: reasons,
    fallback,
    legacyReply: legacyReplyOf(result),
  }
}

function contextOf(result: CompactionResult, counts: RunCounts): RunContextPlacement {
  const next = result.nextTurnInjection.length
  const timing = result.badges.includes('reinjected_same_turn')
    ? 'same_turn'
    : result.badges.includes('reinjected_next_turn')
      ? 'next_turn'
      : null
  return {
    injectedNow: counts.injected,
    reinjected: next > 0 ? timing : null,
    reinjectedItems: next,
  }
}

function buildCellRun(result: CompactionResult): CellRun {
  const input = runInput(result)
  const versionBefore = input?.version ?? result.historyVersion
  const changed = result.historyVersion !== versionBefore
  const counts = countsOf(result, changed)
  const users = userTextOf(result)
  const carried = changed
    ? result.items.filter((item) => users.has(item.id) && isCarried(item.status)).length
    : 0
  const before = input?.tokens ?? 0
  return {
    cell: result.cell,
    path: result.path,
    outcome: runOutcomeOf(result.outcome),
    historyChanged: changed,
    versionBefore,
    versionAfter: result.historyVersion,
    counts,
    calls: callsOf(result),
    tokens: {
      before,
      after: changed ? result.items.reduce((sum, item) => sum + resultItemTokens(item), 0) : before,
    },
    userTextKept: changed ? userTextKept(result, users) : null,
    userMessages: { before: users.size, carried },
    context: contextOf(result, counts),
  }
}

// a pure function of the result object: one model per result, however many screens read it
const runCache = new WeakMap<CompactionResult, CellRun>()

/** Every fact a screen shows about one cell's run, derived once per result. */
export function cellRunOf(result: CompactionResult): CellRun {
  return remembered(runCache, result, buildCellRun)
}
