import { assertNever, type TraceParam, type TraceStep } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'

type Vars = Readonly<Record<string, string | number>>
type Translate = (key: TranslationKey, vars?: Vars) => string

/** One sentence of a step's explanation: a catalog key and the params it interpolates. */
export interface Sentence {
  readonly key: TranslationKey
  readonly vars: Vars
}

function text(value: TraceParam | undefined): string {
  if (value === undefined || value === null) return '–'
  if (typeof value === 'number') return value.toLocaleString('en-US')
  return String(value)
}

/** The step's params as interpolation values (numbers grouped, null and missing as a dash). */
function varsOf(step: TraceStep): Record<string, string> {
  const vars: Record<string, string> = {}
  for (const [name, value] of Object.entries(step.params)) vars[name] = text(value)
  return vars
}

function hasEvent(step: TraceStep, type: 'Error' | 'StreamError'): boolean {
  return step.ops.some((op) => op.op === 'event' && op.event.type === type)
}

/**
 * The explanation of a trace step, as catalog sentences. Every RuleId has one; rules whose
 * meaning depends on what the core saw pick the variant from the step's params.
 */
export function explainStep(step: TraceStep, t: Translate): Sentence[] {
  const p = step.params
  const vars: Record<string, string> = varsOf(step)
  const one = (key: TranslationKey, extra: Vars = {}): Sentence[] => [
    { key, vars: { ...vars, ...extra } },
  ]
  switch (step.rule) {
    case 'input_history':
      return one('rules.steps.input_history')
    case 'pre_turn_check': {
      const sentences = one('rules.steps.pre_turn_check')
      if (p.activeTokensAssumed === true)
        sentences.push({ key: 'rules.steps.token_status.assumed', vars })
      return sentences
    }
    case 'previous_model_check': {
      const sentences = one(
        p.compHashChanged === true
          ? 'rules.steps.previous_model_check.compHashChanged'
          : p.modelDownshift === true
            ? 'rules.steps.previous_model_check.modelDownshift'
            : 'rules.steps.previous_model_check.none',
      )
      if ((p.compHashChanged === true || p.modelDownshift === true) && p.fallbackAvailable === true)
        sentences.push({ key: 'rules.steps.previous_model_check.fallback', vars })
      return sentences
    }
    case 'token_status': {
      const reached = p.tokenLimitReached === true
      const sentences =
        p.scopeLimit === null || p.scopeLimit === undefined
          ? one('rules.steps.token_status.noScopeLimit', { reached: String(reached) })
          : one(
              !reached
                ? 'rules.steps.token_status.notReached'
                : p.fullReached === true
                  ? 'rules.steps.token_status.fullReached'
                  : 'rules.steps.token_status.reached',
            )
      // the config's token scope, next to the verdict it shaped
      sentences.unshift({
        key:
          p.scope === 'body_after_prefix'
            ? p.prefillInputTokens === undefined
              ? 'rules.steps.token_status.scopeBodyNoPrefill'
              : 'rules.steps.token_status.scopeBody'
            : 'rules.steps.token_status.scopeTotal',
        vars,
      })
      if (p.activeTokensAssumed === true)
        sentences.push({ key: 'rules.steps.token_status.assumed', vars })
      return sentences
    }
    case 'mid_turn_roll_over':
      return one(
        p.rollOver === true
          ? p.newWindowRequestConsumed === true
            ? 'rules.steps.mid_turn_roll_over.rollOverNewWindow'
            : 'rules.steps.mid_turn_roll_over.rollOverLimit'
          : p.needsFollowUp === true
            ? 'rules.steps.mid_turn_roll_over.underLimit'
            : 'rules.steps.mid_turn_roll_over.noFollowUp',
      )
    case 'manual_compact_task':
      return one('rules.steps.manual_compact_task')
    case 'dispatch_token_budget': {
      const reason = String(p.reason)
      const reasonText = isCompactionReason(reason)
        ? t(`rules.compactionReasons.${reason}`)
        : text(p.reason)
      return one(
        p.tokenBudget === true
          ? 'rules.steps.dispatch_token_budget.on'
          : 'rules.steps.dispatch_token_budget.off',
        { reason: reasonText },
      )
    }
    case 'dispatch_provider': {
      const path = String(p.path)
      return one(
        path === 'remote_v2' ||
          path === 'remote_legacy' ||
          path === 'local' ||
          path === 'empty_window'
          ? `rules.steps.dispatch_provider.${path}`
          : 'rules.steps.dispatch_provider.local',
      )
    }
    case 'pre_compact_hook':
      return one(
        p.outcome === 'stop'
          ? 'rules.steps.pre_compact_hook.stop'
          : 'rules.steps.pre_compact_hook.continue',
      )
    case 'post_compact_hook':
      return one(
        p.outcome === 'stop'
          ? 'rules.steps.post_compact_hook.stop'
          : 'rules.steps.post_compact_hook.continue',
      )
    case 'item_started':
      return one('rules.steps.item_started')
    case 'item_completed':
      return one('rules.steps.item_completed')
    case 'trim_function_outputs':
      return one('rules.steps.trim_function_outputs')
    case 'remote_request':
      return one(
        p.fault === null || p.fault === undefined
          ? 'rules.steps.remote_request.ok'
          : 'rules.steps.remote_request.fault',
      )
    case 'remote_error':
      return one('rules.steps.remote_error')
    case 'model_fallback':
      return one(
        p.retried === true
          ? p.outcome === 'succeeded'
            ? 'rules.steps.model_fallback.retrySucceeded'
            : 'rules.steps.model_fallback.retryFailed'
          : p.retryable === true
            ? 'rules.steps.model_fallback.noFallback'
            : 'rules.steps.model_fallback.notRetryable',
      )
    case 'server_transcript':
      return one(
        p.source === 'scenario'
          ? 'rules.steps.server_transcript.scenario'
          : p.source === 'echo'
            ? 'rules.steps.server_transcript.echo'
            : 'rules.steps.server_transcript.realistic',
      )
    case 'should_keep':
      return one('rules.steps.should_keep')
    case 'v2_prefilter':
      return one('rules.steps.v2_prefilter')
    case 'v2_retention':
      // a Codex switch the lab does not simulate, said where its effect would show
      return [
        ...one('rules.steps.v2_retention'),
        { key: 'rules.steps.notSimulated.retainClientDeveloperMessages', vars },
      ]
    case 'v2_compaction_output':
      return one(
        p.valid === false
          ? 'rules.steps.v2_compaction_output.invalid'
          : 'rules.steps.v2_compaction_output.valid',
      )
    case 'local_prompt_clone':
      return one(
        p.customPrompt === true
          ? 'rules.steps.local_prompt_clone.custom'
          : 'rules.steps.local_prompt_clone.default',
      )
    case 'local_stream': {
      const overflow = p.error === 'context_window_exceeded'
      if (p.committed === true)
        return one(
          overflow
            ? 'rules.steps.local_stream.committedOverflow'
            : 'rules.steps.local_stream.committedStream',
        )
      if (overflow) return one('rules.steps.local_stream.windowFull')
      return one(
        hasEvent(step, 'Error')
          ? 'rules.steps.local_stream.retriesExhausted'
          : 'rules.steps.local_stream.retry',
      )
    }
    case 'local_overflow_trim':
      return one('rules.steps.local_overflow_trim')
    case 'local_summary_output':
      return one('rules.steps.local_summary_output')
    case 'collect_user_messages':
      return one('rules.steps.collect_user_messages')
    case 'build_compacted_history':
      return one('rules.steps.build_compacted_history')
    case 'summary_message':
      return one('rules.steps.summary_message')
    case 'initial_context_injection':
      return one(
        p.injection === 'before_last_user_message'
          ? 'rules.steps.initial_context_injection.before_last_user_message'
          : 'rules.steps.initial_context_injection.do_not_inject',
      )
    case 'insert_initial_context': {
      if (p.summaryLast === true) return one('rules.steps.insert_initial_context.summaryLast')
      const anchor = String(p.anchor)
      const position = typeof p.index === 'number' ? String(p.index + 1) : '–'
      return one(
        anchor === 'last_real_user' ||
          anchor === 'last_summary' ||
          anchor === 'last_compaction' ||
          anchor === 'append'
          ? `rules.steps.insert_initial_context.${anchor}`
          : 'rules.steps.insert_initial_context.append',
        { position },
      )
    }
    case 'empty_window_install':
      return [
        ...one('rules.steps.empty_window_install'),
        { key: 'rules.steps.notSimulated.retainClientDeveloperMessages', vars },
      ]
    case 'replace_history':
      return one('rules.steps.replace_history')
    case 'history_version':
      return one('rules.steps.history_version')
    case 'reference_context':
      return one(
        p.reference === 'cleared'
          ? p.reinjection === 'same_turn'
            ? 'rules.steps.reference_context.clearedSameTurn'
            : 'rules.steps.reference_context.cleared'
          : p.reference === 'set'
            ? 'rules.steps.reference_context.set'
            : 'rules.steps.reference_context.unchanged',
      )
    case 'local_warning':
      return one('rules.steps.local_warning')
    case 'next_turn_reinjection':
      return one(
        p.timing === 'same_turn'
          ? 'rules.steps.next_turn_reinjection.same_turn'
          : 'rules.steps.next_turn_reinjection.next_turn',
      )
    case 'outcome': {
      const path = String(p.path)
      const pathText =
        path === 'remote_v2' ||
        path === 'remote_legacy' ||
        path === 'local' ||
        path === 'empty_window'
          ? t(`grid.paths.${path}`)
          : t('grid.paths.none')
      switch (p.outcome) {
        case 'completed':
          return one('rules.steps.outcome.completed', { path: pathText })
        case 'failed':
          return one(
            p.phase === 'manual'
              ? 'rules.steps.outcome.failedManual'
              : 'rules.steps.outcome.failed',
          )
        case 'turn_aborted':
          return one('rules.steps.outcome.turn_aborted')
        default:
          return one('rules.steps.outcome.not_triggered')
      }
    }
    default:
      return assertNever(step.rule)
  }
}

function isCompactionReason(
  reason: string,
): reason is 'context_limit' | 'user_requested' | 'comp_hash_changed' | 'model_downshift' {
  return (
    reason === 'context_limit' ||
    reason === 'user_requested' ||
    reason === 'comp_hash_changed' ||
    reason === 'model_downshift'
  )
}

/** The explanation as one string. */
export function explainStepText(step: TraceStep, t: Translate): string {
  return explainStep(step, t)
    .map((sentence) => t(sentence.key, sentence.vars))
    .join(' ')
}
