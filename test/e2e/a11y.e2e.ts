import { expect, it } from 'vitest'
import { injectAxe, seriousViolations, type Violation } from './helpers/axe.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

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
        await page.locator('.locale-switch select').selectOption(locale)
        const count = await tabs.count()
        expect(count).toBeGreaterThanOrEqual(6)
        for (let i = 0; i < count; i++) {
          await tabs.nth(i).click()
          await page.locator('main').first().waitFor()
          // lazy screens: wait for the screen's own heading or table to render
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(150)
          const name = `${locale} ${(await tabs.nth(i).textContent()) ?? i}`
          const violations = await seriousViolations(page)
          if (violations.length > 0) found[name] = violations
        }
        expect(found).toEqual({})
        expect(errors).toEqual([])
      })
    })
})
