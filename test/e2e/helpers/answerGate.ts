import type { Page } from 'playwright-core'

/**
 * A screen opened while a lesson question or an exercise table is open waits behind the answer
 * gate; suites that walk every screen after the lessons pass it the way a reader would ("show
 * this screen anyway"). Does nothing when no gate is up. The gate is a lazy chunk, so this first
 * waits for the open screen (or the gate) to replace its loading state.
 */
export async function passAnswerGate(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('main .screen-loading') === null)
  const show = page.locator('[data-answer-gate] [data-gate-show]')
  if ((await show.count()) > 0) await show.click()
}
