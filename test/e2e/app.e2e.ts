import { expect, it } from 'vitest'
import { describeE2E, openPage, useE2E, withOpened, withPage } from './helpers/browser.ts'
import { quiet, trackRequests } from './helpers/quiet.ts'

describeE2E('Context Lab app (built, served by vite preview)', () => {
  const e2e = useE2E()

  it('loads with its title and heading, no errors and no outside requests', async () => {
    await withPage(e2e.browser, e2e.url, async ({ page, errors, blockedRequests }) => {
      trackRequests(page)
      // the UI is still growing: wait for the heading only, not for any particular panel
      const heading = page.locator('h1').first()
      await heading.waitFor({ state: 'visible' })
      expect(await page.title()).toBe('Context Lab')
      expect(await heading.textContent()).toContain('Context Lab')
      // give lazy chunks, fonts and images the chance to ask for something: no screen still
      // loading, no request in flight, the page still (instead of networkidle's fixed 500 ms)
      await quiet(page)
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  })

  it('the harness aborts and records requests to other origins', async () => {
    // the router is the harness's, not the app's: no need to load the app for it (issue 35)
    const origin = new URL(e2e.url).origin
    const opened = await openPage(e2e.browser, 'about:blank', { allowedOrigin: origin })
    await withOpened(opened, async ({ context, blockedRequests }) => {
      // a blank page has no CSP, so the request reaches the router the app's CSP would stop
      const other = await context.newPage()
      await other.setContent('<img src="http://outside.invalid/pixel.png" alt="">')
      await expect.poll(() => blockedRequests).toContain('http://outside.invalid/pixel.png')
      // the preview origin itself stays reachable (a file it serves, without booting the app)
      const response = await other.goto(`${e2e.url}favicon.svg`)
      expect(response?.ok()).toBe(true)
      expect(blockedRequests).toEqual(['http://outside.invalid/pixel.png'])
    })
  })
})
