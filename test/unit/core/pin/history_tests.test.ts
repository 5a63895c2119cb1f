/**
 * Vectors from `codex-rs/core/src/context_manager/history_tests.rs` at 4f39251a: the history
 * tests that bear on what the lab models (which messages are contextual, `history_version` on a
 * replacement, `remove_first_item` pairs, prompt normalization, rollback, record-time
 * truncation). Run against `classifyMessage`, a compaction cell (`replace_annotated`,
 * history.rs:298–302), the local path's `removeFirstItem` and the context-manager port
 * (`src/core/contextManager/`).
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | world_state_baseline_deduplicates_until_history_is_replaced | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | world_state_reconciles_matching_legacy_history_once | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | non_last_reasoning_tokens_return_zero_when_no_user_messages | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | non_last_reasoning_tokens_ignore_entries_after_last_user | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | items_after_last_model_generated_tokens_include_user_and_tool_output | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | items_after_last_model_generated_tokens_are_zero_without_model_generated_items | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | cloned_history_shares_items_until_mutated | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | annotated_history_apis_preserve_envelopes | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | record_annotated_items_preserves_metadata_while_processing_item | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | for_prompt_annotated_preserves_metadata_while_normalizing_item | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | total_token_usage_includes_all_items_after_last_model_generated_item | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | for_prompt_strips_media_when_model_does_not_support_it | prompt normalization (missing outputs, orphans, non-API items) is not modelled |
 * | for_prompt_preserves_image_generation_calls_when_images_are_supported | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | for_prompt_clears_image_generation_result_when_images_are_unsupported | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
 * | estimate_token_count_with_base_instructions_uses_provided_text | Codex's serialized-item token estimate and media handling; the lab counts text bytes and has no media |
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
 * Ported: 43 of the file's 76 tests; the other 33 are above.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../../src/core/fragments/catalogue.ts'
import { classifyMessage, TurnItemKind } from '../../../../src/core/fragments/eventMapping.ts'
import { removeFirstItem } from '../../../../src/core/compaction/localPath.ts'
import type { HistoryItem } from '../../../../src/core/history.ts'
import { A, run, U } from '../../../helpers/scenario.ts'
import {
  ContextManager,
  isUserTurnBoundary,
} from '../../../../src/core/contextManager/contextManager.ts'
import {
  BrokenHistoryInvariant,
  DEFAULT_INPUT_MODALITIES,
} from '../../../../src/core/contextManager/normalize.ts'
import {
  outputTextContent,
  type ResponseItem,
} from '../../../../src/core/contextManager/responseItem.ts'
import { truncateText, truncationTokens } from '../../../../src/core/contextManager/truncation.ts'
import { TRUNCATION_MARKER } from '../../../../src/core/text.ts'
import { utf8Length } from '../../../../src/core/utf8Length.ts'
import {
  assistantMsg,
  customCall,
  customOutput,
  developerMsg,
  functionCall,
  functionOutput,
  historyWith,
  interAgentAssistantMsg,
  localShellCall,
  reasoningMsg,
  toolSearchOutput,
  userInputTextMsg,
  userMsg,
} from './historyNormalizeSupport.ts'

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
    const customToolCall: HistoryItem = {
      id: 'ct',
      type: 'custom_tool_call',
      name: 'my_tool',
      callId: 'tool-1',
      input: '{}',
    }
    const customToolOutput: HistoryItem = {
      id: 'cto',
      type: 'custom_tool_call_output',
      callId: 'tool-1',
      output: 'ok',
    }
    expect(removeFirstItem([customToolCall, customToolOutput]).items).toEqual([])
  })
})

/** Normalization, rollback and record-time truncation: the context-manager port. */
describe('core/src/context_manager/history_tests.rs: the context manager', () => {
  const release = DEFAULT_INPUT_MODALITIES
  const debug = { debugAssertions: true }
  const normalized = (items: ResponseItem[]) => {
    const history = historyWith(items)
    history.normalizeHistory(release)
    return history.rawItems()
  }
  const aborted = (callId: string, type = 'function_call_output'): ResponseItem =>
    type === 'function_call_output'
      ? { type: 'function_call_output', callId, output: { body: 'aborted' } }
      : { type: 'custom_tool_call_output', callId, output: { body: 'aborted' } }

  it(`${FILE} filters_non_api_messages`, () => {
    const history = new ContextManager()
    const policy = truncationTokens(10_000)
    const system: ResponseItem = {
      type: 'message',
      role: 'system',
      content: [{ type: 'output_text', text: 'ignored' }],
    }
    history.recordItems([system, reasoningMsg('thinking...'), { type: 'other' }], policy)
    history.recordItems([userMsg('hi'), assistantMsg('hello')], policy)
    expect(history.rawItems()).toEqual([
      reasoningMsg('thinking...'),
      userMsg('hi'),
      assistantMsg('hello'),
    ])
  })

  it(`${FILE} inter_agent_assistant_messages_are_turn_boundaries`, () => {
    expect(isUserTurnBoundary(interAgentAssistantMsg('continue'))).toBe(true)
    expect(isUserTurnBoundary(assistantMsg('continue'))).toBe(false)
  })

  it(`${FILE} legacy_inter_agent_assistant_messages_are_not_turn_boundaries`, () => {
    const legacy = assistantMsg(
      'author: /root\nrecipient: /root/worker\nother_recipients: []\nContent: continue',
    )
    expect(isUserTurnBoundary(legacy)).toBe(false)
  })

  it(`${FILE} for_prompt_preserves_inter_agent_assistant_messages`, () => {
    const item = interAgentAssistantMsg('continue')
    const history = historyWith([item])
    expect(history.rawItems()).toEqual([item])
    expect(history.forPrompt(release)).toEqual([item])
  })

  it(`${FILE} drop_last_n_user_turns_treats_inter_agent_assistant_messages_as_instruction_turns`, () => {
    const history = historyWith([
      userInputTextMsg('first'),
      assistantMsg('done'),
      interAgentAssistantMsg('continue'),
      assistantMsg('worker reply'),
    ])
    history.dropLastNUserTurns(1)
    expect(history.rawItems()).toEqual([userInputTextMsg('first'), assistantMsg('done')])
  })

  it(`${FILE} drop_last_n_user_turns_preserves_prefix`, () => {
    const items = [
      assistantMsg('session prefix item'),
      userMsg('u1'),
      assistantMsg('a1'),
      userMsg('u2'),
      assistantMsg('a2'),
    ]
    const one = historyWith(items)
    one.dropLastNUserTurns(1)
    expect(one.forPrompt(release)).toEqual(items.slice(0, 3))
    const all = historyWith(items)
    all.dropLastNUserTurns(99)
    expect(all.forPrompt(release)).toEqual([assistantMsg('session prefix item')])
    // a rollback is a rewrite: the version moves on
    expect(all.historyVersion()).toBe(1)
  })

  it(`${FILE} drop_last_n_user_turns_ignores_session_prefix_user_messages`, () => {
    const prefix = [
      userInputTextMsg('<environment_context>ctx</environment_context>'),
      userInputTextMsg(
        '# AGENTS.md instructions for test_directory\n\n<INSTRUCTIONS>\ntest_text\n</INSTRUCTIONS>',
      ),
      userInputTextMsg(
        '<skill>\n<name>demo</name>\n<path>skills/demo/SKILL.md</path>\nbody\n</skill>',
      ),
      userInputTextMsg('<user_shell_command>echo 42</user_shell_command>'),
      userInputTextMsg(
        '<subagent_notification>{"agent_id":"a","status":"completed"}</subagent_notification>',
      ),
    ]
    const turn1 = [userInputTextMsg('turn 1 user'), assistantMsg('turn 1 assistant')]
    const turn2 = [userInputTextMsg('turn 2 user'), assistantMsg('turn 2 assistant')]
    const after = (n: number) => {
      const history = historyWith([...prefix, ...turn1, ...turn2])
      history.dropLastNUserTurns(n)
      return history.forPrompt(release)
    }
    expect(after(1)).toEqual([...prefix, ...turn1])
    expect(after(2)).toEqual(prefix)
    expect(after(3)).toEqual(prefix)
  })

  it(`${FILE} drop_last_n_user_turns_trims_context_updates_above_rolled_back_turn`, () => {
    const kept = [
      assistantMsg('session prefix item'),
      userInputTextMsg('turn 1 user'),
      assistantMsg('turn 1 assistant'),
    ]
    const history = historyWith([
      ...kept,
      developerMsg(
        '<managed_developer_instructions>\nROLLED_BACK_MANAGED_INSTRUCTIONS\n</managed_developer_instructions>',
      ),
      developerMsg('<apps_instructions>\nROLLED_BACK_APPS_INSTRUCTIONS'),
      developerMsg('<plugins_instructions>\nROLLED_BACK_PLUGIN_INSTRUCTIONS'),
      developerMsg('<environments_instructions>\nROLLED_BACK_ENVIRONMENT_INSTRUCTIONS'),
      developerMsg('<collaboration_mode>ROLLED_BACK_DEV_INSTRUCTIONS</collaboration_mode>'),
      developerMsg('<multi_agent_role>ROLLED_BACK_MULTI_AGENT_ROLE</multi_agent_role>'),
      developerMsg('<multi_agent_mode>ROLLED_BACK_MULTI_AGENT_MODE</multi_agent_mode>'),
      userInputTextMsg(
        '<environment_context><cwd>PRETURN_CONTEXT_DIFF_CWD</cwd></environment_context>',
      ),
      userInputTextMsg('turn 2 user'),
      assistantMsg('turn 2 assistant'),
    ])
    const reference = { turnId: 'reference-turn', model: 'gpt-test' }
    history.setReferenceContextItem(reference)
    history.dropLastNUserTurns(1)
    expect(history.forPrompt(release)).toEqual(kept)
    // only contextual fragments were trimmed: the baseline stays
    expect(history.referenceContextItem()).toEqual(reference)
  })

  it(`${FILE} drop_last_n_user_turns_trims_saved_prefix_update_above_rolled_back_turn`, () => {
    const kept = [
      assistantMsg('session prefix item'),
      userInputTextMsg('turn 1 user'),
      assistantMsg('turn 1 assistant'),
    ]
    const history = historyWith([
      ...kept,
      developerMsg('Approved command prefix saved:\n- ["touch"]'),
      userInputTextMsg('turn 2 user'),
      assistantMsg('turn 2 assistant'),
    ])
    history.dropLastNUserTurns(1)
    expect(history.forPrompt(release)).toEqual(kept)
  })

  it(`${FILE} drop_last_n_user_turns_clears_reference_context_for_mixed_developer_context_bundles`, () => {
    const kept = [userInputTextMsg('turn 1 user'), assistantMsg('turn 1 assistant')]
    const history = historyWith([
      ...kept,
      developerMsg(
        '<permissions instructions>contextual permissions</permissions instructions>',
        'persistent plugin instructions',
      ),
      userInputTextMsg(
        '<environment_context><cwd>PRETURN_CONTEXT_DIFF_CWD</cwd></environment_context>',
      ),
      userInputTextMsg('turn 2 user'),
      assistantMsg('turn 2 assistant'),
    ])
    history.setReferenceContextItem({ turnId: 'reference-turn' })
    history.dropLastNUserTurns(1)
    expect(history.forPrompt(release)).toEqual(kept)
    expect(history.referenceContextItem()).toBeUndefined()
  })

  it(`${FILE} normalization_retains_local_shell_outputs`, () => {
    const items = [
      localShellCall('shell-1'),
      functionOutput('shell-1', 'Total output lines: 1\n\nok'),
    ]
    expect(historyWith(items).forPrompt(release)).toEqual(items)
  })

  it(`${FILE} normalize_adds_missing_output_for_function_call`, () => {
    expect(normalized([functionCall('call-x')])).toEqual([
      functionCall('call-x'),
      aborted('call-x'),
    ])
  })

  it(`${FILE} normalize_adds_missing_output_for_function_call_inserts_output`, () => {
    // the function-call case logs only: a debug build does not panic either
    const history = historyWith([functionCall('call-x')])
    history.normalizeHistory(release, debug)
    expect(history.rawItems()).toEqual([functionCall('call-x'), aborted('call-x')])
  })

  it(`${FILE} normalize_adds_missing_output_for_custom_tool_call`, () => {
    expect(normalized([customCall('tool-x')])).toEqual([
      customCall('tool-x'),
      aborted('tool-x', 'custom'),
    ])
  })

  it(`${FILE} normalize_adds_missing_output_for_local_shell_call_with_id`, () => {
    expect(normalized([localShellCall('shell-1')])).toEqual([
      localShellCall('shell-1'),
      aborted('shell-1'),
    ])
  })

  it(`${FILE} normalize_removes_orphan_function_call_output`, () => {
    expect(normalized([functionOutput('orphan-1')])).toEqual([])
  })

  it(`${FILE} normalize_removes_orphan_custom_tool_call_output`, () => {
    expect(normalized([customOutput('orphan-2')])).toEqual([])
  })

  const mixed = [
    functionCall('c1', 'f1'),
    functionOutput('c2'),
    customCall('t1', 'tool'),
    localShellCall('s1', ['echo']),
  ]

  it(`${FILE} normalize_mixed_inserts_and_removals`, () => {
    expect(normalized(mixed)).toEqual([
      functionCall('c1', 'f1'),
      aborted('c1'),
      customCall('t1', 'tool'),
      aborted('t1', 'custom'),
      localShellCall('s1', ['echo']),
      aborted('s1'),
    ])
  })

  it(`${FILE} normalize_preserves_named_function_call_output_without_call_id`, () => {
    const item: ResponseItem = {
      type: 'function_call_output',
      name: 'send_message_to_thread',
      namespace: 'codex_app',
      output: { body: 'cross-thread message' },
    }
    expect(historyWith([item]).forPrompt(release)).toEqual([item])
  })

  it(`${FILE} for_prompt_assigns_stable_id_to_synthetic_output_without_reordering_history`, () => {
    const later: ResponseItem = { ...userInputTextMsg('later turn'), id: 'msg_later' }
    const items = [functionCall('call-x', 'do_it', 'fc_existing'), later]
    const first = historyWith(items).forPrompt(release)
    const second = historyWith(items).forPrompt(release)
    expect(first).toEqual(second)
    expect(first.map((item) => item.type)).toEqual([
      'function_call',
      'function_call_output',
      'message',
    ])
    expect(first[1]!.id).toMatch(/^fco_[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-/)
    // the name is `fco:` and the call's item id: another id gives another output id
    const other = historyWith([functionCall('call-x', 'do_it', 'fc_other')]).forPrompt(release)
    expect(other[1]!.id).not.toBe(first[1]!.id)
  })

  it(`${FILE} normalize_adds_missing_output_for_tool_search_call`, () => {
    const call: ResponseItem = {
      type: 'tool_search_call',
      callId: 'search-call-x',
      status: 'completed',
      execution: 'client',
      arguments: '{}',
    }
    expect(normalized([call])).toEqual([call, toolSearchOutput('search-call-x', 'client')])
  })

  const panics = (items: ResponseItem[]) => () =>
    historyWith(items).normalizeHistory(release, debug)

  it(`${FILE} normalize_adds_missing_output_for_custom_tool_call_panics_in_debug`, () => {
    expect(panics([customCall('tool-x')])).toThrow(BrokenHistoryInvariant)
  })

  it(`${FILE} normalize_adds_missing_output_for_local_shell_call_with_id_panics_in_debug`, () => {
    expect(panics([localShellCall('shell-1')])).toThrow(BrokenHistoryInvariant)
  })

  it(`${FILE} normalize_removes_orphan_function_call_output_panics_in_debug`, () => {
    expect(panics([functionOutput('orphan-1')])).toThrow(/Orphan function call output/)
  })

  it(`${FILE} normalize_removes_orphan_custom_tool_call_output_panics_in_debug`, () => {
    expect(panics([customOutput('orphan-2')])).toThrow(/Orphan custom tool call output/)
  })

  it(`${FILE} normalize_removes_orphan_client_tool_search_output`, () => {
    expect(normalized([toolSearchOutput('orphan-search', 'client')])).toEqual([])
  })

  it(`${FILE} normalize_removes_orphan_client_tool_search_output_panics_in_debug`, () => {
    expect(panics([toolSearchOutput('orphan-search', 'client')])).toThrow(/tool search/)
  })

  it(`${FILE} normalize_keeps_server_tool_search_output_without_matching_call`, () => {
    const server = toolSearchOutput('server-search', 'server')
    expect(normalized([server])).toEqual([server])
  })

  it(`${FILE} normalize_mixed_inserts_and_removals_panics_in_debug`, () => {
    expect(panics(mixed)).toThrow(BrokenHistoryInvariant)
  })

  it(`${FILE} remove_first_item_handles_local_shell_pair`, () => {
    const history = historyWith([localShellCall('call-3'), functionOutput('call-3')])
    history.removeFirstItem()
    expect(history.rawItems()).toEqual([])
  })
})

/** Record-time truncation of tool outputs (`process_item`) and the exec-output cut. */
describe('core/src/context_manager/history_tests.rs: record-time truncation', () => {
  const outputText = (item: ResponseItem | undefined): string => {
    if (item?.type !== 'function_call_output' && item?.type !== 'custom_tool_call_output')
      throw new Error(`not a tool output: ${item?.type}`)
    return outputTextContent(item.output) ?? ''
  }

  it(`${FILE} record_items_truncates_function_call_output_content`, () => {
    const history = new ContextManager()
    const long = 'a very long line to trigger truncation\n'.repeat(2_500)
    const item: ResponseItem = {
      type: 'function_call_output',
      callId: 'call-100',
      output: { body: long, success: true },
      turnId: 'turn-1',
    }
    history.recordItems([item], truncationTokens(1_000))
    expect(history.rawItems()).toHaveLength(1)
    const content = outputText(history.rawItems()[0])
    expect(content).not.toBe(long)
    expect(content).toContain('tokens truncated')
    // the 1,000-token policy gets 20% for serialization: 1,200 tokens, 4,800 bytes kept
    expect(utf8Length(content.replace(TRUNCATION_MARKER, ''))).toBe(4_800)
    expect(history.rawItems()[0]!.turnId).toBe('turn-1')
  })

  it(`${FILE} record_items_truncates_custom_tool_call_output_content`, () => {
    const history = new ContextManager()
    const long = 'custom output that is very long\n'.repeat(2_500)
    history.recordItems([customOutput('tool-200', long)], truncationTokens(1_000))
    expect(history.rawItems()).toHaveLength(1)
    const content = outputText(history.rawItems()[0])
    expect(content).not.toBe(long)
    expect(content).toContain('tokens truncated')
  })

  it(`${FILE} record_items_respects_custom_token_limit`, () => {
    const history = new ContextManager()
    const long = 'tokenized content repeated many times '.repeat(200)
    history.recordItems([functionOutput('call-custom-limit', long)], truncationTokens(10))
    const content = outputText(history.rawItems()[0])
    expect(content).toContain('tokens truncated')
    // 10 tokens × 1.2 → 12 tokens → 48 bytes kept around the marker
    expect(utf8Length(content.replace(TRUNCATION_MARKER, ''))).toBe(48)
  })

  /** `truncate_exec_output`: the exec output cut at 2,500 tokens. */
  const truncateExecOutput = (content: string) => truncateText(content, truncationTokens(2_500))
  /** The body before the marker starts with `line`, fits 10,000 bytes, and `removed` tokens went. */
  function expectTruncated(message: string, line: string, removed: number) {
    const match = /^([\s\S]*?)\u2026(\d+) tokens truncated\u2026/.exec(message)
    expect(match, message.slice(0, 80)).not.toBeNull()
    expect(match![1]!.startsWith(line)).toBe(true)
    expect(utf8Length(match![1]!)).toBeLessThanOrEqual(10_000)
    expect(Number(match![2])).toBe(removed)
  }

  it(`${FILE} format_exec_output_truncates_large_error`, () => {
    const line = 'very long execution error line that should trigger truncation\n'
    const large = line.repeat(2_500)
    const truncated = truncateExecOutput(large)
    expectTruncated(truncated, line, 36_250)
    expect(truncated).not.toBe(large)
  })

  it(`${FILE} format_exec_output_marks_byte_truncation_without_omitted_lines`, () => {
    const long = 'a'.repeat(20_000)
    const truncated = truncateExecOutput(long)
    expect(truncated).not.toBe(long)
    expectTruncated(truncated, 'a', 2_500)
    expect(truncated).not.toContain('omitted')
  })

  it(`${FILE} format_exec_output_returns_original_when_within_limits`, () => {
    const content = 'example output\n'.repeat(10)
    expect(truncateExecOutput(content)).toBe(content)
  })

  const numbered = (lines: number, width: number) =>
    Array.from({ length: lines }, (_, i) => `line-${i}-${'x'.repeat(width)}\n`).join('')

  it(`${FILE} format_exec_output_reports_omitted_lines_and_keeps_head_and_tail`, () => {
    const truncated = truncateExecOutput(numbered(2_000, 64))
    expectTruncated(truncated, 'line-0-', 34_723)
    expect(truncated).toContain('line-0-')
    expect(truncated).toContain('line-1999-')
  })

  it(`${FILE} format_exec_output_prefers_line_marker_when_both_limits_exceeded`, () => {
    const truncated = truncateExecOutput(numbered(300, 256))
    expectTruncated(truncated, 'line-0-', 17_423)
    expect(truncated).toContain('line-299-')
  })
})
