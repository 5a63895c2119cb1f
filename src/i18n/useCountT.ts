import { use, useCallback, useSyncExternalStore } from 'react'
import { catalogVersion, subscribeCatalogs, type PluralKey } from './index.ts'
import { translateCount } from './translateCount.ts'
import { LocaleContext } from './useT.ts'

export type TranslateCount = (
  key: PluralKey,
  count: number,
  vars?: Readonly<Record<string, string | number>>,
) => string

/** `useT` for count-dependent messages: `tc('session.overview.turns', 1)` is "1 turn". */
export function useCountT(): TranslateCount {
  const locale = use(LocaleContext)
  const version = useSyncExternalStore(subscribeCatalogs, catalogVersion, catalogVersion)
  // a new function when the locale or a section changes, so memoized readers draw again
  return useCallback<TranslateCount>(
    (key, count, vars) => translateCount(locale, key, count, vars),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, version],
  )
}
