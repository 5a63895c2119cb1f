import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import {
  EXERCISE_CELLS,
  exerciseResult,
  expectedTable,
} from '../../src/features/lessons/content/exercise.ts'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import { lessons as en } from '../../src/i18n/en/lessons.ts'
import { loadEngine } from '../../src/store/engine.ts'
import { describeE2E, useE2E, withPage, type OpenedPage } from './helpers/browser.ts'
import { lookAt } from './helpers/sharedPage.ts'

async function openLessons(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Lessons', exact: true }).click()
  await page.locator('.lesson-view').waitFor()
}

function expectClean(opened: OpenedPage): void {
  expect(opened.errors).toEqual([])
  expect(opened.blockedRequests).toEqual([])
}

describeE2E('the lessons (built app)', () => {
  const e2e = useE2E()

  it('walks a lesson with the keyboard, the stage following each step', async () => {
    await withPage(e2e.browser, e2e.url, async (opened) => {
      const { page } = opened
      await openLessons(page)
      const steps = LESSONS.fragments.steps
      for (let i = 1; i < steps.length; i++) await page.keyboard.press('ArrowRight')
      await expect
        .poll(() => page.locator('.lesson-view').getAttribute('data-step'))
        .toBe(steps.at(-1)!.id)
      await page.keyboard.press('ArrowLeft')
      await expect
        .poll(() => page.locator('.lesson-view').getAttribute('data-step'))
        .toBe(steps.at(-2)!.id)
      // the stage is the real lane: cards carry the core's statuses
      expect(await page.locator('[data-item-id]').count()).toBeGreaterThan(0)
      expectClean(opened)
    })
  })

  // the expected tables come from the core, as the page's own do: through the engine's runs
  beforeAll(() => loadEngine())

  it('completes the exercise: the core’s three tables are accepted', async () => {
    await withPage(
      e2e.browser,
      e2e.url,
      async (opened) => {
        const { page } = opened
        await openLessons(page)
        await page.click("[data-section='exercise']")
        for (const [index, cell] of EXERCISE_CELLS.entries()) {
          await page.click(`[data-exercise-cell='${cell.phase}.${cell.implementation}']`)
          const table = expectedTable(exerciseResult(index))
          for (const [id, row] of Object.entries(table.rows)) {
            await page.selectOption(`[data-row='${id}'] select`, row.fate)
            if (row.fate !== 'cut') await page.fill(`[data-row='${id}'] input`, row.position)
          }
          await page.selectOption("[data-field='summary']", table.summary)
          await page.selectOption("[data-field='context']", table.context)
          if (table.contextPosition !== '')
            await page.fill("[data-field='contextPosition']", table.contextPosition)
          await page.getByRole('button', { name: en.exercise.check }).click()
          await page.locator("[data-verdict='correct']").waitFor()
          expect(await page.locator('[data-mistake]').count()).toBe(0)
        }
        // one step further: each case asks for a prediction, then runs with the core's outcome
        await page.click("[data-case='fullWindowFailure'] button")
        await page.locator("[data-case='fullWindowFailure'] [role='alert']").waitFor()
        expect(await page.locator("[data-case='fullWindowFailure'] [data-outcome]").count()).toBe(0)
        await page.selectOption("[data-case='fullWindowFailure'] select", 'completed')
        await page.click("[data-case='fullWindowFailure'] button")
        await page.locator("[data-case='fullWindowFailure'] [data-outcome='failed']").waitFor()
        await page.selectOption("[data-case='modelSwitchFallback'] select", 'completed')
        await page.click("[data-case='modelSwitchFallback'] button")
        await page.locator("[data-case='modelSwitchFallback'] [data-outcome='completed']").waitFor()
        await lookAt(page, 'lessons-exercise-done')
        expectClean(opened)
      },
      { viewport: { width: 1440, height: 900 } },
    )
  })
})
