import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import { passAnswerGate, screenPastGate } from './helpers/answerGate.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { blurFocus, moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP } from './helpers/visit.ts'

/**
 * Each screen and each lesson step is a page of the browser's history: Back and Forward move
 * between them, the nav items are real links (a new tab opens the screen), and playback steps
 * are not pages.
 */

const navLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true })

const gridStep = (page: Page) => page.locator('output.playback-step').getAttribute('data-step')
const lessonStep = (page: Page) => page.locator('.lesson-view').getAttribute('data-step')
const historyLength = (page: Page) => page.evaluate(() => window.history.length)

/** The grid at step `k`, reached with the keyboard from the first step. */
async function gridAt(page: Page, k: number): Promise<void> {
  await page.locator('output.playback-step[data-step="1"]').waitFor()
  for (let i = 1; i < k; i++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => gridStep(page)).toBe(String(k))
}

describeE2E('history and links (built app)', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): each test starts from the grid's first step, moved to
  // in-app the way Back and Forward do; every test only goes back over the entries it added
  // itself. The shared page checks errors and outside requests after each test.
  const shared = useSharedPage(e2e, '?lang=en')

  /** The shared page as a fresh one opens: the grid at its first step, in English. */
  async function fromGrid(page: Page): Promise<void> {
    // moved in-app once the app is drawn (before that, `moveTo` would load the page again)
    await page.locator(LIVE_APP).waitFor()
    // the grid's cell and step are kept when an address leaves them out: named here
    await moveTo(page, `${e2e.url}?lang=en&tab=grid&cell=mid_turn.remote&step=1`)
    // a question a previous test left open in the lessons hides the grid: shown anyway
    await screenPastGate(page, 'output.playback-step[data-step="1"]')
    await blurFocus(page)
  }

  it('Back and Forward move across screens and lesson steps, each shown as it was left', async () => {
    await shared.use(async ({ page }) => {
      await fromGrid(page)
      // a cell other than the lesson stage's (mid-turn remote)
      await page.locator("button[data-cell='pre_turn.local']").click()
      await gridAt(page, 4)
      await navLink(page, 'Lessons').click()
      const steps = LESSONS.fragments.steps
      await expect.poll(() => lessonStep(page)).toBe(steps[0]!.id)
      for (const next of [1, 2]) {
        await page.getByRole('button', { name: /^Next/ }).click()
        await expect.poll(() => lessonStep(page)).toBe(steps[next]!.id)
      }
      await navLink(page, 'Other agents').click()
      // the step's question is open: the other screens wait until the reader chooses to look
      await page.locator('[data-answer-gate]').waitFor()
      await passAnswerGate(page)
      await page.locator('h2#pe-title').waitFor()

      await page.goBack()
      await expect.poll(() => lessonStep(page)).toBe(steps[2]!.id)
      expect(await navLink(page, 'Lessons').getAttribute('aria-current')).toBe('page')
      await page.goBack()
      await expect.poll(() => lessonStep(page)).toBe(steps[1]!.id)
      await page.goBack()
      await expect.poll(() => lessonStep(page)).toBe(steps[0]!.id)
      await page.goBack()
      await page.locator('[data-answer-gate]').waitFor()
      await passAnswerGate(page)
      // the grid as it was left: its cell and step, not the lesson stage's
      await expect.poll(() => gridStep(page)).toBe('4')
      expect(await page.locator('[aria-pressed="true"][data-cell]').getAttribute('data-cell')).toBe(
        'pre_turn.local',
      )
      expect(new URL(page.url()).searchParams.get('step')).toBe('4')

      await page.goForward()
      await expect.poll(() => lessonStep(page)).toBe(steps[0]!.id)
      await page.goForward()
      await page.goForward()
      await expect.poll(() => lessonStep(page)).toBe(steps[2]!.id)
      await page.goForward()
      await passAnswerGate(page)
      await page.locator('h2#pe-title').waitFor()
      expect(new URL(page.url()).searchParams.get('tab')).toBe('peers')
    })
  })

  it('Back past the Lessons screen gives the grid the position of its own entry', async () => {
    await shared.use(async ({ page }) => {
      await fromGrid(page)
      await gridAt(page, 2)
      await navLink(page, 'Lessons').click()
      await page.locator('.lesson-view').waitFor()
      await navLink(page, 'Compaction grid').click()
      // the lesson's first question is open: the reader chooses to see the grid anyway
      await page.locator('[data-answer-gate]').waitFor()
      await passAnswerGate(page)
      // the grid again, then a later step there: a newer entry than the first grid's
      await expect.poll(() => gridStep(page)).toBe('2')
      for (let i = 2; i < 6; i++) await page.keyboard.press('ArrowRight')
      await expect.poll(() => gridStep(page)).toBe('6')
      await page.goBack()
      await page.locator('.lesson-view').waitFor()
      await page.goBack()
      await page.locator('[data-answer-gate]').waitFor()
      await passAnswerGate(page)
      await expect.poll(() => gridStep(page)).toBe('2')
      await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe('2')
      await page.goForward()
      await page.locator('.lesson-view').waitFor()
      await page.goForward()
      await page.locator('[data-answer-gate]').waitFor()
      await passAnswerGate(page)
      await expect.poll(() => gridStep(page)).toBe('6')
    })
  })

  it('a nav item opens its screen in a new page on a middle click or Ctrl+click', async () => {
    await shared.use(async ({ page, context }) => {
      await fromGrid(page)
      await gridAt(page, 3)
      const clicks = [{ button: 'middle' as const }, { modifiers: ['ControlOrMeta' as const] }]
      for (const click of clicks) {
        const [other] = await Promise.all([
          context.waitForEvent('page'),
          navLink(page, 'Other agents').click(click),
        ])
        await other.locator('h2#pe-title').waitFor()
        const url = new URL(other.url())
        expect(url.searchParams.get('tab')).toBe('peers')
        // the view it was opened from: the language and the grid's position
        expect(url.searchParams.get('lang')).toBe('en')
        expect(url.searchParams.get('step')).toBe('3')
        await other.close()
      }
      // the page itself stayed where it was
      expect(await gridStep(page)).toBe('3')
      expect(await navLink(page, 'Compaction grid').getAttribute('aria-current')).toBe('page')
    })
  })

  it('a plain click stays in the page; only screen switches add to the history', async () => {
    await shared.use(async ({ page }) => {
      await fromGrid(page)
      await gridAt(page, 1)
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }))
      const start = await historyLength(page)

      // playback steps, by hand and playing, and a cell change replace the entry
      await gridAt(page, 4)
      await page.getByRole('button', { name: 'Play', exact: true }).click()
      await expect.poll(() => gridStep(page), { timeout: 10_000 }).not.toBe('4')
      await page.getByRole('button', { name: 'Pause', exact: true }).click()
      await page.locator("button[data-cell='pre_turn.local']").click()
      // the address follows the cell: by then it has replaced (or wrongly pushed) its entry
      await expect.poll(() => new URL(page.url()).searchParams.get('cell')).toBe('pre_turn.local')
      expect(await historyLength(page)).toBe(start)

      await navLink(page, 'Fragment registry').click()
      await page.getByRole('heading', { name: 'Fragment registry', level: 2 }).waitFor()
      expect(await historyLength(page)).toBe(start + 1)
      await navLink(page, 'Compaction grid').click()
      await page.locator('output.playback-step').waitFor()
      expect(await historyLength(page)).toBe(start + 2)
      expect(await page.evaluate(() => 'stillThisPage' in window)).toBe(true)
    })
  })
})
