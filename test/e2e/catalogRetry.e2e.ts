import { expect, it } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { ko } from '../../src/i18n/ko.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

describeE2E('a catalog section that fails to load (built app)', () => {
  const e2e = useE2E()

  it('shows English with a notice, and a retry restores the words', async () => {
    const origin = { allowedOrigin: new URL(e2e.url).origin }
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        // the Korean peers section's chunk fails while `blocking` holds, found by its own words
        let blocking = true
        let refused = 0
        await context.route('**/assets/*.js', async (route) => {
          const response = await route.fetch()
          const body = await response.text()
          if (blocking && body.includes(ko.peers.title)) {
            refused += 1
            await route.abort('connectionfailed')
            return
          }
          await route.fulfill({ response, body })
        })
        await page.goto(`${e2e.url}?tab=peers&lang=ko`)
        const heading = page.locator('h2#pe-title')
        const notice = page.locator('.catalog-notice')
        await notice.waitFor()
        await expect.poll(() => heading.textContent()).toBe(en.peers.title)
        expect(refused).toBeGreaterThan(0)
        expect(await notice.textContent()).toContain(ko.common.catalogNotice.text)

        blocking = false
        await notice.getByRole('button', { name: ko.common.catalogNotice.retry }).click()
        await expect.poll(() => heading.textContent()).toBe(ko.peers.title)
        await notice.waitFor({ state: 'detached' })
        // a chunk still being fetched in the handler would read a disposed response once the
        // context closes (an unhandled rejection that fails the run): let the handlers finish
        await context.unrouteAll({ behavior: 'wait' })
      },
      origin,
    )
  })
})
