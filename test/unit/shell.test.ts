import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HTML_LANG } from '../../src/app/localePreference.ts'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { LOCALES } from '../../src/i18n/index.ts'

const ROOT = join(import.meta.dirname, '../..')
const html = readFileSync(join(ROOT, 'index.html'), 'utf8')

/** The text of the shell's span in a language inside the element with this class. */
function shellText(className: string, lang: string): string {
  const block = new RegExp(`class="${className}"[^]*?</p>`).exec(html)?.[0] ?? ''
  const span = new RegExp(`<span lang="${lang}"[^>]*>([^]*?)</span`).exec(block)?.[1] ?? ''
  return span
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

describe("index.html's shell says the catalogs' words", () => {
  it.each(LOCALES)('"Loading…" in %s', (locale) => {
    expect(shellText('boot-loading', HTML_LANG[locale])).toBe(CATALOGS[locale].common.loading)
  })

  it.each(LOCALES)('the failure and its link in %s', (locale) => {
    const { lost, retry } = CATALOGS[locale].common.catalogNotice
    expect(shellText('boot-failed', HTML_LANG[locale])).toBe(`${lost} ${retry}`)
  })

  it('the failure link loads the page again, without a script', () => {
    const links = html.match(/<a [^>]*>/g) ?? []
    expect(links).toHaveLength(LOCALES.length)
    for (const link of links) expect(link).toBe('<a href="">')
  })
})
