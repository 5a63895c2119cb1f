import { describe, expect, it } from 'vitest'
import {
  buildV2CompactedHistory,
  DEFAULT_REGISTRY,
  SUMMARIZATION_PROMPT,
  SUMMARY_PREFIX,
  toHistoryItems,
  type CompactionResult,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, FC, FCO, run, U } from '../../../helpers/scenario.ts'

/**
 * One test per point of the pin audit (2026-12-01) that the core owns, each named after its point: what
 * Codex does at 4f39251a, read from the pinned function the point names.
 */

const remote = { implementation: 'remote' } as const
const local = { implementation: 'local' } as const
const history: ScenarioItem[] = [
  U('u1', 'fix the failing test'),
  A('a1', 'done'),
  U('u2', 'thanks'),
]
// the model changed since the last turn and compacts differently: pre-turn compacts with it first
const switched = {
  history,
  turn: { previousModel: { slug: 'gpt-5', compHash: 'a' } },
  model: { compHash: 'b' },
}

const steps = (result: CompactionResult, rule: string) =>
  result.trace.filter((step) => step.rule === rule)

describe('pin.md point 1: should_retry_with_current_model (compact_model_fallback.rs:8-20)', () => {
  it('a 500 (UnexpectedStatus / InternalServerError) retries with the current model', () => {
    const result = run(
      { ...switched, faults: { remote: 'http_500' } },
      { phase: 'pre_turn', ...remote },
    )
    expect(steps(result, 'model_fallback')[0]?.params).toMatchObject({
      retried: true,
      outcome: 'succeeded',
    })
    expect(result.outcome).toBe('completed')
  })
  it('a timeout and a stream error do not', () => {
    for (const fault of ['timeout', 'stream_error'] as const) {
      const result = run(
        { ...switched, faults: { remote: fault } },
        { phase: 'pre_turn', ...remote },
      )
      expect(steps(result, 'model_fallback')[0]?.params, fault).toMatchObject({ retried: false })
      expect(result.outcome).toBe('failed')
    }
  })
})

describe('pin.md point 2: v2 transport retries (compact_remote_v2.rs:357-397, responses_retry.rs:44-129)', () => {
  const faults = ['timeout', 'http_404', 'http_500', 'stream_error', 'invalid_request'] as const
  const callsFor = (provider: object) =>
    faults.map(
      (fault) =>
        run({ history, provider, faults: { remote: fault } }, { phase: 'mid_turn', ...remote })
          .serverCalls,
    )
  it('over HTTPS: three attempts, each 5xx or timeout resent by the HTTP client 4 more times', () => {
    // 3 stream attempts; a 500 or a timeout costs 1 + request_max_retries requests each
    expect(callsFor({ supportsWebsockets: false })).toEqual([3 * 5, 3, 3 * 5, 3, 1])
  })
  it('the built-in provider: three WebSocket calls, then the HTTPS round after the fallback', () => {
    expect(callsFor({})).toEqual([3 + 3 * 5, 3 + 3, 3 + 3 * 5, 3 + 3, 1])
  })
  it('retries at most min(stream_max_retries, 2) more times, the first WebSocket notice hidden', () => {
    const one = run(
      { history, provider: { streamMaxRetries: 1 }, faults: { remote: 'timeout' } },
      { phase: 'mid_turn', ...remote },
    )
    // WebSocket: 2 calls; HTTPS: 2 attempts of 1 + 4 requests
    expect(one.serverCalls).toBe(2 + 2 * 5)
    expect(one.events.filter((e) => e.type === 'StreamError' || e.type === 'Warning')).toEqual([
      {
        type: 'Warning',
        message: 'Falling back from WebSockets to HTTPS transport. request timed out',
      },
      { type: 'StreamError', message: 'Reconnecting... 1/1' },
    ])
  })
  it('the legacy endpoint goes through the HTTP retry policy: 5xx and timeouts, 4 more', () => {
    const legacy = (fault: 'timeout' | 'http_404') =>
      run(
        { history, features: { remoteCompactionV2: false }, faults: { remote: fault } },
        { phase: 'mid_turn', ...remote },
      ).serverCalls
    expect([legacy('timeout'), legacy('http_404')]).toEqual([5, 1])
  })
  it('the fallback attempt has its own retries, over HTTPS once the session fell back', () => {
    const result = run(
      { ...switched, faults: { remote: 'http_404', remoteFallback: 'timeout' } },
      { phase: 'pre_turn', ...remote },
    )
    // 404: 3 WebSocket + 3 HTTPS; the fallback's timeout: 3 HTTPS attempts of 5 requests
    expect(result.serverCalls).toBe(6 + 15)
    expect(result.outcome).toBe('failed')
  })
})

describe('pin.md point 3: local loop without a committed-output rule (compact.rs:291-344)', () => {
  it('an overflow trims and retries whatever output arrived (an old "after commit" file)', () => {
    const result = run(
      { history, faults: { local: 'overflow_after_commit' as never } },
      { phase: 'mid_turn', ...local },
    )
    expect(steps(result, 'local_overflow_trim')).toHaveLength(1)
    expect(result.outcome).toBe('completed')
  })
  it('any other error retries up to stream_max_retries whatever output arrived', () => {
    const result = run(
      { history, faults: { local: 'stream_error_after_commit' as never } },
      { phase: 'mid_turn', ...local },
    )
    expect(result.modelCalls).toBe(2)
    expect(result.outcome).toBe('completed')
  })
  it('ContextWindowExceeded trims while the request holds more than one item', () => {
    const result = run(
      { history, faults: { local: 'context_window_exceeded', localRepeat: 10 } },
      { phase: 'mid_turn', ...local },
    )
    // 3 items + the prompt: three trims, then one item left and the window is full
    expect(steps(result, 'local_overflow_trim')).toHaveLength(3)
    expect(steps(result, 'local_stream').at(-1)?.params).toMatchObject({ windowMarkedFull: true })
    expect(result.outcome).toBe('failed')
  })
  it('SessionBudgetExceeded fails at once; Interrupted aborts without an Error', () => {
    const budget = run(
      { history, faults: { local: 'session_budget_exceeded', localRepeat: 3 } },
      { phase: 'mid_turn', ...local },
    )
    expect([budget.outcome, budget.modelCalls]).toEqual(['failed', 1])
    const interrupted = run(
      { history, faults: { local: 'interrupted' } },
      { phase: 'mid_turn', ...local },
    )
    expect(interrupted.outcome).toBe('turn_aborted')
    expect(interrupted.events.some((e) => e.type === 'Error')).toBe(false)
  })
})

describe('pin.md point 4: the auto-compact limit is capped (openai_models.rs:486-497)', () => {
  it('min(configured, 90 % of the window)', () => {
    const result = run(
      {
        history,
        model: { contextWindow: 200_000, autoCompactTokenLimit: 190_000 },
        turn: { activeTokens: 185_000 },
      },
      { phase: 'mid_turn', ...remote },
    )
    expect(steps(result, 'token_status')[0]?.params).toMatchObject({
      scopeLimit: 180_000,
      tokenLimitReached: true,
    })
  })
  it('a limit above the window (the default 180,000 on a 100,000 window) is cut to 90 %', () => {
    const result = run(
      { history, model: { contextWindow: 100_000 }, turn: { activeTokens: 92_000 } },
      { phase: 'mid_turn', ...remote },
    )
    expect(steps(result, 'token_status')[0]?.params).toMatchObject({
      scopeLimit: 90_000,
      tokenLimitReached: true,
    })
  })
})

describe('pin.md point 5: the downshift check uses effective windows (turn.rs:1124-1147)', () => {
  it('a larger raw but smaller effective previous window is no downshift', () => {
    const result = run(
      {
        history,
        model: { slug: 'small', contextWindow: 150_000, effectiveContextWindowPercent: 95 },
        turn: {
          activeTokens: 150_000,
          previousModel: { slug: 'big', contextWindow: 200_000, effectiveContextWindowPercent: 50 },
        },
      },
      { phase: 'pre_turn', ...remote },
    )
    expect(steps(result, 'previous_model_check')[0]?.params).toMatchObject({
      modelDownshift: false,
    })
  })
  it('over the capped limit of the new model, with a larger effective old window, is one', () => {
    const result = run(
      {
        history,
        model: { slug: 'small', contextWindow: 100_000, effectiveContextWindowPercent: 95 },
        turn: {
          activeTokens: 91_000,
          previousModel: { slug: 'big', contextWindow: 400_000, effectiveContextWindowPercent: 95 },
        },
      },
      { phase: 'pre_turn', ...remote },
    )
    expect(steps(result, 'previous_model_check')[0]?.params).toMatchObject({ modelDownshift: true })
  })
})

describe('pin.md point 6: approved prefixes inside PermissionsInstructions (permissions_instructions.rs:264-267)', () => {
  const world = { approvedCommandPrefixes: [['touch', 'allow-prefix.txt']] }
  const approved =
    '## Approved command prefixes\nThe following prefix rules have already been approved: - ["touch", "allow-prefix.txt"]'
  it('a pre-turn compaction re-injects them in the same turn', () => {
    const result = run({ history, world }, { phase: 'pre_turn', ...local })
    expect(result.nextTurnInjection.some((item) => item.text.includes(approved))).toBe(true)
  })
  it('a mid-turn compaction carries them inside the replacement', () => {
    const result = run({ history, world }, { phase: 'mid_turn', ...remote })
    const injected = result.items.filter((item) => item.status === 'injected')
    expect(injected.some((item) => item.text.includes(approved))).toBe(true)
  })
})

describe('pin.md point 7: UserMessageItem::message joins parts with nothing (items.rs:475-484)', () => {
  it('the local rebuild keeps a two-part user message as one text without a newline', () => {
    const result = run(
      { history: [{ id: 'u', type: 'message', role: 'user', parts: ['fix the ', 'test'] }] },
      { phase: 'mid_turn', ...local },
    )
    expect(result.items.find((item) => item.id === 'u')?.text).toBe('fix the test')
  })
})

describe('pin.md point 8: v2 retention (compact_remote_v2.rs:556-601)', () => {
  it('an agent message over the remaining budget is skipped and older messages still kept', () => {
    const result = run(
      {
        history: [
          U('old', 'old'),
          { id: 'agent', type: 'agent_message', text: 'a'.repeat(36_000) },
          U('new', 'n'.repeat(224_000)),
        ],
        turn: { activeTokens: 190_000 },
      },
      { phase: 'mid_turn', ...remote },
    )
    const ids = result.items.map((item) => `${item.id}:${item.status}`)
    expect(ids).toContain('old:kept')
    expect(result.cut).toContain('agent')
  })
  it('a message is charged per text part', () => {
    const items = toHistoryItems([
      { id: 'two', type: 'message', role: 'user', parts: ['a', 'b'] },
      U('n', 'x'),
    ])
    const { retained } = buildV2CompactedHistory(items, DEFAULT_REGISTRY, 2)
    // 'n' costs 1; 'two' costs 1 + 1 = 2 > 1 left, so it is shortened to its first part
    expect(retained.map((p) => [p.item.id, p.status])).toEqual([
      ['two', 'truncated'],
      ['n', 'kept'],
    ])
  })
})

describe('pin.md point 9: tool-output trim threshold (compact_remote.rs:404-415)', () => {
  const toolHistory = [U('u', 'run it'), FC('call', 'c1'), FCO('out', 'c1', 'x'.repeat(2_400))]
  it('compares with the effective window', () => {
    const result = run(
      {
        history: toolHistory,
        model: { contextWindow: 1_000, effectiveContextWindowPercent: 50 },
        turn: { activeTokens: 1_000 },
      },
      { phase: 'mid_turn', ...remote },
    )
    expect(steps(result, 'trim_function_outputs')).toHaveLength(1)
  })
  it('counts the base instructions', () => {
    const result = run(
      {
        history: toolHistory,
        model: {
          contextWindow: 1_000,
          effectiveContextWindowPercent: 100,
          baseInstructionsTokens: 500,
        } as never,
        turn: { activeTokens: 1_000 },
      },
      { phase: 'mid_turn', ...remote },
    )
    expect(steps(result, 'trim_function_outputs')).toHaveLength(1)
  })
})

describe('pin.md point 10: v2 success sends RawResponseCompleted (compact_remote_v2_attempt.rs:124-131)', () => {
  it('between ItemStarted and ItemCompleted', () => {
    const result = run({ history }, { phase: 'mid_turn', ...remote })
    expect(result.events.map((e) => e.type)).toEqual([
      'ItemStarted',
      'RawResponseCompleted',
      'ItemCompleted',
    ])
  })
})

describe('pin.md point 12: when the initial context comes back (turn.rs:169-225, compact.rs)', () => {
  it('pre-turn: in the same turn; manual: in the next regular turn; mid-turn: inside the replacement', () => {
    for (const implementation of ['remote', 'local'] as const) {
      const pre = run({ history }, { phase: 'pre_turn', implementation })
      expect(steps(pre, 'next_turn_reinjection')[0]?.params).toMatchObject({ timing: 'same_turn' })
      expect(pre.badges).toContain('reinjected_same_turn')
      expect(pre.badges).not.toContain('reinjected_next_turn')
      const manual = run({ history }, { phase: 'manual', implementation })
      expect(steps(manual, 'next_turn_reinjection')[0]?.params).toMatchObject({
        timing: 'next_turn',
      })
      expect(manual.badges).toContain('reinjected_next_turn')
      const mid = run({ history }, { phase: 'mid_turn', implementation })
      expect(steps(mid, 'next_turn_reinjection')).toHaveLength(0)
      expect(mid.nextTurnInjection).toEqual([])
      expect(mid.referenceContext).toBe('set')
      expect(mid.items.some((item) => item.status === 'injected')).toBe(true)
    }
  })
})

describe('re-reading prompts.rs: the summarization prompt (prompts/src/compact.rs:1-2)', () => {
  it('keeps prompt.md’s final newline, as include_str! does; the summary prefix has none', () => {
    expect(SUMMARIZATION_PROMPT.endsWith('continue the work.\n')).toBe(true)
    expect(SUMMARY_PREFIX.endsWith('analysis:')).toBe(true)
  })
})
