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
import { describeE2E, useE2E } from './helpers/browser.ts'
import { blurFocus, lookAt, moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP } from './helpers/visit.ts'

async function openLessons(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Lessons', exact: true }).click()
  await page.locator('.lesson-view').waitFor()
}

describeE2E('the lessons (built app)', () => {
  const e2e = useE2E()
  // one page for both tests (the errors and outside requests checked after each)
  const shared = useSharedPage(e2e)

  it('walks a lesson with the keyboard, the stage following each step', async () => {
    await shared.use(async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 720 })
      await page.locator(LIVE_APP).waitFor() // else moveTo loads the page again
      await moveTo(page, `${e2e.url}?tab=grid`)
      await openLessons(page)
      // from the lesson's first step, wherever the page stood
      await page.click("[data-section='fragments']")
      await blurFocus(page)
      await page.keyboard.press('Home')
      await expect
        .poll(() => page.locator('.lesson-view').getAttribute('data-step'))
        .toBe(LESSONS.fragments.steps[0]!.id)
      const steps = LESSONS.fragments.steps
      for (let i = 1; i < steps.length; i++) await page.keyboard.press('ArrowRight')
      await expect
        .poll(() => page.locator('.lesson-view').getAttribute('data-step'))
        .toBe(steps.at(-1)!.id)
      await page.keyboard.press('ArrowLeft')
      await expect
        .poll(() => page.locator('.lesson-view').getAttribute('data-step'))
        .toBe(steps.at(-2)!.id)
      // the stage is the real lane: cards carry the core's statuses (once the step has drawn it)
      await page.locator('[data-item-id]').first().waitFor()
    })
  })

  // the expected tables come from the core, as the page's own do: through the engine's runs
  beforeAll(() => loadEngine())

  it('completes the exercise: the core’s three tables are accepted', async () => {
    await shared.use(async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.locator(LIVE_APP).waitFor() // else moveTo loads the page again
      await moveTo(page, `${e2e.url}?tab=grid`)
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
    })
  })
})
