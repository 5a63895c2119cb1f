import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createContext, Script } from 'node:vm'
import { build, type Rolldown } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'
import { LOCALES } from '../../../src/i18n/index.ts'

/**
 * The build writes each language's first-screen chunk on `public/boot-lang.js`'s tag
 * (`vite.config.ts`: firstScreenPreload), and the boot script preloads the reader's one alone:
 * the app built here in memory, with the project's own config, and its boot script run against
 * the built page's tag.
 */

const ROOT = join(import.meta.dirname, '../../..')
const script = new Script(readFileSync(join(ROOT, 'public/boot-lang.js'), 'utf8'))

let output: readonly (Rolldown.OutputChunk | Rolldown.OutputAsset)[] = []
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
  const page = output.find((file) => file.fileName === 'index.html')
  html = page?.type === 'asset' ? String(page.source) : ''
  const attributes = /<script src="[^"]*boot-lang\.js"([^>]*)>/.exec(html)?.[1] ?? ''
  tag = Object.fromEntries(
    [...attributes.matchAll(/ data-first-screen-(\w+)="([^"]*)"/g)].map(([, locale, href]) => [
      locale!,
      href!,
    ]),
  )
}, 120_000)

/** The `<link>`s boot-lang.js appends in a page whose address asks for `lang`. */
function preloads(lang: string, dataset: Record<string, string> | undefined): object[] {
  const appended: object[] = []
  const link = () => ({ rel: '', crossOrigin: null as string | null, href: '' })
  script.runInContext(
    createContext({
      URLSearchParams,
      location: { search: `?lang=${lang}` },
      navigator: { languages: ['en'], language: 'en' },
      localStorage: { getItem: () => null },
      document: {
        documentElement: { lang: '', dataset: {} },
        currentScript: dataset === undefined ? null : { dataset },
        createElement: link,
        head: { append: (element: object) => appended.push(element) },
      },
    }),
  )
  return appended
}

/** The tag's attributes as the browser's `dataset` names them. */
const dataset = () =>
  Object.fromEntries(
    Object.entries(tag).map(([locale, href]) => [
      `firstScreen${locale[0]!.toUpperCase()}${locale.slice(1)}`,
      href,
    ]),
  )

describe("the reader's first-screen words are preloaded by the boot script", () => {
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

  it('every module script of the entry comes ahead of the boot script', () => {
    const modules = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)]
    expect(modules.map(([, src]) => src)).toContainEqual(expect.stringMatching(/first-screen-/))
    for (const [found] of modules) expect(before()).toContain(found)
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
