import type { LaneOp, RuleId, RuleParams } from '../../core/index.ts'
import type { Locale, TranslationKey } from '../../i18n/index.ts'
import { retryTextVars } from '../../i18n/retryText.ts'
import { explainInputHistory } from './firstStep.ts'

export type Vars = Readonly<Record<string, string | number>>
export type Translate = (key: TranslationKey, vars?: Vars) => string

/** One sentence of a step's explanation: a catalog key and the params it interpolates. */
export interface Sentence {
  readonly key: TranslationKey
  readonly vars: Vars
}

/** What an explanation needs besides its rule's params. */
export interface Explainer {
  readonly t: Translate
  /** the explanation as one sentence, with the step's params (and `extra`) as its values. */
  readonly one: (key: TranslationKey, extra?: Vars) => Sentence[]
  /** a further sentence, with the step's params (and `extra`) as its values. */
  readonly also: (key: TranslationKey, extra?: Vars) => Sentence
  /** the reader's language (lists of faults are joined in it). */
  readonly locale: Locale
  /** the step's lane operations (the events it sent). */
  readonly ops: readonly LaneOp[]
}

/** How one rule's step reads: its variant picked from the params the core recorded. */
export type Explanation<R extends RuleId> = (params: RuleParams[R], e: Explainer) => Sentence[]

/** An explanation for every rule. */
export type ExplanationTable = { readonly [R in RuleId]: Explanation<R> }

const tokenStatus: Explanation<'token_status'> = (p, e) => {
  const reached = p.tokenLimitReached
  const sentences = e.one(
    !reached
      ? 'steps.token_status.notReached'
      : p.fullReached
        ? 'steps.token_status.fullReached'
        : 'steps.token_status.reached',
  )
  // the config's token scope, next to the verdict it shaped
  sentences.unshift(
    e.also(
      p.scope === 'body_after_prefix'
        ? p.prefillInputTokens === undefined
          ? 'steps.token_status.scopeBodyNoPrefill'
          : 'steps.token_status.scopeBody'
        : 'steps.token_status.scopeTotal',
    ),
  )
  if (p.activeTokensAssumed) sentences.push(e.also('steps.token_status.assumed'))
  return sentences
}

const previousModelCheck: Explanation<'previous_model_check'> = (p, e) => {
  const sentences = e.one(
    p.compHashChanged
      ? 'steps.previous_model_check.compHashChanged'
      : p.modelDownshift
        ? 'steps.previous_model_check.modelDownshift'
        : 'steps.previous_model_check.none',
  )
  if ((p.compHashChanged || p.modelDownshift) && p.fallbackAvailable)
    sentences.push(e.also('steps.previous_model_check.fallback', retryTextVars(e.locale)))
  return sentences
}

const localStream: Explanation<'local_stream'> = (p, e) => {
  switch (p.error) {
    case 'context_window_exceeded':
      return e.one('steps.local_stream.windowFull')
    case 'session_budget_exceeded':
      return e.one('steps.local_stream.sessionBudget')
    case 'interrupted':
      return e.one('steps.local_stream.interrupted', { refusal: e.t('grid.refusals.interrupted') })
    default:
      // the retry names what the loop sends again from the core's lists, as the remote texts do
      return p.retried
        ? e.one('steps.local_stream.retry', retryTextVars(e.locale))
        : e.one('steps.local_stream.retriesExhausted')
  }
}

const outcome: Explanation<'outcome'> = (p, e) => {
  switch (p.outcome) {
    case 'completed':
      return e.one('steps.outcome.completed', {
        path: p.path === null ? e.t('grid.paths.none') : e.t(`grid.paths.${p.path}`),
      })
    case 'failed':
      return e.one(p.phase === 'manual' ? 'steps.outcome.failedManual' : 'steps.outcome.failed')
    case 'turn_aborted':
      return e.one('steps.outcome.turn_aborted')
    default:
      return e.one('steps.outcome.not_triggered')
  }
}

// a Codex switch the lab does not simulate, said where its effect would show
const NOT_SIMULATED: TranslationKey = 'steps.notSimulated.retainClientDeveloperMessages'

/**
 * Every rule's explanation, in the order a run meets them. Typed per rule, so a rule without an
 * explanation, or one reading a param its rule does not record, fails the type check. Loaded with
 * the first step past the input history that is explained (`explainStep.ts`), not with the page.
 */
export const EXPLANATIONS: ExplanationTable = {
  input_history: explainInputHistory,
  pre_turn_check: (p, e) => [
    ...e.one('steps.pre_turn_check'),
    ...(p.activeTokensAssumed ? [e.also('steps.token_status.assumed')] : []),
  ],
  previous_model_check: previousModelCheck,
  token_status: tokenStatus,
  mid_turn_roll_over: (p, e) =>
    e.one(
      p.rollOver
        ? p.newWindowRequestConsumed
          ? 'steps.mid_turn_roll_over.rollOverNewWindow'
          : 'steps.mid_turn_roll_over.rollOverLimit'
        : p.needsFollowUp
          ? 'steps.mid_turn_roll_over.underLimit'
          : 'steps.mid_turn_roll_over.noFollowUp',
    ),
  manual_compact_task: (_, e) => e.one('steps.manual_compact_task'),
  dispatch_token_budget: (p, e) =>
    e.one(p.tokenBudget ? 'steps.dispatch_token_budget.on' : 'steps.dispatch_token_budget.off', {
      reason: e.t(`fates.compactionReasons.${p.reason}`),
    }),
  dispatch_provider: (p, e) => e.one(`steps.dispatch_provider.${p.path}`),
  // a stop's reason is the grid's, one per refusal kind (`refusalOf`)
  pre_compact_hook: (p, e) =>
    e.one(`steps.pre_compact_hook.${p.outcome}`, {
      refusal: e.t('grid.refusals.pre_compact_hook'),
    }),
  post_compact_hook: (p, e) =>
    e.one(`steps.post_compact_hook.${p.outcome}`, {
      refusal: e.t('grid.refusals.post_compact_hook'),
    }),
  item_started: (_, e) => e.one('steps.item_started'),
  item_completed: (_, e) => e.one('steps.item_completed'),
  trim_function_outputs: (_, e) => e.one('steps.trim_function_outputs'),
  remote_request: (p, e) => {
    if (p.calls === 0) return e.one('steps.remote_request.empty')
    if (p.fault === null) return e.one('steps.remote_request.ok')
    const sentences = e.one('steps.remote_request.fault')
    if (p.fellBack) sentences.push(e.also('steps.remote_request.fellBack'))
    if (p.calls > 1)
      sentences.push(
        e.also(
          p.endpoint === '/responses/compact'
            ? 'steps.remote_request.retriedLegacy'
            : 'steps.remote_request.retried',
          retryTextVars(e.locale),
        ),
      )
    return sentences
  },
  remote_error: (_, e) => e.one('steps.remote_error'),
  model_fallback: (p, e) =>
    e.one(
      p.retried
        ? p.outcome === 'succeeded'
          ? 'steps.model_fallback.retrySucceeded'
          : 'steps.model_fallback.retryFailed'
        : p.retryable
          ? 'steps.model_fallback.noFallback'
          : 'steps.model_fallback.notRetryable',
      retryTextVars(e.locale),
    ),
  server_transcript: (p, e) => e.one(`steps.server_transcript.${p.source}`),
  should_keep: (_, e) => e.one('steps.should_keep'),
  v2_prefilter: (_, e) => e.one('steps.v2_prefilter'),
  v2_retention: (_, e) => [...e.one('steps.v2_retention'), e.also(NOT_SIMULATED)],
  v2_compaction_output: (p, e) =>
    e.one(p.valid ? 'steps.v2_compaction_output.valid' : 'steps.v2_compaction_output.invalid'),
  local_prompt_clone: (p, e) =>
    e.one(p.customPrompt ? 'steps.local_prompt_clone.custom' : 'steps.local_prompt_clone.default'),
  local_stream: localStream,
  local_overflow_trim: (_, e) => e.one('steps.local_overflow_trim'),
  local_summary_output: (_, e) => e.one('steps.local_summary_output'),
  collect_user_messages: (_, e) => e.one('steps.collect_user_messages'),
  build_compacted_history: (_, e) => e.one('steps.build_compacted_history'),
  summary_message: (_, e) => e.one('steps.summary_message'),
  initial_context_injection: (p, e) => e.one(`steps.initial_context_injection.${p.injection}`),
  insert_initial_context: (p, e) =>
    'summaryLast' in p
      ? e.one('steps.insert_initial_context.summaryLast')
      : e.one(`steps.insert_initial_context.${p.anchor}`, { position: String(p.index + 1) }),
  empty_window_install: (_, e) => [...e.one('steps.empty_window_install'), e.also(NOT_SIMULATED)],
  replace_history: (_, e) => e.one('steps.replace_history'),
  history_version: (_, e) => e.one('steps.history_version'),
  reference_context: (p, e) =>
    e.one(
      p.reference === 'cleared'
        ? p.reinjection === 'same_turn'
          ? 'steps.reference_context.clearedSameTurn'
          : 'steps.reference_context.cleared'
        : `steps.reference_context.${p.reference}`,
    ),
  local_warning: (_, e) => e.one('steps.local_warning'),
  next_turn_reinjection: (p, e) => e.one(`steps.next_turn_reinjection.${p.timing}`),
  outcome,
}
