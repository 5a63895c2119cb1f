import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { screenPastGate } from './helpers/answerGate.ts'
import { injectAxe, seriousViolations, type Violation } from './helpers/axe.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { quiet, trackRequests } from './helpers/quiet.ts'
import { moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP } from './helpers/visit.ts'

/**
 * Boxes that scroll but that the keyboard cannot reach (not focusable, nothing focusable
 * inside): axe's scrollable-region-focusable, checked here for every box, whatever axe samples.
 */
function unreachableScrollers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => {
        const style = getComputedStyle(el)
        const scrollsX = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1
        const scrollsY =
          /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1
        if (!scrollsX && !scrollsY) return false
        const inside = el.querySelector(
          'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])',
        )
        // Chromium makes such a box focusable on its own, other engines do not: ask for tabindex
        const focusable = el.hasAttribute('tabindex') && el.tabIndex >= 0
        return !focusable && inside === null
      })
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`),
  )
}

/** axe in the shared page: injected once per page load (moving in-app keeps it). */
async function ensureAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page)
}

describeE2E('accessibility (axe): every screen in en, ko and zh', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): each test sets its own size, language and mode in-app,
  // the way a reader would, instead of a fresh page per language, mode and box
  const shared = useSharedPage(e2e, '?lang=en')

  /** The shared page at `width`×`height`, in English, on the screen `query` names. */
  async function start(page: Page, query: string, width: number, height: number): Promise<void> {
    trackRequests(page)
    // moved in-app once the app is drawn (before that, `moveTo` would load the page again)
    await page.locator(LIVE_APP).waitFor()
    await page.setViewportSize({ width, height })
    // the language switch first: presenter and embed mode hide the header's switch
    await moveTo(page, e2e.url)
    await chooseLocale(page, 'en')
    // a question a previous test opened in the lessons hides the screens: shown anyway, as on a
    // fresh page
    await screenPastGate(page, '.grid-screen')
    if (query !== '') await moveTo(page, `${e2e.url}${query}`)
    await page.locator('main').first().waitFor()
    await ensureAxe(page)
  }

  // one test per language: all 27 screens in one test took 52-60 s on a busy 2-core machine.
  // The first also opens the page and the screens' chunks: 45-60 s at a load of 25 (issue 35)
  for (const locale of ['en', 'ko', 'zh'] as const)
    it(`has no serious or critical violation on any screen in ${locale}`, async () => {
      await shared.use(async ({ page }) => {
        await start(page, '', 1280, 720)
        const tabs = page.locator('nav.tabs a')
        const found: Record<string, Violation[]> = {}
        await chooseLocale(page, locale)
        const count = await tabs.count()
        expect(count).toBeGreaterThanOrEqual(6)
        for (let i = 0; i < count; i++) {
          await tabs.nth(i).click()
          await page.locator('main').first().waitFor()
          // lazy screens: wait for the screen's own chunks and words to arrive and draw
          await quiet(page)
          const name = `${locale} ${(await tabs.nth(i).textContent()) ?? i}`
          const violations = await seriousViolations(page)
          if (violations.length > 0) found[name] = violations
        }
        expect(found).toEqual({})
      })
    }, 120_000)

  it('has none at 390×844 either, on every screen, in presenter and embed mode too', async () => {
    const found: Record<string, Violation[]> = {}
    const unreachable: Record<string, string[]> = {}
    for (const mode of ['', '?present=1', '?embed=1']) {
      await shared.use(async ({ page }) => {
        await start(page, mode, 390, 844)
        // presenter and embed hide the tabs: their one screen is checked
        const tabs = page.locator('nav.tabs a')
        const count = mode === '' ? await tabs.count() : 0
        for (let i = 0; i < Math.max(count, 1); i++) {
          if (count > 0) await tabs.nth(i).click()
          await quiet(page)
          const name = `${mode || 'normal'} ${count > 0 ? await tabs.nth(i).textContent() : ''}`
          const violations = await seriousViolations(page)
          if (violations.length > 0) found[name] = violations
          const stuck = await unreachableScrollers(page)
          if (stuck.length > 0) unreachable[name] = stuck
        }
      })
    }
    expect(found).toEqual({})
    expect(unreachable).toEqual({})
  }, 120_000)

  it('the boxes that scroll at 390×844 are reachable by keyboard (compare table, assembly text)', async () => {
    for (const [tab, selector] of [
      ['compare', '.cmp-table-wrap'],
      ['assembly', 'pre.as-text'],
    ] as const) {
      await shared.use(async ({ page }) => {
        await start(page, `?tab=${tab}`, 390, 844)
        await screenPastGate(page, selector)
        await quiet(page)
        expect(await unreachableScrollers(page)).toEqual([])
        expect(await seriousViolations(page)).toEqual([])
      })
    }
  })
})
