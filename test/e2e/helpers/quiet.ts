import type { Page } from 'playwright-core'
import { settle } from './settle.ts'

const inFlight = new WeakMap<Page, Set<unknown>>()

/**
 * Starts counting the page's requests in flight, for {@link quiet}. Call once per page, before the
 * moves whose chunks it should wait for (a second call does nothing).
 */
export function trackRequests(page: Page): void {
  if (inFlight.has(page)) return
  const pending = new Set<unknown>()
  inFlight.set(page, pending)
  page.on('request', (request) => pending.add(request))
  page.on('requestfinished', (request) => pending.delete(request))
  page.on('requestfailed', (request) => pending.delete(request))
}

/**
 * Waits until a screen the page just moved to is drawn whole, instead of Playwright's
 * `networkidle` (500 ms of no traffic after every move, on every screen): no lazy screen still
 * shows its loading state, no request of the page is in flight for `idleMs`, and the page is
 * still ({@link settle}). A chunk asked for while the page settled starts the wait again.
 */
export async function quiet(page: Page, idleMs = 100, timeout = 30_000): Promise<void> {
  const pending = inFlight.get(page)
  if (pending === undefined) throw new Error('quiet(page) needs trackRequests(page) first')
  const deadline = Date.now() + timeout
  for (;;) {
    await page.locator('.screen-loading').waitFor({ state: 'detached', timeout })
    let idleSince = Date.now()
    while (Date.now() - idleSince < idleMs) {
      if (pending.size > 0) idleSince = Date.now()
      if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeout} ms`)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    await settle(page, Math.max(1, deadline - Date.now()))
    if (pending.size === 0 && (await page.locator('.screen-loading').count()) === 0) return
  }
}
