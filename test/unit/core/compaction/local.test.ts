import { describe, expect, it } from 'vitest'
import {
  buildCompactedHistory,
  collectUserMessages,
  DEFAULT_REGISTRY,
  itemText,
  SUMMARY_PREFIX,
  summaryMessageText,
  toHistoryItems,
  type MessageItem,
} from '../../../../src/core/index.ts'
import { A, D, FC, FCO, layout, run, S, U } from '../../../helpers/scenario.ts'

const users = (...texts: string[]) =>
  toHistoryItems(texts.map((text, i) => U(`m${i}`, text))) as MessageItem[]

// compaction.md §12.4
describe('collectUserMessages', () => {
  it('takes real user messages only', () => {
    const items = toHistoryItems([
      A('a', 'ignored'),
      U('u', 'first'),
      { id: 'o', type: 'other', text: '' },
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual(['first'])
  })
  it('passes over AGENTS.md and environment wrappers, whatever their case', () => {
    const items = toHistoryItems([
      U('a', '# AGENTS.md instructions for /r\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>'),
      U('e', '<ENVIRONMENT_CONTEXT>cwd=/tmp</ENVIRONMENT_CONTEXT>'),
      U('r', 'real user message'),
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual([
      'real user message',
    ])
  })
  it('passes over the legacy warnings', () => {
    const items = toHistoryItems([
      U('w1', 'Warning: The maximum number of unified exec processes you can keep open is 4'),
      U(
        'w2',
        'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
      ),
      U('w3', 'Warning: Your account was flagged for potentially high-risk cyber activity'),
      U('r', 'real user message'),
    ])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual([
      'real user message',
    ])
  })
  it('excludes earlier summaries', () => {
    const items = toHistoryItems([U('a', 'a'), S('s', 'old'), U('b', 'b')])
    expect(collectUserMessages(items, DEFAULT_REGISTRY).map(itemText)).toEqual(['a', 'b'])
  })
})

// compaction.md §12.5
describe('buildCompactedHistory', () => {
  it('truncates a long message with the exact marker (limit 16)', () => {
    const { kept } = buildCompactedHistory(users('word '.repeat(200)), 16)
    expect(kept).toHaveLength(1)
    expect(itemText(kept[0]!.item)).toBe(
      'word word word word word word wo…234 tokens truncated…d word word word word word word ',
    )
  })
  it('walks newest first and stops at the first message it has to truncate', () => {
    const { kept, dropped } = buildCompactedHistory(users('aaaaaaaa', 'b'.repeat(40), 'cccc'), 10)
    expect(kept.map((k) => itemText(k.item))).toEqual([
      `${'b'.repeat(18)}…1 tokens truncated…${'b'.repeat(18)}`,
      'cccc',
    ])
    expect(dropped).toEqual(['m0'])
  })
  it('keeps everything that fits under the default 20,000 tokens', () => {
    expect(
      buildCompactedHistory(users('first user message')).kept.map((k) => itemText(k.item)),
    ).toEqual(['first user message'])
  })
  it('writes a placeholder for an empty summary', () => {
    expect(summaryMessageText('')).toBe('(no summary available)')
  })
})

describe('local compaction', () => {
  const history = [
    D('perm', '<permissions instructions>x</permissions instructions>'),
    U('env', '<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>'),
    U('ask', 'fix the test'),
    FC('f', 'c1'),
    FCO('o', 'c1'),
    A('a', 'done'),
  ]
  const cell = { phase: 'pre_turn', implementation: 'local' } as const

  it('rebuilds the history as real user messages plus the summary', () => {
    const result = run({ cell, history, model: { summary: 'fixed the test' } })
    expect(result.path).toBe('local')
    expect(layout(result)).toEqual(['ask:kept', 'summary:summary'])
    expect(result.items[1]!.text).toBe(`${SUMMARY_PREFIX}\nfixed the test`)
    expect(result.historyVersion).toBe(1)
    expect(result.modelCalls).toBe(1)
    expect(result.serverCalls).toBe(0)
    // the model output was appended to live history first, then not carried over
    expect(result.cut).toEqual(['perm', 'env', 'f', 'o', 'a', 'model-output'])
  })

  it('sends the warning after the item completes', () => {
    const result = run({ cell, history })
    expect(result.events.map((e) => e.type)).toEqual([
      'ItemStarted',
      'RawResponseCompleted',
      'ItemCompleted',
      'Warning',
    ])
  })

  it('session budget exhausted fails at once, with an Error and no retry', () => {
    const result = run({ cell, history, faults: { local: 'session_budget_exceeded' } })
    expect(result.outcome).toBe('failed')
    expect(result.modelCalls).toBe(1)
    expect(result.historyVersion).toBe(0)
    expect(result.events.at(-1)).toMatchObject({ type: 'Error' })
  })

  it('an interruption aborts the turn without an Error event', () => {
    const result = run({ cell, history, faults: { local: 'interrupted' } })
    expect(result.outcome).toBe('turn_aborted')
    expect(result.events.map((e) => e.type)).toEqual(['ItemStarted'])
  })

  it('a stream error retries and then succeeds', () => {
    const result = run({ cell, history, faults: { local: 'stream_error' } })
    expect(result.outcome).toBe('completed')
    expect(result.modelCalls).toBe(2)
    expect(result.events.filter((e) => e.type === 'StreamError')).toEqual([
      { type: 'StreamError', message: 'Reconnecting... 1/5' },
    ])
  })

  it('gives up after stream_max_retries errors', () => {
    const result = run({
      cell,
      history,
      provider: { streamMaxRetries: 2 },
      faults: { local: 'stream_error', localRepeat: 3 },
    })
    expect(result.outcome).toBe('failed')
    expect(result.modelCalls).toBe(3)
    expect(result.events.at(-1)).toMatchObject({ type: 'Error' })
  })

  it('an overflow drops the oldest request item with its partner and retries', () => {
    const result = run({
      cell,
      history: [FC('f', 'c1'), FCO('o', 'c1'), U('ask', 'fix')],
      faults: { local: 'context_window_exceeded' },
    })
    const trim = result.trace.find((step) => step.rule === 'local_overflow_trim')
    expect(trim?.params).toMatchObject({ removed: 'f, o', requestItems: 2 })
    expect(result.outcome).toBe('completed')
    // the trim only touched the request copy: the user message is still collected
    expect(layout(result)).toEqual(['ask:kept', 'summary:summary'])
  })

  it('an overflow with one request item left marks the window full and fails', () => {
    const result = run({
      cell,
      history: [U('ask', 'fix')],
      faults: { local: 'context_window_exceeded', localRepeat: 5 },
    })
    expect(result.outcome).toBe('failed')
    const last = result.trace.filter((step) => step.rule === 'local_stream').at(-1)
    expect(last?.params).toMatchObject({ windowMarkedFull: true, requestItems: 1 })
    expect(result.historyVersion).toBe(0)
  })
})
