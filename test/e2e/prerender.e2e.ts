import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { HTML_LANG } from '../../src/app/localePreference.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { paintedIdentifiers } from './helpers/elementTiming.ts'
import { holdScripts } from './helpers/holdScripts.ts'

/**
 * The build's first frames (vite.config.ts: prerenderFirstScreens): a first visit to the grid or
 * the lessons paints that screen, in the reader's language, before the app's code has run; the
 * app's first commit replaces it with the same markup. The main chunk is held here, so what is
 * on screen can only be the build's.
 */

/** Holds the main chunk until `release`; records the root's markup at the app's first commit. */
async function holdTheApp(page: Page): Promise<() => void> {
  const { release } = await holdScripts(page, /^first-screen-[\w-]+\.js$/)
  // the app's first commit replaces the root's children in one go: the markup right then
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      const root = document.getElementById('root')
      if (!root?.querySelector(':scope > .app')) return
      seen.disconnect()
      ;(window as unknown as { firstCommit: string }).firstCommit = root.innerHTML
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  return release
}

describeE2E('the prerendered first frame (built app)', () => {
  const e2e = useE2E()

  it.each([
    ['grid', 'en', 'en-US', '', 'grid'],
    ['grid', 'ko', 'ko-KR', '', 'grid'],
    ['grid', 'zh', 'zh-CN', '', 'grid'],
    ['lessons', 'en', 'en-US', '?tab=lessons', 'lesson'],
    ['lessons', 'ko', 'en-US', '?tab=lessons&lang=ko', 'lesson'],
    ['lessons', 'zh', 'zh-CN', '?tab=lessons', 'lesson'],
  ] as const)(
    'the %s in %s is painted before the app runs, and the app draws the same',
    async (screen, locale, browserLocale, search, identifier) => {
      await withPage(
        e2e.browser,
        'about:blank',
        async ({ page, errors }) => {
          const release = await holdTheApp(page)
          await page.goto(`${e2e.url}${search}`, { waitUntil: 'domcontentloaded' })
          const shown = page.locator('#root > .prerendered')
          await shown.locator('.app').waitFor()
          const html = page.locator('html')
          expect(await html.getAttribute('data-boot')).toBe('prerendered')
          expect(await html.getAttribute('data-prerendered')).toBe(`${screen}-${locale}`)
          expect(await html.getAttribute('lang')).toBe(HTML_LANG[locale])
          // painted: the screen's own content, in the reader's language; inert until the app runs
          await expect.poll(() => paintedIdentifiers(page)).toContain(identifier)
          const tab = CATALOGS[locale].common.tabs[screen]
          expect(await shown.locator('nav.tabs [aria-current=page]').innerText()).toBe(tab)
          expect(await shown.evaluate((node) => (node as HTMLElement).inert)).toBe(true)
          // the shell only tells a screen reader "Loading…": one clipped pixel
          const shell = await page.locator('.boot-shell').boundingBox()
          expect(shell!.width * shell!.height).toBeLessThanOrEqual(1)
          expect(await page.locator('#root > .app').count()).toBe(0)
          const prerendered = await shown.innerHTML()
          release()
          await page.locator('#root > .app nav.tabs').waitFor()
          expect(await shown.count()).toBe(0)
          // the app's first commit drew exactly what the build had drawn
          const firstCommit = await page.evaluate(
            () => (window as unknown as { firstCommit: string }).firstCommit,
          )
          expect(firstDifference(comparable(firstCommit), comparable(prerendered))).toBe(undefined)
          expect(errors).toEqual([])
        },
        { locale: browserLocale, allowedOrigin: new URL(e2e.url).origin },
      )
    },
  )

  it('saved work, another parameter or another screen: the loading shell, not a first frame', async () => {
    for (const [search, seed] of [
      ['', true],
      ['?step=2', false],
      ['?tab=registry', false],
      ['?lang=fr', false],
    ] as const)
      await withPage(
        e2e.browser,
        'about:blank',
        async ({ page }) => {
          if (seed)
            await page.addInitScript(() => localStorage.setItem('context-lab:lessons', '{}'))
          const release = await holdTheApp(page)
          await page.goto(`${e2e.url}${search}`, { waitUntil: 'domcontentloaded' })
          await page.locator('.boot-shell .boot-loading').waitFor()
          expect(await page.locator('html').getAttribute('data-boot'), search).toBe('loading')
          expect(await page.locator('.prerendered').count(), search).toBe(0)
          release()
          await page.locator('#root > .app nav.tabs').waitFor()
        },
        { allowedOrigin: new URL(e2e.url).origin },
      )
  })

  it('a first frame that cannot be loaded leaves the loading shell', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page }) => {
        await page.route(/\/assets\/first-frame-[\w-]+\.html$/, (route) => route.abort())
        await page.goto(e2e.url, { waitUntil: 'domcontentloaded' })
        await page.locator('#root > .app output.playback-step[data-total]').waitFor()
        expect(await page.locator('.prerendered').count()).toBe(0)
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
})

/**
 * The markup as both sides can be held equal:
 * - less a form control's state, which the build writes as attributes (HTML carries no
 *   properties) and the app sets as properties;
 * - a link's query in one order: the app keeps the order of the address it was opened with
 *   (`?lang=ko&tab=…` or `?tab=…&lang=ko`), which one prerendered page serves both ways (the
 *   link is written anew before it is followed: App.tsx, ScreenLink);
 * - React's generated ids (`useId`) numbered by first appearance: the build renders its pages
 *   one after the other in one process, where the count goes on; each page's are its own.
 */
function comparable(html: string): string {
  const ids = new Map<string, string>()
  return html
    .replace(/ (selected|checked)=""/g, '')
    .replace(/ href="\/\?([^"]*)"/g, (_, query: string) => {
      const sorted = query.split('&amp;').sort().join('&amp;')
      return ` href="/?${sorted}"`
    })
    .replace(/_r_[0-9a-z]+_/g, (id) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`)
      return ids.get(id)!
    })
}

/** Where two texts first differ, with some of each around it; undefined when they are equal. */
function firstDifference(live: string, built: string): string | undefined {
  if (live === built) return undefined
  let at = 0
  while (live[at] === built[at]) at++
  const around = (text: string) => text.slice(Math.max(0, at - 120), at + 120)
  return `at ${at} of ${live.length} / ${built.length}:\n live: …${around(live)}…\nbuilt: …${around(built)}…`
}
