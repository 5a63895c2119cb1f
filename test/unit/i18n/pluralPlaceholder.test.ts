/**
 * `{name#item|items}`: a number and its noun in the form the locale's Intl.PluralRules picks,
 * filled by `fillPlaceholders` and `translate` (src/i18n/fill.ts).
 */
import { describe, expect, it } from 'vitest'
import { fillPlaceholders } from '../../../src/i18n/fill.ts'
import { loadSections, translate } from '../../../src/i18n/index.ts'
import { isParticleOption, pickParticle } from '../../../src/i18n/koreanParticles.ts'

const ITEMS = 'a transcript of {items#item|items}'
const pick = (value: string, option: string) =>
  isParticleOption(option) ? pickParticle(value, option) : undefined

describe('the plural placeholder', () => {
  it('picks one and other in English', () => {
    expect(fillPlaceholders(ITEMS, { items: 1 }, undefined, 'en')).toBe('a transcript of 1 item')
    expect(fillPlaceholders(ITEMS, { items: 0 }, undefined, 'en')).toBe('a transcript of 0 items')
    expect(fillPlaceholders(ITEMS, { items: 2 }, undefined, 'en')).toBe('a transcript of 2 items')
    // a form may carry the words that agree with it
    expect(fillPlaceholders('{n#item goes|items go}', { n: 1 }, undefined, 'en')).toBe(
      '1 item goes',
    )
    expect(fillPlaceholders('{n#item goes|items go}', { n: 3 }, undefined, 'en')).toBe('3 items go')
  })

  it('counts in English when no locale is given', () => {
    expect(fillPlaceholders(ITEMS, { items: 1 })).toBe('a transcript of 1 item')
  })

  it('groups a number and reads a grouped string as its number', () => {
    expect(fillPlaceholders(ITEMS, { items: 12345 }, undefined, 'en')).toBe(
      'a transcript of 12,345 items',
    )
    expect(fillPlaceholders(ITEMS, { items: '1' }, undefined, 'en')).toBe('a transcript of 1 item')
    expect(fillPlaceholders(ITEMS, { items: '1,001' }, undefined, 'en')).toBe(
      'a transcript of 1,001 items',
    )
    // not a number (the trace's dash for a missing value): `other`, the value as it is
    expect(fillPlaceholders(ITEMS, { items: '–' }, undefined, 'en')).toBe('a transcript of – items')
    // 1.5 is `other` in English
    expect(fillPlaceholders(ITEMS, { items: 1.5 }, undefined, 'en')).toBe(
      'a transcript of 1.5 items',
    )
  })

  it('uses other only in Korean and Chinese', () => {
    expect(fillPlaceholders('{n#개|개}', { n: 1 }, undefined, 'ko')).toBe('1 개')
    expect(fillPlaceholders('{n#one=one|other=many}', { n: 1 }, undefined, 'ko')).toBe('1 many')
    expect(fillPlaceholders('{n#one=one|other=many}', { n: 1 }, undefined, 'zh')).toBe('1 many')
    expect(fillPlaceholders(ITEMS, { items: 1 }, undefined, 'zh')).toBe('a transcript of 1 items')
  })

  it('takes other when the category has no form', () => {
    // a lone form is `other`
    expect(fillPlaceholders('{n#items}', { n: 1 }, undefined, 'en')).toBe('1 items')
    // Russian: 1 one, 3 few, 5 many; `few` is missing here and falls back to `other`
    const files = '{n#one=файл|many=файлов|other=файла?}'
    expect(fillPlaceholders(files, { n: 1 }, undefined, 'ru')).toBe('1 файл')
    expect(fillPlaceholders(files, { n: 5 }, undefined, 'ru')).toBe('5 файлов')
    expect(fillPlaceholders(files, { n: 3 }, undefined, 'ru')).toBe('3 файла?')
    // named forms are found whatever their order
    expect(fillPlaceholders('{n#other=files|one=file}', { n: 1 }, undefined, 'en')).toBe('1 file')
  })

  it('leaves an unknown name visible', () => {
    expect(fillPlaceholders(ITEMS, {}, undefined, 'en')).toBe(ITEMS)
  })

  it('lives beside the Korean particle syntax without either taking the other', () => {
    const text = '{n#item|items}; {v}{v:이/가} {n}'
    expect(fillPlaceholders(text, { n: 1, v: '창' }, pick, 'en')).toBe('1 item; 창이 1')
    expect(fillPlaceholders(text, { n: 2, v: 'v2' }, pick, 'ko')).toBe('2 items; v2가 2')
    // without the picker a particle still shows both forms, and the count is untouched
    expect(fillPlaceholders(text, { n: 1, v: '창' }, undefined, 'en')).toBe('1 item; 창이(가) 1')
  })

  it('is filled by translate in the locale of the text it found', async () => {
    await loadSections('en', ['steps'])
    await loadSections('ko', ['steps'])
    expect(translate('en', 'steps.replace_history', { items: 1, cut: 1 })).toBe(
      'replace_compacted_history installs the new history: 1 item. 1 item is gone.',
    )
    expect(translate('en', 'steps.replace_history', { items: '2', cut: '1,000' })).toBe(
      'replace_compacted_history installs the new history: 2 items. 1,000 items are gone.',
    )
    // Korean keeps a plain {items}
    expect(translate('ko', 'steps.replace_history', { items: 1, cut: 1 })).not.toMatch(/[{}#|]/)
  })
})
