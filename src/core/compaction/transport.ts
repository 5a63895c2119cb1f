import { MAX_REMOTE_COMPACTION_V2_STREAM_RETRIES } from './prompts.ts'
import type { CodexEvent, RemoteFault } from './types.ts'

/**
 * How a compaction request reaches the server. Codex's built-in provider sets
 * `supports_websockets` (model-provider-info/src/lib.rs:418), so remote v2 streams over a
 * WebSocket first; a provider without it, or a session that already fell back, uses HTTPS.
 */
export type Transport = 'websocket' | 'https'

/** `DEFAULT_REQUEST_MAX_RETRIES` (model-provider-info/src/lib.rs:29). */
export const DEFAULT_REQUEST_MAX_RETRIES = 4
/** `MAX_REQUEST_MAX_RETRIES`: Codex caps a configured `request_max_retries` at 100. */
export const MAX_REQUEST_MAX_RETRIES = 100

/** Every simulated remote failure, in the order the faults form offers them. */
export const REMOTE_FAULTS: readonly RemoteFault[] = [
  'timeout',
  'invalid_request',
  'http_404',
  'http_500',
  'stream_error',
]

/** The message Codex's error carries for each simulated failure. */
export const REMOTE_FAULT_MESSAGES: Readonly<Record<RemoteFault, string>> = {
  timeout: 'request timed out',
  invalid_request: 'invalid request: the previous model rejected the compaction request',
  http_404: 'unexpected status 404 Not Found',
  http_500: 'unexpected status 500 Internal Server Error',
  stream_error: 'stream disconnected before completion',
}

/**
 * `CodexErr::is_retryable` (protocol/src/error.rs): a timeout, an unexpected status and a
 * stream error are; an invalid request is not.
 */
export function isRetryable(fault: RemoteFault): boolean {
  return fault !== 'invalid_request'
}

/**
 * `should_retry_with_current_model` (compact_model_fallback.rs): errors that may be the model's
 * own: `InvalidRequest`, any `UnexpectedStatus` (404, 500), and others the port does not
 * simulate. Not a timeout, not a stream error.
 */
export function shouldRetryWithCurrentModel(fault: RemoteFault): boolean {
  return fault === 'invalid_request' || fault === 'http_404' || fault === 'http_500'
}

/**
 * `RetryOn::should_retry` with the provider's policy (`retry_5xx`, `retry_transport`, not 429):
 * the HTTP client itself resends a 5xx or a timeout. A 404 or an invalid request is an answer,
 * and a stream error happens after the response began, where this layer no longer looks.
 */
export function httpClientRetries(fault: RemoteFault, requestMaxRetries: number): number {
  return fault === 'http_500' || fault === 'timeout' ? requestMaxRetries : 0
}

/** What one request and its retries cost when `fault` hits every call. */
export interface RequestRun {
  /** requests sent, over both transports. */
  readonly calls: number
  readonly websocketCalls: number
  readonly httpsCalls: number
  /** the stream retries ran out on the WebSocket and the session switched to HTTPS. */
  readonly fellBack: boolean
  /** the transport the session uses afterwards (the fallback lasts for the session). */
  readonly transport: Transport
  /** the stream retry budget, `min(stream_max_retries, 2)` (0 for the legacy unary request). */
  readonly maxRetries: number
  /** the events the user sees: `Reconnecting... n/max`, the fallback warning. */
  readonly events: readonly CodexEvent[]
}

/** The retry budgets of the provider. */
export interface RetryBudgets {
  readonly streamMaxRetries: number
  readonly requestMaxRetries: number
}

/**
 * `run_remote_compaction_request_v2` with `handle_retryable_response_stream_error`
 * (responses_retry.rs:44–129): a retryable error is sent again up to `min(stream_max_retries, 2)`
 * times; when that budget is spent on a WebSocket, the session falls back to HTTPS, the budget
 * starts again, and each HTTPS attempt is itself resent by the HTTP client on a 5xx or a
 * timeout. Release builds hide the first `Reconnecting...` notice while the WebSocket is on.
 */
export function runV2Request(
  fault: RemoteFault | undefined,
  start: Transport,
  budgets: RetryBudgets,
): RequestRun {
  const maxRetries = Math.min(budgets.streamMaxRetries, MAX_REMOTE_COMPACTION_V2_STREAM_RETRIES)
  const events: CodexEvent[] = []
  let transport = start
  let websocketCalls = 0
  let httpsCalls = 0
  let retries = 0
  let fellBack = false
  for (;;) {
    if (transport === 'websocket') websocketCalls += 1
    else httpsCalls += 1 + (fault ? httpClientRetries(fault, budgets.requestMaxRetries) : 0)
    if (fault === undefined || !isRetryable(fault)) break
    if (retries >= maxRetries && transport === 'websocket') {
      transport = 'https'
      fellBack = true
      retries = 0
      events.push({
        type: 'Warning',
        message: `Falling back from WebSockets to HTTPS transport. ${REMOTE_FAULT_MESSAGES[fault]}`,
      })
      continue
    }
    if (retries >= maxRetries) break
    retries += 1
    if (retries > 1 || transport === 'https')
      events.push({ type: 'StreamError', message: `Reconnecting... ${retries}/${maxRetries}` })
  }
  return {
    calls: websocketCalls + httpsCalls,
    websocketCalls,
    httpsCalls,
    fellBack,
    transport,
    maxRetries,
    events,
  }
}

/**
 * The legacy `/responses/compact` request is one unary HTTPS call through the HTTP client's
 * retry policy (`run_with_retry`): a 5xx or a timeout is sent again up to `request_max_retries`
 * times, silently. An empty request is never sent (client.rs:572–574).
 */
export function runLegacyRequest(
  fault: RemoteFault | undefined,
  budgets: RetryBudgets,
  empty: boolean,
): RequestRun {
  const calls = empty ? 0 : 1 + (fault ? httpClientRetries(fault, budgets.requestMaxRetries) : 0)
  return {
    calls,
    websocketCalls: 0,
    httpsCalls: calls,
    fellBack: false,
    transport: 'https',
    maxRetries: 0,
    events: [],
  }
}
