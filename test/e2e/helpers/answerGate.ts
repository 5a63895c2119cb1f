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

/**
 * Waits for `screen` (a selector), passing the answer gate when the gate shows instead: a question
 * a previous test left open in the lessons hides the screens of a shared page, which a fresh page
 * would show. The gate is a lazy chunk: both are waited for, not read at once.
 */
export async function screenPastGate(page: Page, screen: string): Promise<void> {
  await page.locator(`${screen}, [data-answer-gate] [data-gate-show]`).first().waitFor()
  await passAnswerGate(page)
  await page.locator(screen).first().waitFor()
}
