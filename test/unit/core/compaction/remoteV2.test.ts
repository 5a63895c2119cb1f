import { describe, expect, it } from 'vitest'
import {
  buildV2CompactedHistory,
  DEFAULT_REGISTRY,
  historyItemGroups,
  itemText,
  toHistoryItems,
} from '../../../../src/core/index.ts'
import { A, C, D, FC, layout, run, U } from '../../../helpers/scenario.ts'

function retained(items: Parameters<typeof toHistoryItems>[0], budget?: number): string[] {
  return buildV2CompactedHistory(toHistoryItems(items), DEFAULT_REGISTRY, budget).retained.map(
    (p) => itemText(p.item),
  )
}

// compaction.md §12.6 (compact_remote_v2.rs tests; image vectors are not modeled: no image parts)
describe('remote v2 retention', () => {
  it('filters to the installed retention shape', () => {
    const result = run({
      cell: { phase: 'pre_turn', implementation: 'remote' },
      history: [
        D('dev', 'dev'),
        { id: 'sys', type: 'message', role: 'system', text: 'sys' },
        U('user', 'user'),
        A('commentary', 'commentary'),
        A('final', 'final'),
        FC('fc', 'c1'),
        C('old'),
      ],
    })
    expect(result.path).toBe('remote_v2')
    expect(layout(result)).toEqual(['user:kept', 'compaction:summary'])
    expect(result.cut).toEqual(
      expect.arrayContaining(['dev', 'sys', 'commentary', 'final', 'fc', 'old']),
    )
  })

  it('discards filtered messages before applying the budget', () => {
    const huge = 'd'.repeat(64_001 * 4)
    expect(
      retained([
        U('old', 'old'),
        D('d', huge),
        U('env', `<environment_context>\n${'c'.repeat(64_001 * 4)}\n</environment_context>`),
        U('new', 'new'),
      ]),
    ).toEqual(['old', 'new'])
  })

  it('keeps the newest messages first and truncates the first that does not fit', () => {
    const { retained: kept } = buildV2CompactedHistory(
      toHistoryItems([U('a', 'old-old'), U('b', 'middle1234'), U('c', 'new')]),
      DEFAULT_REGISTRY,
      3,
    )
    expect(kept.map((p) => [p.item.id, p.status, itemText(p.item)])).toEqual([
      ['b', 'truncated', 'midd…1 tokens truncated…1234'],
      ['c', 'kept', 'new'],
    ])
  })

  it('truncates later text parts of a message once the budget is spent', () => {
    expect(
      retained(
        [
          {
            id: 'm',
            type: 'message',
            role: 'user',
            parts: ['abcdef', 'uvwxyz', 'discarded after the text budget is exhausted'],
          },
        ],
        3,
      ),
    ).toEqual(['abcdef\nuv…1 tokens truncated…yz'])
  })

  it('skips every older message once the budget reaches zero', () => {
    expect(retained([U('a', 'aaaa'), U('b', 'bbbb'), U('c', 'cccc')], 2)).toEqual(['bbbb', 'cccc'])
  })

  it('does not retain final-answer or oversized agent messages', () => {
    expect(
      retained([
        { id: 'g1', type: 'agent_message', text: 'Message Type: FINAL_ANSWER\ndone' },
        { id: 'g2', type: 'agent_message', text: 'x'.repeat(40_004) },
        { id: 'g3', type: 'agent_message', text: 'Message Type: MESSAGE\nhelp' },
      ]),
    ).toEqual(['Message Type: MESSAGE\nhelp'])
  })

  it('does not retain a descendant agent’s progress message, but keeps other agents’ messages', () => {
    const progress = (id: string, author: string, recipient: string) => ({
      id,
      type: 'agent_message',
      text: `Message Type: MESSAGE\nprogress from ${id}`,
      author,
      recipient,
    })
    const result = run({
      cell: { phase: 'mid_turn', implementation: 'remote' },
      history: [
        U('u', 'fix it'),
        progress('child', '/root/worker', '/root'),
        progress('grandchild', '/root/worker/sub', '/root'),
        progress('sibling', '/other/worker', '/root'),
        progress('parent', '/root', '/root/worker'),
      ],
    })
    const prefilter = result.trace.find((step) => step.rule === 'v2_prefilter')!
    const fates = prefilter.ops.flatMap((op) =>
      op.op === 'mark' ? op.ids.map((id, i) => `${id}:${fateReason(op, i)}`) : [],
    )
    expect(fates).toEqual([
      'child:descendant_progress_agent_message',
      'grandchild:descendant_progress_agent_message',
    ])
    expect(result.cut).toEqual(expect.arrayContaining(['child', 'grandchild']))
    expect(result.items.map((item) => item.id)).toEqual(
      expect.arrayContaining(['u', 'sibling', 'parent']),
    )
  })

  it('keeps an attached image-resize notice with its message', () => {
    expect(
      retained([
        U('u', 'look at this'),
        D('n', '<image_resize_notice>\nImage 1 of 1 was resized.\n</image_resize_notice>'),
        D('d', 'harness text'),
      ]),
    ).toEqual([
      'look at this',
      '<image_resize_notice>\nImage 1 of 1 was resized.\n</image_resize_notice>',
    ])
  })

  it('fails when the server returns other than exactly one compaction item', () => {
    const result = run({
      cell: { phase: 'manual', implementation: 'remote' },
      history: [U('u', 'hi')],
      server: { compactionOutputs: 2 },
    })
    expect(result.outcome).toBe('failed')
    expect(result.historyVersion).toBe(0)
    expect(result.events.at(-2)).toEqual({
      type: 'Error',
      message:
        'Error running remote compact task: remote compaction v2 expected exactly one compaction output item, got 2 from 2 output items',
    })
  })

  it('mid-turn inserts the context before the last real user and keeps the compaction item last', () => {
    const result = run({
      cell: { phase: 'mid_turn', implementation: 'remote' },
      history: [U('u1', 'first'), A('a1', 'ok'), U('u2', 'second')],
    })
    expect(layout(result)).toEqual([
      'u1:kept',
      'ic-1:injected',
      'ic-2:injected',
      'u2:kept',
      'compaction:summary',
    ])
    expect(result.referenceContext).toBe('set')
  })
})

describe('history_item_groups', () => {
  const notice = (id: string) => D(id, '<image_resize_notice>\nresized\n</image_resize_notice>')
  const groupsOf = (items: Parameters<typeof toHistoryItems>[0]) =>
    historyItemGroups(toHistoryItems(items)).map((group) =>
      group.notice ? `${group.source.id}+${group.notice.id}` : group.source.id,
    )

  it('attaches a notice to the message right before it, one notice per message', () => {
    expect(groupsOf([U('u', 'look'), notice('n1'), notice('n2'), notice('n3')])).toEqual([
      'u+n1',
      // a notice is itself a developer message, so the next one rides with it
      'n2+n3',
    ])
  })

  it('attaches a notice to a tool call too: any item may carry one (compact_remote_history.rs:29-43)', () => {
    expect(groupsOf([FC('f', 'c'), notice('n'), U('u', 'x')])).toEqual(['f+n', 'u'])
  })

  it('groups the same way when v2 walks the items by position', () => {
    const items = [U('u', 'look'), notice('n1'), notice('n2'), FC('f', 'c'), notice('n3')]
    const v2 = buildV2CompactedHistory(toHistoryItems(items), DEFAULT_REGISTRY)
    expect(v2.groups).toBe(groupsOf(items).length)
  })
})

/** The reason of the i-th id of a mark operation (its fates come in runs). */
function fateReason(
  op: { readonly fates: readonly { readonly reason: string }[]; readonly runs: readonly number[] },
  i: number,
): string {
  let seen = 0
  for (let r = 0; r < op.runs.length; r++) {
    seen += op.runs[r]!
    if (i < seen) return op.fates[r]!.reason
  }
  return 'none'
}
