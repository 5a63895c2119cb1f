/**
 * Why an item was kept, cut or shortened (FateReason) and why a compaction ran (CompactionReason):
 * shown once a card is decided, so a section of its own that loads when first shown.
 */
export const fates = {
  /** `CompactionReason` analytics tags */
  compactionReasons: {
    context_limit: 'context limit',
    user_requested: 'user requested',
    comp_hash_changed: 'compaction hash changed',
    model_downshift: 'model downshift',
  },

  /** why an item was kept, cut or shortened (FateReason) */
  reasons: {
    real_user_message: 'A real user message: user content always carries over.',
    summary_message: 'A summary message: the compaction’s summary, sent as a user message.',
    hook_prompt: 'A persisted hook prompt: kept like user content.',
    contextual_wrapper:
      'A contextual wrapper (AGENTS.md, environment context, an aborted-turn note…): runtime context, not something the user wrote.',
    developer_message: 'A developer message: stale or duplicate instructions are dropped.',
    system_message: 'A system message: dropped.',
    assistant_message: 'An assistant message: kept, since remote compaction models may emit them.',
    agent_message: 'A message from another agent: kept.',
    descendant_progress_agent_message:
      'A progress message from a descendant agent (Message Type: MESSAGE, author below the recipient): remote v2 does not retain it.',
    final_answer_agent_message: 'An agent’s final answer: not retained.',
    oversized_agent_message:
      'An agent message over 10 000 tokens as a serialized item: not retained.',
    compaction_item: 'A compaction item: kept.',
    tool_or_reasoning: 'A tool call, tool output or reasoning item: these are not carried over.',
    compaction_trigger: 'A compaction trigger or configuration update: dropped.',
    not_in_server_transcript: 'Not in the server’s replacement transcript.',
    server_item: 'An item the server returned.',
    not_retained_by_v2:
      'Not a user, developer or system message: remote v2 does not retain it (assistant replies, tools, reasoning).',
    over_retention_budget:
      'It does not fit what is left of the retention budget (filled newest first; a message that cannot be shortened is skipped and older ones still get their turn).',
    truncated_to_budget: 'Shortened to fit the token budget that was left.',
    over_user_message_budget:
      'Older than the 20 000-token user-message budget allows (it is filled newest first).',
    not_a_user_message: 'Not a user message: only real user messages are rebuilt.',
    new_context_window: 'A new context window starts: nothing of the old one carries over.',
    initial_context: 'The initial context, rendered fresh from the current world state.',
    compaction_output: 'The compaction’s own output: the server’s opaque checkpoint.',
    model_output: 'The model’s raw reply: replaced by the summary message.',
    attached_notice: 'A notice attached to a kept message: it goes where the message goes.',
    unchanged: 'No compaction changed it.',
  },
} as const
