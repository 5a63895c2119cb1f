import { describe, expect, it } from 'vitest'
import { ALL_CELLS, selectCompactionPath } from '../../../../src/core/index.ts'
import { run, U } from '../../../helpers/scenario.ts'

const history = [U('u', 'fix the failing test')]

// compaction.md §3: the same precedence for manual and automatic compaction
describe('the dispatcher', () => {
  it.each([
    [true, true, 'v2', 'empty_window'],
    [true, false, 'unsupported', 'empty_window'],
    [false, true, 'v2', 'remote_v2'],
    [false, false, 'v2', 'remote_legacy'],
    [false, true, 'unsupported', 'local'],
  ] as const)(
    'TokenBudget %s, v2 flag %s, capability %s → %s',
    (tokenBudget, v2, capability, path) => {
      expect(
        selectCompactionPath({
          features: { tokenBudget, remoteCompactionV2: v2 },
          provider: {
            remoteCompaction: capability,
            streamMaxRetries: 5,
            requestMaxRetries: 4,
            supportsWebsockets: true,
            isOpenAi: true,
          },
        }),
      ).toBe(path)
    },
  )

  it('maps each cell onto the switches, and the path follows', () => {
    const paths = ALL_CELLS.map((cell) => run({ history }, cell).path)
    expect(paths).toEqual([
      'remote_v2',
      'local',
      'empty_window',
      'remote_v2',
      'local',
      'empty_window',
      'remote_v2',
      'local',
      'empty_window',
    ])
  })

  it('lets explicit switches win over the cell', () => {
    expect(
      run(
        { history, features: { remoteCompactionV2: false } },
        { phase: 'manual', implementation: 'remote' },
      ).path,
    ).toBe('remote_legacy')
    expect(
      run(
        { history, features: { tokenBudget: true } },
        { phase: 'manual', implementation: 'local' },
      ).path,
    ).toBe('empty_window')
    expect(
      run(
        { history, provider: { remoteCompaction: 'unsupported' } },
        { phase: 'manual', implementation: 'remote' },
      ).path,
    ).toBe('local')
  })

  it('runs no compaction when the pre-turn limit is not reached', () => {
    const result = run(
      { history, turn: { activeTokens: 10 } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('not_triggered')
    expect(result.historyVersion).toBe(0)
    expect(result.events).toEqual([])
  })

  it('defers to the next turn when mid-turn needs no follow-up, even over the limit', () => {
    const result = run(
      { history, turn: { modelNeedsFollowUp: false } },
      { phase: 'mid_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('not_triggered')
  })

  it('rolls over mid-turn on a new-window request even under the limit', () => {
    const result = run(
      { history, turn: { activeTokens: 10, newWindowRequested: true } },
      { phase: 'mid_turn', implementation: 'empty_window' },
    )
    expect(result.outcome).toBe('completed')
    const step = result.trace.find((s) => s.rule === 'mid_turn_roll_over')
    expect(step?.params).toMatchObject({ newWindowRequestConsumed: true, rollOver: true })
  })

  it('compacts twice in one pre-turn after a compaction-hash change when still over the limit', () => {
    const result = run(
      {
        history,
        model: { slug: 'new', compHash: 'b', autoCompactTokenLimit: 0 },
        turn: { previousModel: { slug: 'old', compHash: 'a' } },
      },
      { phase: 'pre_turn', implementation: 'local' },
    )
    expect(result.outcome).toBe('completed')
    expect(result.historyVersion).toBe(2)
    expect(
      result.trace.filter((s) => s.rule === 'dispatch_token_budget').map((s) => s.params['reason']),
    ).toEqual(['comp_hash_changed', 'context_limit'])
  })
})

// compaction.md §9: failures
describe('remote failures', () => {
  const previousModel = { slug: 'old', compHash: 'a' }
  const switched = {
    history,
    model: { slug: 'new', compHash: 'b' },
    turn: { previousModel, activeTokens: 1 },
  }

  it('never fall back to local', () => {
    const result = run(
      { history, faults: { remote: 'http_500' } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('failed')
    expect(result.path).toBe('remote_v2')
    expect(result.modelCalls).toBe(0)
    expect(result.items.map((i) => i.status)).toEqual(['kept'])
  })

  it('retry once with the current model for an invalid request on a model-switch pre-turn', () => {
    const result = run(
      { ...switched, faults: { remote: 'invalid_request' } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('completed')
    expect(result.serverCalls).toBe(2)
    expect(result.trace.find((s) => s.rule === 'model_fallback')?.params).toMatchObject({
      retried: true,
      outcome: 'succeeded',
    })
  })

  it('return the original error when the fallback retry fails too', () => {
    const result = run(
      { ...switched, faults: { remote: 'http_404', remoteFallback: 'http_500' } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('failed')
    expect(result.events.find((e) => e.type === 'Error')).toEqual({
      type: 'Error',
      message: 'Error running remote compact task: unexpected status 404 Not Found',
    })
  })

  it('never retry a timeout with the current model (v2 still resends it)', () => {
    const result = run(
      { ...switched, faults: { remote: 'timeout' } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(result.outcome).toBe('failed')
    expect(result.trace.find((s) => s.rule === 'model_fallback')?.params).toMatchObject({
      retried: false,
    })
    // three WebSocket calls, the fallback to HTTPS, three attempts of 1 + 4 HTTP requests
    expect(result.serverCalls).toBe(3 + 3 * 5)
  })

  it('have no fallback for a context-limit, mid-turn or manual compaction', () => {
    for (const phase of ['pre_turn', 'mid_turn', 'manual'] as const) {
      // an invalid request is not retryable either: one call
      const result = run(
        { history, faults: { remote: 'invalid_request' } },
        { phase, implementation: 'remote' },
      )
      expect(result.outcome).toBe('failed')
      expect(result.serverCalls).toBe(1)
    }
  })
})
