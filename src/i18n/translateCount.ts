import { translate, type Locale, type PluralKey, type TranslationKey } from './index.ts'
import { pluralText } from './plural.ts'

// apart from plural.ts, which the CLI imports under Node: this one needs the catalog loader
// (import.meta.glob, Vite's), and apart from index.ts, so the first screen does not carry it

type Vars = Readonly<Record<string, string | number>>

/** A count-dependent message with its forms read by `lookUp` (`translate`, or `useT`'s function). */
export function countText(
  lookUp: (key: TranslationKey) => string,
  locale: Locale,
  key: PluralKey,
  count: number,
  vars?: Vars,
): string {
  const one = lookUp(`${key}.one` as TranslationKey)
  const other = lookUp(`${key}.other` as TranslationKey)
  return pluralText(locale, { one, other }, count, vars)
}

/**
 * A count-dependent message in the form `Intl.PluralRules` picks for the locale, e.g.
 * `translateCount('en', 'session.units.turns', 1)` is "1 turn"; `{count}` is the grouped count.
 */
export function translateCount(locale: Locale, key: PluralKey, count: number, vars?: Vars) {
  return countText((k) => translate(locale, k), locale, key, count, vars)
}
