import type { LedgerFile } from './ledgerTypes.ts'

/**
 * Every test of the pin's modules that bear on this core (context fragments, contextual user
 * messages, event mapping, compaction local / remote / v2, history, world state, permissions,
 * token budget), file by file, as `#[test]` / `#[tokio::test]` functions at 4f39251a. Each is
 * `ported` (a vector of the named file in test/unit/core/pin/ titles it), `n/a` (the lab does not
 * model what it checks: the reason says what), or `pending` (it bears on the lab and is not
 * ported yet). `ledger.test.ts` checks this list against the vector files, and against the real
 * tree when CODEX_SRC names a codex-rs folder at the pin.
 */
export const LEDGER: readonly LedgerFile[] = [
  {
    file: 'core/src/context/contextual_user_message_tests.rs',
    vectors: 'contextual_user_message_tests.test.ts',
    tests: [
      ['detects_environment_context_fragment', 'ported'],
      ['detects_skill_instructions_fragment_case_insensitively', 'ported'],
      ['detects_agents_instructions_fragment', 'ported'],
      ['renders_agents_instructions_with_legacy_directory_header', 'ported'],
      ['renders_agents_instructions_without_directory_header', 'ported'],
      ['detects_subagent_notification_fragment_case_insensitively', 'ported'],
      ['detects_internal_model_context_fragment', 'ported'],
      ['detects_recommended_plugins_fragment', 'ported'],
      ['detects_legacy_goal_context_fragment', 'ported'],
      ['does_not_hide_arbitrary_context_tags', 'ported'],
      ['rejects_invalid_internal_model_context_source', 'ported'],
      [
        'contextual_user_fragment_is_dyn_compatible',
        'n/a',
        "a Rust trait-object property; the port's types are data. Its rendered text is checked in detects_internal_model_context_fragment",
      ],
      ['ignores_regular_user_text', 'ported'],
      ['detects_hook_prompt_fragment_and_roundtrips_escaping', 'ported'],
    ],
  },
  {
    file: 'core/src/event_mapping_tests.rs',
    vectors: 'event_mapping_tests.test.ts',
    tests: [
      ['recognizes_skills_instructions_as_contextual_developer_content', 'ported'],
      ['recognizes_legacy_token_budget_as_contextual_developer_content', 'ported'],
      ['recognizes_context_window_as_contextual_developer_content', 'ported'],
      ['recognizes_context_window_guidance_as_contextual_developer_content', 'ported'],
      [
        'parses_user_message_with_text_and_two_images',
        'n/a',
        "the lab's messages hold text parts only; no `InputImage`",
      ],
      [
        'skips_local_image_label_text',
        'n/a',
        'needs an `InputImage` beside the label; the lab has no image parts',
      ],
      ['skips_local_audio_label_text', 'n/a', 'needs an `InputAudio` part'],
      ['parses_assistant_message_input_text_for_backward_compatibility', 'ported'],
      ['skips_unnamed_image_label_text', 'n/a', 'needs an `InputImage` part'],
      ['skips_user_instructions_and_env', 'ported'],
      ['parses_hook_prompt_message_as_distinct_turn_item', 'ported'],
      ['parses_hook_prompt_and_hides_other_contextual_fragments', 'ported'],
      ['internal_model_context_does_not_parse_as_visible_turn_item', 'ported'],
      ['parses_agent_message', 'ported'],
      [
        'parses_reasoning_summary_and_raw_content',
        'n/a',
        'reasoning items are not classified by the port (one text)',
      ],
      [
        'parses_reasoning_including_raw_content',
        'n/a',
        'reasoning items are not classified by the port (one text)',
      ],
      ['parses_web_search_call', 'n/a', 'no web search items in the lab'],
      ['parses_web_search_open_page_call', 'n/a', 'no web search items in the lab'],
      ['parses_web_search_find_in_page_call', 'n/a', 'no web search items in the lab'],
      [
        'parses_partial_web_search_call_without_action_as_other',
        'n/a',
        'no web search items in the lab',
      ],
    ],
  },
  {
    file: 'core/src/compact_tests.rs',
    vectors: 'compact_tests.test.ts',
    tests: [
      [
        'content_items_to_text_joins_non_empty_segments',
        'n/a',
        'content_items_to_text reads ContentItem lists (input and output text); the port keeps text parts only and no ported path calls it',
      ],
      [
        'content_items_to_text_ignores_image_only_content',
        'n/a',
        'image content items are not modeled',
      ],
      ['collect_user_messages_extracts_user_text_only', 'ported'],
      [
        'collect_annotated_user_messages_extracts_user_text_only',
        'n/a',
        'what it checks is the harness metadata sidecar carried along; the port has no item metadata (its text part is the same as collect_user_messages_extracts_user_text_only)',
      ],
      ['collect_user_messages_filters_session_prefix_entries', 'ported'],
      ['collect_user_messages_filters_legacy_warnings', 'ported'],
      ['build_token_limited_compacted_history_truncates_overlong_user_messages', 'ported'],
      ['build_token_limited_compacted_history_appends_summary_message', 'ported'],
      [
        'build_compacted_history_preserves_user_message_passthrough_metadata',
        'n/a',
        'internal_chat_message_metadata_passthrough (turn ids) is not modeled',
      ],
      ['process_compacted_history_replaces_developer_messages', 'ported'],
      ['process_compacted_history_reinjects_full_initial_context', 'ported'],
      ['process_compacted_history_drops_non_user_content_messages', 'ported'],
      ['process_compacted_history_drops_legacy_warnings', 'ported'],
      ['process_compacted_history_inserts_context_before_last_real_user_message_only', 'ported'],
      ['process_compacted_history_reinjects_model_switch_message', 'ported'],
      ['insert_initial_context_before_last_real_user_or_summary_keeps_summary_last', 'ported'],
      ['insert_initial_context_before_last_real_user_or_summary_keeps_compaction_last', 'ported'],
    ],
  },
  {
    file: 'core/src/compact_remote_v2.rs',
    vectors: 'compact_remote_v2.test.ts',
    tests: [
      ['build_v2_compacted_history_filters_to_installed_retention_shape', 'ported'],
      [
        'build_v2_compacted_history_preserves_retained_metadata_sidecar',
        'n/a',
        'client-authored developer messages and the harness metadata sidecar (retain_client_developer_messages) are not modeled',
      ],
      [
        'retained_history_truncation_preserves_metadata',
        'n/a',
        'it checks that the metadata sidecar survives truncation; the port has no item metadata',
      ],
      ['build_v2_compacted_history_discards_messages_before_truncating', 'ported'],
      [
        'build_v2_compacted_history_counts_retained_input_images',
        'n/a',
        'image content items (and the retained-image analytics count) are not modeled',
      ],
      ['retained_history_truncation_keeps_newest_messages_first', 'ported'],
      ['retained_history_truncation_preserves_images_and_truncates_later_text_parts', 'ported'],
      [
        'retained_history_truncation_charges_image_only_messages',
        'n/a',
        'image-only messages cannot be written: a message part is text',
      ],
      [
        'retained_history_truncation_drops_image_only_messages_after_budget_is_spent',
        'n/a',
        'image-only messages cannot be written: a message part is text',
      ],
      [
        'collect_compaction_output_accepts_additional_output_items',
        'n/a',
        'the simulated v2 server returns compaction items only (a count); other output items, response ids and token usage are not modeled',
      ],
    ],
  },
  {
    file: 'core/src/compact_remote_metadata_tests.rs',
    vectors: null,
    tests: [
      [
        'rewritten_output_preserves_harness_metadata',
        'n/a',
        'checks request metadata headers of the remote compaction call; the lab sends no real request',
      ],
    ],
  },
  {
    file: 'core/src/context_manager/history_tests.rs',
    vectors: 'history_tests.test.ts',
    tests: [
      ['conversation_history_snapshot_shares_response_items_until_history_changes', 'ported'],
      ['conversation_history_snapshot_excludes_contextual_user_messages', 'ported'],
      [
        'world_state_baseline_deduplicates_until_history_is_replaced',
        'n/a',
        'the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only',
      ],
      [
        'world_state_reconciles_matching_legacy_history_once',
        'n/a',
        'the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only',
      ],
      [
        'filters_non_api_messages',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'non_last_reasoning_tokens_return_zero_when_no_user_messages',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'non_last_reasoning_tokens_ignore_entries_after_last_user',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'items_after_last_model_generated_tokens_include_user_and_tool_output',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'items_after_last_model_generated_tokens_are_zero_without_model_generated_items',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'inter_agent_assistant_messages_are_turn_boundaries',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'for_prompt_preserves_inter_agent_assistant_messages',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'cloned_history_shares_items_until_mutated',
        'n/a',
        'item envelopes, metadata and copy-on-write sharing are Rust storage details',
      ],
      [
        'annotated_history_apis_preserve_envelopes',
        'n/a',
        'item envelopes, metadata and copy-on-write sharing are Rust storage details',
      ],
      [
        'record_annotated_items_preserves_metadata_while_processing_item',
        'n/a',
        'item envelopes, metadata and copy-on-write sharing are Rust storage details',
      ],
      [
        'for_prompt_annotated_preserves_metadata_while_normalizing_item',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'drop_last_n_user_turns_treats_inter_agent_assistant_messages_as_instruction_turns',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'legacy_inter_agent_assistant_messages_are_not_turn_boundaries',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'total_token_usage_includes_all_items_after_last_model_generated_item',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'for_prompt_strips_media_when_model_does_not_support_it',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'for_prompt_preserves_image_generation_calls_when_images_are_supported',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'for_prompt_clears_image_generation_result_when_images_are_unsupported',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'estimate_token_count_with_base_instructions_uses_provided_text',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      ['remove_first_item_removes_matching_output_for_function_call', 'ported'],
      ['remove_first_item_removes_matching_call_for_output', 'ported'],
      ['remove_first_item_handles_local_shell_pair', 'n/a', 'the lab has no local shell calls'],
      [
        'drop_last_n_user_turns_preserves_prefix',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'drop_last_n_user_turns_ignores_session_prefix_user_messages',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'drop_last_n_user_turns_trims_context_updates_above_rolled_back_turn',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'drop_last_n_user_turns_trims_saved_prefix_update_above_rolled_back_turn',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      [
        'drop_last_n_user_turns_clears_reference_context_for_mixed_developer_context_bundles',
        'n/a',
        'thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated',
      ],
      ['remove_first_item_handles_custom_tool_pair', 'ported'],
      [
        'normalization_retains_local_shell_outputs',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'record_items_truncates_function_call_output_content',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'record_items_truncates_custom_tool_call_output_content',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'record_items_respects_custom_token_limit',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'format_exec_output_truncates_large_error',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'format_exec_output_marks_byte_truncation_without_omitted_lines',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'format_exec_output_returns_original_when_within_limits',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'format_exec_output_reports_omitted_lines_and_keeps_head_and_tail',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'format_exec_output_prefers_line_marker_when_both_limits_exceeded',
        'n/a',
        "tool-output truncation at record time; the lab's outputs are recorded as given",
      ],
      [
        'normalize_adds_missing_output_for_function_call',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_custom_tool_call',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_local_shell_call_with_id',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_function_call_output',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_custom_tool_call_output',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_mixed_inserts_and_removals',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_function_call_inserts_output',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_preserves_named_function_call_output_without_call_id',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'for_prompt_assigns_stable_id_to_synthetic_output_without_reordering_history',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_tool_search_call',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_custom_tool_call_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_adds_missing_output_for_local_shell_call_with_id_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_function_call_output_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_custom_tool_call_output_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_client_tool_search_output',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_removes_orphan_client_tool_search_output_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_keeps_server_tool_search_output_without_matching_call',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'normalize_mixed_inserts_and_removals_panics_in_debug',
        'n/a',
        'prompt normalization (missing outputs, orphans, non-API items) is not modelled',
      ],
      [
        'image_data_url_payload_does_not_dominate_message_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'image_data_url_payload_does_not_dominate_function_call_output_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'image_data_url_payload_does_not_dominate_custom_tool_call_output_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'audio_data_url_payload_does_not_dominate_message_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'audio_data_url_payload_does_not_dominate_function_call_output_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'audio_data_url_payload_does_not_dominate_custom_tool_call_output_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'malformed_audio_data_url_falls_back_to_whole_url_size_cost',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'record_items_omits_audio_that_exceeds_the_output_budget',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'non_base64_image_urls_are_unchanged',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'encrypted_function_output_uses_plaintext_byte_estimate',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'data_url_without_base64_marker_is_unchanged',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'non_image_base64_data_url_is_unchanged',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'mixed_case_data_url_markers_are_adjusted',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'multiple_inline_images_apply_multiple_fixed_costs',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'original_detail_images_scale_with_dimensions',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'original_detail_images_are_capped_at_max_patch_count',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'original_detail_webp_images_scale_with_dimensions',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
      [
        'text_only_items_unchanged',
        'n/a',
        "Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media",
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/agents_md_tests.rs',
    vectors: 'world_state_agents_md_tests.test.ts',
    tests: [['snapshots', 'ported']],
  },
  {
    file: 'core/src/context/world_state/apps_instructions_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'the apps instructions section (connectors) is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'legacy_guidance_is_not_injected_again',
        'n/a',
        'the apps instructions section (connectors) is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'persisted_guidance_is_restored_only_when_missing_from_history',
        'n/a',
        'the apps instructions section (connectors) is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/collaboration_mode_tests.rs',
    vectors: 'world_state_collaboration_mode_tests.test.ts',
    tests: [
      ['snapshots', 'ported'],
      [
        'instruction_updates_are_applied_once_in_retained_history',
        'n/a',
        '`render_history_diff` over retained history is not modelled',
      ],
      [
        'catalog_collaboration_messages_select_mode_variant',
        'n/a',
        'model catalog messages are not modelled',
      ],
      [
        'empty_catalog_collaboration_message_suppresses_legacy_instructions',
        'n/a',
        'model catalog messages are not modelled',
      ],
      [
        'missing_catalog_collaboration_message_uses_legacy_instructions',
        'n/a',
        'model catalog messages are not modelled',
      ],
      [
        'legacy_collaboration_mode_snapshots_refresh_catalog_messages_once',
        'n/a',
        'snapshots are not modelled',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/compact_permissions_tests.rs',
    vectors: null,
    tests: [
      [
        'renders_only_newly_approved_prefixes',
        'n/a',
        'the `Approved command prefix saved` update is a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'does_not_duplicate_a_retained_legacy_update',
        'n/a',
        'the `Unknown` previous snapshot case of `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'does_not_render_existing_prefixes_without_a_previous_snapshot',
        'n/a',
        "the compact-permissions section's own diff renderer is not modelled: the lab carries approved prefixes only inside the full permissions body",
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/context_window_guidance_tests.rs',
    vectors: null,
    tests: [
      [
        'changed_guidance_is_rendered_once',
        'n/a',
        'changed / retained TokenBudget guidance is a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'legacy_guidance_is_reconciled_once',
        'n/a',
        'changed / retained TokenBudget guidance is a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/environment_render_tests.rs',
    vectors: 'world_state_environment_render_tests.test.ts',
    tests: [
      ['serialize_workspace_write_environment_context', 'ported'],
      [
        'serialize_environment_context_with_foreign_windows_cwd',
        'n/a',
        'no filesystem section, no Windows paths',
      ],
      [
        'serialize_environment_context_with_network',
        'n/a',
        'the lab’s environment context: no network section',
      ],
      [
        'serialize_environment_context_with_full_filesystem_profile',
        'n/a',
        'no filesystem section',
      ],
      ['serialize_read_only_environment_context', 'n/a', 'the lab always has one environment'],
      [
        'serialize_environment_context_with_subagents',
        'n/a',
        'the lab’s environment context: no subagents section',
      ],
      [
        'serialize_environment_context_with_multiple_selected_environments',
        'n/a',
        'the lab’s environment context: one environment only',
      ],
      [
        'serialize_environment_context_prefers_environment_shell_when_present',
        'n/a',
        'the lab’s environment context: one shell only',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/environment_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'several named execution environments (primary, available, starting) and their diffs; the lab has one environment and renders it in full',
      ],
      [
        'changing_primary_environment_updates_model_context_and_persisted_state',
        'n/a',
        'several named execution environments (primary, available, starting) and their diffs; the lab has one environment and renders it in full',
      ],
      [
        'legacy_single_environment_snapshot_does_not_change',
        'n/a',
        'several named execution environments (primary, available, starting) and their diffs; the lab has one environment and renders it in full',
      ],
      [
        'crossing_single_environment_boundary_restates_current_environments',
        'n/a',
        'several named execution environments (primary, available, starting) and their diffs; the lab has one environment and renders it in full',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/environments_instructions_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'multiple execution environments are not modelled; the lab has one environment context; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'legacy_guidance_is_not_injected_again',
        'n/a',
        'multiple execution environments are not modelled; the lab has one environment context; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'persisted_guidance_is_restored_only_when_missing_from_history',
        'n/a',
        'multiple execution environments are not modelled; the lab has one environment context; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/managed_developer_instructions_tests.rs',
    vectors: 'world_state_managed_developer_instructions_tests.test.ts',
    tests: [
      ['managed_policy_updates_and_removal_are_emitted_once', 'ported'],
      [
        'managed_policy_limit_includes_replacement_notice_and_markers',
        'n/a',
        'the size check of the managed policy is not modelled',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/model_tests.rs',
    vectors: 'world_state_model_tests.test.ts',
    tests: [
      ['model_change_renders_when_persisted_or_inferred_from_previous_turn', 'ported'],
      ['unchanged_model_does_not_render', 'ported'],
    ],
  },
  {
    file: 'core/src/context/world_state/multi_agent_mode_tests.rs',
    vectors: 'world_state_multi_agent_mode_tests.test.ts',
    tests: [
      ['snapshots', 'ported'],
      [
        'persisted_mode_is_restored_only_when_missing_from_history',
        'n/a',
        '`render_history_diff` is not modelled',
      ],
      [
        'unchanged_mode_is_reemitted_after_usage_hint_migration',
        'n/a',
        '`render_history_diff` is not modelled',
      ],
      [
        'catalog_role_updates_remain_separate_from_active_mode',
        'n/a',
        'catalog role instructions are not modelled',
      ],
      ['custom_mode_is_bounded_before_snapshot_and_rendering', 'ported'],
    ],
  },
  {
    file: 'core/src/context/world_state/permissions_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'approved_prefix_is_rendered_without_reinjecting_permissions',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'renders_only_newly_approved_prefixes',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'legacy_snapshot_deserializes_and_only_suppresses_matching_full_permissions',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'removing_an_approved_prefix_renders_full_permissions',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
      [
        'persisted_permissions_are_detected_inside_bundled_developer_messages',
        'n/a',
        'permissions updates (approved prefixes, profile changes, legacy snapshots) as a `render_diff` against a previous snapshot (Known / Unknown) or retained history; the lab renders the full world state only',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/personality_tests.rs',
    vectors: 'world_state_personality_tests.test.ts',
    tests: [
      ['initial_personality_renders_only_when_missing_from_base_instructions', 'ported'],
      ['personality_changes_render_without_repeating_model_changes', 'ported'],
      [
        'persisted_personality_does_not_require_a_retained_update',
        'n/a',
        '`render_history_diff` over retained history is not modelled',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/plugins_instructions_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'the plugins instructions section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'legacy_guidance_is_not_injected_again',
        'n/a',
        'the plugins instructions section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'persisted_guidance_is_restored_only_when_missing_from_history',
        'n/a',
        'the plugins instructions section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/realtime_tests.rs',
    vectors: null,
    tests: [
      [
        'snapshots',
        'n/a',
        'realtime start / end instructions are not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'retained_fragment_matcher_matches_realtime_fragments',
        'n/a',
        'realtime start / end instructions are not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/tools_tests.rs',
    vectors: null,
    tests: [
      [
        'renders_first_line_of_namespace_descriptions',
        'n/a',
        'the tools namespace-description section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'renders_added_removed_and_updated_namespace_descriptions',
        'n/a',
        'the tools namespace-description section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'caps_namespace_descriptions_by_character_count',
        'n/a',
        'the tools namespace-description section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'caps_rendered_tools_fragment_after_xml_escaping',
        'n/a',
        'the tools namespace-description section is not a section of the lab’s world; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'core/src/context/world_state/world_state_tests.rs',
    vectors: null,
    tests: [
      [
        'world_state_hash_normalizes_crlf_line_endings',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'snapshot_uses_stable_section_ids_and_omits_null_fields',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'render_diff_restores_the_typed_section_snapshot',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'extension_owned_section_uses_its_snapshot_and_renderer',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'missing_retained_fragment_is_rendered_again',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'unreadable_section_snapshot_is_treated_as_unknown',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'duplicate_section_ids_are_rejected',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
      [
        'snapshot_merge_patch_changes_and_removes_nested_values',
        'n/a',
        'the world-state snapshot store (section ids, hashes, merge patches, extension sections) is Rust persistence the lab does not keep; the lab renders the full world state only (no previous snapshot, no diff)',
      ],
    ],
  },
  {
    file: 'prompts/src/permissions_instructions_tests.rs',
    vectors: null,
    tests: [
      [
        'renders_sandbox_mode_text',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'catalog_permission_messages_select_sandbox_mode_and_render_network_access',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'missing_catalog_permission_message_uses_legacy_sandbox_text',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'invalid_catalog_permission_message_is_preserved_verbatim',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'catalog_permission_message_renders_network_access_and_preserves_other_placeholders',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'empty_catalog_permission_message_preserves_non_sandbox_sections',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'builds_permissions_with_network_access_override',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'builds_permissions_from_profile',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'builds_permissions_from_profile_with_denied_reads',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'includes_request_rule_instructions_for_on_request',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'includes_request_permissions_tool_instructions_for_unless_trusted_when_enabled',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'includes_request_permission_rule_instructions_for_on_request_when_enabled',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'includes_request_permissions_tool_instructions_for_on_request_when_tool_is_enabled',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'on_request_includes_tool_guidance_alongside_inline_permission_guidance_when_both_exist',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'catalog_approval_messages_select_reviewer_variant',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'empty_catalog_approval_message_suppresses_legacy_approval_section',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'missing_catalog_key_uses_legacy_approval_text',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'empty_catalog_non_on_request_approval_messages_suppress_legacy_approval_text',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'auto_review_approvals_append_auto_review_specific_guidance',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'auto_review_approvals_omit_auto_review_specific_guidance_when_approval_is_never',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'granular_policy_lists_prompted_and_rejected_categories_separately',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'granular_policy_includes_command_permission_instructions_when_sandbox_approval_can_prompt',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'granular_policy_omits_shell_permission_instructions_when_inline_requests_are_disabled',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'granular_policy_includes_request_permissions_tool_only_when_that_prompt_can_still_fire',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
      [
        'granular_policy_lists_request_permissions_category_without_tool_section_when_tool_unavailable',
        'n/a',
        "Codex's permissions prompt templates (sandbox, approval, catalog, reviewer and granular variants); the lab renders a one-line permissions body of its own and models only the approved-prefix list from these rules",
      ],
    ],
  },
  {
    file: 'core/tests/suite/compact.rs',
    vectors: 'suite_compact.test.ts',
    tests: [
      ['summarize_context_three_requests_and_instructions', 'ported'],
      [
        'manual_pre_compact_block_decision_does_not_block_compaction',
        'n/a',
        "a hook's `decision: block` output (an unsupported decision: the hook run fails and compaction goes on); the lab's hooks answer only continue or stop, and hook inputs are not modelled",
      ],
      ['compact_hooks_respect_matchers_and_post_runs_after_compaction', 'ported'],
      ['manual_compact_uses_custom_prompt', 'ported'],
      [
        'manual_compact_emits_api_and_local_token_usage_events',
        'n/a',
        "TokenCount events (the API's usage, then the local post-compaction estimate) are not events of the lab",
      ],
      ['manual_compact_emits_context_compaction_items', 'ported'],
      ['multiple_auto_compact_per_task_runs_after_token_limit_hit', 'ported'],
      ['auto_compact_runs_after_resume_when_token_usage_is_over_limit', 'ported'],
      ['pre_sampling_compact_runs_on_switch_to_smaller_context_model', 'ported'],
      ['pre_sampling_compact_runs_when_comp_hash_changes', 'ported'],
      ['pre_sampling_compact_falls_back_from_retired_previous_model_after_rename', 'ported'],
      ['pre_sampling_compact_falls_back_when_previous_model_is_not_found', 'ported'],
      [
        'pre_sampling_compact_falls_back_after_previous_model_invalid_request_on_downshift',
        'ported',
      ],
      [
        'pre_sampling_legacy_remote_compact_falls_back_after_previous_model_invalid_request',
        'ported',
      ],
      [
        'pre_sampling_compact_keeps_unknown_previous_model_for_api_key_auth_and_custom_provider',
        'ported',
      ],
      ['pre_sampling_compact_skips_when_either_comp_hash_is_missing', 'ported'],
      ['body_after_prefix_model_switch_budget_compacts_with_next_model', 'ported'],
      ['pre_sampling_compact_runs_after_resume_and_switch_to_smaller_model', 'ported'],
      ['pre_sampling_compact_recovers_comp_hash_after_resume', 'ported'],
      ['pre_sampling_compact_skips_missing_comp_hash_after_resume', 'ported'],
      [
        'auto_compact_persists_rollout_entries',
        'n/a',
        "counts TurnContext and Compacted lines in the rollout file a session writes; the lab's cells write no rollout",
      ],
      ['manual_compact_retries_after_context_window_error', 'ported'],
      ['manual_compact_non_context_failure_retries_then_emits_task_error', 'ported'],
      ['manual_compact_twice_preserves_latest_user_messages', 'ported'],
      ['auto_compact_allows_multiple_attempts_when_interleaved_with_other_turn_events', 'ported'],
      ['snapshot_request_shape_mid_turn_continuation_compaction', 'ported'],
      ['auto_compact_clamps_config_limit_to_context_window', 'ported'],
      ['auto_compact_body_after_prefix_ignores_starting_window_prefix', 'ported'],
      ['auto_compact_body_after_prefix_counts_growth_after_compaction', 'ported'],
      ['auto_compact_body_after_prefix_still_caps_at_context_window', 'ported'],
      [
        'auto_compact_counts_encrypted_reasoning_before_last_user',
        'n/a',
        "Codex's usage accounting of encrypted reasoning before and after the last user message across turns; the lab takes the turn's token count as given",
      ],
      [
        'auto_compact_runs_when_reasoning_header_clears_between_turns',
        'n/a',
        "the reasoning-header usage bookkeeping between turns; the lab takes the turn's token count as given",
      ],
      ['snapshot_request_shape_pre_turn_compaction_including_incoming_user_message', 'ported'],
      ['snapshot_request_shape_pre_turn_compaction_strips_incoming_model_switch', 'ported'],
      ['snapshot_request_shape_pre_turn_compaction_context_window_exceeded', 'ported'],
      ['snapshot_request_shape_manual_compact_without_previous_user_messages', 'ported'],
      [
        'manual_compaction_keeps_the_creation_time_global_instructions',
        'n/a',
        "the global AGENTS.md instruction snapshot taken at thread creation while the file is rewritten on disk; the lab's AGENTS.md is one fixed world text",
      ],
      [
        'mid_turn_compaction_keeps_the_creation_time_global_instructions',
        'n/a',
        "the global AGENTS.md instruction snapshot taken at thread creation while an override file appears on disk; the lab's AGENTS.md is one fixed world text",
      ],
      [
        'remote_v2_compaction_keeps_creation_time_instructions_after_same_path_mutation',
        'n/a',
        "the AGENTS.md instruction snapshot across a rewrite on disk and a cold resume; the lab's AGENTS.md is one fixed world text and it has no resume",
      ],
    ],
  },
  {
    file: 'core/tests/suite/compact_remote.rs',
    vectors: 'suite_compact_remote.test.ts',
    tests: [
      ['amazon_bedrock_manual_compaction_uses_v2_responses_endpoint', 'ported'],
      [
        'remote_compact_v2_retains_metadata_from_resumed_history',
        'n/a',
        "the harness metadata sidecar of retained items read back from a resumed rollout; the lab's items carry no metadata",
      ],
      [
        'remote_compact_v2_retains_only_client_developer_messages_when_enabled',
        'n/a',
        '`Feature::RetainClientDeveloperMessages` and client-injected developer items are not modelled',
      ],
      ['amazon_bedrock_automatic_compaction_uses_v2_responses_endpoint', 'ported'],
      ['remote_compact_replaces_history_for_followups', 'ported'],
      [
        'remote_compact_uses_agent_identity_assertion',
        'n/a',
        'the task-scoped AgentAssertion authorization header of the compact request; the lab models no auth',
      ],
      [
        'remote_manual_compact_api_auth_omits_service_tier_and_reuses_prompt_cache_key',
        'n/a',
        'request body parity (service tier, prompt cache key, tools) under API-key auth; the lab models no request body beyond its items',
      ],
      [
        'remote_manual_compact_chatgpt_auth_reuses_service_tier_and_prompt_cache_key',
        'n/a',
        'request body parity (service tier, prompt cache key, tools) under ChatGPT auth; the lab models no request body beyond its items',
      ],
      ['remote_compact_v2_reuses_compaction_trigger_for_followups', 'ported'],
      ['remote_compact_v2_retries_failures_with_stream_retry_budget', 'ported'],
      [
        'remote_compact_v2_accepts_additional_output_items_before_compaction',
        'n/a',
        'the simulated v2 server returns compaction items only (a count); other output items in the compaction stream are not modelled',
      ],
      [
        'remote_compact_filters_deferred_dynamic_tools',
        'n/a',
        'the tools payload of the compact request (deferred dynamic tools); the lab sends no tools',
      ],
      [
        'remote_compact_does_not_charge_inline_audio_payload_as_text',
        'n/a',
        "inline audio parts and their token charge; the lab's message parts are text",
      ],
      ['remote_compact_runs_automatically', 'ported'],
      ['remote_compact_trims_function_call_history_to_fit_context_window', 'ported'],
      ['remote_compact_rewrites_multiple_trailing_function_call_outputs', 'ported'],
      ['auto_remote_compact_trims_function_call_history_to_fit_context_window', 'ported'],
      [
        'remote_compact_trims_tool_search_output_to_empty_tools_array',
        'n/a',
        'tool_search calls and outputs are not items of the lab',
      ],
      ['auto_remote_compact_failure_stops_agent_loop', 'ported'],
      ['remote_compact_trim_estimate_uses_session_base_instructions', 'ported'],
      ['remote_manual_compact_emits_context_compaction_items', 'ported'],
      ['remote_manual_compact_failure_emits_task_error_event', 'ported'],
      ['remote_compact_persists_replacement_history_in_rollout', 'ported'],
      ['remote_compact_and_resume_refresh_stale_developer_instructions', 'ported'],
      ['remote_compact_refreshes_stale_developer_instructions_without_resume', 'ported'],
      [
        'snapshot_request_shape_remote_pre_turn_compaction_restates_realtime_start',
        'n/a',
        "realtime conversation start / end instructions are not part of the lab's world state",
      ],
      [
        'remote_request_uses_custom_experimental_realtime_start_instructions',
        'n/a',
        "realtime conversation start / end instructions are not part of the lab's world state",
      ],
      [
        'active_realtime_does_not_diff_changed_start_instructions_after_resume',
        'n/a',
        "realtime conversation start / end instructions are not part of the lab's world state",
      ],
      [
        'snapshot_request_shape_remote_manual_compact_restates_realtime_start',
        'n/a',
        "realtime conversation start / end instructions are not part of the lab's world state",
      ],
      [
        'snapshot_request_shape_remote_mid_turn_compaction_does_not_restate_realtime_end',
        'n/a',
        "realtime conversation start / end instructions are not part of the lab's world state",
      ],
      [
        'snapshot_request_shape_remote_pre_turn_compaction_including_incoming_user_message',
        'ported',
      ],
      ['snapshot_request_shape_remote_pre_turn_compaction_strips_incoming_model_switch', 'ported'],
      [
        'snapshot_request_shape_remote_pre_turn_compaction_context_window_exceeded',
        'n/a',
        'the port has no remote ContextWindowExceeded fault (its remote faults are timeout, invalid request, 404, 500, stream)',
      ],
      [
        'remote_pre_turn_compact_response_seeds_turn_state',
        'n/a',
        'the `x-codex-turn-state` sticky-routing token a compact response seeds or a request sends (HTTP header or WebSocket field); the lab models no request headers',
      ],
      [
        'remote_mid_turn_compact_v1_sends_turn_state_over_http',
        'n/a',
        'the `x-codex-turn-state` sticky-routing token a compact response seeds or a request sends (HTTP header or WebSocket field); the lab models no request headers',
      ],
      [
        'remote_mid_turn_compact_v2_sends_turn_state_over_http',
        'n/a',
        'the `x-codex-turn-state` sticky-routing token a compact response seeds or a request sends (HTTP header or WebSocket field); the lab models no request headers',
      ],
      [
        'remote_mid_turn_compact_v2_sends_turn_state_over_websocket',
        'n/a',
        'the `x-codex-turn-state` sticky-routing token a compact response seeds or a request sends (HTTP header or WebSocket field); the lab models no request headers',
      ],
      ['snapshot_request_shape_remote_mid_turn_continuation_compaction', 'ported'],
      [
        'snapshot_request_shape_remote_mid_turn_compaction_summary_only_reinjects_context',
        'ported',
      ],
      [
        'snapshot_request_shape_remote_mid_turn_compaction_multi_summary_reinjects_above_last_summary',
        'ported',
      ],
      ['snapshot_request_shape_remote_manual_compact_without_previous_user_messages', 'ported'],
    ],
  },
  {
    file: 'core/tests/suite/token_budget.rs',
    vectors: 'suite_token_budget.test.ts',
    tests: [
      ['token_budget_context_is_only_emitted_with_full_context', 'ported'],
      [
        'token_budget_guidance_precedes_standalone_context_window',
        'n/a',
        "the configured `token_budget.guidance_message` section; the lab's world has no guidance section (the fragment type is only recognized)",
      ],
      [
        'token_budget_uses_model_message_defaults',
        'n/a',
        "the model catalog's token-budget message defaults (guidance, reminder and fallback templates per model); the lab has no model catalog and renders no such messages",
      ],
      [
        'token_budget_explicit_default_template_overrides_model_defaults',
        'n/a',
        "the model catalog's token-budget message defaults (guidance, reminder and fallback templates per model); the lab has no model catalog and renders no such messages",
      ],
      [
        'token_budget_defaults_follow_the_active_model',
        'n/a',
        "the model catalog's token-budget message defaults (guidance, reminder and fallback templates per model); the lab has no model catalog and renders no such messages",
      ],
      [
        'token_budget_ignores_invalid_model_message_defaults',
        'n/a',
        "the model catalog's token-budget message defaults (guidance, reminder and fallback templates per model); the lab has no model catalog and renders no such messages",
      ],
      ['model_token_budget_defaults_do_not_enable_disabled_feature', 'ported'],
      ['token_budget_context_injects_plain_thread_hint_text', 'ported'],
      [
        'token_budget_reminder_emits_after_crossing_compaction_threshold',
        'n/a',
        'the token-budget reminder developer message emitted once usage crosses its threshold; the lab does not emit reminders',
      ],
      [
        'token_budget_reminder_uses_body_after_prefix_window',
        'n/a',
        'the token-budget reminder developer message emitted once usage crosses its threshold; the lab does not emit reminders',
      ],
      [
        'get_context_remaining_returns_token_budget_remaining_fragment',
        'n/a',
        'the `get_context_remaining` tool and its remaining-tokens fragment; the lab has no tools',
      ],
      [
        'get_context_remaining_uses_body_after_prefix_window',
        'n/a',
        'the `get_context_remaining` tool and its remaining-tokens fragment; the lab has no tools',
      ],
      [
        'get_context_remaining_returns_unknown_when_threshold_is_unbounded',
        'n/a',
        'the `get_context_remaining` tool and its remaining-tokens fragment; the lab has no tools',
      ],
      ['token_budget_context_uses_new_window_after_compaction', 'ported'],
      ['token_budget_compaction_runs_compact_hooks', 'ported'],
      ['token_budget_mid_turn_auto_compaction_resets_before_active_follow_up', 'ported'],
      ['token_budget_auto_compact_fallback_uses_buffer_until_new_context', 'ported'],
      ['token_budget_auto_compact_fallback_rolls_over_after_buffer', 'ported'],
      ['new_context_tool_skips_auto_compact_fallback', 'ported'],
    ],
  },
  {
    file: 'core/tests/suite/compact_remote_parity.rs',
    vectors: 'suite_compact_remote_parity.test.ts',
    tests: [
      ['remote_compaction_parity_manual_transcripts', 'ported'],
      [
        'remote_compaction_parity_v2_api_key_sends_service_tier_upgrade',
        'n/a',
        'the service tier v2 sends under API-key auth; the lab models no request body fields beyond its items',
      ],
      ['remote_compaction_parity_manual_hooks', 'ported'],
      ['remote_compaction_parity_pre_turn_auto', 'ported'],
      ['remote_compaction_parity_mid_turn_auto', 'ported'],
      [
        'normalize_string_rewrites_dynamic_skill_instructions',
        'n/a',
        "a helper of the suite's own comparison (it rewrites skill paths, temp directories and wall times in captured requests), not Codex behaviour",
      ],
      [
        'normalize_string_rewrites_linux_temp_skill_paths',
        'n/a',
        "a helper of the suite's own comparison (it rewrites skill paths, temp directories and wall times in captured requests), not Codex behaviour",
      ],
      [
        'normalize_string_rewrites_windows_temp_skill_paths',
        'n/a',
        "a helper of the suite's own comparison (it rewrites skill paths, temp directories and wall times in captured requests), not Codex behaviour",
      ],
      [
        'normalize_string_rewrites_shell_wall_times',
        'n/a',
        "a helper of the suite's own comparison (it rewrites skill paths, temp directories and wall times in captured requests), not Codex behaviour",
      ],
    ],
  },
  {
    file: 'core/tests/suite/compact_resume_fork.rs',
    vectors: null,
    tests: [
      [
        'compact_resume_and_fork_preserve_model_history_view',
        'n/a',
        "resume, fork and thread rollback of a recorded session are not run by the lab's cells",
      ],
      [
        'compact_resume_after_second_compaction_preserves_history',
        'n/a',
        "resume, fork and thread rollback of a recorded session are not run by the lab's cells",
      ],
      [
        'snapshot_rollback_past_compaction_replays_append_only_history',
        'n/a',
        "resume, fork and thread rollback of a recorded session are not run by the lab's cells",
      ],
      [
        'snapshot_rollback_followup_turn_trims_context_updates',
        'n/a',
        "resume, fork and thread rollback of a recorded session are not run by the lab's cells",
      ],
    ],
  },
  {
    file: 'utils/string/src/truncate/tests.rs',
    vectors: 'utils_string_truncate_tests.test.ts',
    tests: [
      [
        'split_string_works',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      [
        'split_string_handles_empty_string',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      [
        'split_string_only_keeps_prefix_when_tail_budget_is_zero',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      [
        'split_string_only_keeps_suffix_when_prefix_budget_is_zero',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      [
        'split_string_handles_overlapping_budgets_without_removal',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      [
        'split_string_respects_utf8_boundaries',
        'n/a',
        "`split_string` is private to the truncation and takes separate head and tail budgets; the port's `truncateTextToTokens` always splits a 4n-byte budget in halves and is checked through the truncate_* vectors",
      ],
      ['truncate_with_token_budget_returns_original_when_under_limit', 'ported'],
      ['truncate_with_token_budget_reports_truncation_at_zero_limit', 'ported'],
      ['truncate_middle_tokens_handles_utf8_content', 'ported'],
      [
        'truncate_middle_bytes_handles_utf8_content',
        'n/a',
        'the byte budget with a `chars truncated` marker (`truncate_middle_chars`) is not used by the compaction paths; the port has the token variant only',
      ],
    ],
  },
]
