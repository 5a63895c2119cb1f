import type { Page } from 'playwright-core'

/**
 * A screen opened while a lesson question or an exercise table is open waits behind the answer
 * gate; suites that walk every screen after the lessons pass it the way a reader would ("show
 * this screen anyway"). Does nothing when no gate is up.
 */
export async function passAnswerGate(page: Page): Promise<void> {
  const show = page.locator('[data-answer-gate] [data-gate-show]')
  if ((await show.count()) > 0) await show.click()
}
