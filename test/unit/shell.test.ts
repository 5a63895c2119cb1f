import { existsSync, readFileSync } from 'node:fs'
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
  // every language stays in the page for a browser that runs no script; where scripts run,
  // public/boot-lang.js has chosen the reader's before the shell is parsed (next block)
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

describe("the shell's language is known before its first paint", () => {
  const head = html.slice(0, html.indexOf('<body'))
  const scripts = html.match(/<script[^>]*>[^]*?<\/script>/g) ?? []

  it('from a classic same-origin script in the head, before the body is parsed', () => {
    // no type (a module is deferred past the first paint), no async or defer
    expect(head).toContain('<script src="/boot-lang.js"></script>')
    expect(existsSync(join(ROOT, 'public/boot-lang.js'))).toBe(true)
  })

  it('with no inline script: the CSP allows none', () => {
    for (const script of scripts)
      expect(script).toMatch(/^<script [^>]*src="[^"]+"[^>]*><\/script>$/)
    const csp = /http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toBe("'self'")
  })
})
