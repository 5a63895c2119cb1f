import { describe, expect, it } from 'vitest'
import { readRollout, summarizeSession } from '../../../../src/core/index.ts'
import { SAMPLE_WINDOW, sampleRollout } from '../../../../src/core/rollout/sample.ts'

describe('the sample session', () => {
  it('is the same text every time', () => {
    expect(sampleRollout()).toBe(sampleRollout())
  })

  it('reads cleanly with a mid-turn, a pre-turn and a manual compaction', () => {
    const log = readRollout(sampleRollout())
    expect(log.issues).toEqual([])
    expect(log.stats.malformed).toBe(0)
    const summary = summarizeSession(log)
    expect(summary.contextWindow).toBe(SAMPLE_WINDOW)
    expect(summary.version).toBe('0.140.0')
    expect(summary.compactions.map((c) => [c.phase, c.label.phaseInferred])).toEqual([
      ['mid_turn', false],
      ['pre_turn', false],
      ['manual', false],
    ])
    expect(summary.compactions.map((c) => c.label.implementation)).toEqual([
      'remote_v2',
      'remote_v2',
      'remote_v2',
    ])
    // automatic ones fire near the limit (real ones fired at 208k–253k), the manual one far below
    const [mid, pre, manual] = summary.compactions
    expect(mid!.tokensBefore).toBeGreaterThanOrEqual(232_560)
    expect(pre!.tokensBefore).toBeGreaterThan(208_000)
    expect(manual!.tokensBefore).toBeLessThan(100_000)
    for (const c of summary.compactions) expect(c.tokensAfter!).toBeLessThan(c.tokensBefore!)
    expect(summary.turns.length).toBeGreaterThanOrEqual(10)
  })
})
