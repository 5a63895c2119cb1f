/**
 * Vectors from `codex-rs/core/src/context_manager/history_tests.rs` at 4f39251a: the history
 * tests that bear on what the lab models (which messages are contextual, `history_version` on a
 * replacement, `remove_first_item` pairs, prompt normalization, rollback, record-time
 * truncation, the serialized-item token estimate with its media discounts). Run against `classifyMessage`, a compaction cell (`replace_annotated`,
 * history.rs:298–302), the local path's `removeFirstItem` and the context-manager port
 * (`src/core/contextManager/`).
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | world_state_baseline_deduplicates_until_history_is_replaced | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | world_state_reconciles_matching_legacy_history_once | the lab keeps no world-state baseline or legacy reconciliation; it renders the full world state only |
 * | cloned_history_shares_items_until_mutated | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | annotated_history_apis_preserve_envelopes | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | record_annotated_items_preserves_metadata_while_processing_item | item envelopes, metadata and copy-on-write sharing are Rust storage details |
 * | for_prompt_annotated_preserves_metadata_while_normalizing_item | it checks that the metadata envelope survives normalization; the port has no item envelopes (the normalization itself is ported: for_prompt_strips_media_when_model_does_not_support_it) |
 *
 * Ported: 70 of the file's 76 tests; the other 6 are above.
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
  type ContentItem,
  type FunctionCallOutputContentItem,
  type ImageDetail,
  type ResponseItem,
} from '../../../../src/core/contextManager/responseItem.ts'
import {
  estimateItemTokenCount,
  estimateResponseItemModelVisibleBytes,
  ORIGINAL_IMAGE_MAX_PATCHES,
  RESIZED_IMAGE_BYTES_ESTIMATE,
} from '../../../../src/core/contextManager/estimate.ts'
import { estimateAudioTokenCount } from '../../../../src/core/contextManager/media.ts'
import { serializeResponseItem } from '../../../../src/core/contextManager/serialize.ts'
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

  it(`${FILE} for_prompt_strips_media_when_model_does_not_support_it`, () => {
    const image = (url: string) => ({
      type: 'input_image' as const,
      imageUrl: url,
      detail: 'high' as const,
    })
    const audio = (url: string) => ({ type: 'input_audio' as const, audioUrl: url })
    const text = (t: string) => ({ type: 'input_text' as const, text: t })
    const noImage = text('image content omitted because you do not support image input')
    const noAudio = text('audio content omitted because you do not support audio input')
    const items: ResponseItem[] = [
      {
        type: 'message',
        role: 'user',
        content: [
          text('look at this'),
          image('https://example.com/img.png'),
          audio('data:audio/wav;base64,YXVkaW8='),
          text('caption'),
        ],
      },
      functionCall('call-1', 'view_image'),
      {
        type: 'function_call_output',
        callId: 'call-1',
        output: {
          body: [
            text('image result'),
            image('https://example.com/result.png'),
            audio('data:audio/mpeg;base64,YXVkaW8='),
          ],
        },
      },
      customCall('tool-1', 'js_repl'),
      {
        type: 'custom_tool_call_output',
        callId: 'tool-1',
        output: {
          body: [
            text('js repl result'),
            image('https://example.com/js-repl-result.png'),
            audio('data:audio/ogg;base64,YXVkaW8='),
          ],
        },
      },
    ]
    expect(historyWith(items).forPrompt(['text'])).toEqual([
      {
        type: 'message',
        role: 'user',
        content: [text('look at this'), noImage, noAudio, text('caption')],
      },
      functionCall('call-1', 'view_image'),
      {
        type: 'function_call_output',
        callId: 'call-1',
        output: { body: [text('image result'), noImage, noAudio] },
      },
      customCall('tool-1', 'js_repl'),
      {
        type: 'custom_tool_call_output',
        callId: 'tool-1',
        output: { body: [text('js repl result'), noImage, noAudio] },
      },
    ])
    expect(historyWith(items).forPrompt(['text', 'image', 'audio'])).toEqual(items)
    // the default modalities take images, and audio is kept when the model takes audio
    const withImage: ResponseItem = {
      type: 'message',
      role: 'user',
      content: [text('look'), image('https://example.com/img.png')],
    }
    expect(historyWith([withImage]).forPrompt(release)).toEqual([withImage])
    const withAudio: ResponseItem = {
      type: 'message',
      role: 'user',
      content: [audio('data:audio/wav;base64,YXVkaW8=')],
    }
    expect(historyWith([withAudio]).forPrompt(['text', 'audio'])).toEqual([withAudio])
  })

  const generation = (status: string): ResponseItem => ({
    type: 'image_generation_call',
    id: 'ig_123',
    status,
    revisedPrompt: 'lobster',
    result: 'Zm9v',
  })

  it(`${FILE} for_prompt_preserves_image_generation_calls_when_images_are_supported`, () => {
    const items = [generation('generating'), userInputTextMsg('hi')]
    expect(historyWith(items).forPrompt(release)).toEqual(items)
  })

  it(`${FILE} for_prompt_clears_image_generation_result_when_images_are_unsupported`, () => {
    const items = [userInputTextMsg('generate a lobster'), generation('completed')]
    expect(historyWith(items).forPrompt(['text'])).toEqual([
      userInputTextMsg('generate a lobster'),
      { ...generation('completed'), result: '' },
    ])
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

/** The history token estimate: serialized bytes, encrypted items, inline media. */
describe('core/src/context_manager/history_tests.rs: token estimates', () => {
  const bytes = estimateResponseItemModelVisibleBytes
  const rawLen = (item: ResponseItem) => utf8Length(serializeResponseItem(item))
  const reasoningEncrypted = (length: number): ResponseItem => ({
    type: 'reasoning',
    summary: ['summary'],
    encryptedContent: 'a'.repeat(length),
  })
  const message = (...content: ContentItem[]): ResponseItem => ({
    type: 'message',
    role: 'user',
    content,
  })
  const image = (imageUrl: string, detail: ImageDetail = 'high'): ContentItem => ({
    type: 'input_image',
    imageUrl,
    detail,
  })
  const outputParts = (
    type: 'function_call_output' | 'custom_tool_call_output',
    callId: string,
    body: FunctionCallOutputContentItem[],
  ): ResponseItem =>
    type === 'function_call_output'
      ? { type, callId, output: { body } }
      : { type, callId, output: { body } }
  /** `pcm_wav_data_url`: 8 kHz mono 8-bit PCM of `samples` samples, and its payload length. */
  function pcmWavDataUrl(samples: number): [string, number] {
    const padding = samples % 2
    const wav = Buffer.alloc(44 + samples + padding)
    wav.write('RIFF', 0, 'latin1')
    wav.writeUInt32LE(36 + samples + padding, 4)
    wav.write('WAVEfmt ', 8, 'latin1')
    wav.writeUInt32LE(16, 16)
    wav.writeUInt16LE(1, 20)
    wav.writeUInt16LE(1, 22)
    wav.writeUInt32LE(8_000, 24)
    wav.writeUInt32LE(8_000, 28)
    wav.writeUInt16LE(1, 32)
    wav.writeUInt16LE(8, 34)
    wav.write('data', 36, 'latin1')
    wav.writeUInt32LE(samples, 40)
    const payload = wav.toString('base64')
    return [`data:audio/wav;base64,${payload}`, payload.length]
  }
  /** A PNG signature and IHDR of the given size: the port reads the header only. */
  function pngHeader(width: number, height: number): string {
    const b = Buffer.alloc(33)
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(b)
    b.writeUInt32BE(13, 8)
    b.write('IHDR', 12, 'latin1')
    b.writeUInt32BE(width, 16)
    b.writeUInt32BE(height, 20)
    b[24] = 8
    b[25] = 6
    return b.toString('base64')
  }
  /** A lossless WebP (VP8L) header of the given size, as the image crate writes one. */
  function webpHeader(width: number, height: number): string {
    const b = Buffer.alloc(30)
    b.write('RIFF', 0, 'latin1')
    b.writeUInt32LE(22, 4)
    b.write('WEBPVP8L', 8, 'latin1')
    b.writeUInt32LE(10, 16)
    b[20] = 0x2f
    b.writeUInt32LE(((width - 1) | ((height - 1) << 14)) >>> 0, 21)
    return b.toString('base64')
  }

  it(`${FILE} non_last_reasoning_tokens_return_zero_when_no_user_messages`, () => {
    expect(historyWith([reasoningEncrypted(800)]).getNonLastReasoningItemsTokens()).toBe(0)
  })

  it(`${FILE} non_last_reasoning_tokens_ignore_entries_after_last_user`, () => {
    const history = historyWith([
      reasoningEncrypted(900),
      userMsg('first'),
      reasoningEncrypted(1_000),
      userMsg('second'),
      reasoningEncrypted(2_000),
    ])
    // (900·¾ − 650) / 4 → 7 and (1000·¾ − 650) / 4 → 25; the one after the last user is not counted
    expect(history.getNonLastReasoningItemsTokens()).toBe(32)
  })

  it(`${FILE} items_after_last_model_generated_tokens_include_user_and_tool_output`, () => {
    const user = userMsg('new user message')
    const tool = customOutput('call-tail', 'new tool output')
    const history = historyWith([assistantMsg('already counted by API'), user, tool])
    expect(history.itemsAfterLastModelGeneratedItem()).toEqual([user, tool])
    // {"type":"message","role":"user","content":[{"type":"output_text","text":"new user message"}]}
    expect(estimateItemTokenCount(user)).toBe(24)
  })

  it(`${FILE} items_after_last_model_generated_tokens_are_zero_without_model_generated_items`, () => {
    expect(
      historyWith([userMsg('no model output yet')]).itemsAfterLastModelGeneratedItem(),
    ).toEqual([])
  })

  it(`${FILE} total_token_usage_includes_all_items_after_last_model_generated_item`, () => {
    const history = historyWith([assistantMsg('already counted by API')])
    history.updateTokenInfo(100)
    const user = userMsg('new user message')
    const tool = customOutput('tool-tail', 'new tool output')
    history.recordItems([user, tool], truncationTokens(10_000))
    expect(history.getTotalTokenUsage(true)).toBe(
      100 + estimateItemTokenCount(user) + estimateItemTokenCount(tool),
    )
  })

  it(`${FILE} estimate_token_count_with_base_instructions_uses_provided_text`, () => {
    const history = historyWith([assistantMsg('hello from history')])
    const short = history.estimateTokenCountWithBaseInstructions('short')
    const long = history.estimateTokenCountWithBaseInstructions('x'.repeat(1_000))
    expect(long - short).toBe(250 - 2)
  })

  it(`${FILE} image_data_url_payload_does_not_dominate_message_estimate`, () => {
    const payload = 'A'.repeat(100_000)
    const text: ContentItem = { type: 'input_text', text: 'Here is the screenshot' }
    const item = message(text, image(`data:image/png;base64,${payload}`))
    expect(bytes(item)).toBe(rawLen(item) - payload.length + RESIZED_IMAGE_BYTES_ESTIMATE)
    expect(bytes(item)).toBeLessThan(rawLen(item))
    expect(bytes(item)).toBeGreaterThan(bytes(message(text)))
  })

  /** A tool output of a caption and an inline image: [its estimate, its serialized size]. */
  function imageOutput(
    type: 'function_call_output' | 'custom_tool_call_output',
    callId: string,
    payload: string,
  ): [number, number] {
    const item = outputParts(type, callId, [
      { type: 'input_text', text: 'Screenshot captured' },
      { type: 'input_image', imageUrl: `data:image/png;base64,${payload}`, detail: 'high' },
    ])
    return [bytes(item), rawLen(item)]
  }

  it(`${FILE} image_data_url_payload_does_not_dominate_function_call_output_estimate`, () => {
    const [estimated, raw] = imageOutput('function_call_output', 'call-abc', 'B'.repeat(50_000))
    expect(estimated).toBe(raw - 50_000 + RESIZED_IMAGE_BYTES_ESTIMATE)
    expect(estimated).toBeLessThan(raw)
  })

  it(`${FILE} image_data_url_payload_does_not_dominate_custom_tool_call_output_estimate`, () => {
    const [estimated, raw] = imageOutput(
      'custom_tool_call_output',
      'call-js-repl',
      'C'.repeat(50_000),
    )
    expect(estimated).toBe(raw - 50_000 + RESIZED_IMAGE_BYTES_ESTIMATE)
    expect(estimated).toBeLessThan(raw)
  })

  it(`${FILE} audio_data_url_payload_does_not_dominate_message_estimate`, () => {
    // 801 samples at 8 kHz: 0.100125 s → 2 tokens
    const [audioUrl, payloadLength] = pcmWavDataUrl(801)
    const item = message({ type: 'input_audio', audioUrl })
    expect(bytes(item)).toBe(rawLen(item) - payloadLength + 8)
    expect(bytes(item)).toBeLessThan(rawLen(item))
  })

  it(`${FILE} audio_data_url_payload_does_not_dominate_function_call_output_estimate`, () => {
    const [audioUrl, payloadLength] = pcmWavDataUrl(800)
    const item = outputParts('function_call_output', 'call-audio', [
      { type: 'input_audio', audioUrl },
    ])
    expect(bytes(item)).toBe(rawLen(item) - payloadLength + 4)
    expect(bytes(item)).toBeLessThan(rawLen(item))
  })

  it(`${FILE} audio_data_url_payload_does_not_dominate_custom_tool_call_output_estimate`, () => {
    // ten seconds: 100 tokens
    const [audioUrl, payloadLength] = pcmWavDataUrl(80_000)
    const item = outputParts('custom_tool_call_output', 'call-custom-audio', [
      { type: 'input_audio', audioUrl },
    ])
    expect(bytes(item)).toBe(rawLen(item) - payloadLength + 400)
    expect(bytes(item)).toBeLessThan(rawLen(item))
  })

  it(`${FILE} malformed_audio_data_url_falls_back_to_whole_url_size_cost`, () => {
    const payload = 'A'.repeat(100_000)
    const audioUrl = `data:audio/wav;base64,${payload}`
    const item = message({ type: 'input_audio', audioUrl })
    const fallback = 4 * Math.ceil(utf8Length(audioUrl) / 4)
    expect(bytes(item)).toBe(rawLen(item) - payload.length + fallback)
  })

  it(`${FILE} record_items_omits_audio_that_exceeds_the_output_budget`, () => {
    const [audioUrl] = pcmWavDataUrl(80_000)
    const history = new ContextManager(estimateAudioTokenCount)
    const item: ResponseItem = {
      type: 'function_call_output',
      callId: 'call-audio',
      output: { body: [{ type: 'input_audio', audioUrl }], success: true },
    }
    // 100 audio tokens do not fit 50 × 1.2 = 60
    history.recordItems([item], truncationTokens(50))
    expect(history.rawItems()).toEqual([
      {
        ...item,
        output: {
          body: [{ type: 'input_text', text: '[omitted 1 audio items ...]' }],
          success: true,
        },
      },
    ])
  })

  it(`${FILE} non_base64_image_urls_are_unchanged`, () => {
    const inMessage = message(image('https://example.com/foo.png'))
    const inOutput = outputParts('function_call_output', 'call-1', [
      { type: 'input_image', imageUrl: 'file:///tmp/foo.png', detail: 'high' },
    ])
    expect(bytes(inMessage)).toBe(rawLen(inMessage))
    expect(bytes(inOutput)).toBe(rawLen(inOutput))
  })

  it(`${FILE} encrypted_function_output_uses_plaintext_byte_estimate`, () => {
    const encrypted = 'A'.repeat(1_868)
    const item = outputParts('function_call_output', 'call-encrypted', [
      { type: 'encrypted_content', encryptedContent: encrypted },
    ])
    // 1,868 × 9/16 → 1,051 bytes
    expect(bytes(item)).toBe(rawLen(item) - 1_868 + 1_051)
    const agent: ResponseItem = {
      type: 'agent_message',
      author: '/root',
      recipient: '/root/worker',
      content: [
        {
          type: 'input_text',
          text: 'Message Type: NEW_TASK\nTask name: /root/worker\nSender: /root\nPayload:\n',
        },
        { type: 'encrypted_content', encryptedContent: encrypted },
      ],
    }
    expect(bytes(agent)).toBe(rawLen(agent) - 1_868 + 1_051)
  })

  it(`${FILE} data_url_without_base64_marker_is_unchanged`, () => {
    const item = message(image("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>"))
    expect(bytes(item)).toBe(rawLen(item))
  })

  it(`${FILE} non_image_base64_data_url_is_unchanged`, () => {
    const item = outputParts('function_call_output', 'call-octet', [
      {
        type: 'input_image',
        imageUrl: `data:application/octet-stream;base64,${'C'.repeat(4_096)}`,
        detail: 'high',
      },
    ])
    expect(bytes(item)).toBe(rawLen(item))
  })

  it(`${FILE} mixed_case_data_url_markers_are_adjusted`, () => {
    const payload = 'F'.repeat(1_024)
    const item = message(image(`DATA:image/png;BASE64,${payload}`))
    expect(bytes(item)).toBe(rawLen(item) - payload.length + RESIZED_IMAGE_BYTES_ESTIMATE)
  })

  it(`${FILE} multiple_inline_images_apply_multiple_fixed_costs`, () => {
    const item = message(
      { type: 'input_text', text: 'images' },
      image(`data:image/png;base64,${'D'.repeat(100)}`),
      image(`data:image/jpeg;base64,${'E'.repeat(200)}`),
    )
    expect(bytes(item)).toBe(rawLen(item) - 300 + 2 * RESIZED_IMAGE_BYTES_ESTIMATE)
  })

  const original = (callId: string, url: string) =>
    outputParts('function_call_output', callId, [
      { type: 'input_image', imageUrl: url, detail: 'original' },
    ])

  it(`${FILE} original_detail_images_scale_with_dimensions`, () => {
    // 2304 × 864 in 32-px patches: 72 × 27 = 1,944 patches → 7,776 bytes
    const payload = pngHeader(2304, 864)
    const item = original('call-original', `data:image/png;base64,${payload}`)
    expect(bytes(item)).toBe(rawLen(item) - payload.length + 7_776)
  })

  it(`${FILE} original_detail_images_are_capped_at_max_patch_count`, () => {
    // 3201 × 3201: 101 × 101 = 10,201 patches, capped at 10,000
    const payload = pngHeader(3201, 3201)
    const item = original('call-original-capped', `data:image/png;base64,${payload}`)
    expect(bytes(item)).toBe(rawLen(item) - payload.length + 4 * ORIGINAL_IMAGE_MAX_PATCHES)
  })

  it(`${FILE} original_detail_webp_images_scale_with_dimensions`, () => {
    const payload = webpHeader(2304, 864)
    const item = original('call-original-webp', `data:image/webp;base64,${payload}`)
    expect(bytes(item)).toBe(rawLen(item) - payload.length + 7_776)
  })

  it(`${FILE} text_only_items_unchanged`, () => {
    const item: ResponseItem = {
      type: 'message',
      role: 'assistant',
      content: [{ type: 'output_text', text: 'Hello world, this is a response.' }],
    }
    expect(bytes(item)).toBe(rawLen(item))
    expect(serializeResponseItem(item)).toBe(
      '{"type":"message","role":"assistant","content":[{"type":"output_text","text":"Hello world, this is a response."}]}',
    )
  })
})
