import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  describeE2E,
  useE2E,
  withPage,
  type E2EEnvironment,
  type OpenedPage,
} from './helpers/browser.ts'
import { STORAGE_KEY } from '../../src/app/savedWorkKey.ts'

/**
 * The first screen shows the bundled lesson from the core's precomputed traces: the engine (the
 * core's parser and nine cells, `src/store/engine.ts`) is not downloaded until something needs
 * it, here the first fault edit, which then runs on the real core and is saved like any edit.
 */

/** The script files the page has requested so far (file names only). */
function trackScripts(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url().replace(/.*\//, ''))
  })
  return scripts
}

const isEngine = (file: string) => file.startsWith('engineModule-')

/**
 * Chunks the first screen does not show until asked: lane motion, fault fields and their words,
 * the edited notice, the steps' explanations past the first (their table and their words), the
 * View menu's words, the replacement table's words, the fate reasons.
 */
const LATER =
  /^(laneMotion|FaultsFields|faultsPanel|EditedNotice|explanations|steps|view|replacementTable|fates)-/
const loadedLater = (scripts: readonly string[]) =>
  scripts.filter((file) => LATER.test(file)).map((file) => file.replace(/-.*/, ''))

/**
 * The app's first screen in a fresh page, every script it requests recorded from the start (the
 * page opens blank, so the recording misses none), until the network is idle.
 */
async function withFirstScreen(
  e2e: E2EEnvironment,
  fn: (opened: OpenedPage & { readonly scripts: string[] }) => Promise<void>,
): Promise<void> {
  await withPage(
    e2e.browser,
    'about:blank',
    async (opened) => {
      const scripts = trackScripts(opened.page)
      await opened.page.goto(e2e.url, { waitUntil: 'networkidle' })
      await fn({ ...opened, scripts })
    },
    { allowedOrigin: new URL(e2e.url).origin },
  )
}

// what arrives after the first screen (a chunk, its words) on a loaded 2-core machine: the 1 s
// default of `expect.poll` failed there while the app was only slow, not wrong
const ARRIVES = { timeout: 20_000 }

describeE2E('first screen', () => {
  const e2e = useE2E()

  it('explains the first step at once; a link past it shows its explanation at the first frame', async () => {
    await withFirstScreen(e2e, async ({ page, errors, scripts }) => {
      const first = page.locator('.trace-current .trace-explain')
      expect(await first.textContent()).toMatch(/^The live history holds 15 items/)
      expect(loadedLater(scripts)).toEqual([])

      // every text the current step's explanation shows, from the first frame on
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { seenExplanations: seen })
        new MutationObserver(() => {
          const text = document.querySelector('.trace-current .trace-explain')?.textContent
          if (text !== undefined && text !== seen.at(-1)) seen.push(text)
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await page.goto(`${e2e.url}?cell=mid_turn.local&step=6&lang=zh`, {
        waitUntil: 'networkidle',
      })
      await page.locator('.trace-current').waitFor()
      const seen = await page.evaluate(
        () => (window as unknown as { seenExplanations: string[] }).seenExplanations,
      )
      expect(seen).toHaveLength(1)
      expect(seen[0]).toMatch(/\p{Script=Han}{4}/u)
      // the steps' words come through the table of sections outside the first screen
      await expect
        .poll(() => loadedLater(scripts), ARRIVES)
        .toEqual(expect.arrayContaining(['explanations', 'steps']))
      expect(errors).toEqual([])
    })
  })

  it('loads no engine; the first fault edit loads it, the remote cells fail, a reload keeps it', async () => {
    await withFirstScreen(e2e, async ({ page, errors, blockedRequests, scripts }) => {
      await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='completed']")
      expect(scripts.length).toBeGreaterThan(0)
      expect(scripts.filter(isEngine)).toEqual([])

      await page.locator('.faults-panel summary').click()
      await page.selectOption("[data-fault='remote']", 'timeout')
      await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
      expect(scripts.filter(isEngine)).toHaveLength(1)
      expect(await page.getAttribute("[data-cell='pre_turn.local']", 'data-outcome')).toBe(
        'completed',
      )
      // persistence started with the engine, after that first edit, and still saved it: wait
      // for the saved work to hold the fault (saving waits for a quiet moment)
      await page.waitForFunction(
        (key) => localStorage.getItem(key)?.includes('"remote":"timeout"') === true,
        STORAGE_KEY,
      )
      await page.reload({ waitUntil: 'networkidle' })
      await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('loads the lane motion on the first lane change, the fault fields on open, the fate reasons when shown', async () => {
    await withFirstScreen(e2e, async ({ page, errors, scripts }) => {
      // the live grid, not the build's first frame: a key pressed before the app has drawn its
      // lane is applied to that first lane, which then has no change to animate
      await page.waitForSelector(
        "#root > .app [data-cell='pre_turn.remote'][data-outcome='completed']",
      )
      await page.locator('#root > .app [data-item-id]').first().waitFor()
      expect(loadedLater(scripts)).toEqual([])

      // the jump to the end changes the lane (cut cards leave, the summary enters)
      await page.keyboard.press('End')
      await expect.poll(() => loadedLater(scripts), ARRIVES).toContain('laneMotion')
      // the steps' words come through the table of sections outside the first screen
      await expect
        .poll(() => loadedLater(scripts), ARRIVES)
        .toEqual(expect.arrayContaining(['explanations', 'steps']))
      // the last step's explanation, once its table and words are there
      await expect
        .poll(() => page.locator('.trace-current .trace-explain').textContent(), ARRIVES)
        .toMatch(/^[A-Z].{20,}\.$/)
      await page.locator('.faults-panel summary').click()
      await page.locator("[data-fault='remote']").waitFor()
      expect(loadedLater(scripts)).toContain('FaultsFields')
      expect(loadedLater(scripts)).toContain('faultsPanel')
      expect(await page.locator('.faults-hint').first().textContent()).toMatch(/\w{4}/)

      // the View menu's panel draws with its words
      await page.locator('.view-menu summary').click()
      const panel = page.locator('.view-menu-panel').first()
      await panel.waitFor()
      expect(await panel.textContent()).toMatch(/Share this view.*Presenter mode.*Embed mode/)
      expect(loadedLater(scripts)).toContain('view')

      // the replacement table says why each item was kept or cut: the reasons arrive with it
      await page.locator('.replacement').scrollIntoViewIfNeeded()
      const reason = page.locator('.table-reason').first()
      await expect.poll(() => reason.textContent(), ARRIVES).toMatch(/^[A-Z].*\.$/)
      expect(loadedLater(scripts)).toContain('fates')
      expect(loadedLater(scripts)).toContain('replacementTable')
      expect(await page.locator('.replacement caption').textContent()).toMatch(/before → after/)
      expect(errors).toEqual([])
    })
  })

  it('paints the cells first: the lane’s cards, the marks and the live region follow', async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        // what else is in the page when the app's cells are first in it (the first render's
        // commit, which replaces the build's first frame of the same markup in one go)
        await page.addInitScript(() => {
          const seen: Record<string, number> = {}
          Object.assign(window, { withCells: seen })
          const watch = new MutationObserver(() => {
            if (document.querySelector('#root > .app .grid-cell') === null) return
            watch.disconnect()
            const count = (selector: string) => document.querySelectorAll(selector).length
            Object.assign(seen, {
              cells: count('.grid-cell'),
              laneHeader: count('.lane-header'),
              cards: count('.lane-list'),
              marks: count('.timeline-mark'),
              live: count('[aria-live=polite]'),
            })
          })
          watch.observe(document, { childList: true, subtree: true })
        })
        await page.goto(e2e.url)
        await page.locator('.lane-list li').first().waitFor()
        await page.locator('.timeline-mark').first().waitFor({ state: 'attached' })
        const withCells = await page.evaluate(
          () => (window as unknown as { withCells: Record<string, number> }).withCells,
        )
        expect(withCells).toEqual({ cells: 9, laneHeader: 1, cards: 0, marks: 0, live: 0 })
        expect(await page.locator('.grid-screen [aria-live=polite]').textContent()).toMatch(/\S/)
        expect(errors).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })

  it("preloads the reader's first-screen words from the boot script, no other language's", async () => {
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, errors }) => {
        const scripts = trackScripts(page)
        await page.goto(`${e2e.url}?lang=ko`, { waitUntil: 'networkidle' })
        await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='completed']")
        // each language's chunk, as the build wrote it on the boot script's tag
        const words = await page
          .locator('script[src$="boot-lang.js"]')
          .evaluate((tag) => ({ ...(tag as HTMLScriptElement).dataset }))
        const file = (url: string | null | undefined) => url?.replace(/.*\//, '') ?? 'none'
        const [en, ko, zh] = [words.firstScreenEn, words.firstScreenKo, words.firstScreenZh].map(
          file,
        )
        expect(new Set([en, ko, zh]).size).toBe(3)
        for (const name of [en, ko, zh]) expect(name).toMatch(/^firstScreen-.*\.js$/)
        // Korean's was fetched once, and neither other language's at all
        expect(scripts.filter((name) => name === ko)).toEqual([ko])
        expect(scripts.filter((name) => name === en || name === zh)).toEqual([])
        // by the boot script's link, asked while the page was still being parsed: module
        // scripts run only once it is, so the main chunk had not run and imported them yet (its
        // own request goes out before the boot script runs, so it may well have arrived)
        // (the boot script's own links come after its tag; the main chunk's are ahead of it)
        const preloads = await page
          .locator('head script[src$="boot-lang.js"] ~ link[rel=modulepreload]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))
        expect(preloads.map(file)).toEqual([ko])
        const [asked, parsed] = await page.evaluate((name) => {
          const entry = performance
            .getEntriesByType('resource')
            .find((found) => found.name.endsWith(`/${name}`))
          const navigation = performance.getEntriesByType(
            'navigation',
          )[0] as PerformanceNavigationTiming
          return [entry!.startTime, navigation.domInteractive]
        }, ko)
        expect(asked).toBeLessThan(parsed!)
        expect(await page.locator('html').getAttribute('lang')).toBe('ko')
        expect(errors).toEqual([])
      },
      { allowedOrigin: new URL(e2e.url).origin },
    )
  })
})
