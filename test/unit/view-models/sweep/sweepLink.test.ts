import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SWEEP, SWEEP_AXES } from '../../../../src/view-models/sweep/settings.ts'
import { decodeSweep, encodeSweep } from '../../../../src/view-models/sweep/sweepLink.ts'

describe('sweep links', () => {
  it('reads back every setting it wrote', () => {
    fc.assert(
      fc.property(
        fc.record({
          axis: fc.constantFrom(...SWEEP_AXES),
          from: fc.integer({ min: 0, max: 10_000_000 }),
          to: fc.integer({ min: 0, max: 10_000_000 }),
          points: fc.integer({ min: 0, max: 60 }),
          histories: fc.integer({ min: 0, max: 20_000 }),
          seed: fc.integer({ min: 0, max: 1_000_000_000 }),
          length: fc.integer({ min: -5, max: 10_000 }),
          mix: fc.record({
            toolOutput: fc.integer({ min: 0, max: 100 }),
            userText: fc.integer({ min: 0, max: 100 }),
            reasoning: fc.integer({ min: 0, max: 100 }),
          }),
          window: fc.integer({ min: -5, max: 10_000_000 }),
          autoLimit: fc.integer({ min: 0, max: 10_000_000 }),
          v2: fc.boolean(),
          providerSupported: fc.boolean(),
          faultRate: fc.integer({ min: 0, max: 100 }),
        }),
        (settings) => {
          expect(decodeSweep(encodeSweep(settings))).toEqual(settings)
        },
      ),
    )
  })

  it('refuses what it did not write', () => {
    for (const value of [
      null,
      '',
      's1',
      's2~length',
      'x'.repeat(50),
      encodeSweep(DEFAULT_SWEEP).replace('~10~', '~1e3~'),
    ])
      expect(decodeSweep(value)).toBeUndefined()
    expect(decodeSweep(encodeSweep(DEFAULT_SWEEP).replace('length', 'nope'))).toBeUndefined()
  })
})
