import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

describeE2E('the page shell (built app)', () => {
  const e2e = useE2E()

  it('paints the brand before any script runs, and the app replaces it', async () => {
    const origin = { allowedOrigin: new URL(e2e.url).origin }
    await withPage(
      e2e.browser,
      'about:blank',
      async ({ page, context }) => {
        // every script waits until the shell has been looked at
        let release: () => void = () => {}
        const released = new Promise<void>((resolve) => (release = resolve))
        await context.route('**/*.js', async (route) => {
          await released
          await route.continue()
        })
        // module scripts hold DOMContentLoaded back, so the page is read as soon as it commits
        await page.goto(e2e.url, { waitUntil: 'commit' })
        const shell = page.locator('.boot-shell')
        await shell.waitFor()
        expect(await shell.textContent()).toBe('Context Lab')
        const paints = () =>
          page.evaluate(() => performance.getEntriesByType('paint').map((entry) => entry.name))
        await expect.poll(paints).toContain('first-contentful-paint')
        release()
        await page.locator('output.playback-step[data-total]').waitFor()
        expect(await shell.count()).toBe(0)
      },
      origin,
    )
  })
})
