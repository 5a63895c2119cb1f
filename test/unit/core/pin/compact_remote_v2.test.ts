import { describe, expect, it } from 'vitest'
import {
  buildV2CompactedHistory,
  DEFAULT_REGISTRY,
  RETAINED_MESSAGE_TOKEN_BUDGET,
  toHistoryItems,
  type HistoryItem,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, C, D, run, U } from '../../../helpers/scenario.ts'
import { checkCoverage, type NotApplicable } from './vectors.ts'

/**
 * Vectors from the `#[cfg(test)]` module of codex-rs/core/src/compact_remote_v2.rs at 4f39251a.
 * `build_v2_compacted_history` is `buildV2CompactedHistory` (the compaction item, appended by the
 * path, is checked through a run); `truncate_retained_messages_for_remote_compaction` is its
 * last stage, reached with a budget and retained user messages only.
 */
export const NOT_APPLICABLE: readonly NotApplicable[] = [
  {
    test: 'build_v2_compacted_history_preserves_retained_metadata_sidecar',
    reason:
      'client-authored developer messages and the harness metadata sidecar (retain_client_developer_messages) are not modeled',
  },
  {
    test: 'retained_history_truncation_preserves_metadata',
    reason:
      'it checks that the metadata sidecar survives truncation; the port has no item metadata',
  },
  {
    test: 'build_v2_compacted_history_counts_retained_input_images',
    reason: 'image content items (and the retained-image analytics count) are not modeled',
  },
  {
    test: 'retained_history_truncation_charges_image_only_messages',
    reason: 'image-only messages cannot be written: a message part is text',
  },
  {
    test: 'retained_history_truncation_drops_image_only_messages_after_budget_is_spent',
    reason: 'image-only messages cannot be written: a message part is text',
  },
  {
    test: 'collect_compaction_output_accepts_additional_output_items',
    reason:
      'the simulated v2 server returns compaction items only (a count); other output items, response ids and token usage are not modeled',
  },
]

const CODEX_TESTS = [
  'build_v2_compacted_history_filters_to_installed_retention_shape',
  'build_v2_compacted_history_preserves_retained_metadata_sidecar',
  'retained_history_truncation_preserves_metadata',
  'build_v2_compacted_history_discards_messages_before_truncating',
  'build_v2_compacted_history_counts_retained_input_images',
  'retained_history_truncation_keeps_newest_messages_first',
  'retained_history_truncation_preserves_images_and_truncates_later_text_parts',
  'retained_history_truncation_charges_image_only_messages',
  'retained_history_truncation_drops_image_only_messages_after_budget_is_spent',
  'collect_compaction_output_accepts_additional_output_items',
]

const CODEX_FILE = 'core/src/compact_remote_v2.rs'

/** The retained items as (id, parts) pairs. */
function retainedOf(items: ScenarioItem[], budget?: number): [string, readonly string[]][] {
  const history: HistoryItem[] = toHistoryItems(items)
  return buildV2CompactedHistory(history, DEFAULT_REGISTRY, budget).retained.map((placed) => [
    placed.item.id,
    placed.item.type === 'message' ? placed.item.parts : [],
  ])
}

describe('core/src/compact_remote_v2.rs', () => {
  it('compact_remote_v2.rs build_v2_compacted_history_filters_to_installed_retention_shape', () => {
    const input: ScenarioItem[] = [
      D('dev', 'dev'),
      { id: 'sys', type: 'message', role: 'system', text: 'sys' },
      U('user', 'user'),
      A('commentary', 'commentary'),
      A('final', 'final'),
      {
        id: 'call',
        type: 'function_call',
        name: 'shell_command',
        callId: 'call_1',
        arguments: '{}',
      },
      C('old'),
    ]
    expect(retainedOf(input)).toEqual([['user', ['user']]])
    // the path appends the new compaction item last: user, then the output
    const result = run(
      { history: input.filter((item) => item.type !== 'function_call') },
      { phase: 'mid_turn', implementation: 'remote' },
    )
    const shape = result.items.filter((item) => item.status !== 'injected').map((i) => i.type)
    expect(shape).toEqual(['message', 'compaction'])
  })

  it('compact_remote_v2.rs build_v2_compacted_history_discards_messages_before_truncating', () => {
    const huge = 'd'.repeat((RETAINED_MESSAGE_TOKEN_BUDGET + 1) * 4)
    const contextual = `<environment_context>\n${'c'.repeat((RETAINED_MESSAGE_TOKEN_BUDGET + 1) * 4)}\n</environment_context>`
    expect(
      retainedOf([U('old', 'old'), D('dev', huge), U('ctx', contextual), U('new', 'new')]),
    ).toEqual([
      ['old', ['old']],
      ['new', ['new']],
    ])
  })

  it('compact_remote_v2.rs retained_history_truncation_keeps_newest_messages_first', () => {
    expect(
      retainedOf([U('oldest', 'old-old'), U('middle', 'middle1234'), U('new', 'new')], 3),
    ).toEqual([
      ['middle', ['midd…1 tokens truncated…1234']],
      ['new', ['new']],
    ])
  })

  // the Rust input has an image between the two text parts; the port's parts are text only, and
  // the expected text parts are the same with or without it
  it('compact_remote_v2.rs retained_history_truncation_preserves_images_and_truncates_later_text_parts', () => {
    expect(
      retainedOf([{ id: 'm', type: 'message', role: 'user', parts: ['abcdef', 'uvwxyz'] }], 3),
    ).toEqual([['m', ['abcdef', 'uv…1 tokens truncated…yz']]])
  })

  checkCoverage(import.meta.url, CODEX_FILE, CODEX_TESTS, NOT_APPLICABLE)
})

it('the retention budget is the pin’s RETAINED_MESSAGE_TOKEN_BUDGET', () => {
  expect(RETAINED_MESSAGE_TOKEN_BUDGET).toBe(64_000)
})
