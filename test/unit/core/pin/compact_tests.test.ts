import { describe, expect, it } from 'vitest'
import {
  buildCompactedHistory,
  collectUserMessages,
  DEFAULT_REGISTRY,
  insertInitialContext,
  itemText,
  SUMMARY_PREFIX,
  summaryMessageText,
  toHistoryItems,
  type CompactionResult,
  type MessageItem,
  type ScenarioFile,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, C, D, run, U } from '../../../helpers/scenario.ts'
import { checkCoverage, type NotApplicable } from './vectors.ts'

/**
 * Vectors from codex-rs/core/src/compact_tests.rs at 4f39251a: each test's inputs and expected
 * outputs, run through the port. `process_compacted_history` is what the legacy remote path does
 * with the server's reply (should_keep, then the initial context before the last real user
 * message), so those vectors run a mid-turn legacy cell whose server returns the test's history.
 */
export const NOT_APPLICABLE: readonly NotApplicable[] = [
  {
    test: 'content_items_to_text_joins_non_empty_segments',
    reason:
      'content_items_to_text reads ContentItem lists (input and output text); the port keeps text parts only and no ported path calls it',
  },
  {
    test: 'content_items_to_text_ignores_image_only_content',
    reason: 'image content items are not modeled',
  },
  {
    test: 'collect_annotated_user_messages_extracts_user_text_only',
    reason:
      'what it checks is the harness metadata sidecar carried along; the port has no item metadata (its text part is the same as collect_user_messages_extracts_user_text_only)',
  },
  {
    test: 'build_compacted_history_preserves_user_message_passthrough_metadata',
    reason: 'internal_chat_message_metadata_passthrough (turn ids) is not modeled',
  },
]
/** The tests of compact_tests.rs at the pin. */
const CODEX_TESTS = [
  'content_items_to_text_joins_non_empty_segments',
  'content_items_to_text_ignores_image_only_content',
  'collect_user_messages_extracts_user_text_only',
  'collect_annotated_user_messages_extracts_user_text_only',
  'collect_user_messages_filters_session_prefix_entries',
  'collect_user_messages_filters_legacy_warnings',
  'build_token_limited_compacted_history_truncates_overlong_user_messages',
  'build_token_limited_compacted_history_appends_summary_message',
  'build_compacted_history_preserves_user_message_passthrough_metadata',
  'process_compacted_history_replaces_developer_messages',
  'process_compacted_history_reinjects_full_initial_context',
  'process_compacted_history_drops_non_user_content_messages',
  'process_compacted_history_drops_legacy_warnings',
  'process_compacted_history_inserts_context_before_last_real_user_message_only',
  'process_compacted_history_reinjects_model_switch_message',
  'insert_initial_context_before_last_real_user_or_summary_keeps_summary_last',
  'insert_initial_context_before_last_real_user_or_summary_keeps_compaction_last',
]

const CODEX_FILE = 'core/src/compact_tests.rs'
const user = (id: string, text: string): MessageItem =>
  toHistoryItems([U(id, text)])[0] as MessageItem

const WARNINGS = [
  'Warning: The maximum number of unified exec processes you can keep open is 60 and you currently have 61 processes open. Reuse older processes or close them to prevent automatic pruning of old processes',
  'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
  'Warning: Your account was flagged for potentially high-risk cyber activity and this request was routed to gpt-5.2 as a fallback. To regain access to gpt-5.3-codex, apply for trusted access: https://chatgpt.com/cyber or learn more: https://developers.openai.com/codex/concepts/cyber-safety',
]

/**
 * `process_compacted_history` with a test session: the legacy server returns `transcript`, the
 * mid-turn injection places the session's initial context. Returns the installed history and
 * the initial context the session renders (as the Rust helper returns both).
 */
function processCompactedHistory(
  transcript: ScenarioItem[],
  extra: Partial<ScenarioFile> = {},
): { refreshed: string[]; initialContext: string[] } {
  const result: CompactionResult = run(
    {
      history: [U('turn', 'current turn')],
      features: { remoteCompactionV2: false },
      server: { transcript },
      ...extra,
    },
    { phase: 'mid_turn', implementation: 'remote' },
  )
  const shape = (item: { role?: string; text: string }) => `${item.role}:${item.text}`
  return {
    refreshed: result.items.map(shape),
    initialContext: result.items.filter((item) => item.status === 'injected').map(shape),
  }
}

describe('core/src/compact_tests.rs', () => {
  it('compact_tests.rs collect_user_messages_extracts_user_text_only', () => {
    const items = toHistoryItems([
      A('assistant', 'ignored'),
      U('user', 'first'),
      { id: 'other', type: 'other', text: '' },
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual(['first'])
  })

  it('compact_tests.rs collect_user_messages_filters_session_prefix_entries', () => {
    const items = toHistoryItems([
      U(
        'agents',
        '# AGENTS.md instructions for project\n\n<INSTRUCTIONS>\ndo things\n</INSTRUCTIONS>',
      ),
      U('env', '<ENVIRONMENT_CONTEXT>cwd=/tmp</ENVIRONMENT_CONTEXT>'),
      U('real', 'real user message'),
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual([
      'real user message',
    ])
  })

  it('compact_tests.rs collect_user_messages_filters_legacy_warnings', () => {
    const items = toHistoryItems([
      ...WARNINGS.map((text, i) => U(`w${i}`, text)),
      U('real', 'real user message'),
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual([
      'real user message',
    ])
  })

  it('compact_tests.rs build_token_limited_compacted_history_truncates_overlong_user_messages', () => {
    const big = 'word '.repeat(200)
    const { kept } = buildCompactedHistory([user('big', big)], 16)
    expect(kept).toHaveLength(1)
    const truncated = itemText(kept[0]!.item)
    expect(truncated).toContain('tokens truncated')
    expect(truncated).not.toContain(big)
    expect(summaryMessageText('SUMMARY')).toBe('SUMMARY')
  })

  it('compact_tests.rs build_token_limited_compacted_history_appends_summary_message', () => {
    const { kept } = buildCompactedHistory([user('first', 'first user message')])
    expect(kept.map((k) => itemText(k.item))).toEqual(['first user message'])
    expect(summaryMessageText('summary text')).toBe('summary text')
    // and the path puts the summary message last
    const result = run(
      { history: [U('first', 'first user message')], model: { summary: 'summary text' } },
      { phase: 'mid_turn', implementation: 'local' },
    )
    expect(result.items.at(-1)?.text).toBe(`${SUMMARY_PREFIX}\nsummary text`)
  })

  it('compact_tests.rs process_compacted_history_replaces_developer_messages', () => {
    const { refreshed, initialContext } = processCompactedHistory([
      D('d1', 'stale permissions'),
      U('s', 'summary'),
      D('d2', 'stale personality'),
    ])
    expect(refreshed).toEqual([...initialContext, 'user:summary'])
  })

  it('compact_tests.rs process_compacted_history_reinjects_full_initial_context', () => {
    const { refreshed, initialContext } = processCompactedHistory([U('s', 'summary')])
    expect(initialContext.length).toBeGreaterThan(0)
    expect(refreshed).toEqual([...initialContext, 'user:summary'])
  })

  it('compact_tests.rs process_compacted_history_drops_non_user_content_messages', () => {
    const { refreshed, initialContext } = processCompactedHistory([
      U(
        'agents',
        '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nkeep me updated\n</INSTRUCTIONS>',
      ),
      U(
        'env',
        '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>zsh</shell>\n</environment_context>',
      ),
      U(
        'aborted',
        '<turn_aborted>\n  <turn_id>turn-1</turn_id>\n  <reason>interrupted</reason>\n</turn_aborted>',
      ),
      U('s', 'summary'),
      D('d', 'stale developer instructions'),
    ])
    expect(refreshed).toEqual([...initialContext, 'user:summary'])
  })

  it('compact_tests.rs process_compacted_history_drops_legacy_warnings', () => {
    const { refreshed, initialContext } = processCompactedHistory([
      ...WARNINGS.map((text, i) => U(`w${i}`, text)),
      U('latest', 'latest user'),
    ])
    expect(refreshed).toEqual([...initialContext, 'user:latest user'])
  })

  it('compact_tests.rs process_compacted_history_inserts_context_before_last_real_user_message_only', () => {
    const summary = `${SUMMARY_PREFIX}\nsummary text`
    const { refreshed, initialContext } = processCompactedHistory([
      U('older', 'older user'),
      U('s', summary),
      U('latest', 'latest user'),
    ])
    expect(refreshed).toEqual([
      'user:older user',
      `user:${summary}`,
      ...initialContext,
      'user:latest user',
    ])
  })

  it('compact_tests.rs process_compacted_history_reinjects_model_switch_message', () => {
    const { refreshed, initialContext } = processCompactedHistory([U('s', 'summary')], {
      world: {
        modelSwitch: {
          previousModel: 'previous-regular-model',
          instructions: 'model instructions',
        },
      },
    })
    expect(initialContext[0]).toMatch(/^developer:<model_switch>/)
    expect(refreshed).toEqual([...initialContext, 'user:summary'])
  })

  it('compact_tests.rs insert_initial_context_before_last_real_user_or_summary_keeps_summary_last', () => {
    const summary = `${SUMMARY_PREFIX}\nsummary text`
    const history = toHistoryItems([
      U('older', 'older user'),
      U('latest', 'latest user'),
      {
        id: 'completion',
        type: 'agent_message',
        author: 'child',
        recipient: 'parent',
        text: 'Message Type: FINAL_ANSWER\nPayload:\nchild completion',
      },
      U('summary', summary),
    ])
    const fresh = toHistoryItems([D('fresh', 'fresh permissions')])
    const { history: refreshed } = insertInitialContext(history, fresh, DEFAULT_REGISTRY)
    expect(refreshed.map((item) => item.id)).toEqual([
      'older',
      'fresh',
      'latest',
      'completion',
      'summary',
    ])
  })

  it('compact_tests.rs insert_initial_context_before_last_real_user_or_summary_keeps_compaction_last', () => {
    const history = toHistoryItems([
      { id: 'task', type: 'agent_message', author: 'parent', recipient: 'child', text: '' },
      C('compaction'),
    ])
    const fresh = toHistoryItems([D('fresh', 'fresh permissions')])
    const { history: refreshed } = insertInitialContext(history, fresh, DEFAULT_REGISTRY)
    expect(refreshed.map((item) => item.id)).toEqual(['fresh', 'task', 'compaction'])
  })

  checkCoverage(import.meta.url, CODEX_FILE, CODEX_TESTS, NOT_APPLICABLE)
})
