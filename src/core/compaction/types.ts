import type { FragmentRegistry } from '../fragments/types.ts'
import type { WorldState } from '../fragments/worldState.ts'
import type { PinnedSourceRef } from './sources.ts'
import type { HistoryItem, HistoryItemType, MessageRole } from '../history.ts'
import type { TokenScope } from './tokens.ts'
import type { RuleParams } from './traceParams.ts'

/** When compaction runs: Codex's `CompactionPhase` (PreTurn, MidTurn, StandaloneTurn = manual). */
export const Phase = {
  PreTurn: 'pre_turn',
  MidTurn: 'mid_turn',
  Manual: 'manual',
} as const
export type Phase = (typeof Phase)[keyof typeof Phase]
export const PHASES: readonly Phase[] = [Phase.PreTurn, Phase.MidTurn, Phase.Manual]

/** Which implementation the cell asks for; mapped onto the feature and provider switches. */
export const Implementation = {
  Remote: 'remote',
  Local: 'local',
  EmptyWindow: 'empty_window',
} as const
export type Implementation = (typeof Implementation)[keyof typeof Implementation]
export const IMPLEMENTATIONS: readonly Implementation[] = [
  Implementation.Remote,
  Implementation.Local,
  Implementation.EmptyWindow,
]

/** The path the dispatcher actually took. */
export const CompactionPath = {
  RemoteV2: 'remote_v2',
  RemoteLegacy: 'remote_legacy',
  Local: 'local',
  EmptyWindow: 'empty_window',
} as const
export type CompactionPath = (typeof CompactionPath)[keyof typeof CompactionPath]

export interface Cell {
  readonly phase: Phase
  readonly implementation: Implementation
}

/** Every cell of the 3×3 grid, row by row (pre-turn, mid-turn, manual). */
export const ALL_CELLS: readonly Cell[] = PHASES.flatMap((phase) =>
  IMPLEMENTATIONS.map((implementation) => ({ phase, implementation })),
)

/** `InitialContextInjection` (compact.rs): where the initial context goes after compaction. */
export const InitialContextInjection = {
  /**
   * pre-turn and manual: no IC in the replacement. Pre-turn, the same turn re-injects it all
   * before its user message is recorded; manual, the next regular turn does.
   */
  DoNotInject: 'do_not_inject',
  /** mid-turn: splice the IC before the last real user message so the summary stays last. */
  BeforeLastUserMessage: 'before_last_user_message',
} as const
export type InitialContextInjection =
  (typeof InitialContextInjection)[keyof typeof InitialContextInjection]

/**
 * The simulated legacy `/responses/compact` reply. `realistic`, as Codex's own mock of the default
 * remote shape: the request's user and developer messages plus one compaction item. `echo`: the
 * whole request plus a compaction item, the case the keep filter exists for.
 */
export type LegacyServerReply = 'realistic' | 'echo'
export const LEGACY_SERVER_REPLIES: readonly LegacyServerReply[] = ['realistic', 'echo']

/**
 * A simulated remote failure, as Codex's error kinds: `Timeout`, `InvalidRequest`,
 * `UnexpectedStatus` (404, 500) and `Stream`. It hits every request to the model that fails.
 */
export type RemoteFault = 'timeout' | 'invalid_request' | 'http_404' | 'http_500' | 'stream_error'
/**
 * A simulated failure of the local summarization request (`run_compact_task_inner_impl`'s
 * loop): `ContextWindowExceeded` trims, any other retryable error (`stream_error`) is retried,
 * `SessionBudgetExceeded` ends the compaction at once, `Interrupted` aborts the turn silently.
 */
export type LocalFault =
  'context_window_exceeded' | 'stream_error' | 'session_budget_exceeded' | 'interrupted'

export type HookOutcome = 'continue' | 'stop'

export interface Faults {
  /** the remote attempt fails with this error. */
  readonly remote?: RemoteFault
  /** the model-fallback retry fails too (reached when `should_retry_with_current_model`). */
  readonly remoteFallback?: RemoteFault
  readonly local?: LocalFault
  /** how many consecutive attempts hit the local fault before one succeeds (default 1). */
  readonly localRepeat?: number
  /** a configured PreCompact hook, and what it answers. */
  readonly preCompactHook?: HookOutcome
  /** a configured PostCompact hook, and what it answers. */
  readonly postCompactHook?: HookOutcome
}

export interface Features {
  /** `Feature::TokenBudget`: default off. On, every compaction is an empty window. */
  readonly tokenBudget: boolean
  /** `Feature::RemoteCompactionV2`: default on. */
  readonly remoteCompactionV2: boolean
}

export interface Provider {
  /** `RemoteCompactionSupport`: `v2` for OpenAI-style providers, `unsupported` otherwise. */
  readonly remoteCompaction: 'v2' | 'unsupported'
  /** `stream_max_retries`: the local path's retries, and remote v2's (at most 2). */
  readonly streamMaxRetries: number
  /**
   * `request_max_retries` (default 4): how many more times the HTTP client sends a request that
   * got a 5xx or timed out (the legacy request, and each HTTPS attempt of remote v2).
   */
  readonly requestMaxRetries: number
  /**
   * `supports_websockets`: remote v2 streams over a WebSocket first and falls back to HTTPS
   * (Codex's built-in provider: on).
   */
  readonly supportsWebsockets: boolean
  /** the provider is OpenAI (a condition of the model-fallback retry). */
  readonly isOpenAi: boolean
}

export interface ModelInfo {
  readonly slug: string
  /** the full context window in tokens. */
  readonly contextWindow: number
  /** `effective_context_window_percent`. */
  readonly effectiveContextWindowPercent: number
  /**
   * the configured `auto_compact_token_limit`; Codex caps it at 90 % of the context window, and
   * without one the cap itself is the limit (`ModelInfo::auto_compact_token_limit`).
   */
  readonly autoCompactTokenLimit?: number
  /** tokens of the base instructions sent with every request (remote tool-output trim). */
  readonly baseInstructionsTokens?: number
  /** the compaction hash (`comp_hash`); a change between models forces a pre-turn compaction. */
  readonly compHash?: string
}

/** The turn's situation when the trigger is checked. */
export interface TurnState {
  /** tokens in use (`get_total_token_usage`); defaults to the history's estimate. */
  readonly activeTokens?: number
  /** `token_budget.fallback_buffer_tokens`; 0 without a token-budget config. */
  readonly fallbackBufferTokens: number
  /** the config's token scope (`Total` by default; `BodyAfterPrefix` counts after the prefill). */
  readonly tokenScope: TokenScope
  /** `window.prefill_input_tokens`, for `BodyAfterPrefix`. */
  readonly prefillInputTokens?: number
  /** the sampling response asked for a follow-up (mid-turn). */
  readonly modelNeedsFollowUp: boolean
  /** user input is waiting (mid-turn). */
  readonly hasPendingInput: boolean
  /** the `new_context` tool asked for a new window (one-shot flag). */
  readonly newWindowRequested: boolean
  /** the previous turn's model, when it differs (pre-turn model switch). */
  readonly previousModel?: ModelInfo
  /** auth uses the Codex backend (a condition of the model-fallback retry). */
  readonly codexBackendAuth: boolean
}

/** Everything the core needs to run one cell. Built from a scenario file by `normalizeScenario`. */
export interface CompactionInput {
  readonly history: readonly HistoryItem[]
  readonly cell: Cell
  readonly features: Features
  readonly provider: Provider
  readonly model: ModelInfo
  readonly turn: TurnState
  readonly world: WorldState
  readonly registry: FragmentRegistry
  /** the legacy server's replacement transcript; default: built per `legacyServerReply`. */
  readonly serverTranscript?: readonly HistoryItem[]
  /** what the simulated `/responses/compact` server returns when no transcript is given. */
  readonly legacyServerReply: LegacyServerReply
  /** how many compaction items the v2 server returns (validation wants exactly one). */
  readonly serverCompactionOutputs: number
  /** what the simulated model answers to the summarization prompt. */
  readonly modelSummary: string
  /** `config.compact_prompt`, overriding the summarization prompt. */
  readonly compactPrompt?: string
  readonly faults: Faults
  readonly historyVersion: number
}

export type Outcome = 'completed' | 'failed' | 'turn_aborted' | 'not_triggered'

/** What happened to an item: carried over, shortened, injected fresh, or the compaction's own output. */
export type ItemStatus = 'kept' | 'truncated' | 'injected' | 'summary'

/** One item of the live history after the run, as the CLI prints it. */
export interface ResultItem {
  readonly id: string
  readonly type: HistoryItemType
  readonly role?: MessageRole
  readonly text: string
  readonly parts?: readonly string[]
  readonly status: ItemStatus
  /** the fragment type Codex would recognize it as (or the type it was built from). */
  readonly fragmentType?: string
  /** the rule that decided the item's fate. */
  readonly rule: RuleId
  /** the finer reason within that rule (for example, why should_keep dropped it). */
  readonly reason?: FateReason
}

/** What a lane card shows while a trace plays: undecided, cut (about to leave), or a final status. */
export type LaneStatus = ItemStatus | 'pending' | 'cut'

/** An item on the lane at some step of the replay. */
export interface LaneCard extends Omit<ResultItem, 'status' | 'rule'> {
  readonly status: LaneStatus
  readonly rule?: RuleId
}

/** Why an item was kept, cut or shortened: the words behind a rule. */
export type FateReason =
  | 'real_user_message'
  | 'summary_message'
  | 'hook_prompt'
  | 'contextual_wrapper'
  | 'developer_message'
  | 'system_message'
  | 'assistant_message'
  | 'agent_message'
  | 'final_answer_agent_message'
  | 'descendant_progress_agent_message'
  | 'oversized_agent_message'
  | 'compaction_item'
  | 'tool_or_reasoning'
  | 'compaction_trigger'
  | 'not_in_server_transcript'
  | 'server_item'
  | 'not_retained_by_v2'
  | 'over_retention_budget'
  | 'truncated_to_budget'
  | 'over_user_message_budget'
  | 'not_a_user_message'
  | 'new_context_window'
  | 'initial_context'
  | 'compaction_output'
  | 'model_output'
  | 'attached_notice'
  | 'unchanged'

/** Codex's event bus messages, in the order a path sends them. */
export type CodexEvent =
  | { readonly type: 'TurnStarted' }
  | { readonly type: 'TurnComplete' }
  | { readonly type: 'HookStarted'; readonly hook: 'PreCompact' | 'PostCompact' }
  | {
      readonly type: 'HookCompleted'
      readonly hook: 'PreCompact' | 'PostCompact'
      readonly outcome: HookOutcome
    }
  | { readonly type: 'ItemStarted'; readonly item: 'ContextCompaction'; readonly itemId: string }
  | { readonly type: 'ItemCompleted'; readonly item: 'ContextCompaction'; readonly itemId: string }
  | { readonly type: 'RawResponseCompleted' }
  | { readonly type: 'StreamError'; readonly message: string }
  | { readonly type: 'Warning'; readonly message: string }
  | { readonly type: 'Error'; readonly message: string }

/**
 * The lesson's lane badges. `reinjected_same_turn`: pre-turn, the same turn re-injects the initial
 * context before its user message; `reinjected_next_turn`: manual, the next regular turn does.
 */
export type Badge =
  | 'filter_applied'
  | 'summary_last'
  | 'reinjected_same_turn'
  | 'reinjected_next_turn'
  | 'empty_window'

/**
 * The rules a trace step can name: the keys of {@link RuleParams}, which says what each reports.
 * Each has a source location (see `sources.ts`) and an explanation in the UI's message catalog.
 */
export type RuleId = keyof RuleParams

/**
 * How one item's fate was decided. Every item with the same decision shares one frozen object, so
 * a step that cuts a hundred thousand items records a hundred thousand references, not objects.
 */
export interface MarkFate {
  readonly status: 'kept' | 'cut' | 'truncated'
  readonly rule: RuleId
  readonly reason: FateReason
  /** the shortened text and parts, for `truncated` (such a fate belongs to one item). */
  readonly text?: string
  readonly parts?: readonly string[]
}

/** One lane operation: how a step changes what the lane shows. Replay applies them in order. */
export type LaneOp =
  /**
   * the lane shows the input history (before anything happens), each item with the fragment type
   * it is recognized as (null: none). `history` is the run's input itself, not a copy.
   */
  | {
      readonly op: 'load'
      readonly history: readonly HistoryItem[]
      readonly fragmentTypes: readonly (string | null)[]
      readonly historyVersion: number
    }
  /**
   * items' fates are decided, in order (an item stays on the lane until `install`). The fates
   * come in runs: the first `runs[0]` ids have `fates[0]`, the next `runs[1]` have `fates[1]`, …
   */
  | {
      readonly op: 'mark'
      readonly ids: readonly string[]
      readonly fates: readonly MarkFate[]
      readonly runs: readonly number[]
    }
  /** an item is appended to the lane (the local model output, a summary, a compaction item). */
  | { readonly op: 'append'; readonly item: LaneCard }
  /** items enter the lane before `beforeId` (at the end when null): the injected initial context. */
  | { readonly op: 'insert'; readonly beforeId: string | null; readonly items: readonly LaneCard[] }
  /** the replacement history is installed: the lane becomes exactly these items, in order. */
  | { readonly op: 'install'; readonly items: readonly ResultItem[] }
  | { readonly op: 'version'; readonly value: number }
  | { readonly op: 'reference'; readonly value: ReferenceContext }
  | { readonly op: 'badge'; readonly badge: Badge }
  | { readonly op: 'event'; readonly event: CodexEvent }
  /** the initial context the turn's context step will append (DoNotInject): pre-turn, this
   * same turn before its user message; manual, the next regular turn. */
  | { readonly op: 'next_turn'; readonly items: readonly ResultItem[] }
  | { readonly op: 'finish'; readonly path: CompactionPath | null; readonly outcome: Outcome }

export type ReferenceContext = 'cleared' | 'set' | 'unchanged'

/** A value a step reports, for the explanation text. */
export type TraceParam = string | number | boolean | null

/**
 * One decision of the core: the rule, where it lives in Codex, what it saw (the rule's own params),
 * and what it changed. A union over rules, so `step.rule === 'outcome'` narrows `step.params`.
 */
export type TraceStep<R extends RuleId = RuleId> = {
  readonly [K in R]: {
    readonly seq: number
    readonly rule: K
    /** the function that decides the step, and the lines inside it, at the pinned commit. */
    readonly source: PinnedSourceRef
    /** the lesson's own citation for this step, when it gives one (e.g. `turn.rs L1012`). */
    readonly lessonCitation?: string
    readonly params: RuleParams[K]
    readonly ops: readonly LaneOp[]
  }
}[R]

/** The state a trace replays to; the core's result carries the same fields. */
export interface CompactionState {
  readonly path: CompactionPath | null
  readonly outcome: Outcome
  readonly historyVersion: number
  readonly items: readonly ResultItem[]
  readonly cut: readonly string[]
  readonly referenceContext: ReferenceContext
  readonly events: readonly CodexEvent[]
  readonly badges: readonly Badge[]
  readonly nextTurnInjection: readonly ResultItem[]
}

export interface CompactionResult extends CompactionState {
  readonly cell: Cell
  readonly trace: readonly TraceStep[]
  /** model requests the run made (local summaries, remote compactions). */
  readonly modelCalls: number
  /** remote compaction server requests the run made. */
  readonly serverCalls: number
}
