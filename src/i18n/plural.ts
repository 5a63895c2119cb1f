import { groupedNumber } from './groupedNumber.ts'
import { translate, type Locale, type TranslationKey } from './index.ts'

/**
 * Counts with the right plural form: a catalog entry `{ one, other }` picked by
 * `Intl.PluralRules` for the locale ("1 turn", "2 turns"; Korean and Chinese have one form,
 * written twice so every locale has the English keys). The count is grouped (`12,345`).
 */

/** Catalog paths that have a `.one` and an `.other` form. */
export type PluralKey = {
  [K in TranslationKey]: K extends `${infer B}.other`
    ? `${B}.one` extends TranslationKey
      ? B
      : never
    : never
}[TranslationKey]

const rules = new Map<Locale, Intl.PluralRules>()

/** `one` or `other` for a count in a locale (any other category falls back to `other`). */
export function pluralCategory(locale: Locale, count: number): 'one' | 'other' {
  let r = rules.get(locale)
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)))
  return r.select(count) === 'one' ? 'one' : 'other'
}

/** The text of a count, e.g. `plural('en', 'session.units.turns', 1)` → "1 turn". */
export function plural(
  locale: Locale,
  key: PluralKey,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const form = `${key}.${pluralCategory(locale, count)}` as TranslationKey
  return translate(locale, form, { ...vars, count: groupedNumber(count) })
}
