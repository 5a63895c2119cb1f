import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { lookAt } from './helpers/sharedPage.ts'

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
    )
    .toBe(true)
  if ((await box.count()) > 0) return box.inputValue()
  return page.evaluate(() => navigator.clipboard.readText())
}

describeE2E('the address notice', () => {
  const e2e = useE2E()

  it('appears on the grid after an edit, and its link opens the edit in a fresh browser', async () => {
    const link = await withPage(
      e2e.browser,
      `${e2e.url}?lang=en`,
      async ({ page, context, errors }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
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
        expect(errors).toEqual([])
        return url
      },
    )
    await withPage(e2e.browser, link, async ({ page, errors }) => {
      await page.waitForSelector("[data-cell='pre_turn.remote'][data-outcome='failed']")
      expect(await page.getByTestId('address-notice').count()).toBe(0)
      expect(errors).toEqual([])
    })
  })

  it('speaks the reader’s language', async () => {
    for (const [lang, script] of [
      ['ko', /\p{Script=Hangul}/u],
      ['zh', /\p{Script=Han}/u],
    ] as const) {
      await withPage(e2e.browser, `${e2e.url}?lang=${lang}`, async ({ page }) => {
        await editAFault(page)
        const notice = page.getByTestId('address-notice')
        await notice.waitFor()
        const text = await notice.innerText()
        expect(text).toMatch(script)
        // no English left: every Latin word is a code identifier, and this notice has none
        expect(text).not.toMatch(/[A-Za-z]{3,}/)
        await lookAt(page, `address-notice-grid-${lang}`)
      })
    }
  })
})
