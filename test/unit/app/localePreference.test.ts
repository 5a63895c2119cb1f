import { describe, expect, it } from 'vitest'
import {
  HTML_LANG,
  isLocale,
  LOCALE_NAMES,
  LOCALE_STORAGE_KEY,
  openingLocale,
} from '../../../src/app/localePreference.ts'

/** A Map-backed storage, optionally refusing every call like a blocked localStorage. */
function fakeStorage(entries: Record<string, string> = {}, blocked = false) {
  const map = new Map(Object.entries(entries))
  const guard = () => {
    if (blocked) throw new DOMException('blocked', 'SecurityError')
  }
  return {
    map,
    getItem: (key: string) => (guard(), map.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void map.set(key, value)),
  }
}

describe('locale preference', () => {
  it('names each language in itself and tags Chinese as Simplified', () => {
    expect(LOCALE_NAMES).toEqual({ en: 'English', ko: '한국어', zh: '中文' })
    expect(HTML_LANG).toEqual({ en: 'en', ko: 'ko', zh: 'zh-Hans' })
  })

  it.each([
    [['ko-KR'], 'ko'],
    [['KO'], 'ko'],
    [['zh-CN', 'en'], 'zh'],
    [['zh-Hant-TW'], 'zh'],
    [['zh_TW'], 'zh'],
    [['en-GB', 'ko'], 'en'],
    [['fr-FR', 'zh-CN', 'ko'], 'zh'],
    [['de', 'ja'], 'en'],
    [[], 'en'],
  ] as const)('browser languages %j → %s', (languages, locale) => {
    // nothing stored and no ?lang=: the browser's languages decide
    expect(openingLocale('', fakeStorage(), languages)).toBe(locale)
  })

  it('reads only a valid stored locale', () => {
    // the browser asks for Chinese: a stored choice wins only when it is a locale of the app
    const opening = (storage: ReturnType<typeof fakeStorage> | undefined) =>
      openingLocale('', storage, ['zh-CN'])
    expect(opening(fakeStorage({ [LOCALE_STORAGE_KEY]: 'ko' }))).toBe('ko')
    expect(opening(fakeStorage({ [LOCALE_STORAGE_KEY]: 'ko-KR' }))).toBe('zh')
    expect(opening(fakeStorage())).toBe('zh')
    expect(opening(undefined)).toBe('zh')
    expect(opening(fakeStorage({ [LOCALE_STORAGE_KEY]: 'ko' }, true))).toBe('zh')
  })

  it('opens in the stored choice, else the browser languages, else English', () => {
    expect(openingLocale('', fakeStorage({ [LOCALE_STORAGE_KEY]: 'en' }), ['ko-KR'])).toBe('en')
    expect(openingLocale('', fakeStorage(), ['ko-KR'])).toBe('ko')
    expect(openingLocale('', fakeStorage({}, true), ['zh-CN'])).toBe('zh')
    expect(openingLocale('', undefined, [])).toBe('en')
  })

  it("a link's valid ?lang= comes first, a value it does not know is passed over", () => {
    const stored = fakeStorage({ [LOCALE_STORAGE_KEY]: 'zh' })
    expect(openingLocale('?step=2&lang=ko', stored, ['en-US'])).toBe('ko')
    expect(openingLocale('?lang=ja', stored, ['ko-KR'])).toBe('zh')
    expect(openingLocale('', fakeStorage(), ['ko-KR'])).toBe('ko')
  })

  it('recognizes the locales it knows', () => {
    expect(['en', 'ko', 'zh'].every(isLocale)).toBe(true)
    expect([undefined, null, 'ja', 'EN', 3].some(isLocale)).toBe(false)
  })
})
