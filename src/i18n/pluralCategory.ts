/**
 * One Intl.PluralRules per language the app speaks, made as the module loads (after the first,
 * which warms the engine's locale data that any count needs anyway, each costs about 0.02 ms).
 */
const RULES: ReadonlyMap<string, Intl.PluralRules> = new Map(
  (['en', 'ko', 'zh'] as const).map((locale) => [locale, new Intl.PluralRules(locale)]),
)

/**
 * The plural category of `count` in `locale` (`one`, `other`, …). Its own module: the first
 * screen's placeholders need it (`fill.ts`) but not the rest of `plural.ts`. Another language (a
 * test's, a caller's outside the app) gets its rules made for the call.
 */
export function pluralCategory(locale: string, count: number): Intl.LDMLPluralRule {
  return (RULES.get(locale) ?? new Intl.PluralRules(locale)).select(count)
}
