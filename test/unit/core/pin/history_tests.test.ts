/**
 * Vectors from `codex-rs/core/src/context_manager/history_tests.rs` at 4f39251a: the history
 * tests that bear on what the lab models (which messages are contextual, `history_version` on a
 * replacement, `remove_first_item` pairs). Run against `classifyMessage`, a compaction cell
 * (`replace_annotated`, history.rs:298–302) and the local path's `removeFirstItem`.
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | world_state_baseline_deduplicates_until_history_is_replaced | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | world_state_reconciles_matching_legacy_history_once | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | filters_non_api_messages | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | non_last_reasoning_tokens_return_zero_when_no_user_messages | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | non_last_reasoning_tokens_ignore_entries_after_last_user | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | items_after_last_model_generated_tokens_include_user_and_tool_output | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | items_after_last_model_generated_tokens_are_zero_without_model_generated_items | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | inter_agent_assistant_messages_are_turn_boundaries | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | for_prompt_preserves_inter_agent_assistant_messages | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | cloned_history_shares_items_until_mutated | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | annotated_history_apis_preserve_envelopes | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | record_annotated_items_preserves_metadata_while_processing_item | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | for_prompt_annotated_preserves_metadata_while_normalizing_item | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | drop_last_n_user_turns_treats_inter_agent_assistant_messages_as_instruction_turns | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | legacy_inter_agent_assistant_messages_are_not_turn_boundaries | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | total_token_usage_includes_all_items_after_last_model_generated_item | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | for_prompt_strips_media_when_model_does_not_support_it | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | for_prompt_preserves_image_generation_calls_when_images_are_supported | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | for_prompt_clears_image_generation_result_when_images_are_unsupported | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | estimate_token_count_with_base_instructions_uses_provided_text | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | remove_first_item_handles_local_shell_pair | the lab has no local shell calls |
 * | drop_last_n_user_turns_preserves_prefix | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | drop_last_n_user_turns_ignores_session_prefix_user_messages | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | drop_last_n_user_turns_trims_context_updates_above_rolled_back_turn | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | drop_last_n_user_turns_trims_saved_prefix_update_above_rolled_back_turn | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | drop_last_n_user_turns_clears_reference_context_for_mixed_developer_context_bundles | thread rollback (drop_last_n_user_turns, is_user_turn_boundary) is not simulated |
 * | normalization_retains_local_shell_outputs | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | record_items_truncates_function_call_output_content | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | record_items_truncates_custom_tool_call_output_content | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | record_items_respects_custom_token_limit | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | format_exec_output_truncates_large_error | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | format_exec_output_marks_byte_truncation_without_omitted_lines | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | format_exec_output_returns_original_when_within_limits | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | format_exec_output_reports_omitted_lines_and_keeps_head_and_tail | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | format_exec_output_prefers_line_marker_when_both_limits_exceeded | tool-output truncation at record time; the lab's outputs are recorded as given |
 * | normalize_adds_missing_output_for_function_call | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_custom_tool_call | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_local_shell_call_with_id | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_function_call_output | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_custom_tool_call_output | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_mixed_inserts_and_removals | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_function_call_inserts_output | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_preserves_named_function_call_output_without_call_id | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | for_prompt_assigns_stable_id_to_synthetic_output_without_reordering_history | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_tool_search_call | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_custom_tool_call_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_adds_missing_output_for_local_shell_call_with_id_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_function_call_output_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_custom_tool_call_output_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_client_tool_search_output | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_removes_orphan_client_tool_search_output_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_keeps_server_tool_search_output_without_matching_call | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | normalize_mixed_inserts_and_removals_panics_in_debug | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | image_data_url_payload_does_not_dominate_message_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | image_data_url_payload_does_not_dominate_function_call_output_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | image_data_url_payload_does_not_dominate_custom_tool_call_output_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | audio_data_url_payload_does_not_dominate_message_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | audio_data_url_payload_does_not_dominate_function_call_output_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | audio_data_url_payload_does_not_dominate_custom_tool_call_output_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | malformed_audio_data_url_falls_back_to_whole_url_size_cost | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | record_items_omits_audio_that_exceeds_the_output_budget | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | non_base64_image_urls_are_unchanged | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | encrypted_function_output_uses_plaintext_byte_estimate | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | data_url_without_base64_marker_is_unchanged | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | non_image_base64_data_url_is_unchanged | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | mixed_case_data_url_markers_are_adjusted | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | multiple_inline_images_apply_multiple_fixed_costs | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | original_detail_images_scale_with_dimensions | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | original_detail_images_are_capped_at_max_patch_count | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | original_detail_webp_images_scale_with_dimensions | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | text_only_items_unchanged | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 *
 * Ported: 5 of the file's 76 tests; the other 71 are above.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../../src/core/fragments/catalogue.ts'
import { classifyMessage, TurnItemKind } from '../../../../src/core/fragments/eventMapping.ts'
import { removeFirstItem } from '../../../../src/core/compaction/localPath.ts'
import type { HistoryItem } from '../../../../src/core/history.ts'
import { A, run, U } from '../../../helpers/scenario.ts'

const FILE = 'core/src/context_manager/history_tests.rs'

/** Whether the conversation snapshot keeps a message: it drops contextual user messages only. */
function inSnapshot(role: 'user' | 'assistant' | 'developer', text: string): boolean {
  const c = classifyMessage(role, [text], DEFAULT_REGISTRY)
  return !(
    role === 'user' &&
    (c.kind === TurnItemKind.Hidden || c.kind === TurnItemKind.HookPrompt)
  )
}

describe('core/src/context_manager/history_tests.rs', () => {
  it(`${FILE} conversation_history_snapshot_shares_response_items_until_history_changes`, () => {
    // a replacement (here a compaction's) moves history_version on by one
    const history = [U('u', 'original'), A('a', 'original')]
    for (const historyVersion of [0, 7]) {
      const result = run(
        { history, historyVersion },
        { phase: 'mid_turn', implementation: 'remote' },
      )
      expect(result.outcome).toBe('completed')
      expect(result.historyVersion).toBe(historyVersion + 1)
    }
  })

  it(`${FILE} conversation_history_snapshot_excludes_contextual_user_messages`, () => {
    const contextual =
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nFollow the repository instructions.\n</INSTRUCTIONS>'
    expect(inSnapshot('user', contextual)).toBe(false)
    expect(inSnapshot('user', 'Review this repository.')).toBe(true)
    expect(inSnapshot('assistant', 'I will inspect the repository.')).toBe(true)
    // the same wrapper in a developer message stays: only user messages are filtered
    expect(
      inSnapshot(
        'developer',
        '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nDeveloper context\n</INSTRUCTIONS>',
      ),
    ).toBe(true)
  })

  const call: HistoryItem = {
    id: 'fc',
    type: 'function_call',
    name: 'do_it',
    callId: 'call-1',
    arguments: '{}',
  }
  const output: HistoryItem = {
    id: 'fco',
    type: 'function_call_output',
    callId: 'call-1',
    output: 'ok',
  }

  it(`${FILE} remove_first_item_removes_matching_output_for_function_call`, () => {
    expect(removeFirstItem([call, output]).items).toEqual([])
  })

  it(`${FILE} remove_first_item_removes_matching_call_for_output`, () => {
    expect(removeFirstItem([output, call]).items).toEqual([])
  })

  it(`${FILE} remove_first_item_handles_custom_tool_pair`, () => {
    const customCall: HistoryItem = {
      id: 'ct',
      type: 'custom_tool_call',
      name: 'my_tool',
      callId: 'tool-1',
      input: '{}',
    }
    const customOutput: HistoryItem = {
      id: 'cto',
      type: 'custom_tool_call_output',
      callId: 'tool-1',
      output: 'ok',
    }
    expect(removeFirstItem([customCall, customOutput]).items).toEqual([])
  })
})
