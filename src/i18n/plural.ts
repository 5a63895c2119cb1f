import { groupedNumber } from './groupedNumber.ts'
import { pluralCategory } from './pluralCategory.ts'

export { pluralCategory }

/**
 * A message that depends on a count: one form per CLDR plural category the language uses, `other`
 * always there. English has `one` and `other`; Korean and Chinese use `other` only, but a catalog
 * keeps English's shape, so their `one` repeats `other`.
 */
export interface PluralForms {
  readonly one?: string
  readonly other: string
}

/**
 * The form of `forms` for `count`, falling back to `other`, with `{count}` (and `{n}`) set to the
 * grouped count. The app reads forms from its catalogs (`translateCount`, `useCountT`); the CLI
 * passes the English catalog's forms here directly.
 */
export function pluralText(
  locale: string,
  forms: PluralForms,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const category = pluralCategory(locale, count)
  const form = (category === 'one' ? forms.one : undefined) ?? forms.other
  const grouped = groupedNumber(count)
  const all: Readonly<Record<string, string | number>> = { count: grouped, n: grouped, ...vars }
  return form.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in all ? String(all[name]) : match,
  )
}
