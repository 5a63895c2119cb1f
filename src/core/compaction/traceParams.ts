import type { InsertionAnchor } from './insertion.ts'
import type { TokenStatus } from './tokens.ts'
import type {
  CompactionPath,
  HookOutcome,
  InitialContextInjection,
  LegacyServerReply,
  Outcome,
  Phase,
  ReferenceContext,
  RemoteFault,
  TraceParam,
} from './types.ts'

/** `CompactionReason`, as the analytics tag it. */
export type CompactionReason =
  'context_limit' | 'model_downshift' | 'comp_hash_changed' | 'user_requested'

/** When the initial context comes back after a DoNotInject compaction. */
export type Reinjection = 'same_turn' | 'next_turn'

interface Counted {
  readonly kept: number
  readonly cut: number
}

/** An event-only step: the rule says everything. */
type NoParams = Readonly<Record<never, never>>

/**
 * What each rule reports, keyed by rule: the one list of rules (`RuleId` is its keys). A step is
 * `{ rule: R, params: RuleParams[R] }`, so the recorder refuses a param the rule does not have and
 * the explanations read the params with their types. Every value is a flat JSON value (checked
 * below), so a trace stays plain data.
 */
export interface RuleParams {
  readonly input_history: {
    readonly items: number
    readonly tokens: number
    readonly version: number
  }
  readonly token_status: TokenStatus & {
    /** the prefill, only where the scope uses it (`body_after_prefix`). */
    readonly prefillInputTokens?: number
    /** the scenario gave no token count: the run assumes the limit is just reached. */
    readonly activeTokensAssumed: boolean
  }
  readonly pre_turn_check: {
    readonly incomingUserMessageExcluded: true
    readonly activeTokensAssumed: boolean
  }
  readonly previous_model_check: {
    readonly previousModel: string
    readonly currentModel: string
    readonly compHashChanged: boolean
    readonly modelDownshift: boolean
    readonly fallbackAvailable: boolean
  }
  readonly mid_turn_roll_over: {
    readonly modelNeedsFollowUp: boolean
    readonly hasPendingInput: boolean
    readonly newWindowRequested: boolean
    readonly tokenLimitReached: boolean
    readonly needsFollowUp: boolean
    readonly newWindowRequestConsumed: boolean
    readonly rollOver: boolean
  }
  readonly manual_compact_task: {
    readonly reason: 'user_requested'
    readonly replacesRunningTurn: true
  }
  readonly dispatch_token_budget: {
    readonly tokenBudget: boolean
    readonly reason: CompactionReason
    /** only when TokenBudget decides the path (an empty window). */
    readonly path?: CompactionPath
  }
  readonly dispatch_provider: {
    readonly remoteCompaction: 'v2' | 'unsupported'
    readonly remoteCompactionV2: boolean
    readonly path: CompactionPath
  }
  readonly pre_compact_hook: { readonly outcome: HookOutcome }
  readonly post_compact_hook: { readonly outcome: HookOutcome }
  readonly item_started: { readonly itemId: string }
  readonly item_completed: { readonly itemId: string }
  /** `ids`: the rewritten outputs' ids, comma-separated. */
  readonly trim_function_outputs: { readonly rewritten: number; readonly ids: string }
  /**
   * `calls`: requests sent (remote v2 sends a retryable error again up to `maxRetries` times);
   * `retryable`: `is_retryable` of the fault (null without one).
   */
  readonly remote_request: {
    readonly endpoint: string
    readonly model: string
    readonly fault: RemoteFault | null
    readonly calls: number
    readonly maxRetries: number
    readonly retryable: boolean | null
    /** the transport the request started on. */
    readonly transport: 'websocket' | 'https'
    readonly websocketCalls: number
    readonly httpsCalls: number
    /** the WebSocket retries ran out and the session switched to HTTPS. */
    readonly fellBack: boolean
    readonly requestMaxRetries: number
  }
  readonly remote_error: { readonly error: RemoteFault }
  readonly model_fallback:
    | {
        readonly error: RemoteFault
        readonly retried: true
        /** the current model, which the retry uses. */
        readonly model: string
        readonly calls: number
        readonly outcome: 'succeeded' | 'failed'
      }
    | {
        readonly error: RemoteFault
        readonly retried: false
        readonly fallbackAvailable: boolean
        readonly retryable: boolean
      }
  readonly server_transcript: {
    readonly items: number
    readonly source: LegacyServerReply | 'scenario' | 'empty_request'
  }
  readonly should_keep: Counted
  readonly v2_prefilter: { readonly candidates: number; readonly dropped: number }
  readonly v2_retention: {
    readonly budget: number
    readonly retained: number
    readonly truncated: number
    readonly remaining: number
  }
  readonly v2_compaction_output: { readonly compactionItems: number; readonly valid: boolean }
  /** `prompt`: the prompt's first line. */
  readonly local_prompt_clone: {
    readonly requestItems: number
    readonly prompt: string
    readonly customPrompt: boolean
  }
  /** an attempt's error, as `run_compact_task_inner_impl`'s loop decides on its kind. */
  readonly local_stream:
    | {
        readonly error: 'context_window_exceeded'
        readonly requestItems: number
        readonly windowMarkedFull: true
      }
    | {
        readonly error: 'stream'
        readonly retry: number
        readonly maxRetries: number
        /** true: retried after backoff; false: retries used up, the compaction fails. */
        readonly retried: boolean
      }
    | { readonly error: 'session_budget_exceeded' }
    | { readonly error: 'interrupted' }
  /** `removed`: the trimmed items' ids, comma-separated. */
  readonly local_overflow_trim: {
    readonly removed: string
    readonly requestItems: number
  }
  readonly local_summary_output: { readonly requestItems: number; readonly versionUnchanged: true }
  readonly collect_user_messages: { readonly collected: number; readonly cut: number }
  readonly build_compacted_history: {
    readonly budget: number
    readonly kept: number
    readonly truncated: number
    readonly dropped: number
  }
  readonly summary_message: { readonly tokens: number }
  readonly initial_context_injection: { readonly injection: InitialContextInjection }
  /** where the initial context went, or (a second step) that the summary stayed last. */
  readonly insert_initial_context:
    | {
        readonly anchor: InsertionAnchor
        readonly anchorId: string | null
        readonly index: number
        readonly messages: number
      }
    | { readonly summaryLast: true; readonly lastId: string }
  readonly empty_window_install: {
    readonly previousWindowId: string
    readonly currentWindowId: string
    readonly messages: number
    readonly summary: string
  }
  readonly replace_history: { readonly items: number; readonly cut: number }
  readonly history_version: { readonly before: number; readonly after: number }
  /** `reinjection` only when the reference is cleared. */
  readonly reference_context: {
    readonly reference: ReferenceContext
    readonly reinjection?: Reinjection
  }
  readonly local_warning: NoParams
  readonly next_turn_reinjection: { readonly messages: number; readonly timing: Reinjection }
  readonly outcome: {
    readonly outcome: Outcome
    readonly path: CompactionPath | null
    readonly phase: Phase
    readonly turnEnds: boolean
  }
}

/** Every `rule.param` whose value is not a flat JSON value (none: see `ParamsAreJson`). */
type NonJsonParam = {
  [R in keyof RuleParams]: RuleParams[R] extends infer P
    ? P extends unknown
      ? {
          [K in keyof P]-?: Exclude<P[K], undefined> extends TraceParam
            ? never
            : `${R}.${K & string}`
        }[keyof P]
      : never
    : never
}[keyof RuleParams]

type NoneOf<T extends never> = T

/** A compile-time proof that a trace is plain JSON: a param of another type names itself here. */
export type ParamsAreJson = NoneOf<NonJsonParam>
