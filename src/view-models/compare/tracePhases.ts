import type { RuleId, TraceStep } from '../../core/index.ts'
import { COMPACTION_PHASES, type CompactionPhase } from './matrixLink.ts'

export { COMPACTION_PHASES, isCompactionPhase, type CompactionPhase } from './matrixLink.ts'

/**
 * The named phases of a compaction, so that "step together" aligns cells on meaning: traces of
 * 11 and 20 steps both have a token check, a dispatch, a request, a filter, an install and a
 * re-injection, but at different step numbers. Each trace step's phase is read from its rule.
 *
 * Every rule's phase; null for the closing `outcome`, which takes the phase of the step before it
 * (it reports how the phase that ran last ended). A Record, so a new rule must be placed here.
 */
const RULE_PHASE: Readonly<Record<RuleId, CompactionPhase | null>> = {
  input_history: 'token_check',
  token_status: 'token_check',
  pre_turn_check: 'token_check',
  previous_model_check: 'token_check',
  mid_turn_roll_over: 'token_check',
  manual_compact_task: 'token_check',
  dispatch_token_budget: 'dispatch',
  dispatch_provider: 'dispatch',
  pre_compact_hook: 'dispatch',
  item_started: 'dispatch',
  trim_function_outputs: 'request',
  remote_request: 'request',
  remote_error: 'request',
  model_fallback: 'request',
  server_transcript: 'request',
  local_prompt_clone: 'request',
  local_stream: 'request',
  local_overflow_trim: 'request',
  local_summary_output: 'request',
  // v2 drops items from the request before sending it
  v2_prefilter: 'request',
  should_keep: 'filter',
  v2_retention: 'filter',
  v2_compaction_output: 'filter',
  collect_user_messages: 'filter',
  build_compacted_history: 'filter',
  summary_message: 'filter',
  empty_window_install: 'install',
  replace_history: 'install',
  history_version: 'install',
  reference_context: 'install',
  local_warning: 'install',
  post_compact_hook: 'install',
  item_completed: 'install',
  initial_context_injection: 'reinjection',
  insert_initial_context: 'reinjection',
  next_turn_reinjection: 'reinjection',
  outcome: null,
}

/** The phase of each step of a trace, in order (the first step is always the token check). */
export function tracePhases(trace: readonly TraceStep[]): readonly CompactionPhase[] {
  const out: CompactionPhase[] = []
  let previous: CompactionPhase = 'token_check'
  for (const step of trace) {
    previous = RULE_PHASE[step.rule] ?? previous
    out.push(previous)
  }
  return out
}

/**
 * How many steps to replay to show a cell at the end of `phase`: through its last step of that
 * phase or of an earlier one. A phase's steps need not be contiguous: mid-turn splices the
 * initial context into the replacement before installing it, so at its install the re-injection
 * is already on the lane. A cell without the phase stops where its earlier phases end;
 * `reached` says whether it has the phase at all.
 */
export function stepAtPhaseEnd(
  phases: readonly CompactionPhase[],
  phase: CompactionPhase,
): { readonly step: number; readonly reached: boolean } {
  const rank = COMPACTION_PHASES.indexOf(phase)
  let step = 0
  let reached = false
  phases.forEach((p, index) => {
    const r = COMPACTION_PHASES.indexOf(p)
    if (r <= rank) step = index + 1
    if (r === rank) reached = true
  })
  return { step, reached }
}
