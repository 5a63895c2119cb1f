import { describe, expect, it } from 'vitest'
import { loadSections } from '../../../src/i18n/index.ts'
import { plural, pluralCategory } from '../../../src/i18n/plural.ts'

describe('plural', () => {
  it('picks the form with Intl.PluralRules: "1 turn", "2 turns", grouped counts', async () => {
    await loadSections('en', ['session'])
    await loadSections('ko', ['session'])
    await loadSections('zh', ['session'])
    expect(plural('en', 'session.units.turns', 1)).toBe('1 turn')
    expect(plural('en', 'session.units.turns', 0)).toBe('0 turns')
    expect(plural('en', 'session.units.lines', 12_345)).toBe('12,345 lines')
    expect(plural('ko', 'session.units.turns', 1)).toBe('턴 1개')
    expect(plural('zh', 'session.units.compactions', 2)).toBe('2 次压缩')
  })

  it('Korean and Chinese have one form; English two', () => {
    expect([1, 2].map((n) => pluralCategory('en', n))).toEqual(['one', 'other'])
    expect([1, 2].map((n) => pluralCategory('ko', n))).toEqual(['other', 'other'])
    expect([1, 2].map((n) => pluralCategory('zh', n))).toEqual(['other', 'other'])
  })
})
