import { en, type Messages } from './en.ts'
import { ko } from './ko.ts'
import { zh } from './zh.ts'

/** Dotted paths to every string in the catalog, e.g. `common.tabs.grid`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = Leaves<Messages>

/**
 * The shape every translation must have: the English catalog with each leaf widened to `string`.
 * A missing or an extra key in a locale's section file is a type error.
 */
export type DeepStrings<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]>
}

/** One locale's whole catalog. */
export type Catalog = DeepStrings<Messages>

export type Locale = 'en' | 'ko' | 'zh'
export const LOCALES: readonly Locale[] = ['en', 'ko', 'zh']

/** Every locale's catalog; English is the source of truth the others are checked against. */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, ko, zh }

/** Looks a key up and fills `{name}` placeholders. Unknown placeholders are left visible. */
export function translate(
  locale: Locale,
  key: TranslationKey,
  vars?: Readonly<Record<string, string | number>>,
): string {
  // a key missing from a locale (never, while the types hold) shows English rather than the key
  const text = lookUp(CATALOGS[locale], key) ?? lookUp(en, key) ?? key
  if (!vars) return text
  return text.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  )
}

function lookUp(catalog: Catalog, key: string): string | undefined {
  let node: unknown = catalog
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' ? node : undefined
}
