const RULES = new Map<string, Intl.PluralRules>()

/**
 * The plural category of `count` in `locale` (`one`, `other`, …), one Intl.PluralRules each. Its
 * own module: the first screen's placeholders need it (`fill.ts`) but not the rest of `plural.ts`.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = RULES.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    RULES.set(locale, rules)
  }
  return rules.select(count)
}
