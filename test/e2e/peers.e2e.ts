import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { quiet, trackRequests } from './helpers/quiet.ts'
import { lookAtPart, moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

/** Opens the Peers tab and waits for the lazily loaded screen's heading. */
async function openPeers(page: Page, tabName = 'Other agents'): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: tabName }).click()
  await page.locator('h2#pe-title').waitFor()
}

/**
 * The shared page on the grid at `width`×`height`, in `lang`: each test opens the Peers screen
 * from its tab, as on a fresh page.
 */
async function start(page: Page, lang: 'en' | 'ko', width: number, height: number): Promise<void> {
  trackRequests(page)
  await page.setViewportSize({ width, height })
  await moveTo(page, { tab: 'grid' })
  await chooseLocale(page, lang)
  await page.locator('output.playback-step').waitFor()
}

describeE2E('peers screen (built app)', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): the second test sets its language and size in-app
  const shared = useSharedPage(e2e, '?lang=en')

  it('opens from its tab with every agent, no errors and no outside requests', async () => {
    await shared.use(async ({ page }) => {
      await start(page, 'en', 1280, 720)
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

      // pictures to look at, with E2E_SCREENSHOTS=1 only: no test reads them
      await lookAt(page, 'peers-full')

      // side by side, for a PM
      await page.getByLabel('Second agent').selectOption({ label: 'Claude Code' })
      const compare = page.locator('.pe-compare-table')
      await compare.locator('thead th', { hasText: 'Claude Code' }).waitFor()
      expect(await compare.locator('tr[data-dimension="failure"]').textContent()).toContain(
        'MAX_CONSECUTIVE_AUTOCOMPACT_FAILURES',
      )
      await page.locator('.pe-compare').scrollIntoViewIfNeeded()
      await lookAtPart(page.locator('.pe-compare'), 'peers-compare')

      // a source button brings its reference into view without touching the URL
      await page.getByRole('button', { name: 'Show source D5' }).first().click()
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('pe-ref-D5')
      expect(new URL(page.url()).hash).toBe('')

      // whatever the screen still asks for has arrived (the page's errors and outside requests
      // are then checked by the shared page)
      await quiet(page)
    })
  })

  it('reads in Korean and at projector size without breaking the layout', async () => {
    await shared.use(async ({ page }) => {
      await start(page, 'ko', 1024, 768)
      await openPeers(page, '다른 에이전트')
      expect(await page.locator('h2#pe-title').textContent()).toBe(
        '같은 두 물음, 다른 에이전트의 답',
      )
      await quiet(page)
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(pageWidth).toBeLessThanOrEqual(1024)
      await lookAt(page, 'peers-ko-projector')
    })
  })
})
