import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { RESULTS_DIR, describeE2E, screenshot, useE2E, withPage } from './helpers/browser.ts'

/** Opens the Peers tab and waits for the lazily loaded screen's heading. */
async function openPeers(page: Page, tabName = 'Other agents'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: tabName }).click()
  await page.locator('h2#pe-title').waitFor()
}

describeE2E('peers screen (built app)', () => {
  const e2e = useE2E()

  it('opens from its tab with every agent, no errors and no outside requests', async () => {
    await withPage(e2e.browser, e2e.url, async ({ page, errors, blockedRequests }) => {
      await openPeers(page)
      const rows = page.locator('.pe-table tbody tr')
      expect(await rows.count()).toBe(9)
      expect(await rows.first().locator('.pe-agent-name').textContent()).toBe('Codex')
      expect(await page.locator('.pe-legend [data-reliability]').count()).toBe(5)

      // the wide table scrolls inside its panel and the agent column stays put
      const wrap = page.locator('.pe-table-wrap')
      const sizes = await wrap.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }))
      expect(sizes.scroll).toBeGreaterThan(sizes.client)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(1280)
      const agentCell = rows.first().locator('th.pe-agent')
      const before = await agentCell.boundingBox()
      await wrap.evaluate((el) => el.scrollBy({ left: 900 }))
      const after = await agentCell.boundingBox()
      expect(after?.x).toBe(before?.x)
      await wrap.evaluate((el) => el.scrollTo({ left: 0 }))

      await page.setViewportSize({ width: 1280, height: 720 })
      await page.screenshot({ path: `${RESULTS_DIR}/peers.png` })
      await screenshot(page, 'peers-full')

      // side by side, for a PM
      await page.getByLabel('Second agent').selectOption({ label: 'Claude Code' })
      const compare = page.locator('.pe-compare-table')
      await compare.locator('thead th', { hasText: 'Claude Code' }).waitFor()
      expect(await compare.locator('tr[data-dimension="failure"]').textContent()).toContain(
        'MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES',
      )
      await page.locator('.pe-compare').scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${RESULTS_DIR}/peers-compare.png` })

      // a source button brings its reference into view without touching the URL
      await page.getByRole('button', { name: 'Show source D5' }).first().click()
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pe-ref-D5')
      expect(new URL(page.url()).hash).toBe('')

      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('reads in Korean and at projector size without breaking the layout', async () => {
    await withPage(
      e2e.browser,
      e2e.url,
      async ({ page, errors, blockedRequests }) => {
        await page.getByRole('combobox', { name: 'Language' }).selectOption('ko')
        await openPeers(page, '다른 에이전트')
        expect(await page.locator('h2#pe-title').textContent()).toBe(
          '같은 두 물음, 다른 에이전트의 답',
        )
        const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
        expect(pageWidth).toBeLessThanOrEqual(1024)
        await page.screenshot({ path: `${RESULTS_DIR}/peers-ko-projector.png` })
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { viewport: { width: 1024, height: 768 } },
    )
  })
})
