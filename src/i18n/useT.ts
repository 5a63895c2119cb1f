import { createContext, use, useSyncExternalStore } from 'react'
import {
  catalogGeneration,
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

// one translate function per locale and catalog generation (a frozen object the loader replaces
// when a section arrives or fails): a new one comes with new words, so memoized components that
// take it re-render with the new strings. An identity memo: a generation's translators go with it
const translators = new WeakMap<object, Partial<Record<Locale, Translate>>>()

function translatorFor(locale: Locale, generation: object): Translate {
  let byLocale = translators.get(generation)
  if (byLocale === undefined) translators.set(generation, (byLocale = {}))
  return (byLocale[locale] ??= (key, vars) => translate(locale, key, vars))
}

/** The translate function for the current locale; re-renders when the locale or a section changes. */
export function useT(): Translate {
  const locale = use(LocaleContext)
  const generation = useSyncExternalStore(subscribeCatalogs, catalogGeneration, catalogGeneration)
  return translatorFor(locale, generation)
}
