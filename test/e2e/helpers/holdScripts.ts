import type { BrowserContext, Page } from 'playwright-core'

/**
 * Holds the app's scripts whose file name matches `pattern` until `release` is called (the main
 * chunk, to see what the page shows before the app runs; a lazy chunk, to see what waits for it).
 * `held` counts the requests held so far.
 */
export async function holdScripts(
  target: BrowserContext | Page,
  pattern: RegExp,
): Promise<{ readonly held: () => number; readonly release: () => void }> {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await target.route('**/assets/*.js', async (route) => {
    if (pattern.test(route.request().url().replace(/.*\//, ''))) {
      held += 1
      await released
    }
    await route.fallback()
  })
  return { held: () => held, release }
}
