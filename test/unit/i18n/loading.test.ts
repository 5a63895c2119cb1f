import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { en } from '../../../src/i18n/en.ts'
import {
  failedSections,
  FIRST_SCREEN_SECTIONS,
  loadedSections,
  loadSections,
  LOCALES,
  sectionsLoaded,
  sectionsShown,
  translate,
  whenShown,
  type Section,
  type TranslationKey,
} from '../../../src/i18n/index.ts'

const SECTIONS = Object.keys(en) as Section[]

describe('catalog sections load on demand', () => {
  it('every section of every language has a file the loader finds', async () => {
    for (const locale of LOCALES) {
      await loadSections(locale, SECTIONS)
      expect(sectionsLoaded(locale, SECTIONS)).toBe(true)
    }
    expect(loadedSections().sort()).toEqual([...SECTIONS].sort())
  })

  it('the first screen finds its own sections without the table of all the others', () => {
    // the loader's modules and the other sections' table name the same sections as the list
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../..')
    const loader = readFileSync(join(root, 'src/i18n/index.ts'), 'utf8')
    const named = (pattern: RegExp, text: string) =>
      (pattern.exec(text)?.[1] ?? '').split(/[,|]/).sort()
    const wanted = [...FIRST_SCREEN_SECTIONS].sort()
    // one module per language imports them, and the build's group keeps it with them
    expect(loader).toContain("'./{en,ko,zh}/firstScreen.ts'")
    for (const locale of LOCALES) {
      const module = readFileSync(join(root, `src/i18n/${locale}/firstScreen.ts`), 'utf8')
      const exported = [...module.matchAll(/export \{ (\w+) \} from '\.\/(\w+)\.ts'/g)]
      expect(exported.map(([, name, file]) => (name === file ? name : '')).sort()).toEqual(wanted)
    }
    // and the table of all the others leaves them out, so no other chunk holds them
    const others = readFileSync(join(root, 'src/i18n/sectionFiles.ts'), 'utf8')
    const left = named(/'!\.\/\{en,ko,zh\}\/\{([a-zA-Z,]+)\}\.ts'/, others)
    expect(left).toEqual([...wanted, 'firstScreen'].sort())
  })

  it('the first screen needs only some sections', () => {
    expect(FIRST_SCREEN_SECTIONS.every((section) => SECTIONS.includes(section))).toBe(true)
    expect(FIRST_SCREEN_SECTIONS.length).toBeLessThan(SECTIONS.length)
  })

  it('translates from the loaded sections exactly as the whole catalogs say', async () => {
    await Promise.all(LOCALES.map((locale) => loadSections(locale, SECTIONS)))
    expect(translate('ko', 'grid.trace.title')).toBe(CATALOGS.ko.grid.trace.title)
    expect(translate('zh', 'common.tabs.grid')).toBe(CATALOGS.zh.common.tabs.grid)
    expect(translate('en', 'grid.playback.stepOf', { k: 2, n: 9 })).toBe('Step 2 of 9')
  })

  it('refuses a section that does not exist', async () => {
    await expect(loadSections('en', ['nope' as Section])).rejects.toThrow('no catalog section')
  })

  it('a section lost in every language shows nothing, never its keys', async () => {
    const lost = 'lost' as Section
    // the request fails only once English has been tried as well
    await expect(loadSections('ko', [lost])).rejects.toThrow('no catalog section ko/lost')
    expect(failedSections()).toEqual(expect.arrayContaining(['ko/lost', 'en/lost']))
    expect(sectionsShown('ko', [lost])).toBe(false)
    expect(translate('ko', 'lost.title' as TranslationKey)).toBe('')
    expect(translate('en', 'lost.title' as TranslationKey, { n: 1 })).toBe('')
  })

  it('a screen waits until its sections have words to show, in its language or English', async () => {
    await loadSections('en', ['peers'])
    expect(sectionsShown('zh', ['peers'])).toBe(true)
    await expect(whenShown('zh', ['peers'])).resolves.toBeUndefined()
    let shown = false
    void whenShown('ko', ['peers', 'lost' as Section]).then(() => (shown = true))
    await loadSections('ko', ['peers'])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shown).toBe(false)
  })
})
