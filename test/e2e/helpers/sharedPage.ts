import type { Page } from 'playwright-core'
import { afterAll, expect } from 'vitest'
import {
  openPage,
  screenshot,
  screenshotFailure,
  type E2EEnvironment,
  type OpenedPage,
  type OpenPageOptions,
} from './browser.ts'
import { settle } from './settle.ts'
import { visit } from './visit.ts'

/**
 * One page for a group of tests (issue 35): a full page load costs the 2-core CI
 * machine about 3 s of CPU, while moving inside an open app (`./visit.ts`, the app's own
 * controls) costs a few hundred milliseconds. Each test still brings the page to its own
 * starting view first, and still answers for the errors and outside requests the page made
 * while it ran.
 */
export interface SharedPage {
  /**
   * Runs `fn` with the group's page, opening it first when no page is open (the first test, or
   * the one after a failure). After `fn` the page must have logged no error and asked for
   * nothing outside its origin. A failure saves a screenshot named after the test and closes
   * the page, so the next test starts from a fresh one instead of the failed test's leftovers.
   */
  use<T>(fn: (opened: OpenedPage) => Promise<T>): Promise<T>
}

/**
 * Call at the top of a describe body, after `useE2E()`. `where` is a path appended to the app
 * URL for the first load (e.g. `?cell=mid_turn.remote`), or a function giving the whole URL
 * (read when the page opens, inside a test); `options` are those of `openPage`.
 */
export function useSharedPage(
  e2e: E2EEnvironment,
  where: string | (() => string) = '',
  options: OpenPageOptions = {},
): SharedPage {
  const url = () => (typeof where === 'string' ? `${e2e.url}${where}` : where())
  let opened: OpenedPage | undefined
  afterAll(async () => {
    await opened?.close()
    opened = undefined
  })
  return {
    async use(fn) {
      opened ??= await openPage(e2e.browser, url(), options)
      const current = opened
      try {
        const result = await fn(current)
        expect(current.errors).toEqual([])
        expect(current.blockedRequests).toEqual([])
        return result
      } catch (error) {
        await screenshotFailure(current.page)
        opened = undefined
        await current.close().catch(() => undefined)
        throw error
      }
    },
  }
}

/** Moves focus off whatever a previous test left focused, so keys go to the page's handlers. */
export async function blurFocus(page: Page): Promise<void> {
  await page.evaluate(() => {
    const focused = document.activeElement
    if (focused instanceof HTMLElement) focused.blur()
  })
}

/**
 * The CJK font pass (`npm run test:e2e:cjk:built`, `E2E_FONTS=cjk`) runs a few files again with a
 * CJK font: a test that lays out no Korean or Chinese is `it.skipIf(CJK_PASS)` (the default pass
 * runs it).
 */
export const CJK_PASS = process.env.E2E_FONTS === 'cjk'

/** Whether pictures taken only to be looked at are wanted (`E2E_SCREENSHOTS=1`). */
export const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1'

/**
 * A full-page screenshot to look at (`test-results/<name>.png`), taken only with
 * `E2E_SCREENSHOTS=1`, once the page is still: no test reads its pixels, and each costs a
 * full-page paint.
 */
export async function lookAt(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return
  // the picture is of the finished screen: lazy chunks drawn, fades ended
  await settle(page)
  await screenshot(page, name)
}

/**
 * `visit` in the language the page shows: the app writes `lang` into its address once it
 * starts, and `visit` loads the page again when a link's language differs from the address's
 * (a link with none included). A link that names no language keeps the page's; one that names
 * a language still decides.
 */
export async function moveTo(page: Page, url: string): Promise<'loaded' | 'moved'> {
  const target = new URL(url)
  const shown = new URL(page.url()).searchParams.get('lang')
  if (!target.searchParams.has('lang') && shown !== null) target.searchParams.set('lang', shown)
  return visit(page, target.href)
}
