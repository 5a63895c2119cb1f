import { MAX_REMOTE_COMPACTION_V2_STREAM_RETRIES } from './prompts.ts'
import type { CodexEvent, RemoteFault } from './types.ts'

/**
 * How a compaction request reaches the server. Codex's built-in provider sets
 * `supports_websockets` (model-provider-info/src/lib.rs:418), so remote v2 streams over a
 * WebSocket first; a provider without it, or a session that already fell back, uses HTTPS.
 */
export type Transport = 'websocket' | 'https'

/** `DEFAULT_STREAM_MAX_RETRIES` (model-provider-info/src/lib.rs:28). */
export const DEFAULT_STREAM_MAX_RETRIES = 5
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
 * What the HTTP client sees of each simulated failure (`TransportError`, codex-client): an answer
 * with a status (an invalid request is a 400, codex-api/src/api_bridge.rs:96-114), a timeout, or
 * nothing at all: a stream error breaks a response that already began, past this layer.
 */
export type HttpClientError =
  | { readonly kind: 'status'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'after_response' }

export const HTTP_CLIENT_ERRORS: Readonly<Record<RemoteFault, HttpClientError>> = {
  timeout: { kind: 'timeout' },
  invalid_request: { kind: 'status', status: 400 },
  http_404: { kind: 'status', status: 404 },
  http_500: { kind: 'status', status: 500 },
  stream_error: { kind: 'after_response' },
}

/** `RetryOn` (codex-client/src/retry.rs:15-19): which errors the HTTP client resends. */
export interface RetryOn {
  readonly retry429: boolean
  readonly retry5xx: boolean
  readonly retryTransport: boolean
}

/**
 * The policy every model provider gives its HTTP client (`to_api_provider`,
 * model-provider-info/src/lib.rs:315-321): not a 429, every 5xx, every transport error (a
 * timeout among them), up to `request_max_retries` more times.
 */
export const PROVIDER_RETRY_ON: RetryOn = { retry429: false, retry5xx: true, retryTransport: true }

/**
 * `RetryOn::should_retry` (codex-client/src/retry.rs:22-36) without its attempt count: whether
 * the HTTP client sends a request that failed with `fault` again. The one statement of the rule:
 * the request counts below and every sentence naming what the client resends read it.
 */
export function httpClientResends(fault: RemoteFault, retryOn = PROVIDER_RETRY_ON): boolean {
  const error = HTTP_CLIENT_ERRORS[fault]
  if (error.kind === 'timeout') return retryOn.retryTransport
  if (error.kind === 'after_response') return false
  return (
    (retryOn.retry429 && error.status === 429) ||
    (retryOn.retry5xx && error.status >= 500 && error.status <= 599)
  )
}

/**
 * How many more times the HTTP client sends one request that failed with `fault`: `run_with_retry`
 * (codex-client/src/retry.rs:80-107) tries attempts `0..=max_attempts`, `max_attempts` being the
 * provider's `request_max_retries`.
 */
export function httpClientRetries(fault: RemoteFault, requestMaxRetries: number): number {
  return httpClientResends(fault) ? requestMaxRetries : 0
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
 * starts again, and each HTTPS attempt is itself resent by the HTTP client
 * (`httpClientResends`). Release builds hide the first `Reconnecting...` notice while the WebSocket is on.
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
 * retry policy (`run_with_retry`): what `httpClientResends` accepts is sent again up to
 * `request_max_retries` times, silently. An empty request is never sent (client.rs:572–574).
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
