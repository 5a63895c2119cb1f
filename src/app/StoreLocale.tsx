import type { ReactNode } from 'react'
import { LocaleContext } from '../i18n/useT.ts'
import { useVisualizerStore } from '../store/index.ts'

/** Gives the store's locale to every `useT` below it (the i18n layer does not read the store). */
export function StoreLocale({ children }: { readonly children: ReactNode }) {
  const locale = useVisualizerStore((state) => state.locale)
  return <LocaleContext value={locale}>{children}</LocaleContext>
}
