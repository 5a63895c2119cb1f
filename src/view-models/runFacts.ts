import type { CompactionResult, HistoryItem, LegacyServerReply } from '../core/index.ts'

/**
 * What a whole run's trace says beyond its result (the input it started from, the legacy server's
 * reply, the model fallback), read here so that screens and summaries never dig in the trace. The
 * replay gives the same facts step by step (`ReplayView.versionBefore`, `path`).
 */

/** The input the run started from: its `input_history` step and that step's `load` op. */
export interface RunInput {
  readonly history: readonly HistoryItem[]
  /** each input item's fragment type (null: none). */
  readonly fragmentTypes: readonly (string | null)[]
  readonly version: number
  readonly tokens: number
}

export function runInput(result: CompactionResult): RunInput | undefined {
  const step = result.trace[0]
  if (step?.rule !== 'input_history') return undefined
  for (const op of step.ops)
    if (op.op === 'load')
      return {
        history: op.history,
        fragmentTypes: op.fragmentTypes,
        version: op.historyVersion,
        tokens: step.params.tokens,
      }
  return undefined
}

export type LegacyReplyShown = LegacyServerReply | 'scenario'

/** The reply the core's `server_transcript` step says the legacy server gave (null: no request). */
export function legacyReplyOf(result: CompactionResult): LegacyReplyShown | null {
  for (const step of result.trace)
    if (step.rule === 'server_transcript')
      // an empty request is never sent: no server answered
      return step.params.source === 'empty_request' ? null : step.params.source
  return null
}

/** How the first remote request of a run was sent: its retry budgets and its calls per transport. */
export interface RemoteTransport {
  /** how many times remote v2 may send the request again with the same model, per transport. */
  readonly maxRetries: number
  /** how many times the HTTP client resends one HTTPS attempt on a 5xx or a timeout. */
  readonly requestMaxRetries: number
  readonly websocketCalls: number
  readonly httpsCalls: number
}

/** The first `remote_request` step's transport facts (null: the run sent no remote request). */
export function remoteTransportOf(result: CompactionResult): RemoteTransport | null {
  for (const step of result.trace)
    if (step.rule === 'remote_request')
      return {
        maxRetries: step.params.maxRetries,
        requestMaxRetries: step.params.requestMaxRetries,
        websocketCalls: step.params.websocketCalls,
        httpsCalls: step.params.httpsCalls,
      }
  return null
}
