import type { Locator, Page } from 'playwright-core'
import {
  openPage,
  RESULTS_DIR,
  type E2EEnvironment,
  type OpenedPage,
  type OpenPageOptions,
} from './browser.ts'
import { SCREENSHOTS } from './sharedPage.ts'
import { LIVE_APP, visit } from './visit.ts'

/** An element's screenshot to look at (`test-results/<name>.png`), with `E2E_SCREENSHOTS=1`. */
export async function lookAtPart(part: Locator, name: string): Promise<void> {
  if (SCREENSHOTS) await part.screenshot({ path: `${RESULTS_DIR}/${name}.png` })
}

/**
 * A page in a fresh profile whose storage holds `saved` before the app first reads it, opened
 * at `url` with one load of the app (instead of loading it, writing storage and loading again).
 * The entries are written once: a reload afterwards sees what the app left there.
 */
export async function openWithStorage(
  e2e: E2EEnvironment,
  url: string,
  saved: Readonly<Record<string, string>>,
  options: OpenPageOptions = {},
  /** what else the page needs before the app loads, e.g. an init script of the test's own */
  prepare: (opened: OpenedPage) => Promise<unknown> = async () => undefined,
): Promise<OpenedPage> {
  const origin = new URL(e2e.url).origin
  const opened = await openPage(e2e.browser, 'about:blank', { ...options, allowedOrigin: origin })
  await opened.context.addInitScript((entries) => {
    if (location.origin === 'null' || sessionStorage.getItem('e2e-seeded') !== null) return
    sessionStorage.setItem('e2e-seeded', '1')
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value)
  }, saved)
  await prepare(opened)
  await opened.page.goto(url)
  return opened
}

/**
 * Writes `saved` into the page's storage (`null` removes the key) and reloads, the way a reader
 * comes back to saved work. The entries are written again when the page hides, after the app's
 * own flush of a pending save, so an edit of an earlier test cannot overwrite them.
 */
export async function reloadWithSaved(
  page: Page,
  saved: Readonly<Record<string, string | null>>,
): Promise<void> {
  await page.evaluate((entries) => {
    const write = () => {
      for (const [key, value] of Object.entries(entries))
        if (value === null) localStorage.removeItem(key)
        else localStorage.setItem(key, value)
    }
    write()
    addEventListener('pagehide', write)
  }, saved)
  await page.reload()
}

/**
 * Moves the open app to the address it shows with `query` set (the language and the share hash
 * kept), in-app as Back and Forward do ({@link visit}); it loads only when the app is not open.
 */
export async function moveTo(page: Page, query: Readonly<Record<string, string>>): Promise<void> {
  // a page that has not drawn the app yet would be loaded again: wait for the app instead
  await page.locator(LIVE_APP).waitFor()
  const url = new URL(page.url())
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  await visit(page, url.href)
}
