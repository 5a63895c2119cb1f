import { describe, expect, it } from 'vitest'
import { A, D, layout, run, U } from '../../../helpers/scenario.ts'

const history = [
  D('perm', '<permissions instructions>x</permissions instructions>'),
  U('u', 'fix it'),
  A('a', 'ok'),
]

// compaction.md §8.3: event order per path
describe('events', () => {
  it('manual local: turn, hooks, item, warning, post hook, turn complete', () => {
    const result = run(
      { history, faults: { preCompactHook: 'continue', postCompactHook: 'continue' } },
      { phase: 'manual', implementation: 'local' },
    )
    expect(result.events.map((e) => ('hook' in e ? `${e.type}:${e.hook}` : e.type))).toEqual([
      'TurnStarted',
      'HookStarted:PreCompact',
      'HookCompleted:PreCompact',
      'ItemStarted',
      'RawResponseCompleted',
      'ItemCompleted',
      'Warning',
      'HookStarted:PostCompact',
      'HookCompleted:PostCompact',
      'TurnComplete',
    ])
  })

  it('remote sends no warning and no turn events when automatic', () => {
    const result = run({ history }, { phase: 'mid_turn', implementation: 'remote' })
    expect(result.events.map((e) => e.type)).toEqual([
      'ItemStarted',
      'RawResponseCompleted',
      'ItemCompleted',
    ])
  })

  it('a remote error leaves ItemStarted without ItemCompleted', () => {
    const result = run(
      { history, faults: { remote: 'invalid_request' } },
      { phase: 'mid_turn', implementation: 'remote' },
    )
    expect(result.events.map((e) => e.type)).toEqual(['ItemStarted', 'Error'])
  })
})

// compaction.md §8.1, §10, §12.9: history_version and hooks
describe('history version and hooks', () => {
  it('rises by one on every successful replacement, the empty window included', () => {
    for (const implementation of ['remote', 'local', 'empty_window'] as const)
      expect(
        run({ history, historyVersion: 4 }, { phase: 'manual', implementation }).historyVersion,
      ).toBe(5)
  })

  it('a pre-compact hook that stops prevents the switch and leaves the version', () => {
    const result = run(
      { history, faults: { preCompactHook: 'stop' } },
      { phase: 'manual', implementation: 'empty_window' },
    )
    expect(result.outcome).toBe('turn_aborted')
    expect(result.historyVersion).toBe(0)
    expect(result.referenceContext).toBe('unchanged')
    expect(result.events.map((e) => e.type)).toEqual([
      'TurnStarted',
      'HookStarted',
      'HookCompleted',
    ])
    expect(layout(result)).toEqual(['perm:kept', 'u:kept', 'a:kept'])
  })

  it('a post-compact hook that stops aborts the turn after the switch', () => {
    const result = run(
      { history, faults: { postCompactHook: 'stop' } },
      { phase: 'pre_turn', implementation: 'empty_window' },
    )
    expect(result.outcome).toBe('turn_aborted')
    expect(result.historyVersion).toBe(1)
    expect(result.items.every((item) => item.status === 'injected')).toBe(true)
  })
})

// compaction.md §10: the empty window
describe('the empty window', () => {
  it('installs the full initial context with the window identity and no summary', () => {
    const result = run({ history }, { phase: 'manual', implementation: 'empty_window' })
    expect(result.modelCalls + result.serverCalls).toBe(0)
    expect(result.cut).toEqual(['perm', 'u', 'a'])
    expect(result.referenceContext).toBe('set')
    expect(result.nextTurnInjection).toEqual([])
    const texts = result.items.map((item) => item.text)
    expect(texts[0]).toMatch(/^<permissions instructions>/)
    expect(texts[1]).toMatch(
      /^<context_window>\nAgent name: \/root\nFirst context window id: window-1\nCurrent context window id: window-2\nPrevious context window id: window-1\n<\/context_window>$/,
    )
    expect(texts[2]).toMatch(/^# AGENTS\.md instructions/)
    expect(texts.some((text) => text.includes('Another language model'))).toBe(false)
  })
})

describe('ids the core creates', () => {
  it('never collide with the history’s own ids', () => {
    const result = run(
      {
        history: [
          U('compaction', 'a user message that happens to use this id'),
          U('ic-1', 'and this one'),
        ],
      },
      { phase: 'mid_turn', implementation: 'remote' },
    )
    const ids = result.items.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(['compaction', 'ic-1-2', 'ic-2', 'ic-1', 'compaction-2'])
  })
})
