import { describe, expect, it } from 'vitest'
import {
  buildInitialContext,
  DEFAULT_REGISTRY,
  DEFAULT_WORLD_STATE,
  type CompactionResult,
} from '../../../../src/core/index.ts'
import { A, FC, FCO, run, U } from '../../../helpers/scenario.ts'
import { eventTypes, stepParams } from './suiteSupport.ts'

/**
 * Vectors from `codex-rs/core/tests/suite/token_budget.rs` at 4f39251a: sessions with
 * `Feature::TokenBudget` on, where every compaction starts an empty context window whose
 * `<context_window>` block names the agent, the first window, the current one and the previous
 * one. The port renders that block in the initial context (`buildInitialContext`) and runs the
 * empty-window cell; the vectors check the window ids, when a window rolls over, and the events.
 * Model-catalog message defaults, reminders, the guidance message and the
 * `get_context_remaining` tool are not modelled; those tests are not applicable in the ledger.
 */

const FILE = 'core/tests/suite/token_budget.rs'
const tokenBudget = { tokenBudget: true }

/** The `<context_window>` blocks of a list of texts. */
const windowBlocks = (texts: readonly string[]) =>
  texts.filter((text) => text.startsWith('<context_window>'))

/** The ids a `<context_window>` block names. */
function windowIds(block: string) {
  const line = (label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(block)?.[1]
  return {
    agent: line('Agent name'),
    first: line('First context window id'),
    current: line('Current context window id'),
    previous: line('Previous context window id'),
  }
}

/** The window block the installed history holds after an empty-window compaction. */
function installedWindow(result: CompactionResult) {
  const blocks = windowBlocks(result.items.flatMap((item) => item.parts ?? [item.text]))
  expect(blocks).toHaveLength(1)
  return windowIds(blocks[0]!)
}

const initialTexts = (world = DEFAULT_WORLD_STATE, on = true) =>
  buildInitialContext(DEFAULT_REGISTRY, world, { tokenBudget: on }).flatMap((message) =>
    message.fragments.map((fragment) => fragment.text),
  )

describe('core/tests/suite/token_budget.rs', () => {
  it(`${FILE} token_budget_context_is_only_emitted_with_full_context`, () => {
    const blocks = windowBlocks(initialTexts())
    expect(blocks).toHaveLength(1)
    const ids = windowIds(blocks[0]!)
    // the first window: no previous id, and the first id is the current one
    expect(ids).toMatchObject({ agent: '/root', previous: undefined })
    expect(ids.first).toBe(ids.current)
  })

  it(`${FILE} model_token_budget_defaults_do_not_enable_disabled_feature`, () => {
    expect(windowBlocks(initialTexts(DEFAULT_WORLD_STATE, false))).toEqual([])
    // and a compaction with the feature off is not an empty window
    const result = run(
      { history: [U('u1', 'hello'), A('a1', 'reply')] },
      {
        phase: 'manual',
        implementation: 'local',
      },
    )
    expect(stepParams(result, 'dispatch_token_budget')?.tokenBudget).toBe(false)
    expect(result.path).toBe('local')
  })

  it(`${FILE} token_budget_context_injects_plain_thread_hint_text`, () => {
    // the MCP hint tool's text, two plain lines
    const hint = 'manual history hint for thread t-1\nunstructured notes/thread_hint fixture result'
    const world = {
      ...DEFAULT_WORLD_STATE,
      contextWindow: { ...DEFAULT_WORLD_STATE.contextWindow, threadHint: hint },
    }
    const { firstWindowId, currentWindowId } = world.contextWindow
    // the hint follows the ids as plain text, inside the same block, with no previous id
    expect(windowBlocks(initialTexts(world))).toEqual([
      [
        '<context_window>',
        'Agent name: /root',
        `First context window id: ${firstWindowId}`,
        `Current context window id: ${currentWindowId}`,
        hint,
        '</context_window>',
      ].join('\n'),
    ])
  })

  it(`${FILE} token_budget_context_uses_new_window_after_compaction`, () => {
    const result = run(
      { history: [U('u1', 'before compaction'), A('a1', 'reply')], features: tokenBudget },
      { phase: 'manual', implementation: 'empty_window' },
    )
    expect(result.path).toBe('empty_window')
    const ids = installedWindow(result)
    const before = DEFAULT_WORLD_STATE.contextWindow
    // same first window, the old current one is now the previous, and a new current one
    expect(ids.first).toBe(before.firstWindowId)
    expect(ids.previous).toBe(before.currentWindowId)
    expect(ids.current).not.toBe(before.currentWindowId)
    expect(eventTypes(result)).toEqual(expect.arrayContaining(['ItemStarted', 'ItemCompleted']))
    // nothing of the old window carries over
    expect(result.items.every((item) => item.status === 'injected')).toBe(true)
  })

  it(`${FILE} token_budget_compaction_runs_compact_hooks`, () => {
    const result = run(
      {
        history: [U('u1', 'before compaction'), A('a1', 'reply')],
        features: tokenBudget,
        faults: { preCompactHook: 'continue', postCompactHook: 'continue' },
      },
      { phase: 'manual', implementation: 'empty_window' },
    )
    const events = eventTypes(result)
    expect(events).toEqual(
      expect.arrayContaining(['HookCompleted:PreCompact', 'HookCompleted:PostCompact']),
    )
    expect(events.indexOf('HookStarted:PreCompact')).toBeLessThan(
      events.indexOf('HookStarted:PostCompact'),
    )
    expect(result.outcome).toBe('completed')
  })
})

describe('core/tests/suite/token_budget.rs: when a window rolls over mid-turn', () => {
  const history = [
    U('u1', 'trigger auto compact fallback'),
    FC('c1', 'call-1'),
    FCO('o1', 'call-1'),
  ]
  const midTurn = { phase: 'mid_turn', implementation: 'empty_window' } as const

  it(`${FILE} token_budget_mid_turn_auto_compaction_resets_before_active_follow_up`, () => {
    // window 10,000: 9,500 in use is over the 90 % limit; an explicit config has no buffer
    const result = run(
      {
        history,
        features: tokenBudget,
        model: { contextWindow: 10_000 },
        turn: { activeTokens: 9_500 },
      },
      midTurn,
    )
    expect(stepParams(result, 'token_status')).toMatchObject({
      fallbackBufferTokens: 0,
      tokenLimitReached: true,
    })
    const ids = installedWindow(result)
    expect(ids.first).toBe(DEFAULT_WORLD_STATE.contextWindow.firstWindowId)
    expect(ids.current).not.toBe(DEFAULT_WORLD_STATE.contextWindow.currentWindowId)
  })

  const fallback = (activeTokens: number, newWindowRequested = false) =>
    run(
      {
        history,
        features: tokenBudget,
        model: { contextWindow: 50_000, autoCompactTokenLimit: 9_000 },
        turn: { activeTokens, fallbackBufferTokens: 4_000, newWindowRequested },
      },
      midTurn,
    )

  it(`${FILE} token_budget_auto_compact_fallback_uses_buffer_until_new_context`, () => {
    // 9,500 and then 10,000 tokens: past the limit, inside the 4,000-token buffer, no roll-over
    for (const tokens of [9_500, 10_000]) {
      const result = fallback(tokens)
      expect(stepParams(result, 'mid_turn_roll_over')?.rollOver).toBe(false)
      expect(result.outcome).toBe('not_triggered')
    }
    // the model calls new_context: the window rolls over at 10,500
    const rolled = fallback(10_500, true)
    expect(stepParams(rolled, 'mid_turn_roll_over')).toMatchObject({
      newWindowRequested: true,
      rollOver: true,
    })
    expect(installedWindow(rolled).previous).toBe(DEFAULT_WORLD_STATE.contextWindow.currentWindowId)
  })

  it(`${FILE} token_budget_auto_compact_fallback_rolls_over_after_buffer`, () => {
    // 13,500 reaches the limit plus the buffer: the window rolls over without new_context
    const result = fallback(13_500)
    expect(stepParams(result, 'token_status')).toMatchObject({ tokenLimitReached: true })
    expect(stepParams(result, 'mid_turn_roll_over')).toMatchObject({
      newWindowRequested: false,
      rollOver: true,
    })
    expect(result.path).toBe('empty_window')
  })

  it(`${FILE} new_context_tool_skips_auto_compact_fallback`, () => {
    // well under the limit, new_context rolls the window over at once
    const result = fallback(1_000, true)
    expect(stepParams(result, 'token_status')?.tokenLimitReached).toBe(false)
    expect(stepParams(result, 'mid_turn_roll_over')).toMatchObject({
      newWindowRequestConsumed: true,
      rollOver: true,
    })
    expect(result.path).toBe('empty_window')
  })
})
