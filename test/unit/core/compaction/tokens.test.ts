import { describe, expect, it } from 'vitest'
import { run, U } from '../../../helpers/scenario.ts'
import {
  compHashChanged,
  contextWindowTokenStatus,
  isModelDownshift,
  shouldRollOver,
  type ModelInfo,
} from '../../../../src/core/index.ts'

const model = (
  contextWindow: number,
  autoCompactTokenLimit?: number,
  extra: Partial<ModelInfo> = {},
): ModelInfo => ({
  slug: 'm',
  contextWindow,
  effectiveContextWindowPercent: 100,
  ...(autoCompactTokenLimit !== undefined ? { autoCompactTokenLimit } : {}),
  ...extra,
})

// compaction.md §12.10 (Total scope)
describe('contextWindowTokenStatus', () => {
  it.each([
    [90, 90, 0, 200, true],
    [95, 90, 10, 200, false],
    [100, 90, 10, 200, true],
    // no configured limit: 90 % of the window is the limit (openai_models.rs)
    [135, undefined, 0, 150, true],
    [134, undefined, 0, 150, false],
  ])('active %i, limit %s, buffer %i, window %i → %s', (active, limit, buffer, window, reached) => {
    expect(contextWindowTokenStatus(active, model(window, limit), buffer).tokenLimitReached).toBe(
      reached,
    )
  })
  it('applies the effective window percentage', () => {
    const status = contextWindowTokenStatus(
      95,
      { ...model(100), effectiveContextWindowPercent: 95 },
      0,
    )
    expect(status.fullLimit).toBe(95)
    expect(status.fullReached).toBe(true)
  })
})

// compaction.md §12.11
describe('shouldRollOver', () => {
  it.each([
    [false, false, true, true, false, false],
    [true, false, false, true, true, false],
    [false, true, true, false, true, true],
    [true, false, false, false, false, false],
  ])(
    'follow-up %s, pending %s, new-window %s, limit %s → roll over %s, flag consumed %s',
    (followUp, pending, flag, limit, rollOver, consumed) => {
      const decision = shouldRollOver(followUp, pending, flag, limit)
      expect(decision.rollOver).toBe(rollOver)
      expect(decision.newWindowRequestConsumed).toBe(consumed)
    },
  )
})

describe('previous-model checks', () => {
  it('detects a changed compaction hash only when both hashes exist', () => {
    expect(compHashChanged(model(1, 1, { compHash: 'a' }), model(1, 1, { compHash: 'b' }))).toBe(
      true,
    )
    expect(compHashChanged(model(1, 1, { compHash: 'a' }), model(1, 1))).toBe(false)
    expect(compHashChanged(model(1, 1, { compHash: 'a' }), model(1, 1, { compHash: 'a' }))).toBe(
      false,
    )
  })
  it('detects a downshift to a smaller window that cannot hold what is in use', () => {
    const big = { ...model(400_000), slug: 'big' }
    const small = { ...model(100_000), slug: 'small' }
    expect(isModelDownshift(120_000, big, small)).toBe(true)
    expect(isModelDownshift(50_000, big, small)).toBe(false)
    expect(isModelDownshift(120_000, small, big)).toBe(false)
  })
})

// compaction.md §12.10, last row, and §2.2 (the BodyAfterPrefix scope)
describe('the BodyAfterPrefix token scope', () => {
  const bodyScope = { scope: 'body_after_prefix', prefillInputTokens: 40 } as const
  it('counts only what comes after the prefill against the compact limit', () => {
    const status = contextWindowTokenStatus(120, model(400, 80), 0, bodyScope)
    expect(status).toMatchObject({ scope: 'body_after_prefix', scopeTokens: 80 })
    expect(status.tokenLimitReached).toBe(true)
    expect(contextWindowTokenStatus(119, model(400, 80), 0, bodyScope).tokenLimitReached).toBe(
      false,
    )
    // the same 119 tokens reach the limit in the Total scope
    expect(contextWindowTokenStatus(119, model(400, 80), 0).tokenLimitReached).toBe(true)
  })
  it('without a prefill, counts nothing against the limit; the full window still triggers', () => {
    const noPrefill = { scope: 'body_after_prefix' } as const
    expect(contextWindowTokenStatus(300, model(400, 80), 0, noPrefill).tokenLimitReached).toBe(
      false,
    )
    expect(contextWindowTokenStatus(400, model(400, 80), 0, noPrefill).tokenLimitReached).toBe(true)
  })
  it('tests a model downshift against the new window only', () => {
    const previous = model(400, 300, { slug: 'big' })
    const current = model(200, 100, { slug: 'small' })
    expect(isModelDownshift(150, previous, current)).toBe(true)
    expect(isModelDownshift(150, previous, current, 'body_after_prefix')).toBe(false)
    expect(isModelDownshift(200, previous, current, 'body_after_prefix')).toBe(true)
  })
  it('is a scenario switch the pre-turn check follows', () => {
    const scenario = {
      cell: { phase: 'pre_turn', implementation: 'local' },
      history: [U('u', 'hi')],
      model: { contextWindow: 400, effectiveContextWindowPercent: 100, autoCompactTokenLimit: 80 },
      turn: { activeTokens: 100 },
    } as const
    expect(run(scenario).outcome).toBe('completed')
    const body = run({
      ...scenario,
      turn: { activeTokens: 100, tokenScope: 'body_after_prefix', prefillInputTokens: 40 },
    })
    expect(body.outcome).toBe('not_triggered')
    expect(body.trace.find((s) => s.rule === 'token_status')!.params).toMatchObject({
      scope: 'body_after_prefix',
      scopeTokens: 60,
      prefillInputTokens: 40,
    })
  })
})
