/**
 * The recipe for adding a language (src/i18n/README.md), step by step: a test per step, so a
 * language added with one step skipped fails here by name rather than as a blank on a screen.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGS } from '../../../src/i18n/catalogs.ts'
import { GLOSSARY } from '../../../src/i18n/glossary.ts'
import { LOCALES } from '../../../src/i18n/index.ts'
import { REPO_ROOT } from '../../helpers/lintSandbox.ts'

const I18N = join(REPO_ROOT, 'src/i18n')
const sectionFiles = (locale: string) => readdirSync(join(I18N, locale)).sort()

describe('a language is added by the recipe', () => {
  it('1. is named in LOCALES, with its catalog in CATALOGS', () => {
    expect(LOCALES.length).toBeGreaterThanOrEqual(3)
    expect(Object.keys(CATALOGS).sort()).toEqual([...LOCALES].sort())
  })

  it.each(LOCALES)('2. %s: every section file English has, and its catalog module', (locale) => {
    expect(sectionFiles('en').length).toBeGreaterThan(10)
    expect(sectionFiles(locale)).toEqual(sectionFiles('en'))
    expect(existsSync(join(I18N, `${locale}.ts`))).toBe(true)
  })

  it.each(LOCALES)('3. %s: presenter notes of its own', (locale) => {
    expect(existsSync(join(I18N, 'presenterNotes', `${locale}.ts`))).toBe(true)
  })

  it.each(LOCALES)('4. %s: a form of every glossary term', (locale) => {
    const missing = Object.entries(GLOSSARY)
      .filter(([, term]) => !(term.forms as Record<string, string>)[locale]?.trim())
      .map(([id]) => id)
    expect(Object.keys(GLOSSARY).length).toBeGreaterThan(10)
    expect(missing).toEqual([])
  })
})
