import { useCallback } from 'react'
import { useVisualizerStore } from '../store/index.ts'
import { translate, type TranslationKey } from './index.ts'

/** The translate function for the current locale; re-renders when the locale changes. */
export function useT() {
  const locale = useVisualizerStore((state) => state.locale)
  return useCallback(
    (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) =>
      translate(locale, key, vars),
    [locale],
  )
}
