import { describe, expect, it } from 'vitest'
import { loadSections, LOCALES } from '../../../src/i18n/index.ts'
import { pluralCategory, pluralText } from '../../../src/i18n/plural.ts'
import { translateCount } from '../../../src/i18n/translateCount.ts'

const TURNS = { one: '{n} turn', other: '{n} turns' }

describe('plural forms through Intl.PluralRules', () => {
  it('picks one and other in English, other only in Korean and Chinese', () => {
    expect(pluralCategory('en', 1)).toBe('one')
    expect(pluralCategory('en', 0)).toBe('other')
    expect(pluralCategory('en', 2)).toBe('other')
    expect(pluralCategory('ko', 1)).toBe('other')
    expect(pluralCategory('zh', 1)).toBe('other')
  })

  it('fills {n} with the grouped count and keeps other variables', () => {
    expect(pluralText('en', TURNS, 1)).toBe('1 turn')
    expect(pluralText('en', TURNS, 12345)).toBe('12,345 turns')
    expect(pluralText('en', { other: '{n} of {total}' }, 1, { total: 3 })).toBe('1 of 3')
    expect(pluralText('ko', { one: 'never', other: '턴 {n}개' }, 1)).toBe('턴 1개')
  })

  it('reads a catalog message in the locale’s form', async () => {
    await loadSections('en', ['grid'])
    await loadSections('ko', ['grid'])
    expect(translateCount('en', 'grid.cells.modelCalls', 1)).toBe('1 model call')
    expect(translateCount('en', 'grid.cells.modelCalls', 2)).toBe('2 model calls')
    expect(translateCount('ko', 'grid.cells.modelCalls', 1)).toBe('모델 호출 1회')
  })
})

describe('the session screen’s counts', () => {
  it('pick the form with Intl.PluralRules: "1 turn", "2 turns", grouped counts', async () => {
    await Promise.all(LOCALES.map((locale) => loadSections(locale, ['session'])))
    expect(translateCount('en', 'session.units.turns', 1)).toBe('1 turn')
    expect(translateCount('en', 'session.units.turns', 0)).toBe('0 turns')
    expect(translateCount('en', 'session.units.lines', 12_345)).toBe('12,345 lines')
    expect(translateCount('ko', 'session.units.turns', 1)).toBe('턴 1개')
    expect(translateCount('zh', 'session.units.compactions', 2)).toBe('2 次压缩')
  })
})
