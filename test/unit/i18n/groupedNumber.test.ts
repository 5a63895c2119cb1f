import { describe, expect, it } from 'vitest'
import { groupedNumber } from '../../../src/i18n/groupedNumber.ts'

describe('groupedNumber', () => {
  it('groups thousands as the page always has, in every language', () => {
    expect(groupedNumber(0)).toBe('0')
    expect(groupedNumber(999)).toBe('999')
    expect(groupedNumber(1234)).toBe('1,234')
    expect(groupedNumber(258_400)).toBe('258,400')
    expect(groupedNumber(-12_345_678)).toBe('-12,345,678')
  })

  it('reads as the per-call toLocaleString it replaces, fractions included', () => {
    for (const n of [0.5, 1.23456, 1e21, 4_096.125, Number.MAX_SAFE_INTEGER])
      expect(groupedNumber(n)).toBe(n.toLocaleString('en-US'))
  })
})
