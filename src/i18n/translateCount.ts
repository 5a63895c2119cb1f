import { translate, type Locale, type PluralKey, type TranslationKey } from './index.ts'
import { pluralText } from './plural.ts'

// apart from plural.ts, which the CLI imports under Node: this one needs the catalog loader
// (import.meta.glob, Vite's), and apart from index.ts, so the first screen does not carry it

/**
 * A count-dependent message in the form `Intl.PluralRules` picks for the locale, e.g.
 * `translateCount('en', 'session.units.turns', 1)` is "1 turn"; `{count}` is the grouped count.
 */
export function translateCount(
  locale: Locale,
  key: PluralKey,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const one = translate(locale, `${key}.one` as TranslationKey)
  const other = translate(locale, `${key}.other` as TranslationKey)
  return pluralText(locale, { one, other }, count, vars)
}
