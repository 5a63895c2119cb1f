import { en } from './en.ts'
import type { Catalog, Locale } from './index.ts'
import { ko } from './ko.ts'
import { zh } from './zh.ts'

/**
 * Every locale's whole catalog at once, for tests and tools. The app never imports this: it
 * loads sections on demand through `loadSections` (src/i18n/index.ts).
 */
export const CATALOGS: Readonly<Record<Locale, Catalog>> = { en, ko, zh }
