/**
 * Every lesson step in presenter mode after its question is committed, at 1920×1080 and
 * 1280×720, in en, ko and zh, on every page the step comes as: the page does not scroll; the
 * step's number, its title, the core's verdict and "Next" are in the window; no box a student
 * reads scrolls, no text ends in an ellipsis, and no line of text is cut by its page or the
 * window. `E2E_REPORT=1` prints how many pages each step takes. Ko and zh are laid out with real
 * glyphs under `E2E_FONTS=cjk`.
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

const stepUrl = (base: string, lang: string, lesson: string, index: number) =>
  `${base}?present=1&lang=${lang}&tab=lessons&lesson=${lesson}.${index}`

/**
 * Opens a step (from the step before as a reader moves, see `visit`) and, when it asks something,
 * commits its first option.
 */
async function openCommitted(page: Page, url: string, at: (typeof STEPS)[number]): Promise<void> {
  const step = LESSONS[at.lesson].steps[at.index]!
  await visit(page, url)
  await page.locator(`.lesson-view[data-step='${step.id}']`).waitFor({ timeout: 60_000 })
  // a question committed earlier (in another language) stays committed: saved work
  if (at.asks && (await page.locator('.lesson-feedback').count()) === 0) {
    await page.locator('.lesson-option input').first().check()
    await page.locator('.lesson-question-actions button.primary').first().click()
    await page.locator('.lesson-feedback').waitFor()
  }
  await page.locator('.lesson-view[data-paged]').waitFor()
  await settle(page)
}

/** The page shown and the pages the step comes as (1 and 1 when it is not paged). */
function pageOf(page: Page) {
  return page.evaluate(() => {
    const view = document.querySelector('.lesson-view')
    return {
      at: Number(view?.getAttribute('data-page') ?? 1),
      of: Number(view?.getAttribute('data-pages') ?? 1),
    }
  })
}

/** Turns to the next page the way a presenter does (PageDown) and waits for it to show. */
async function turnPage(page: Page, to: number): Promise<void> {
  await page.keyboard.press('PageDown')
  await page.locator(`.lesson-view[data-page='${to}']`).waitFor()
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

/**
 * What a student cannot read whole on the page shown: a box that scrolls (more content than its
 * height), text that ends in an ellipsis, and a line of text partly outside its page (the paged
 * box) or the window. Lines wholly outside the paged box are on other pages.
 */
function cut(page: Page) {
  return page.evaluate(() => {
    const found: string[] = []
    const view = document.querySelector('.lesson-view')
    if (view === null) return ['no lesson view']
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]}`
    for (const el of view.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.visually-hidden') !== null || !el.checkVisibility()) continue
      const style = getComputedStyle(el)
      if (style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1)
        found.push(`${name(el)} scrolls ${el.scrollHeight}/${el.clientHeight}`)
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} ellipsis “${el.textContent?.trim().slice(0, 30)}”`)
    }
    const pages = view.querySelector('.lesson-pages')?.getBoundingClientRect()
    const frame = { left: 0, top: 0, right: innerWidth, bottom: innerHeight }
    const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const el = node.parentElement
      if (!node.textContent?.trim() || el === null || el.closest('.visually-hidden') !== null)
        continue
      if (!el.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue
        const box = pages !== undefined && el.closest('.lesson-pages') !== null ? pages : frame
        const overlaps =
          r.right > box.left + 1 &&
          r.left < box.right - 1 &&
          r.bottom > box.top + 1 &&
          r.top < box.bottom - 1
        const inside =
          r.left >= box.left - 1 &&
          r.right <= box.right + 1 &&
          r.top >= box.top - 1 &&
          r.bottom <= box.bottom + 1
        const inWindow =
          r.left >= -1 && r.right <= innerWidth + 1 && r.top >= -1 && r.bottom <= innerHeight + 1
        if (overlaps && (!inside || !inWindow)) {
          found.push(`${name(el)} line cut “${node.textContent.trim().slice(0, 30)}”`)
          break
        }
      }
    }
    return found
  })
}

describeE2E(
  'presenter mode: every lesson step after its commit comes as pages that fit the window',
  () => {
    const e2e = useE2E()

    for (const viewport of VIEWPORTS)
      for (const lang of ['en', 'ko', 'zh'])
        it(`${viewport.width}×${viewport.height} ${lang}: every page in the window, nothing cut`, async () => {
          const problems: string[] = []
          const report: string[] = []
          await withPage(
            e2e.browser,
            e2e.url,
            async ({ page }) => {
              for (const at of STEPS) {
                await openCommitted(page, stepUrl(e2e.url, lang, at.lesson, at.index), at)
                const { of } = await pageOf(page)
                for (let n = 1; n <= of; n++) {
                  if (n > 1) await turnPage(page, n)
                  const where = `${lang} ${at.lesson}.${at.index} p${n}/${of}`
                  for (const problem of [...(await outOfWindow(page)), ...(await cut(page))])
                    problems.push(`${where}: ${problem}`)
                }
                report.push(`${lang} ${at.lesson}.${at.index}: ${of} page(s)`)
              }
            },
            { viewport: { width: viewport.width, height: viewport.height } },
          )
          if (process.env.E2E_REPORT === '1') console.log(report.join('\n'))
          expect(problems).toEqual([])
        }, 600_000)
  },
)
