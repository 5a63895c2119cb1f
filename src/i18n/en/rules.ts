/**
 * Explanations of the core's trace rules and item fates, shared by the trace panel, the lane's
 * card details and the replacement table. `{name}` placeholders take a step's params.
 */
export const rules = {
  /** a short name per RuleId, as the trace panel's step title */
  titles: {
    input_history: 'Input history',
    token_status: 'Token check',
    pre_turn_check: 'Pre-turn check',
    previous_model_check: 'Previous-model check',
    mid_turn_roll_over: 'Mid-turn roll-over',
    manual_compact_task: 'Manual /compact',
    dispatch_token_budget: 'Dispatcher: TokenBudget?',
    dispatch_provider: 'Dispatcher: provider',
    pre_compact_hook: 'PreCompact hook',
    post_compact_hook: 'PostCompact hook',
    item_started: 'Compaction item started',
    item_completed: 'Compaction item completed',
    trim_function_outputs: 'Trim tool outputs',
    remote_request: 'Remote request',
    remote_error: 'Remote error',
    model_fallback: 'Model fallback',
    server_transcript: 'Server transcript',
    should_keep: 'Keep filter (should_keep)',
    v2_prefilter: 'v2 retention pre-filter',
    v2_retention: 'v2 retention budget',
    v2_compaction_output: 'v2 compaction output',
    local_prompt_clone: 'Prompt on a private copy',
    local_stream: 'Local stream',
    local_overflow_trim: 'Overflow: trim the oldest item',
    local_summary_output: 'Model summary arrives',
    collect_user_messages: 'Collect user messages',
    build_compacted_history: 'Rebuild within budget',
    summary_message: 'Summary message',
    initial_context_injection: 'Initial-context injection',
    insert_initial_context: 'Insert initial context',
    empty_window_install: 'New empty window',
    replace_history: 'Install the new history',
    history_version: 'History version',
    reference_context: 'Reference context',
    local_warning: 'Accuracy warning',
    next_turn_reinjection: 'Full context re-injected',
    outcome: 'Outcome',
  },

  /** what each step did, in plain words; the variant is picked from the step's params */
  steps: {
    input_history:
      'The live history holds {items#item|items} (about {tokens#token|tokens}) at history version {version}. Nothing is decided yet.',
  },
} as const
