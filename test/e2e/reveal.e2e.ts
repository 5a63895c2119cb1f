import type { Page } from 'playwright-core'
import { beforeAll, expect, it } from 'vitest'
import { LESSONS, type LessonId } from '../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../src/features/lessons/content/questions.ts'
import { lessons as en } from '../../src/i18n/en/lessons.ts'
import { loadEngine } from '../../src/store/engine.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { blurFocus, moveTo, useSharedPage } from './helpers/sharedPage.ts'

/**
 * Predict, then reveal: for every question, nothing on the visible page gives the answer before
 * the reader commits (the step's prose, its real title, its goals, the explanation, a decided
 * status, the grid or the trace), and all of it is there after.
 */

/** The longest stretch of a catalog text outside code and markup, as the page shows it. */
function tell(text: string): string {
  const plain = text
    .split(/`[^`]*`|\n/)
    .map((s) => s.trim())
    .sort((a, b) => b.length - a.length)[0]!
  return plain.slice(0, 40)
}

type Steps = Record<string, { title: string; topic?: string; body: string }>

function stepTexts(lesson: LessonId, id: string) {
  const step = (en[lesson].steps as Steps)[id]!
  return { title: step.title, body: tell(step.body) }
}

const visibleText = (page: Page) => page.locator('.lessons-screen').innerText()

const cases = (['fragments', 'compaction'] as const).flatMap((lesson) =>
  LESSONS[lesson].steps.flatMap((step, index) =>
    step.question ? [{ lesson, index, step, question: QUESTIONS[step.question] }] : [],
  ),
)

describeE2E('predict, then reveal (built app)', () => {
  const e2e = useE2E()
  const shared = useSharedPage(e2e, '?tab=lessons&lang=en')
  beforeAll(() => loadEngine())

  it.each(cases)('$lesson step $index ($step.id): hidden before commit', async (c) => {
    const url = `${e2e.url}?tab=lessons&lesson=${c.lesson}.${c.index}&lang=en`
    await shared.use(async ({ page }) => {
      // arrive the way a reader does, with the lesson's own next-step key (arriving by Back is
      // covered in test/component/lessons/noSpoilers.test.tsx)
      await moveTo(page, c.index === 0 ? url : url.replace(/\.\d+&/, `.${c.index - 1}&`))
      await page.locator('.lesson-view').waitFor()
      await blurFocus(page)
      if (c.index > 0) await page.keyboard.press('ArrowRight')
      await page.locator(`.lesson-view[data-step='${c.step.id}']`).waitFor()
      const { title, body } = stepTexts(c.lesson, c.step.id)
      const explain = tell(en.questions[c.question.id].explain)
      const goal = tell(en.goals[c.step.goals[0]!])
      const before = await visibleText(page)
      for (const text of [body, explain, goal, title]) expect(before).not.toContain(text)
      const stage = page.locator('.lesson-stage')
      // the stage's lane is read once it has drawn, not the moment the step shows
      await stage.locator('.lane [data-status]').first().waitFor()
      expect(await stage.locator('.cell-grid').count()).toBe(0)
      expect(await stage.locator('.trace-step').count()).toBe(0)
      const statuses = await stage
        .locator('.lane [data-status]')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-status')))
      expect(statuses.length).toBeGreaterThan(0)
      expect(new Set(statuses)).toEqual(new Set(['pending']))

      await page.locator(`[data-option='${c.question.answer()}'] input`).check()
      await page.getByRole('button', { name: en.question.commit }).click()
      await page.locator('[data-correct="true"]').waitFor()
      const after = await visibleText(page)
      for (const text of [body, explain, goal, title]) expect(after).toContain(text)
      // the stage redraws after the verdict; wait for its trace rather than read it mid-render
      await stage.locator('.trace-step').first().waitFor()
      // a finished run has decided statuses; a reveal at a rule's step may still be undecided
      const decided = () =>
        stage
          .locator('.lane [data-status]')
          .evaluateAll((cards) => cards.filter((card) => card.dataset.status !== 'pending').length)
      await expect.poll(decided).toBeGreaterThan(c.question.reveal.at === 'end' ? 0 : -1)
    })
  })
})
