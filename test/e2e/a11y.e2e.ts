import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { injectAxe, seriousViolations, type Violation } from './helpers/axe.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { settle } from './helpers/settle.ts'

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

describeE2E('accessibility (axe): every screen in en, ko and zh', () => {
  const e2e = useE2E()

  // one test per language: all 27 screens in one test took 52-60 s on a busy 2-core machine,
  // against the 60 s limit of a test
  for (const locale of ['en', 'ko', 'zh'] as const)
    it(`has no serious or critical violation on any screen in ${locale}`, async () => {
      await withPage(e2e.browser, e2e.url, async ({ page, errors }) => {
        await page.locator('h1').first().waitFor()
        await injectAxe(page)
        const tabs = page.locator('nav.tabs a')
        const found: Record<string, Violation[]> = {}
        await chooseLocale(page, locale)
        const count = await tabs.count()
        expect(count).toBeGreaterThanOrEqual(6)
        for (let i = 0; i < count; i++) {
          await tabs.nth(i).click()
          await page.locator('main').first().waitFor()
          // lazy screens: wait for the screen's own heading or table to render
          await page.waitForLoadState('networkidle')
          await settle(page)
          const name = `${locale} ${(await tabs.nth(i).textContent()) ?? i}`
          const violations = await seriousViolations(page)
          if (violations.length > 0) found[name] = violations
        }
        expect(found).toEqual({})
        expect(errors).toEqual([])
      })
    })

  it('has none at 390×844 either, on every screen, in presenter and embed mode too', async () => {
    const found: Record<string, Violation[]> = {}
    const unreachable: Record<string, string[]> = {}
    for (const mode of ['', '?present=1', '?embed=1']) {
      await withPage(
        e2e.browser,
        `${e2e.url}${mode}`,
        async ({ page, errors }) => {
          await page.locator('main').first().waitFor()
          await injectAxe(page)
          // presenter and embed hide the tabs: their one screen is checked
          const tabs = page.locator('nav.tabs a')
          const count = mode === '' ? await tabs.count() : 0
          for (let i = 0; i < Math.max(count, 1); i++) {
            if (count > 0) await tabs.nth(i).click()
            await page.waitForLoadState('networkidle')
            await settle(page)
            const name = `${mode || 'normal'} ${count > 0 ? await tabs.nth(i).textContent() : ''}`
            const violations = await seriousViolations(page)
            if (violations.length > 0) found[name] = violations
            const stuck = await unreachableScrollers(page)
            if (stuck.length > 0) unreachable[name] = stuck
          }
          expect(errors).toEqual([])
        },
        { viewport: { width: 390, height: 844 } },
      )
    }
    expect(found).toEqual({})
    expect(unreachable).toEqual({})
  })

  it('the boxes that scroll at 390×844 are reachable by keyboard (compare table, assembly text)', async () => {
    for (const [tab, selector] of [
      ['compare', '.cmp-table-wrap'],
      ['assembly', 'pre.as-text'],
    ] as const) {
      await withPage(
        e2e.browser,
        `${e2e.url}?tab=${tab}`,
        async ({ page }) => {
          await page.locator(selector).first().waitFor()
          await page.waitForLoadState('networkidle')
          expect(await unreachableScrollers(page)).toEqual([])
          await injectAxe(page)
          expect(await seriousViolations(page)).toEqual([])
        },
        { viewport: { width: 390, height: 844 } },
      )
    }
  })
})
