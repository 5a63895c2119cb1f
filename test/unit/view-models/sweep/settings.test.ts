import { describe, expect, it } from 'vitest'
import {
  atPoint,
  axisValues,
  DEFAULT_SWEEP,
  pointCount,
  pointValues,
  estimatedSeconds,
  sweepItems,
  sweepProblems,
  SWEEP_LIMITS,
} from '../../../../src/view-models/sweep/settings.ts'

const codes = (settings: typeof DEFAULT_SWEEP) => sweepProblems(settings).map((p) => p.code)

describe('sweep settings', () => {
  it('accepts the defaults and spreads the axis over its points', () => {
    expect(sweepProblems(DEFAULT_SWEEP)).toEqual([])
    expect(axisValues(DEFAULT_SWEEP)).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000])
    expect(axisValues({ ...DEFAULT_SWEEP, axis: 'v2' })).toEqual([0, 1])
  })

  it('refuses 10,000 histories with the bound', () => {
    const problems = sweepProblems({ ...DEFAULT_SWEEP, histories: 1_000 })
    expect(problems).toEqual([
      { code: 'tooManyHistories', vars: { total: 10_000, max: SWEEP_LIMITS.histories } },
    ])
    expect(codes({ ...DEFAULT_SWEEP, histories: 10_000 })).toEqual(['histories'])
  })

  it('refuses a typed point count past the bound without building its points', () => {
    for (const points of [1e9, 9_999_999_999, 5e7, SWEEP_LIMITS.points + 1, 2.5]) {
      const settings = { ...DEFAULT_SWEEP, points }
      expect(codes(settings)).toEqual(['points'])
      expect(pointCount(settings)).toBe(1)
    }
  })

  it('refuses a zero, negative or unreadable window', () => {
    for (const window of [0, -5, Number.NaN, 999, 1.5])
      expect(codes({ ...DEFAULT_SWEEP, window })).toEqual(['window'])
    expect(codes({ ...DEFAULT_SWEEP, axis: 'window', from: 0, to: 200_000 })).toEqual(['range'])
  })

  it('refuses a sweep that would take minutes, saying how long', () => {
    const long = { ...DEFAULT_SWEEP, to: 5_000, histories: 100 }
    expect(sweepItems(long)).toBeGreaterThan(SWEEP_LIMITS.items)
    const [problem] = sweepProblems(long)
    expect(problem?.code).toBe('tooLong')
    expect(problem?.vars?.['seconds']).toBe(Math.round(estimatedSeconds(long)))
    expect(problem!.vars!['seconds']).toBeGreaterThan(20)
  })

  it('refuses a mix over 100 % and a range that runs backwards', () => {
    expect(
      codes({ ...DEFAULT_SWEEP, mix: { toolOutput: 60, userText: 30, reasoning: 20 } }),
    ).toEqual(['mix'])
    expect(codes({ ...DEFAULT_SWEEP, from: 500, to: 50 })).toEqual(['range'])
    expect(codes({ ...DEFAULT_SWEEP, points: 1 })).toEqual(['points'])
  })

  it('runs every pair of two inputs, the second varying fastest', () => {
    const two = {
      ...DEFAULT_SWEEP,
      points: 3,
      axis2: 'window' as const,
      from2: 20_000,
      to2: 60_000,
    }
    expect(sweepProblems(two)).toEqual([])
    expect(pointCount(two)).toBe(9)
    expect(pointValues(two, 4)).toEqual({ value: 550, value2: 40_000 })
    expect(atPoint(two, 5)).toMatchObject({ length: 550, window: 60_000 })
    expect(pointValues(DEFAULT_SWEEP, 4)).toEqual({ value: 500, value2: undefined })
    // work counts every pair: three lengths, each at three windows
    expect(sweepItems(two)).toBe((100 + 550 + 1_000) * 3 * two.histories)
  })

  it('bounds two inputs: the product of their values times the histories, a distinct second', () => {
    const two = { ...DEFAULT_SWEEP, axis2: 'faultRate' as const, points2: 6, histories: 20 }
    expect(sweepProblems(two)).toEqual([
      { code: 'tooManyHistories', vars: { total: 1_200, max: SWEEP_LIMITS.histories } },
    ])
    expect(codes({ ...two, histories: 10 })).toEqual([])
    expect(codes({ ...two, histories: 10, points2: 7 })).toEqual(['points2'])
    expect(codes({ ...two, histories: 10, from2: 100, to2: 0 })).toEqual(['range2'])
    expect(codes({ ...two, histories: 10, axis2: 'length' })).toEqual(['sameAxis'])
    expect(pointCount({ ...two, axis2: 'v2' })).toBe(20)
  })
})
