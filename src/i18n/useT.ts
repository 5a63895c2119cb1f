import { createContext, use, useSyncExternalStore } from 'react'
import {
  catalogVersion,
  subscribeCatalogs,
  translate,
  type Locale,
  type TranslationKey,
} from './index.ts'

/**
 * The current locale, provided at the root from the store (src/app/StoreLocale.tsx): the catalogs
 * sit below the store in the layers, so they receive the locale rather than read it.
 */
export const LocaleContext = createContext<Locale>('en')

export type Translate = (
  key: TranslationKey,
  vars?: Readonly<Record<string, string | number>>,
) => string

// one translate function per (locale, catalog version): it changes when a section arrives, so
// memoized components that take it re-render with the new strings
let cached: { locale: Locale; version: number; t: Translate } | undefined

function translatorFor(locale: Locale, version: number): Translate {
  if (cached?.locale !== locale || cached.version !== version)
    cached = { locale, version, t: (key, vars) => translate(locale, key, vars) }
  return cached.t
}

/** The translate function for the current locale; re-renders when the locale or a section changes. */
export function useT(): Translate {
  const locale = use(LocaleContext)
  const version = useSyncExternalStore(subscribeCatalogs, catalogVersion, catalogVersion)
  return translatorFor(locale, version)
}
