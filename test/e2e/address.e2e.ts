import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

/**
 * The address bar describes what is on screen, or the page says plainly that it does not: on the
 * grid, an edit puts the notice under the header, and the link it offers reopens the edit in a
 * fresh browser, where the address carries it and the notice is gone.
 */

async function editAFault(page: Page): Promise<void> {
  await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='completed']")
  await page.locator('.faults-panel summary').click()
  await page.selectOption("[data-fault='remote']", 'timeout')
  await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
}

/** The link the notice offers: from the clipboard, or from the box shown when it is refused. */
async function offeredLink(page: Page): Promise<string> {
  await page.locator("[data-action='copy-scenario-link']").click()
  const box = page.locator('.address-notice textarea')
  await expect
    .poll(
      async () =>
        (await box.count()) > 0 ||
        (await page.locator('.address-notice-status').innerText()) !== '',
      // the clipboard answers late on a loaded machine
      { timeout: 10_000 },
    )
    .toBe(true)
  if ((await box.count()) > 0) return box.inputValue()
  return page.evaluate(() => navigator.clipboard.readText())
}

describeE2E('the address notice', () => {
  const e2e = useE2E()
  // one page for the edits (issue 35); the link is still opened in a fresh browser, that being
  // what the first test is about
  const shared = useSharedPage(e2e, '?lang=en')

  it('appears on the grid after an edit, and its link opens the edit in a fresh browser', async () => {
    const link = await shared.use(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await chooseLocale(page, 'en')
      expect(await page.getByTestId('address-notice').count()).toBe(0)
      await editAFault(page)
      const notice = page.getByTestId('address-notice')
      await notice.waitFor()
      expect(await notice.innerText()).toContain(
        'The address bar does not carry this scenario (edited in this browser)',
      )
      // the address itself has no scenario in it
      expect(page.url()).not.toContain('#s=')
      await lookAt(page, 'address-notice-grid')
      const url = await offeredLink(page)
      expect(url).toMatch(/#s=[A-Za-z0-9_-]+\.[0-9a-f]{8}$/)
      return url
    })
    await withPage(e2e.browser, link, async ({ page, errors, blockedRequests }) => {
      await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
      expect(await page.getByTestId('address-notice').count()).toBe(0)
      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
    // two page loads (the shared page's first and the link's), each slow on a loaded machine
  }, 120_000)

  it('speaks the reader’s language', async () => {
    for (const [lang, script] of [
      ['ko', /\p{Script=Hangul}/u],
      ['zh', /\p{Script=Han}/u],
    ] as const) {
      await shared.use(async ({ page }) => {
        await chooseLocale(page, lang)
        const notice = page.getByTestId('address-notice')
        // the edit the test before made stays on the shared page; a fresh page makes it here
        if ((await notice.count()) === 0) await editAFault(page)
        await notice.waitFor()
        // the notice's words arrive with the language's catalog
        await expect.poll(() => notice.innerText()).toMatch(script)
        // no English left: every Latin word is a code identifier, and this notice has none
        expect(await notice.innerText()).not.toMatch(/[A-Za-z]{3,}/)
        await lookAt(page, `address-notice-grid-${lang}`)
      })
    }
  })
})
