import type { Page } from 'playwright-core'

/**
 * Moving to another view of an open app the way its own Back and Forward do, instead of loading
 * the page again. A fresh load costs the CI machine 2–4 s of CPU (a renderer, the bundle, the
 * first runs of the core); this costs a few hundred milliseconds, and it is the path a reader
 * takes from step to step. The app applies the address in its `popstate` handler
 * (`startViewLinkSync` in src/app/viewLink.ts), the same code that reads a link on Back.
 *
 * The page loads instead when it does not show the app yet, when the address is another page or
 * another shared scenario (the hash), or when the language differs: the language is the reader's
 * own setting, which Back and Forward leave as it is.
 */
/**
 * The live app: its root element once React has drawn it. Not just `.app`, which the build's
 * prerendered first frame also has (inert, inside `.prerendered`) before any of the app's code
 * has run, and which no popstate reaches.
 */
export const LIVE_APP = '#root > .app'

export async function visit(page: Page, url: string): Promise<'loaded' | 'moved'> {
  if (!(await canMove(page, url))) {
    await page.goto(url)
    return 'loaded'
  }
  const target = new URL(url)
  await page.evaluate((address) => {
    history.pushState(null, '', address)
    dispatchEvent(new PopStateEvent('popstate', { state: null }))
  }, `${target.pathname}${target.search}`)
  return 'moved'
}

async function canMove(page: Page, url: string): Promise<boolean> {
  const here = parse(page.url())
  const there = parse(url)
  if (here === undefined || there === undefined) return false
  const samePage =
    here.origin === there.origin && here.pathname === there.pathname && here.hash === there.hash
  const sameLanguage = here.searchParams.get('lang') === there.searchParams.get('lang')
  if (!samePage || !sameLanguage) return false
  return page.evaluate((live) => document.querySelector(live) !== null, LIVE_APP)
}

function parse(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}
