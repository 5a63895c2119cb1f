import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createContext, Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { HTML_LANG, LOCALE_STORAGE_KEY, openingLocale } from '../../../src/app/localePreference.ts'

/**
 * `public/boot-lang.js` (index.html's first script, a plain classic script) decides the loading
 * shell's language as the app's `openingLocale` decides the page's: both run here against the same
 * address, storage and browser languages, every combination below.
 */

const script = new Script(
  readFileSync(join(import.meta.dirname, '../../../public/boot-lang.js'), 'utf8'),
)

const SEARCHES = [
  '',
  '?lang=ko',
  '?cell=mid_turn.remote&lang=zh&step=3',
  '?lang=en',
  '?lang=fr',
  '?lang=',
  '?lang=KO',
  '?lang=zh-Hans',
  '?tab=lessons',
]

type Stored = string | null | 'blocked' | 'throws'
const STORED: Stored[] = [null, 'ko', 'zh', 'en', 'de', '', 'blocked', 'throws']

const NAVIGATORS = [
  { languages: ['ko-KR'], language: 'ko-KR' },
  { languages: ['fr-FR', 'zh-CN', 'ko'], language: 'fr-FR' },
  { languages: ['en-GB', 'ko'], language: 'en-GB' },
  { languages: [], language: 'zh-TW' },
  { languages: [], language: '' },
  { languages: ['ZH_tw'], language: 'ZH_tw' },
  { languages: [' ko '], language: ' ko ' },
  { languages: ['de', 'ja'], language: 'de' },
]

interface Browser {
  readonly search: string
  readonly stored: Stored
  readonly navigator: { readonly languages: string[]; readonly language: string }
}

/** `localStorage` as a page sees it: absent entry, a value, refused access or a failing read. */
function storageDescriptor(stored: Stored): PropertyDescriptor {
  const refuse = () => {
    throw new Error('SecurityError')
  }
  if (stored === 'blocked') return { get: refuse, configurable: true }
  const getItem = (key: string) =>
    stored === 'throws' ? refuse() : key === LOCALE_STORAGE_KEY ? stored : null
  return { value: { getItem, setItem: () => {} }, configurable: true, writable: true }
}

/** The app's choice, its globals (address, storage, navigator) set as `browser` says. */
function appLocale(browser: Browser): string {
  const names = ['location', 'localStorage', 'navigator'] as const
  const saved = names.map((name) => Object.getOwnPropertyDescriptor(globalThis, name))
  Object.defineProperty(globalThis, 'location', {
    value: { search: browser.search },
    configurable: true,
  })
  Object.defineProperty(globalThis, 'localStorage', storageDescriptor(browser.stored))
  Object.defineProperty(globalThis, 'navigator', { value: browser.navigator, configurable: true })
  try {
    return HTML_LANG[openingLocale()]
  } finally {
    names.forEach((name, i) => {
      const descriptor = saved[i]
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else Reflect.deleteProperty(globalThis, name)
    })
  }
}

// one page for every run (a fresh context each costs about 10 ms): the script keeps nothing
// between runs, its names being block-scoped
const page = createContext({ URLSearchParams }) as Record<string, unknown>

/** What boot-lang.js leaves on `<html>` in a page set as `browser` says. */
function bootScript(browser: Browser): { lang: string; boot: string | undefined } {
  const root = { lang: '', dataset: {} as Record<string, string> }
  page['location'] = { search: browser.search, hash: '' }
  page['navigator'] = browser.navigator
  page['document'] = { documentElement: root }
  Object.defineProperty(page, 'localStorage', storageDescriptor(browser.stored))
  script.runInContext(page)
  return { lang: root.lang, boot: root.dataset['boot'] }
}

const BROWSERS: Browser[] = SEARCHES.flatMap((search) =>
  STORED.flatMap((stored) => NAVIGATORS.map((navigator) => ({ search, stored, navigator }))),
)

describe('the shell’s language (public/boot-lang.js)', () => {
  it(`is the app's opening language in each of ${BROWSERS.length} browsers`, () => {
    const disagree = BROWSERS.filter((browser) => bootScript(browser).lang !== appLocale(browser))
    expect(disagree).toEqual([])
  })

  it('marks the language as known, so the shell shows only that one', () => {
    for (const browser of BROWSERS.slice(0, 8)) expect(bootScript(browser).boot).toBe('loading')
  })

  it('is not decided the same way by chance: each source is heard', () => {
    const [korean, , english] = NAVIGATORS
    const base = { search: '', stored: null, navigator: english! } as const
    expect(bootScript(base).lang).toBe('en')
    expect(bootScript({ ...base, navigator: korean! }).lang).toBe('ko')
    expect(bootScript({ ...base, stored: 'zh' }).lang).toBe('zh-Hans')
    expect(bootScript({ ...base, stored: 'zh', search: '?lang=ko' }).lang).toBe('ko')
  })
})
