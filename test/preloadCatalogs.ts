import { loadSections, LOCALES, type Section } from '../src/i18n/index.ts'
import { en } from '../src/i18n/en.ts'

// the app loads catalog sections on demand; tests read any string of any language at once
await Promise.all(LOCALES.map((locale) => loadSections(locale, Object.keys(en) as Section[])))
