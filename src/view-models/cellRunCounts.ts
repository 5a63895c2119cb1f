import {
  remembered,
  type Cell,
  type CompactionPath,
  type CompactionResult,
  type Outcome,
} from '../core/index.ts'
import { refusalOf, type RefusalKind } from './refusals.ts'
import { legacyReplyOf, runInput, type LegacyReplyShown } from './runFacts.ts'
import { isCarried } from './statuses.ts'

/**
 * The counted half of the one model of a cell's run (`cellRun.ts`): what a run did without
 * reading any item's text (outcome, counts, calls, where the context went). The first screen's
 * grid reads it without loading the core's text and fragment code; `cellRunOf` spreads it and
 * adds the text facts, so every screen still reads one derivation.
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

/** Where the initial context went. */
export interface RunContextPlacement {
  /** injected into the new history now (mid-turn: before the last user message). */
  readonly injectedNow: number
  /** re-injected after the compaction by the turn's context step: this turn or the next. */
  readonly reinjected: 'same_turn' | 'next_turn' | null
  readonly reinjectedItems: number
}

/** What a run did, counted: every fact of {@link CellRun} that needs no item's text. */
export interface CellRunCounts {
  readonly cell: Cell
  readonly path: CompactionPath | null
  readonly outcome: RunOutcome
  /** why the run was refused (null unless `outcome` is `refused`). */
  readonly refusal: RefusalKind | null
  /** a new history was installed (its version moved). */
  readonly historyChanged: boolean
  readonly versionBefore: number
  readonly versionAfter: number
  readonly counts: RunCounts
  readonly calls: RunCalls
  readonly context: RunContextPlacement
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

function buildCounts(result: CompactionResult): CellRunCounts {
  const input = runInput(result)
  const versionBefore = input?.version ?? result.historyVersion
  const changed = result.historyVersion !== versionBefore
  const counts = countsOf(result, changed)
  return {
    cell: result.cell,
    path: result.path,
    outcome: runOutcomeOf(result.outcome),
    refusal: refusalOf(result),
    historyChanged: changed,
    versionBefore,
    versionAfter: result.historyVersion,
    counts,
    calls: callsOf(result),
    context: contextOf(result, counts),
  }
}

const countsCache = new WeakMap<CompactionResult, CellRunCounts>()

/** The counted facts of one cell's run, derived once per result. */
export function cellRunCountsOf(result: CompactionResult): CellRunCounts {
  return remembered(countsCache, result, buildCounts)
}
