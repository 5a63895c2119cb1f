import { expect, it } from 'vitest'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { LOCALES } from '../../src/i18n/index.ts'
import { HTML_LANG } from '../../src/app/localePreference.ts'
import type { Page } from 'playwright-core'
import { describeE2E, useE2E, withPage, type E2EEnvironment } from './helpers/browser.ts'
import { paintedIdentifiers } from './helpers/elementTiming.ts'
import { holdScripts } from './helpers/holdScripts.ts'

describeE2E('the page shell (built app)', () => {
  const e2e = useE2E()

  // the browser's language decides the shell's, as it does the app's (public/boot-lang.js)
  it.each([
    ['en', 'en-US'],
    ['ko', 'ko-KR'],
    ['zh', 'zh-CN'],
  ] as const)(
    'paints the brand and a loading state in %s before the app runs, and the app replaces it',
    async (locale, browserLocale) => {
      const origin = { allowedOrigin: new URL(e2e.url).origin, locale: browserLocale }
      await withPage(
        e2e.browser,
        'about:blank',
        async ({ page, context }) => {
          // every script of the app waits until the shell has been looked at (the head's
          // boot-lang.js, which only names the language, runs)
          let release: () => void = () => {}
          const released = new Promise<void>((resolve) => (release = resolve))
          await context.route('**/assets/*.js', async (route) => {
            await released
            await route.continue()
          })
          // module scripts hold DOMContentLoaded back, so the page is read as soon as it commits.
          // An address the build drew no first frame for (a parameter beside the language and
          // the tab: prerender.e2e.ts has those that it did)
          await page.goto(`${e2e.url}?step=1`, { waitUntil: 'commit' })
          const shell = page.locator('.boot-shell')
          await shell.waitFor()
          expect(await shell.locator('.boot-header').textContent()).toBe('Context Lab')
          // read once painted: the shell's rules are in the render-blocking stylesheet, which
          // may still be on its way when the body is already parsed
          const paints = () =>
            page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))
          await expect.poll(paints).toContain('first-contentful-paint')
          // "Loading…" in the reader's language alone (no other language's glyphs laid out: an
          // English reader's first layout needs no CJK font), and a progress bar
          expect(await shell.locator('.boot-loading').innerText()).toBe(
            CATALOGS[locale].common.loading,
          )
          expect(await shell.locator('progress').isVisible()).toBe(true)
          expect(await shell.locator('.boot-failed').isVisible()).toBe(false)
          // the loading words themselves were painted (Element Timing), with the app not run yet
          expect(await paintedIdentifiers(page)).toContain('shell')
          expect(await page.locator('output.playback-step').count()).toBe(0)
          release()
          await page.locator('output.playback-step[data-total]').waitFor()
          expect(await shell.count()).toBe(0)
          expect(await page.locator('html').getAttribute('lang')).toBe(HTML_LANG[locale])
        },
        origin,
      )
    },
  )

  it('in every language where no script runs', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        await context.route('**/*.js', (route) => route.abort())
        await page.goto(e2e.url, { waitUntil: 'commit' })
        const words = page.locator('.boot-loading .boot-words > [lang]')
        await words.first().waitFor()
        expect(await words.allInnerTexts()).toEqual(
          LOCALES.map((locale) => CATALOGS[locale].common.loading),
        )
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
})

describeE2E('loading states (built app)', () => {
  const e2e = useE2E()
  const origin = () => ({ allowedOrigin: new URL(e2e.url).origin })

  it('a lazy screen shows its heading and a progress bar while its chunk loads', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        const { held, release } = await holdScripts(context, /^LessonsScreen-/)
        await page.goto(`${e2e.url}?lang=ko`)
        await page.locator('output.playback-step[data-total]').waitFor()
        await page.locator('nav.tabs a', { hasText: CATALOGS.ko.common.tabs.lessons }).click()
        const loading = page.locator('main .screen-loading')
        await loading.waitFor()
        await expect.poll(held).toBeGreaterThan(0)
        expect(await loading.locator('.screen-loading-title').innerText()).toBe(
          CATALOGS.ko.common.tabs.lessons,
        )
        expect(await loading.locator('progress').getAttribute('aria-label')).toBe(
          CATALOGS.ko.common.loading,
        )
        release()
        await page.locator('#lessons-title').waitFor()
        expect(await loading.count()).toBe(0)
      },
      origin(),
    )
  })

  it('saved work keeps the shell, in the reader’s language, until the grid can show it', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        // saved work needs the engine before the first frame: it is held back
        await context.addInitScript(() => {
          if (sessionStorage.getItem('seeded') !== null) return
          sessionStorage.setItem('seeded', '1')
          localStorage.setItem('context-lab:locale', 'zh')
          localStorage.setItem(
            'context-lab:v1:scenario',
            JSON.stringify({
              version: 1,
              revision: 1,
              scenario: {
                history: [{ type: 'message', role: 'user', content: 'saved work' }],
                cell: { phase: 'manual', implementation: 'local' },
              },
            }),
          )
        })
        const { held, release } = await holdScripts(context, /^engineModule-/)
        await page.goto(e2e.url)
        await page.locator('html[data-boot=loading]').waitFor({ state: 'attached' })
        await expect.poll(held).toBeGreaterThan(0)
        const shell = page.locator('.boot-loading')
        expect(await shell.innerText()).toBe(CATALOGS.zh.common.loading)
        expect(await shell.locator('progress').isVisible()).toBe(true)
        release()
        await page.locator('output.playback-step[data-total]').waitFor()
        expect(await page.locator('.boot-shell').count()).toBe(0)
      },
      origin(),
    )
  })
})

/**
 * When the request of the file whose name matches `names` started, and when the page had been
 * parsed, from navigation start (run in the page).
 */
function askedWhileParsing(names: string) {
  const pattern = new RegExp(names)
  const entry = performance
    .getEntriesByType('resource')
    .find((found) => pattern.test(found.name.replace(/.*\//, '')))
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
  return [entry?.startTime ?? Infinity, navigation.domInteractive] as const
}

describeE2E('what the first frame waits for is asked at once (built app)', () => {
  const e2e = useE2E()
  const origin = () => ({ allowedOrigin: new URL(e2e.url).origin })

  it('a link to the lessons draws them in its first frame, their chunk asked while parsing', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        // any frame of the screen's loading state (the shell's own "Loading…" is not one)
        await page.addInitScript(() => {
          new MutationObserver(() => {
            if (document.querySelector('main .screen-loading'))
              document.documentElement.dataset['sawScreenLoading'] = '1'
          }).observe(document, { childList: true, subtree: true })
        })
        await page.goto(`${e2e.url}?tab=lessons&lang=zh`)
        await page.locator('#lessons-title').waitFor()
        expect(await page.locator('html').getAttribute('data-saw-screen-loading')).toBeNull()
        // module scripts run once the page is parsed: a request before that is the boot script's
        const [asked, parsed] = await page.evaluate(askedWhileParsing, '^LessonsScreen-')
        expect(asked).toBeLessThan(parsed)
        expect(errors).toEqual([])
      },
      origin(),
    )
  })

  it('saved work: the engine is asked while the page is parsed', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context, errors }) => {
        await context.addInitScript(() =>
          localStorage.setItem(
            'context-lab:v1:scenario',
            JSON.stringify({
              version: 1,
              revision: 1,
              scenario: { history: [{ type: 'message', role: 'user', content: 'saved work' }] },
            }),
          ),
        )
        await page.goto(e2e.url)
        await page.locator('output.playback-step[data-total]').waitFor()
        const [asked, parsed] = await page.evaluate(askedWhileParsing, '^engineModule-')
        expect(asked).toBeLessThan(parsed)
        expect(errors).toEqual([])
      },
      origin(),
    )
  })
})

describeE2E('the lesson’s data (built app)', () => {
  const e2e = useE2E()
  const origin = () => ({ allowedOrigin: new URL(e2e.url).origin })
  const isLessonData = (url: string) => /\/assets\/lesson-results-[\w-]+\.json$/.test(url)

  it('is one JSON file, preloaded beside the first chunk and fetched once, not a script', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        const requests: { url: string; type: string }[] = []
        page.on('request', (request) =>
          requests.push({ url: request.url(), type: request.resourceType() }),
        )
        await page.goto(e2e.url)
        await page.locator('output.playback-step[data-total]').waitFor()
        const data = requests.filter((request) => isLessonData(request.url))
        // the preload and the module's fetch are one request (a mismatched preload is two)
        expect(data).toHaveLength(1)
        expect(data[0]!.type).not.toBe('script')
        // asked for before the first chunk had run: it is in the page's head
        const preload = page.locator('head link[rel=preload][as=fetch]')
        expect(isLessonData(new URL((await preload.getAttribute('href'))!, e2e.url).href)).toBe(
          true,
        )
        expect(errors).toEqual([])
      },
      origin(),
    )
  })

  it('lost twice, the shell says so with its link instead of loading forever', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        let refused = 0
        await context.route(
          (url) => isLessonData(url.href),
          async (route) => {
            refused += 1
            await route.abort()
          },
        )
        await page.goto(e2e.url)
        await page.locator('html[data-boot=failed]').waitFor({ state: 'attached' })
        expect(await page.locator('.boot-failed').isVisible()).toBe(true)
        expect(await page.locator('.boot-failed a').count()).toBeGreaterThan(0)
        // the module's own fetch was tried again before giving up
        expect(refused).toBeGreaterThanOrEqual(2)
      },
      origin(),
    )
  })
})

/**
 * Opens the built app as a returning reader whose saved work is `scenario` (one user message),
 * with `watch` run in the page before the app's scripts; waits for the saved work on the grid and
 * its one lane card, then lets `check` read the page.
 */
async function openAsReturningReader(
  e2e: E2EEnvironment,
  scenario: object,
  watch: () => void,
  check: (page: Page) => Promise<void>,
): Promise<void> {
  await withPage(
    e2e.browser,
    'about:blank',
    async ({ page, context, errors }) => {
      const saved = JSON.stringify({ version: 1, revision: 4, scenario })
      await context.addInitScript(
        (value) => localStorage.setItem('context-lab:v1:scenario', value),
        saved,
      )
      await context.addInitScript(watch)
      await page.goto(e2e.url)
      await page.locator('.grid-screen[data-scenario-origin] output.playback-step').waitFor()
      // the saved history's one item on the lane, not the lesson's
      await expect.poll(() => page.locator('.lane [data-item-id]').count()).toBe(1)
      await check(page)
      expect(errors).toEqual([])
    },
    { allowedOrigin: new URL(e2e.url).origin },
  )
}

const SAVED_HISTORY = [{ id: 'u1', type: 'message', role: 'user', text: 'saved work' }]
const SAVED_CELL = { phase: 'manual', implementation: 'local' }

describeE2E('a returning reader’s first frame (built app)', () => {
  const e2e = useE2E()

  // saved work is opened before the first frame: the lesson it replaces is never drawn, not even
  // for one frame (the grid's cells would show the lesson's numbers first)
  it('draws the saved work from its first frame, never the lesson', async () => {
    await openAsReturningReader(
      e2e,
      { history: SAVED_HISTORY, cell: SAVED_CELL },
      () => {
        // every history the grid has said it shows, in order
        const seen: string[] = ((window as unknown as { gridShows: string[] }).gridShows = [])
        new MutationObserver(() => {
          const origin = document
            .querySelector('#root > .app .grid-screen')
            ?.getAttribute('data-scenario-origin')
          if (origin && seen.at(-1) !== origin) seen.push(origin)
        }).observe(document, { childList: true, subtree: true, attributes: true })
      },
      async (page) => {
        const shows = await page.evaluate(
          () => (window as unknown as { gridShows: string[] }).gridShows,
        )
        expect(shows).toEqual(['saved'])
      },
    )
  })

  // the notices about saved work (the address bar does not carry it; its world is not the
  // lesson's) are loaded before the first frame, not pushed in above the grid after it
  it('draws the notices about saved work in the first frame: the grid does not move', async () => {
    const world = { cwd: '/home/dev/new-checkout', currentDate: '2026-02-26' }
    await openAsReturningReader(
      e2e,
      { history: SAVED_HISTORY, cell: SAVED_CELL, world },
      () => {
        // where the grid's cells were when first in the page, and which notices were there
        const first: { top?: number; notices?: string[] } = ((
          window as unknown as { firstGrid: typeof first }
        ).firstGrid = {})
        const watch = new MutationObserver(() => {
          const cells = document.querySelector('#root > .app .grid-screen .cell-grid')
          if (!cells) return
          watch.disconnect()
          first.top = cells.getBoundingClientRect().top
          first.notices = [...document.querySelectorAll('.address-notice, .edited-notice')].map(
            (notice) => notice.className,
          )
        })
        watch.observe(document, { childList: true, subtree: true })
      },
      async (page) => {
        const first = await page.evaluate(
          () => (window as unknown as { firstGrid: { top: number; notices: string[] } }).firstGrid,
        )
        expect(first.notices).toEqual(['address-notice', 'edited-notice'])
        const top = await page
          .locator('.grid-screen .cell-grid')
          .evaluate((cells) => cells.getBoundingClientRect().top)
        expect(top).toBe(first.top)
      },
    )
  })
})
