import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../src/features/lessons/content/questions.ts'
import { loadEngine } from '../../src/store/engine.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'

/**
 * Counts `window.print()` calls instead of opening a dialog. Replaced in the loaded page (the
 * app calls it when asked to print), not before a second load of it.
 */
async function stubPrint(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number }
    counted.printed = 0
    window.print = () => {
      counted.printed += 1
    }
  })
}

describeE2E('the lesson handout (built app)', () => {
  const e2e = useE2E()
  beforeAll(() => loadEngine())

  it('prints a student handout without answers and a teacher key with them, one step per page', async () => {
    await withPage(e2e.browser, e2e.url, async (opened) => {
      const { page } = opened
      await stubPrint(page)
      await page.getByRole('link', { name: 'Lessons', exact: true }).click()
      await page.locator('.lesson-view').waitFor()
      // on screen the handout does not exist until asked for, and then only on paper
      expect(await page.locator('.lesson-handout').count()).toBe(0)
      await page.click('[data-print-lesson]')
      await page.locator('.lesson-handout').waitFor({ state: 'attached' })
      expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
      expect(await page.locator('.lesson-handout').isVisible()).toBe(false)

      await page.emulateMedia({ media: 'print' })
      const lesson = LESSONS.fragments
      const steps = page.locator('.lesson-handout-step')
      expect(await steps.evaluateAll((all) => all.map((s) => s.getAttribute('data-step')))).toEqual(
        lesson.steps.map((step) => step.id),
      )
      const breaks = await steps.evaluateAll((all) =>
        all.map((s) => getComputedStyle(s).breakAfter),
      )
      expect(breaks.slice(0, -1).every((b) => b === 'page')).toBe(true)
      expect(await steps.first().isVisible()).toBe(true)
      // the student's handout asks every question and answers none
      const asked = lesson.steps.filter((s) => s.question !== undefined)
      expect(await page.locator('.lesson-handout-question').count()).toBe(asked.length)
      expect(await page.locator('.lesson-handout-answer').count()).toBe(0)
      // the app itself (header, nav, every button) is left off the paper
      expect(await page.locator('.app-header').isVisible()).toBe(false)
      expect(await page.locator('.lessons-nav').isVisible()).toBe(false)
      const visibleButtons = await page
        .locator('button')
        .evaluateAll((all) => all.filter((b) => (b as HTMLElement).offsetParent !== null).length)
      expect(visibleButtons).toBe(0)

      // the dialog closed: the handout leaves the page
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
      await expect.poll(() => page.locator('.lesson-handout').count()).toBe(0)

      // the teacher's key: each question with its answer
      await page.emulateMedia({ media: 'screen' })
      await page.click('[data-print-key]')
      await page.locator('.lesson-handout[data-key]').waitFor({ state: 'attached' })
      for (const step of asked) {
        const answer = page.locator(`[data-step='${step.id}'] .lesson-handout-answer`)
        expect(await answer.getAttribute('data-answer')).toBe(QUESTIONS[step.question!].answer())
      }
      await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
      await expect.poll(() => page.locator('.lesson-handout').count()).toBe(0)
      expect(opened.errors).toEqual([])
      expect(opened.blockedRequests).toEqual([])
    })
  })
})
