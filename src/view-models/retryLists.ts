import {
  DEFAULT_REQUEST_MAX_RETRIES,
  DEFAULT_STREAM_MAX_RETRIES,
  REMOTE_FAULTS,
  httpClientResends,
  isRetryable,
  runV2Request,
  shouldRetryWithCurrentModel,
} from '../core/compaction/transport.ts'
import type { LocalFault, RemoteFault } from '../core/compaction/types.ts'

/**
 * Which remote failures Codex sends again, and why: the one list every text that names them
 * reads (the lessons, the trace's explanations, the faults form, the peers row). It is derived
 * from the core's own predicates, so a sentence cannot list a fault the core does not retry.
 * It reads `transport.ts` alone, not the compaction paths, so a screen can show it cheaply.
 */
/**
 * What the local summary loop does with each error it can get (the core's `failedAttempt` in
 * `localPath.ts`): `trim` drops the request's oldest item and sends it again, `retry` sends it
 * again as it is, `fail` ends the compaction, `abort` stops the turn. Typed by the core's
 * `LocalFault`, so a new kind does not compile without its row; `retryText.test.ts` runs the core
 * with each and holds this table to what the trace records.
 */
export const LOCAL_FAULT_HANDLING: Readonly<
  Record<LocalFault, 'trim' | 'retry' | 'fail' | 'abort'>
> = {
  context_window_exceeded: 'trim',
  stream_error: 'retry',
  session_budget_exceeded: 'fail',
  interrupted: 'abort',
}

export interface RetryRules {
  readonly faults: readonly RemoteFault[]
  /** the local summary loop's errors, in the order the faults form offers them. */
  readonly localFaults: readonly LocalFault[]
  /** the local summary loop sends the same request again, as it is. */
  readonly local: (fault: LocalFault) => boolean
  /** remote v2 (and the HTTP client) sends the same request again with the same model. */
  readonly sameModel: (fault: RemoteFault) => boolean
  /** the previous-model compaction tries once more with the current model. */
  readonly currentModel: (fault: RemoteFault) => boolean
  /** the HTTP client itself sends the request again (each HTTPS attempt, the legacy request). */
  readonly httpClient: (fault: RemoteFault) => boolean
}

export const CODEX_RETRY_RULES: RetryRules = {
  faults: REMOTE_FAULTS,
  localFaults: Object.keys(LOCAL_FAULT_HANDLING) as LocalFault[],
  local: (fault) => LOCAL_FAULT_HANDLING[fault] === 'retry',
  sameModel: isRetryable,
  currentModel: shouldRetryWithCurrentModel,
  httpClient: (fault) => httpClientResends(fault),
}

export interface RetryLists {
  /** retried with the same model. */
  readonly sameModel: readonly RemoteFault[]
  /** retried once with the current model (after a model switch only). */
  readonly currentModel: readonly RemoteFault[]
  /** retried with the same model but never with the current one. */
  readonly sameModelOnly: readonly RemoteFault[]
  /** never sent again with the same model. */
  readonly notSameModel: readonly RemoteFault[]
  /** the local summary loop sends again as they are (in Codex: every error it has no case for). */
  readonly local: readonly LocalFault[]
  /** the local summary loop handles otherwise: trims, fails or stops the turn. */
  readonly notLocal: readonly LocalFault[]
  /** the HTTP client resends, up to `request_max_retries` more times. */
  readonly httpClient: readonly RemoteFault[]
}

/** The lists, each in the order of `rules.faults`. */
export function retryListsOf(rules: RetryRules = CODEX_RETRY_RULES): RetryLists {
  const where = (test: (fault: RemoteFault) => boolean) => rules.faults.filter(test)
  return {
    sameModel: where(rules.sameModel),
    currentModel: where(rules.currentModel),
    sameModelOnly: where((f) => rules.sameModel(f) && !rules.currentModel(f)),
    notSameModel: where((f) => !rules.sameModel(f)),
    local: rules.localFaults.filter(rules.local),
    notLocal: rules.localFaults.filter((f) => !rules.local(f)),
    httpClient: where(rules.httpClient),
  }
}

/** How many more times Codex's built-in provider sends a failed request, at its defaults. */
export interface RetryBudgetCounts {
  /** remote v2's stream retries per transport, `min(stream_max_retries, 2)`. */
  readonly maxRetries: number
  /** the HTTP client's resends of one request, `request_max_retries`. */
  readonly requestMaxRetries: number
}

/**
 * The built-in provider's budgets, as the core counts them (`runV2Request` at the core's
 * defaults): for a text about Codex in general, not about one run (the peers row).
 */
export function defaultRetryBudgets(): RetryBudgetCounts {
  const budgets = {
    streamMaxRetries: DEFAULT_STREAM_MAX_RETRIES,
    requestMaxRetries: DEFAULT_REQUEST_MAX_RETRIES,
  }
  return {
    maxRetries: runV2Request(undefined, 'websocket', budgets).maxRetries,
    requestMaxRetries: budgets.requestMaxRetries,
  }
}
