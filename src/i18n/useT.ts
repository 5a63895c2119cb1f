import { createContext, use, useCallback } from 'react'
import { translate, type Locale, type TranslationKey } from './index.ts'

/**
 * The current locale, provided at the root from the store (src/app/StoreLocale.tsx): the catalogs
 * sit below the store in the layers, so they receive the locale rather than read it.
 */
export const LocaleContext = createContext<Locale>('en')

/** The translate function for the current locale; re-renders when the locale changes. */
export function useT() {
  const locale = use(LocaleContext)
  return useCallback(
    (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
      translate(locale, key, vars),
    [locale],
  )
}
