import { useCallback, useLayoutEffect } from 'react'
import { useVisualizerStore } from '../store/index.ts'
import {
  loadedSections,
  loadSections,
  LOCALES,
  sectionsLoaded,
  type Locale,
} from '../i18n/index.ts'

/**
 * The reader's language: a choice made in the header switch is kept in localStorage; without one,
 * the browser's preferred languages decide (ko… → Korean, zh… → Chinese, otherwise English).
 * `<html lang>` follows the locale, so screen readers and CJK font fallback pick the right language.
 */

export const LOCALE_STORAGE_KEY = 'context-lab:locale'

/** Each language named in itself, so a reader finds theirs whatever the page is in now. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  ko: '한국어',
  zh: '中文',
}

/** The BCP 47 tag for `<html lang>`; the Chinese catalog is written in Simplified characters. */
export const HTML_LANG: Readonly<Record<Locale, string>> = {
  en: 'en',
  ko: 'ko',
  zh: 'zh-Hans',
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** The first of the reader's languages the app speaks; English when none is. */
function localeFromLanguages(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return 'en'
}

/** The storage the choice lives in, or `undefined` where the browser refuses access to it. */
function localStorageOrUndefined(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

/** The locale chosen earlier in this browser, if any (a value from elsewhere is ignored). */
function readStoredLocale(
  storage: Pick<Storage, 'getItem'> | undefined = localStorageOrUndefined(),
): Locale | undefined {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY)
    return isLocale(value) ? value : undefined
  } catch {
    return undefined
  }
}

/** Keeps the choice for the next visit; a full or blocked storage only loses the memory. */
function storeLocale(
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = localStorageOrUndefined(),
): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale)
  } catch {
    // the switch still works for this page
  }
}

/** The locale a page opens in: the stored choice, else the browser's languages, else English. */
function initialLocale(
  storage: Pick<Storage, 'getItem'> | undefined = localStorageOrUndefined(),
  languages: readonly string[] = browserLanguages(),
): Locale {
  return readStoredLocale(storage) ?? localeFromLanguages(languages)
}

/**
 * The locale a page opens in, all told: a link's valid `?lang=` (`search`, the address's query),
 * else {@link initialLocale}. `public/boot-lang.js` decides the same before the first paint, so
 * the loading shell speaks it too (`test/unit/app/bootLang.test.ts` holds the two to agreeing).
 */
export function openingLocale(
  search: string = typeof location === 'undefined' ? '' : location.search,
  storage: Pick<Storage, 'getItem'> | undefined = localStorageOrUndefined(),
  languages: readonly string[] = browserLanguages(),
): Locale {
  const fromLink = new URLSearchParams(search).get('lang')
  return isLocale(fromLink) ? fromLink : initialLocale(storage, languages)
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  if (navigator.languages.length > 0) return navigator.languages
  return navigator.language ? [navigator.language] : []
}

/** Sets `<html lang>` for a locale. */
function applyDocumentLanguage(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = HTML_LANG[locale]
}

/**
 * For the app shell: opens in the preferred locale before the first paint, keeps `<html lang>` in
 * step, and returns the current locale with `chooseLocale`, which switches and remembers.
 */
export function useLocalePreference(): {
  readonly locale: Locale
  readonly chooseLocale: (locale: Locale) => void
} {
  const locale = useVisualizerStore((state) => state.locale)
  const setLocale = useVisualizerStore((state) => state.setLocale)
  // a layout effect runs before the browser paints, so no English frame shows first
  // a link's ?lang= (applied before the first render) wins over the stored and browser choice
  useLayoutEffect(() => setLocale(openingLocale()), [setLocale])
  useLayoutEffect(() => applyDocumentLanguage(locale), [locale])
  const chooseLocale = useCallback(
    (next: Locale) => {
      storeLocale(next)
      // the new language arrives with every section the page has used, then switches at once
      const sections = loadedSections()
      if (sectionsLoaded(next, sections)) setLocale(next)
      else void loadSections(next, sections).then(() => setLocale(next))
    },
    [setLocale],
  )
  return { locale, chooseLocale }
}
