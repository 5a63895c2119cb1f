import { use } from 'react'
import { plural, type PluralKey } from '../../i18n/plural.ts'
import { LocaleContext, useT } from '../../i18n/useT.ts'

/** A count in the reader's language with its plural form ("1 turn", "2 turns"). */
export function usePlural(): (
  key: PluralKey,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
) => string {
  const locale = use(LocaleContext)
  // re-render when a catalog section arrives, as useT does
  useT()
  return (key, count, vars) => plural(locale, key, count, vars)
}
