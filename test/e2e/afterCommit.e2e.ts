/**
 * Every lesson step in presenter mode after its question is committed, at 1920×1080 and
 * 1280×720, in en, ko and zh: the page does not scroll, and the step's number, its title, the
 * core's verdict and "Next" are in the window. The text between the title and the buttons may
 * still be longer than its column: `E2E_REPORT=1` prints where (and how much) the text and the
 * stage scroll. Ko and zh are laid out with real glyphs under `E2E_FONTS=cjk`.
 */
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { LESSONS, LESSON_IDS } from '../../src/features/lessons/content/lessons.ts'
import { describeE2E, useE2E, withPage } from './helpers/browser.ts'
import { settle } from './helpers/settle.ts'
import { visit } from './helpers/visit.ts'

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const

const STEPS = LESSON_IDS.flatMap((lesson) =>
  LESSONS[lesson].steps.map((step, index) => ({
    lesson,
    index,
    asks: step.question !== undefined,
  })),
)

/**
 * Opens a step (from the step before as a reader moves, see `visit`) and, when it asks something,
 * commits its first option.
 */
async function openCommitted(page: Page, url: string, asks: boolean): Promise<void> {
  const [lesson, index] = (new URL(url).searchParams.get('lesson') ?? '').split('.')
  const step = LESSONS[lesson as (typeof LESSON_IDS)[number]].steps[Number(index)]!
  await visit(page, url)
  await page.locator(`.lesson-view[data-step='${step.id}']`).waitFor({ timeout: 60_000 })
  // a question committed earlier (in another language) stays committed: saved work
  if (asks && (await page.locator('.lesson-feedback').count()) === 0) {
    await page.locator('.lesson-option input').first().check()
    await page.locator('.lesson-question-actions button.primary').first().click()
    await page.locator('.lesson-feedback').waitFor()
  }
  await settle(page)
}

/** What is out of the window: the page's own scroll, the title, the verdict and "Next". */
function outOfWindow(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const root = document.documentElement
    if (root.scrollHeight > innerHeight + 1) found.push(`page ${root.scrollHeight}/${innerHeight}`)
    for (const selector of ['.lesson-progress', '#lesson-step-title', '.lesson-nav .primary']) {
      const r = document.querySelector(selector)?.getBoundingClientRect()
      if (
        r === undefined ||
        r.top < 0 ||
        r.bottom > innerHeight + 0.5 ||
        r.right > innerWidth + 0.5
      )
        found.push(`${selector} out of view`)
    }
    // the verdict is the first thing in the text once committed: it is not moved away
    const verdict = document.querySelector('.lesson-question .lesson-feedback strong')
    const v = verdict?.getBoundingClientRect()
    if (v !== undefined && (v.top < 0 || v.bottom > innerHeight + 0.5)) found.push('verdict')
    return found
  })
}

/** The boxes that still scroll (text between title and buttons, stage), with their heights. */
function scrolling(page: Page) {
  return page.evaluate(() =>
    ['.lesson-text-flow', '.lesson-stage'].flatMap((selector) => {
      const box = document.querySelector(selector)
      return box !== null && box.scrollHeight > box.clientHeight + 1
        ? [`${selector} ${box.scrollHeight}/${box.clientHeight}`]
        : []
    }),
  )
}

describeE2E(
  'presenter mode: every lesson step after its commit keeps its frame in the window',
  () => {
    const e2e = useE2E()

    for (const viewport of VIEWPORTS)
      for (const lang of ['en', 'ko', 'zh'])
        it(`${viewport.width}×${viewport.height} ${lang}: no page scroll; title, verdict, Next in view`, async () => {
          const problems: string[] = []
          const report: string[] = []
          await withPage(
            e2e.browser,
            e2e.url,
            async ({ page }) => {
              for (const { lesson, index, asks } of STEPS) {
                const url = `${e2e.url}?present=1&lang=${lang}&tab=lessons&lesson=${lesson}.${index}`
                await openCommitted(page, url, asks)
                const where = `${lang} ${lesson}.${index}`
                for (const problem of await outOfWindow(page)) problems.push(`${where}: ${problem}`)
                for (const box of await scrolling(page)) report.push(`${where}: ${box}`)
              }
            },
            { viewport: { width: viewport.width, height: viewport.height } },
          )
          if (process.env.E2E_REPORT === '1') console.log(report.join('\n'))
          expect(problems).toEqual([])
        }, 600_000)
  },
)
