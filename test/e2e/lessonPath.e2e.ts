import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { exerciseResult, expectedTable } from '../../src/features/lessons/content/exercise.ts'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import { loadEngine } from '../../src/store/engine.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { lookAt } from './helpers/sharedPage.ts'

/**
 * The whole path with the keyboard alone: `page.keyboard` only, never a click. The page is read
 * (what has focus, what a step shows) but every change comes from a key press.
 */

const MAX_TABS = 250

/**
 * Presses Tab until the focused element matches `selector`, at most `limit` times: a small limit
 * says focus stayed where the reader works (not thrown back to the top of the page).
 */
async function tabTo(page: Page, selector: string, limit = MAX_TABS): Promise<void> {
  for (let i = 0; ; i++) {
    const found = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)
    if (found) return
    if (i === limit) break
    await page.keyboard.press('Tab')
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
  throw new Error(`${limit} Tabs did not reach ${selector} (focus on ${at})`)
}

/** Picks `value` in the focused select with the arrow keys (as a keyboard user would). */
async function arrowSelect(page: Page, value: string): Promise<void> {
  const moves = await page.evaluate((v) => {
    const select = document.activeElement as HTMLSelectElement
    const target = [...select.options].findIndex((option) => option.value === v)
    return target - select.selectedIndex
  }, value)
  for (let i = 0; i < Math.abs(moves); i++)
    await page.keyboard.press(moves > 0 ? 'ArrowDown' : 'ArrowUp')
  expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe(value)
}

async function typeNumber(page: Page, value: string): Promise<void> {
  await page.keyboard.type(value)
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(value)
}

const stepId = (page: Page) => page.locator('.lesson-view').getAttribute('data-step')

/** Tabs between the step's start and its question: far fewer than from the top of the page. */
const NEAR = 3

/** Focus must stay where the reader works: a step change or a commit must not drop it. */
async function expectFocusIn(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() => page.evaluate((s) => document.activeElement?.closest(s) !== null, selector))
    .toBe(true)
}

/** One step: answer its prediction (first option, committed), then on to the next step. */
async function answerStep(page: Page, hasQuestion: boolean): Promise<void> {
  if (hasQuestion) {
    // after a step change focus is at the step, so its question is a few Tabs away
    await tabTo(page, '.lesson-question input[type=radio]', NEAR)
    await page.keyboard.press('Space')
    await tabTo(page, '.lesson-question .lesson-button.primary', NEAR)
    await page.keyboard.press('Enter')
    await page.locator('.lesson-feedback').waitFor()
    await expectFocusIn(page, '.lesson-question')
  }
  await tabTo(page, '.lesson-nav .lesson-button.primary')
  await page.keyboard.press('Enter')
}

/** Fills the first table of the exercise with the core's answers, field by field, by Tab. */
async function fillFirstTable(page: Page): Promise<void> {
  const table = expectedTable(exerciseResult(0))
  const ids = await page
    .locator('[data-row]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row')!))
  for (const id of ids) {
    const row = table.rows[id]!
    await tabTo(page, `[data-row='${id}'] select`)
    await arrowSelect(page, row.fate)
    if (row.fate === 'cut') continue
    await tabTo(page, `[data-row='${id}'] input`)
    await typeNumber(page, row.position)
  }
  await tabTo(page, "[data-field='summary']")
  await arrowSelect(page, table.summary)
  await tabTo(page, "[data-field='context']")
  await arrowSelect(page, table.context)
  if (table.contextPosition !== '') {
    await tabTo(page, "[data-field='contextPosition']")
    await typeNumber(page, table.contextPosition)
  }
}

describeE2E('a lesson path with the keyboard alone (built app)', () => {
  const e2e = useE2E()
  beforeAll(() => loadEngine())

  it('goes from the first screen through a lesson to a scored exercise', async () => {
    await withPage(
      e2e.browser,
      e2e.url,
      async (opened) => {
        const { page } = opened
        await tabTo(page, 'a.tab[href*="lessons"]')
        await page.keyboard.press('Enter')
        await page.locator('.lesson-view').waitFor()
        await tabTo(page, "[data-section='compaction']")
        await page.keyboard.press('Enter')
        await expect
          .poll(() => page.locator('.lesson-view').getAttribute('data-lesson'))
          .toBe('compaction')
        await expectFocusIn(page, '#lesson-step-title')
        const steps = LESSONS.compaction.steps
        for (const [i, step] of steps.entries()) {
          expect(await stepId(page)).toBe(step.id)
          await answerStep(page, step.question !== undefined)
          // the last step's button finishes the lesson: it opens the exercise
          if (i === steps.length - 1) break
          await expect.poll(() => stepId(page)).toBe(steps[i + 1]!.id)
          // the new step starts at its title, not at the button that was pressed
          await expectFocusIn(page, '#lesson-step-title')
        }
        await page.locator("[data-lesson='exercise']").waitFor()
        await expectFocusIn(page, "[data-lesson='exercise']")
        await fillFirstTable(page)
        await tabTo(page, '.exercise > .lesson-text > .lesson-button.primary')
        await page.keyboard.press('Enter')
        await page.locator("[data-verdict='correct']").waitFor()
        const score = await page.locator('.exercise-tab-score').first().getAttribute('data-score')
        const [right, total] = score!.split('/').map(Number)
        expect(right).toBe(total)
        expect(total).toBeGreaterThan(0)
        expect(await page.locator('[data-overall]').getAttribute('data-overall')).toMatch(
          new RegExp(`^${right}/\\d+$`),
        )
        await lookAt(page, 'lesson-path-keyboard')
        expect(opened.errors).toEqual([])
        expect(opened.blockedRequests).toEqual([])
      },
      { viewport: { width: 1440, height: 900 } },
    )
  }, 180_000)
})
