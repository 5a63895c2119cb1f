import type { Messages } from './en.ts'
import { chunkLoader, chunkLoaders } from './chunkLoader.ts'
import { fillPlaceholders, type ParticlePicker } from './fill.ts'

/** Dotted paths to every string in the catalog, e.g. `common.tabs.grid`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type TranslationKey = Leaves<Messages>

/** Dotted paths to every count-dependent message (`{ one, other }`), e.g. `session.overview.turns`. */
type PluralPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? never
    : T[K] extends { readonly one: string; readonly other: string }
      ? `${Prefix}${K}`
      : PluralPaths<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type PluralKey = PluralPaths<Messages>

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

/** A catalog section: one file per locale under `<locale>/`, e.g. `ko/grid.ts`. */
export type Section = keyof Messages & string

/**
 * What the first screen (the grid, with its header and footer) shows. The View menu's button is
 * in `common`; its panel and the presenter and embed bars load `view` with them.
 */
export const FIRST_SCREEN_SECTIONS: readonly Section[] = ['common', 'grid', 'rules', 'faults']

/**
 * Languages and sections load on demand, each its own chunk: the first screen fetches only its
 * own sections in the reader's language, another screen its sections when it opens, another
 * language when it is chosen, a string shown only later (why an item was cut) when first shown.
 * A string whose section has not arrived yet asks for it and shows English (when that is loaded,
 * else nothing) until it does. A section whose chunk fails is fetched once more, then shown in
 * English; a key is never shown (a section lost in English too shows nothing, and its screen
 * waits, under the notice and its retry: `whenShown`).
 */
type SectionFile = () => Promise<Record<string, unknown>>
// the first screen's sections are found here, each language's four in one module
// (`<locale>/firstScreen.ts`); every other one through a table that loads with the first of
// them (`sectionFiles.ts`): the first screen does not carry a loader per section and language
// it never opens (the modules must name FIRST_SCREEN_SECTIONS: loading.test.ts)
const FIRST_SCREEN_FILES: Record<string, SectionFile> = import.meta.glob<Record<string, unknown>>(
  './{en,ko,zh}/firstScreen.ts',
)
const OTHER_FILES = chunkLoader(() => import('./sectionFiles.ts'))

function sectionFile(id: string): Promise<SectionFile | undefined> {
  const [locale, section] = id.split('/')
  const first = (FIRST_SCREEN_SECTIONS as readonly string[]).includes(section ?? '')
    ? FIRST_SCREEN_FILES[`./${locale}/firstScreen.ts`]
    : undefined
  if (first) return Promise.resolve(first)
  return OTHER_FILES.load().then((module) => module.SECTION_FILES[`./${id}.ts`])
}

// Korean's particle picker (es-hangul) arrives, in its own chunk, with the first Korean section
// that may need it: the first screen's sections have no particle after a value
// (test/unit/i18n/particles.test.ts), so the grid in Korean does not wait for it
const PARTICLES = chunkLoader(() => import('./koreanParticles.ts'))

/** The Korean particle after a value, once its picker has loaded (before, both forms show). */
const pickParticle: ParticlePicker = (value, option) => {
  const picker = PARTICLES.loaded()
  return picker?.isParticleOption(option) ? picker.pickParticle(value, option) : undefined
}

/**
 * Each `locale/section`'s words, a chunk of its own: its request, its words once they arrived,
 * whether its last request failed (then shown in English, and noticed, until a retry).
 */
const SECTIONS = chunkLoaders((id): Promise<unknown> => {
  const [locale, section = ''] = id.split('/')
  const before =
    locale === 'ko' && !(FIRST_SCREEN_SECTIONS as readonly string[]).includes(section)
      ? PARTICLES.load()
      : Promise.resolve()
  const sectionModule = sectionFile(id).then((file) => {
    if (!file) throw new Error(`no catalog section ${id}`)
    // a dropped request is made once more at once (the browser fetches a failed import anew)
    return file().catch(() => file())
  })
  return Promise.all([sectionModule, before]).then(([module]) => module[section])
})

const sectionOf = (locale: Locale, section: Section) => SECTIONS.of(`${locale}/${section}`)
const wordsOf = (locale: Locale, section: Section) => sectionOf(locale, section).loaded()

function loadSection(locale: Locale, section: Section): Promise<void> {
  return sectionOf(locale, section)
    .load()
    .then(
      () => {},
      (error: unknown) => {
        // forgotten by its loader, so the next request fetches again; meanwhile the section shows
        // in English and the page says so. The request fails only once English has been tried
        // too, so a caller knows whether there are words to show (`sectionsShown`)
        const english = locale === 'en' ? undefined : loadSection('en', section).catch(() => {})
        return Promise.resolve(english).then(() => {
          throw error
        })
      },
    )
}

/** The sections whose words could not be loaded (`ko/session`, …), for the page's notice. */
export function failedSections(): string[] {
  return SECTIONS.keys().filter((id) => SECTIONS.of(id).failed())
}

/** Requests every section that failed again; resolves when all have been tried. */
export function retryFailedSections(): Promise<void> {
  const retries = failedSections().map((id) => {
    const [locale, section] = id.split('/') as [Locale, Section]
    return loadSection(locale, section).catch(() => {})
  })
  return Promise.all(retries).then(() => {})
}

/**
 * Loads these sections of a locale's catalog (resolves at once when they are there); fails, once
 * every one has been tried (English too for each that failed), when any could not be loaded.
 */
export function loadSections(locale: Locale, sections: readonly Section[]): Promise<void> {
  return Promise.allSettled(sections.map((section) => loadSection(locale, section))).then(
    (results) => {
      for (const result of results) if (result.status === 'rejected') throw result.reason
    },
  )
}

/** Whether these sections of a locale are all loaded. */
export function sectionsLoaded(locale: Locale, sections: readonly Section[]): boolean {
  return sections.every((section) => wordsOf(locale, section) !== undefined)
}

/** Whether these sections have words to show: in the locale, or else in English. */
export function sectionsShown(locale: Locale, sections: readonly Section[]): boolean {
  return sections.every(
    (section) => (wordsOf(locale, section) ?? wordsOf('en', section)) !== undefined,
  )
}

/**
 * Resolves once these sections have words to show (at once when they have): a screen whose words
 * are lost in English too waits, under the notice, until its retry brings them.
 */
export function whenShown(locale: Locale, sections: readonly Section[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!sectionsShown(locale, sections)) return
      unsubscribe()
      resolve()
    }
    const unsubscribe = SECTIONS.subscribe(check)
    check()
  })
}

/** The sections some locale has loaded: a newly chosen language needs the same. */
export function loadedSections(): Section[] {
  const loaded = SECTIONS.keys().filter((id) => SECTIONS.of(id).loaded() !== undefined)
  return [...new Set(loaded.map((id) => id.slice(id.indexOf('/') + 1) as Section))]
}

/** For `useSyncExternalStore`: a section arrived (or failed). */
export const subscribeCatalogs = SECTIONS.subscribe

/**
 * The loaded catalogs' generation: a frozen object replaced whenever a section arrives or fails,
 * the same object as long as the words are the same (`useT` remembers its translator by it).
 */
export const catalogGeneration = SECTIONS.generation

/**
 * Looks a key up and fills `{name}` placeholders (and `{name:이/가}` particles and `{name#item|items}`
 * counts in the locale's plural forms, src/i18n/fill.ts).
 * Unknown placeholders are left visible.
 */
export function translate(
  locale: Locale,
  key: TranslationKey,
  vars?: Readonly<Record<string, string | number>>,
): string {
  const section = key.slice(0, key.indexOf('.')) as Section
  const own = wordsOf(locale, section)
  // a section that failed is asked for again only by a retry (a screen opening, the notice's
  // button): asking on every render would loop through failures
  if (own === undefined && !sectionOf(locale, section).failed())
    void loadSection(locale, section).catch(() => {})
  // a key missing from a locale (never, while the types hold) shows English; a section on its
  // way shows nothing until it arrives (its arrival re-renders), and so does one lost in every
  // language: a reader never sees a key, and the notice says what is missing
  const english = wordsOf('en', section)
  if (own === undefined && english === undefined) return ''
  const mine = lookUp(own, key)
  const text = mine ?? lookUp(english, key) ?? ''
  // an English stand-in counts its plurals in English ("1 item"), not in the reader's language
  return vars
    ? fillPlaceholders(text, vars, pickParticle, mine === undefined ? 'en' : locale)
    : text
}

// every render asks for the same few hundred keys: each is walked once per loaded section
const found = new WeakMap<object, Map<string, string | undefined>>()

function lookUp(section: unknown, key: string): string | undefined {
  if (typeof section !== 'object' || section === null) return undefined
  let keys = found.get(section)
  if (keys === undefined) found.set(section, (keys = new Map()))
  if (keys.has(key)) return keys.get(key)
  let node: unknown = section
  for (const part of key.split('.').slice(1))
    node = (node as Record<string, unknown> | undefined)?.[part]
  const text = typeof node === 'string' ? node : undefined
  keys.set(key, text)
  return text
}
