import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SWEEP,
  SWEEP_AXES,
  sweepProblems,
} from '../../../../src/view-models/sweep/settings.ts'
import { decodeSweep, encodeSweep, readSweep } from '../../../../src/view-models/sweep/sweepLink.ts'
import { PROTOTYPE_NAMES } from '../../../helpers/hostileNames.ts'

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
          axis2: fc.constantFrom('none' as const, ...SWEEP_AXES),
          from2: fc.integer({ min: 0, max: 10_000_000 }),
          to2: fc.integer({ min: 0, max: 10_000_000 }),
          points2: fc.integer({ min: 0, max: 60 }),
        }),
        (settings) => {
          const read = readSweep(encodeSweep(settings))
          // the settings come back exactly, or the link is refused for what the form refuses
          expect(read.ok ? read.settings : sweepProblems(settings).length > 0).toEqual(
            read.ok ? settings : true,
          )
        },
      ),
    )
  })

  it('reads back a switch as the second input whatever count the form kept for it', () => {
    // found by the property above: a switch takes two values, so its count is never read
    const settings = { ...DEFAULT_SWEEP, axis2: 'provider' as const }
    for (const points2 of [0, 7, 60])
      expect(readSweep(encodeSweep({ ...settings, points2 }))).toEqual({
        ok: true,
        settings: { ...settings, points2 },
      })
  })

  it('reads back a switch as the first input whatever count the form kept for it', () => {
    // found by the first property (seed 1479852319): the provider switch with 51 points kept
    const settings = { ...DEFAULT_SWEEP, axis: 'provider' as const }
    for (const points of [0, 51, 60])
      expect(readSweep(encodeSweep({ ...settings, points }))).toEqual({
        ok: true,
        settings: { ...settings, points },
      })
  })

  it('still opens a one-input (s1) link, with no second input', () => {
    const one = encodeSweep({ ...DEFAULT_SWEEP, points: 7 })
      .split('~')
      .slice(0, 14)
    one[0] = 's1'
    expect(decodeSweep(one.join('~'))).toEqual({ ...DEFAULT_SWEEP, points: 7, axis2: 'none' })
    const two = { ...DEFAULT_SWEEP, axis2: 'v2' as const, points2: 2 }
    expect(encodeSweep(two).endsWith('~v2~0~100~2')).toBe(true)
    expect(decodeSweep(encodeSweep(two).replace('~v2~0~', '~nope~0~'))).toBeUndefined()
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

  it('refuses huge, negative and prototype-named fields by name, at once', () => {
    const fields = encodeSweep(DEFAULT_SWEEP).split('~')
    const names = ['version', 'axis', 'from', 'to', 'points', 'histories', 'seed', 'length']
    const hostile = ['1000000000', '9999999999', '50000000', '-1', '-9999999999', '1.5', '']
    const refused: string[] = []
    const accepted: string[] = []
    for (const [i, name] of names.entries())
      for (const value of [...hostile, ...PROTOTYPE_NAMES]) {
        const link = fields.map((f, j) => (j === i ? value : f)).join('~')
        const started = performance.now()
        const read = readSweep(link)
        expect(performance.now() - started, `${name}=${value}`).toBeLessThan(200)
        if (!read.ok) refused.push(read.field)
        else if (sweepProblems(read.settings).length > 0) accepted.push(`${name}=${value}`)
      }
    expect(accepted).toEqual([])
    // every refusal names a field of the link
    expect(new Set(refused)).toEqual(
      new Set(['version', 'axis', 'sweep', 'from', 'points', 'histories', 'seed', 'length']),
    )
    const points = fields.map((f, j) => (j === 4 ? '1000000000' : f)).join('~')
    expect(readSweep(points)).toMatchObject({ ok: false, field: 'points' })
    const second = [...fields.slice(0, 14), 'window', '1000', '2000', '9999999999'].join('~')
    expect(readSweep(second)).toMatchObject({ ok: false, field: 'points2' })
    expect(readSweep('s2~length~' + '1~'.repeat(500))).toMatchObject({ field: 'sweep' })
  })
})
