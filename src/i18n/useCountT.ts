import { use, useMemo } from 'react'
import type { PluralKey } from './index.ts'
import { countText } from './translateCount.ts'
import { LocaleContext, useT } from './useT.ts'

export type TranslateCount = (
  key: PluralKey,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
) => string

/**
 * `useT` for count-dependent messages: `tc('session.overview.turns', 1)` is "1 turn". It reads the
 * forms through `useT`'s function, which is renewed when a section arrives, so memoized readers
 * draw again with it (`translateCount` is the same outside React).
 */
export function useCountT(): TranslateCount {
  const locale = use(LocaleContext)
  const t = useT()
  return useMemo<TranslateCount>(
    () => (key, count, vars) => countText(t, locale, key, count, vars),
    [locale, t],
  )
}
