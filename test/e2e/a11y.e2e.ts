import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

/** axe-core's browser bundle, injected into the page under test (never fetched from a CDN). */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

interface Violation {
  readonly id: string
  readonly impact: string
  readonly nodes: readonly string[]
}

/** The serious and critical axe violations on the page as it is now. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: Document,
            o: object,
          ) => Promise<{
            violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[]
          }>
        }
      }
    ).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'] })
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact!,
        nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
      }))
  })
}

describeE2E('accessibility (axe): every screen in en, ko and zh', () => {
  const e2e = useE2E()

  it('has no serious or critical violation on any screen in any language', async () => {
    await withPage(e2e.browser, e2e.url, async ({ page, errors }) => {
      await page.locator('h1').first().waitFor()
      // evaluated through the DevTools protocol, so the page's own CSP (script-src 'self') stays on
      await page.evaluate(AXE_SOURCE)
      const tabs = page.locator('nav.tabs button')
      const found: Record<string, Violation[]> = {}
      for (const locale of ['en', 'ko', 'zh'] as const) {
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
      }
      expect(found).toEqual({})
      expect(errors).toEqual([])
    })
  })
})
