import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createContext, Script } from 'node:vm'
import { build, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/i18n/index.ts'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { persistenceNeededAtStart } from '../../../src/app/usePersistence.ts'
import { STORAGE_KEY } from '../../../src/app/savedWorkKey.ts'
import { LESSON_PROGRESS_KEY } from '../../../src/app/lessonProgress.ts'
import { LOCALE_STORAGE_KEY } from '../../../src/app/localePreference.ts'
import { SHARE_PARAM } from '../../../src/app/shareHash.ts'
import { TABS } from '../../../src/store/viewSlice.ts'

/**
 * The build writes on `public/boot-lang.js`'s tag what the first frame may wait for
 * (`vite.config.ts`: bootPreload): each language's first-screen chunk, each lazy screen's chunks
 * and the saved-work chunks (engine and persistence). The boot script preloads the reader's words
 * alone, the screen a link opens on, and the saved-work chunks exactly when the app restores
 * saved work or a shared scenario before its first frame (`persistenceNeededAtStart`): the app
 * built here in memory, with the project's own config, and its boot script run against the built
 * page's tag.
 */

const ROOT = join(import.meta.dirname, '../../..')
const source = readFileSync(join(ROOT, 'public/boot-lang.js'), 'utf8')
/** The boot script as the build ships it (minified): what runs in a reader's browser. */
let script = new Script('')
let shipped = ''

let output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = []
/** The tag's `data-` attributes by name (`first-screen-en`, `screen-lessons`, `saved-work`…). */
let attributes: Record<string, string> = {}
/** The first-screen chunk of each language. */
let tag: Record<string, string> = {}
let html = ''

beforeAll(async () => {
  const result = await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, sourcemap: false },
  })
  const built = Array.isArray(result) ? result[0] : result
  if (built === undefined || !('output' in built)) throw new Error('the build wrote no output')
  output = built.output
  const boot = output.find((file) => file.fileName === 'boot-lang.js')
  shipped = boot?.type === 'asset' ? String(boot.source) : ''
  script = new Script(shipped)
  const page = output.find((file) => file.fileName === 'index.html')
  html = page?.type === 'asset' ? String(page.source) : ''
  const onTag = /<script src="[^"]*boot-lang\.js"([^>]*)>/.exec(html)?.[1] ?? ''
  attributes = Object.fromEntries(
    [...onTag.matchAll(/ data-([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
  )
  tag = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const value = attributes[`first-screen-${locale}`]
      return value === undefined ? [] : [[locale, value]]
    }),
  )
}, 120_000)

interface Address {
  readonly search: string
  readonly hash?: string
  /** the saved scenario's entry; `throws`: storage refuses to be read. */
  readonly saved?: string | null | 'throws'
  /** other entries in the browser's storage, by key */
  readonly stored?: Readonly<Record<string, string>>
}

/** What boot-lang.js did in a page at `address`: the `<link>`s it appended, `<html>`'s dataset. */
function bootAt(
  address: Address,
  dataset: Record<string, string> | undefined,
): { links: object[]; html: Record<string, string>; fetched: string[] } {
  const appended: object[] = []
  const fetched: string[] = []
  const root = { lang: '', dataset: {} as Record<string, string> }
  const link = () => ({ rel: '', crossOrigin: null as string | null, href: '' })
  const entries: Record<string, string> = {
    ...address.stored,
    ...(typeof address.saved === 'string' && address.saved !== 'throws'
      ? { [STORAGE_KEY]: address.saved }
      : {}),
  }
  const refuse = () => {
    if (address.saved === 'throws') throw new Error('SecurityError')
  }
  const storage = {
    getItem: (key: string) => (refuse(), entries[key] ?? null),
    key: (i: number) => (refuse(), Object.keys(entries)[i] ?? null),
    get length() {
      refuse()
      return Object.keys(entries).length
    },
  }
  script.runInContext(
    createContext({
      URLSearchParams,
      URL,
      location: { search: address.search, hash: address.hash ?? '' },
      navigator: { languages: ['en'], language: 'en' },
      localStorage: storage,
      addEventListener: () => {},
      removeEventListener: () => {},
      // the first frame's page is asked for (never answered here)
      fetch: (url: string) => {
        fetched.push(url)
        return new Promise(() => {})
      },
      document: {
        documentElement: root,
        currentScript: dataset === undefined ? null : { dataset },
        createElement: link,
        head: { append: (element: object) => appended.push(element) },
        // the page is being parsed: the entry would run once it is (not run here)
        readyState: 'loading',
        addEventListener: () => {},
        baseURI: 'http://localhost/',
      },
    }),
  )
  return { links: appended, html: root.dataset, fetched }
}

/** The `<link>`s boot-lang.js appends in a page at `address`. */
function preloadsAt(address: Address, dataset: Record<string, string> | undefined): object[] {
  return bootAt(address, dataset).links
}

/** The `<link>`s boot-lang.js appends in a page whose address asks for `lang`. */
function preloads(lang: string, dataset: Record<string, string> | undefined): object[] {
  return preloadsAt({ search: `?lang=${lang}` }, dataset)
}

/** The tag's attributes as the browser's `dataset` names them. */
const dataset = () =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  )

const hrefs = (links: object[]) => links.map((link) => (link as { href: string }).href)
const files = (name: string) => attributes[name]?.split(' ') ?? []

describe("the reader's first-screen words are preloaded by the boot script", () => {
  it('ships minified: about half the bytes of the source, its comments gone', () => {
    expect(shipped.length).toBeGreaterThan(0)
    expect(shipped.length).toBeLessThan(source.length * 0.6)
    expect(shipped).not.toContain('//')
  })

  it("the built tag names each language's own first-screen chunk", () => {
    expect(Object.keys(tag).sort()).toEqual([...LOCALES].sort())
    for (const locale of LOCALES) {
      const chunk = output.find((file) => `./${file.fileName}` === tag[locale])
      expect(chunk?.type).toBe('chunk')
      expect(chunk?.type === 'chunk' && chunk.facadeModuleId).toMatch(
        new RegExp(`/src/i18n/${locale}/firstScreen\\.ts$`),
      )
    }
  })

  it.each(LOCALES)(
    'a %s reader gets that language’s chunk, as a module preload, alone',
    (locale) => {
      expect(preloads(locale, dataset())).toEqual([
        { rel: 'modulepreload', crossOrigin: '', href: tag[locale] },
      ])
    },
  )

  it('in dev (no names on the tag) or without the tag, nothing is preloaded', () => {
    expect(preloads('ko', {})).toEqual([])
    expect(preloads('ko', undefined)).toEqual([])
  })
})

describe('the main chunk is requested before the boot script runs', () => {
  // the boot script holds the parser until it has run: a tag after it is requested only then
  const before = () => html.slice(0, html.search(/<script src="[^"]*boot-lang\.js"/))

  it('the entry and its runtime are preloaded ahead of the boot script, which runs the entry', () => {
    // no module script: the boot script runs the entry once the page is parsed (and its first
    // frame, if any, painted), so nothing runs before the browser paints
    expect(html).not.toMatch(/<script type="module"/)
    const preloaded = [
      ...before().matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ]
    expect(preloaded.map(([, href]) => href)).toContainEqual(attributes['entry'])
    expect(attributes['entry']).toMatch(/^\.\/assets\/first-screen-[\w-]+\.js$/)
    const entry = output.find((file) => `./${file.fileName}` === attributes['entry'])
    // every chunk the entry imports at once is preloaded with it
    for (const file of entry?.type === 'chunk' ? entry.imports : [])
      expect(before()).toContain(`<link rel="modulepreload" crossorigin href="./${file}">`)
  })

  it('its stylesheet is preloaded ahead of it; the stylesheet itself stays after', () => {
    const sheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)]
    expect(sheets.length).toBeGreaterThan(0)
    for (const [found, href] of sheets) {
      expect(before()).toContain(`<link rel="preload" as="style" crossorigin href="${href}">`)
      expect(before()).not.toContain(found)
    }
  })
})

describe('the screen a link opens on and saved work are preloaded by the boot script', () => {
  const chunkOf = (href: string) => output.find((file) => `./${file.fileName}` === href)

  it('each lazy screen has its chunks on the tag, its own module first among them', () => {
    for (const tab of TABS.filter((id) => id !== 'grid')) {
      const listed = files(`screen-${tab}`)
      expect(listed.length, tab).toBeGreaterThan(0)
      for (const href of listed) expect(chunkOf(href), href).toBeDefined()
    }
    const lessons = files('screen-lessons').map((href) => chunkOf(href))
    expect(
      lessons.some(
        (c) => c?.type === 'chunk' && /LessonsScreen\.tsx$/.test(c.facadeModuleId ?? ''),
      ),
    ).toBe(true)
  })

  it('the screens that run the engine bring it; the lessons (which draw their text first) do not', () => {
    const engine = files('saved-work').filter((href) => /engineModule-/.test(href))
    expect(engine).toHaveLength(1)
    expect(files('screen-compare')).toContain(engine[0])
    expect(files('screen-session')).toContain(engine[0])
    expect(files('screen-lessons')).not.toContain(engine[0])
  })

  it('nothing the page loads at once is listed again', () => {
    const initial = [
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map(([, src]) => src)
    expect(initial.length).toBeGreaterThan(0)
    // (but the entry's own name, for the boot script to run it)
    const lists = Object.entries(attributes).filter(([name]) => name !== 'entry')
    for (const [, list] of lists)
      for (const src of initial) expect(list.split(' ')).not.toContain(src)
  })

  it('a link to the lessons preloads their chunks beside the words; the grid preloads none', () => {
    const lessons = hrefs(preloadsAt({ search: '?tab=lessons&lang=ko' }, dataset()))
    expect(lessons).toEqual([tag['ko'], ...files('screen-lessons')])
    expect(hrefs(preloadsAt({ search: '?lang=ko' }, dataset()))).toEqual([tag['ko']])
    expect(hrefs(preloadsAt({ search: '?tab=grid&lang=ko' }, dataset()))).toEqual([tag['ko']])
    expect(hrefs(preloadsAt({ search: '?tab=nowhere' }, dataset()))).toEqual([tag['en']])
  })

  it('stylesheets are preloaded as styles, scripts as modules', () => {
    // (saved work: the build's first frame of the lessons is not shown, see below)
    const links = preloadsAt(
      { search: '?tab=lessons', stored: { [LESSON_PROGRESS_KEY]: '{}' } },
      dataset(),
    ) as {
      rel: string
      href: string
      as?: string
    }[]
    expect(links.some((link) => link.href.endsWith('.css'))).toBe(true)
    const expected = (href: string) =>
      href.endsWith('.css') ? { rel: 'preload', as: 'style', href } : { rel: 'modulepreload', href }
    for (const link of links) expect(link).toMatchObject(expected(link.href))
  })

  const ADDRESSES: Address[] = [
    { search: '' },
    { search: '', saved: '{"version":1}' },
    { search: '', saved: '' },
    { search: '', saved: 'throws' },
    { search: '', hash: `#${SHARE_PARAM}=abc` },
    { search: '', hash: `#view=1&${SHARE_PARAM}=` },
    { search: '', hash: '#view=1' },
    { search: '?tab=lessons', hash: `#${SHARE_PARAM}=abc` },
    { search: '?s=abc' },
  ]

  it.each(ADDRESSES)(
    'the saved-work chunks exactly when the app restores before its first frame: %j',
    (address) => {
      const wanted = files('saved-work')
      const links = hrefs(preloadsAt(address, dataset()))
      const preloaded = wanted.every((href) => links.includes(href))
      const saved = address.saved
      const storage = {
        getItem: (key: string) => {
          if (saved === 'throws') throw new Error('SecurityError')
          return key === STORAGE_KEY ? (saved ?? null) : null
        },
      }
      const before = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
      Object.defineProperty(globalThis, 'window', {
        value: { localStorage: storage },
        configurable: true,
      })
      try {
        const needed = persistenceNeededAtStart(
          `http://localhost/${address.search}${address.hash ?? ''}`,
        )
        expect(preloaded).toBe(needed)
        // none of them at all when not needed (a link's screen may share some, as the lessons do)
        const own = wanted.filter((href) => !files('screen-lessons').includes(href))
        expect(own.filter((href) => links.includes(href))).toEqual(needed ? own : [])
      } finally {
        Reflect.deleteProperty(globalThis, 'window')
        if (before) Object.defineProperty(globalThis, 'localStorage', before)
      }
    },
  )
})

describe("the build's first frame is shown for a first visit to the grid or the lessons", () => {
  // boot-lang.js names the page on <html data-prerendered>; the build's script then shows it
  const shownAt = (address: Address, names = dataset()) =>
    bootAt(address, names).html['prerendered']

  const frameOf = (page: string) => attributes[`first-frame-${page}`]

  it('the built tag names a page of markup for the grid and the lessons in each language', () => {
    for (const screen of ['grid', 'lessons'])
      for (const locale of LOCALES) {
        const href = frameOf(`${screen}-${locale}`)
        const file = output.find((found) => `./${found.fileName}` === href)
        expect(file?.type, `${screen}-${locale}`).toBe('asset')
        expect(file!.fileName).toMatch(
          new RegExp(`^assets/first-frame-${screen}-${locale}-\\w+\\.html$`),
        )
        // the app's markup, its header first, in that language
        const markup = file?.type === 'asset' ? String(file.source) : ''
        expect(markup.startsWith('<div class="app"><header class="app-header">')).toBe(true)
        expect(markup).toContain(`>${CATALOGS[locale].common.tabs[screen as 'grid']}</a>`)
      }
  })

  it.each([
    ['', 'grid-en'],
    ['?lang=ko', 'grid-ko'],
    ['?tab=grid&lang=zh', 'grid-zh'],
    ['?tab=lessons', 'lessons-en'],
    ['?lang=ko&tab=lessons', 'lessons-ko'],
  ])('%j: %s, its page fetched at once', (search, shown) => {
    const { html: marked, fetched } = bootAt({ search }, dataset())
    expect(marked['prerendered']).toBe(shown)
    expect(fetched).toEqual([frameOf(shown)])
  })

  it('in the language stored in this browser, which is all it may have stored', () => {
    expect(shownAt({ search: '', stored: { [LOCALE_STORAGE_KEY]: 'zh' } })).toBe('grid-zh')
    expect(shownAt({ search: '', stored: { 'another-app': 'x' } })).toBe('grid-en')
  })

  it.each<[string, Address]>([
    ['another screen', { search: '?tab=registry' }],
    ['another parameter', { search: '?step=2' }],
    ['a language the app refuses', { search: '?lang=fr' }],
    ['a parameter twice', { search: '?lang=ko&lang=en' }],
    ['a hash', { search: '', hash: '#view=1' }],
    ['saved work', { search: '', saved: '{"version":1}' }],
    ['lesson progress', { search: '?tab=lessons', stored: { [LESSON_PROGRESS_KEY]: '{}' } }],
    ['storage that cannot be read', { search: '', saved: 'throws' }],
  ])('not with %s', (_, address) => {
    const { html: marked, fetched } = bootAt(address, dataset())
    expect(marked['prerendered']).toBeUndefined()
    expect(fetched).toEqual([])
  })

  it('not in dev, where the tag names no page', () => {
    expect(shownAt({ search: '' }, {})).toBeUndefined()
  })

  it("the shown screen's stylesheets hold the first paint; otherwise they are preloaded", () => {
    const sheets = (address: Address) =>
      (preloadsAt(address, dataset()) as { rel: string; href: string; blocking?: string }[]).filter(
        (link) => link.href.endsWith('.css'),
      )
    const shown = sheets({ search: '?tab=lessons' })
    expect(shown.length).toBeGreaterThan(0)
    for (const link of shown) expect(link).toMatchObject({ rel: 'stylesheet', blocking: 'render' })
    for (const link of sheets({ search: '?tab=lessons&step=2' }))
      expect(link).toMatchObject({ rel: 'preload', as: 'style' })
  })
})
