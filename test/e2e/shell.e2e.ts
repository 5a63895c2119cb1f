import { expect, it } from 'vitest'
import { CATALOGS } from '../../src/i18n/catalogs.ts'
import { LOCALES } from '../../src/i18n/index.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

describeE2E('the page shell (built app)', () => {
  const e2e = useE2E()

  it('paints the brand and a loading state before any script runs, and the app replaces it', async () => {
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
        expect(await shell.locator('.boot-header').textContent()).toBe('Context Lab')
        // "Loading…" in every language, and a progress bar, painted with no script run
        const words = shell.locator('.boot-loading .boot-words > [lang]')
        expect(await words.allInnerTexts()).toEqual(
          LOCALES.map((locale) => CATALOGS[locale].common.loading),
        )
        expect(await shell.locator('progress').isVisible()).toBe(true)
        expect(await shell.locator('.boot-failed').isVisible()).toBe(false)
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
