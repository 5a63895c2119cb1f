/**
 * Every lesson step in presenter mode after its question is committed, in en at 1920×1080 and
 * 1280×720 and in ko and zh at 1280×720 (see `SIZES_OF`), on every page the step comes as: the page does not scroll; the
 * step's number, its title, the core's verdict and "Next" are in the window; no box a student
 * reads scrolls, no text ends in an ellipsis, and no line of text is cut by its page or the
 * window. `E2E_REPORT=1` prints how many pages each step takes. Ko and zh are laid out with real
 * glyphs under `E2E_FONTS=cjk`.
 */
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { LESSONS, LESSON_IDS } from '../../src/features/lessons/content/lessons.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { settle } from './helpers/settle.ts'
import { useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP, visit } from './helpers/visit.ts'

const VIEWPORTS = [
  { width: 1920, height: 1080 },
  { width: 1280, height: 720 },
] as const

const STEPS = LESSON_IDS.flatMap((lesson) =>
  LESSONS[lesson].steps.map((step, index) => ({
    lesson,
    index,
    asks: step.question !== undefined,
    // the last step's last page shows the finish button instead of "Next"
    last: index === LESSONS[lesson].steps.length - 1,
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
}

/**
 * In the page: every page of the step shown, from the first, each measured where it stands. One
 * round trip per step and size instead of a few per page (most steps come as four to eight).
 * With `turn`, the pages are turned with the app's own key handler (a PageDown on the window,
 * then frames until React has drawn the page); without it the paged box is scrolled to each
 * page's place by the app's own formula (`pageOffset`: a page is the box's width plus the column
 * gap) and back, which lays out the same columns without a render per page, five times faster.
 * Only the progress line's page number and, on a lesson's last page, "Next" (which becomes the
 * finish button) differ between the two; the walk turns for real where that label changes.
 */
async function measureEveryPage(turn: boolean): Promise<{ of: number; problems: string[] }> {
  const view = () => document.querySelector('.lesson-view')
  const at = () => Number(view()?.getAttribute('data-page') ?? 1)
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  const press = async (key: string, to: number) => {
    dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
    // frames until React has drawn the page; on a loaded machine that may take a while
    const deadline = performance.now() + 15_000
    while (at() !== to) {
      if (performance.now() > deadline)
        throw new Error(`${key} did not show page ${to} (page ${at()})`)
      await frame()
    }
    await frame()
  }
  /** What is out of the window: the page's own scroll, the title, the verdict and "Next". */
  const outOfWindow = () => {
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
  }
  /**
   * What a student cannot read whole on the page shown: a box that scrolls (more content than
   * its height), text that ends in an ellipsis, and a line of text partly outside its page (the
   * paged box) or the window. Lines wholly outside the paged box are on other pages.
   */
  const cut = () => {
    const found: string[] = []
    const shown = view()
    if (shown === null) return ['no lesson view']
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]}`
    for (const el of shown.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.visually-hidden') !== null || !el.checkVisibility()) continue
      const style = getComputedStyle(el)
      if (style.overflowY !== 'visible' && el.scrollHeight > el.clientHeight + 1)
        found.push(`${name(el)} scrolls ${el.scrollHeight}/${el.clientHeight}`)
      if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1)
        found.push(`${name(el)} ellipsis “${el.textContent?.trim().slice(0, 30)}”`)
    }
    const pages = shown.querySelector('.lesson-pages')?.getBoundingClientRect()
    const frameBox = { left: 0, top: 0, right: innerWidth, bottom: innerHeight }
    const walker = document.createTreeWalker(shown, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const el = node.parentElement
      if (!node.textContent?.trim() || el === null || el.closest('.visually-hidden') !== null)
        continue
      if (!el.checkVisibility()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const r of range.getClientRects()) {
        if (r.width < 1 || r.height < 1) continue
        const box = pages !== undefined && el.closest('.lesson-pages') !== null ? pages : frameBox
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
  }
  // a resize keeps the page a reader was on: back to the first
  while (at() > 1) await press('PageUp', at() - 1)
  const of = Number(view()?.getAttribute('data-pages') ?? 1)
  const box = view()?.querySelector<HTMLElement>('.lesson-pages')
  const gap = box === undefined || box === null ? 0 : parseFloat(getComputedStyle(box).columnGap)
  const place = (n: number) =>
    box?.scrollTo({ left: (n - 1) * (box.clientWidth + (Number.isFinite(gap) ? gap : 0)) })
  const problems: string[] = []
  for (let n = 1; n <= of; n++) {
    if (n > 1 && turn) await press('PageDown', n)
    else if (n > 1) place(n)
    for (const problem of [...outOfWindow(), ...cut()]) problems.push(`p${n}/${of}: ${problem}`)
  }
  // the app still stands at page 1: its columns go back there
  if (!turn) place(1)
  return { of, problems }
}

/**
 * The problems of every page of the step shown at the window's size, named by `where`; `turn`
 * turns the pages with the app's key (see `measureEveryPage`).
 */
async function problemsOfEveryPage(page: Page, where: string, turn: boolean): Promise<string[]> {
  // the resize and the step's content laid out, its page count measured again
  await settle(page)
  const { of, problems } = await page.evaluate(measureEveryPage, turn)
  if (process.env.E2E_REPORT === '1') console.log(`${where}: ${of} page(s)`)
  return problems.map((problem) => `${where} ${problem}`)
}

/**
 * The sizes each language is checked at. English at both. Korean and Chinese at 1280×720 only:
 * there the text is 18 px in a 720 px window (2.5 % of its height, 1.41 % of its width) against
 * 24 px in 1080 (2.2 %, 1.25 %), so a longer text fills more of the window at 1280 and runs over
 * first; what breaks at 1920 whatever the words (the buttons cut at the bottom, issue 36) breaks
 * in English there too. `E2E_REPORT=1` prints the pages of every step for comparison.
 */
const SIZES_OF = {
  en: VIEWPORTS,
  ko: [VIEWPORTS[1]],
  zh: [VIEWPORTS[1]],
} as const

describeE2E(
  'presenter mode: every lesson step after its commit comes as pages that fit the window',
  () => {
    const e2e = useE2E()
    // one page for the three languages: each loads it once (a language is the reader's own
    // setting, not moved by the address), then moves from step to step and resizes in place
    const shared = useSharedPage(e2e, () => stepUrl(e2e.url, 'en', 'fragments', 0), {
      viewport: VIEWPORTS[0],
    })

    for (const lang of ['en', 'ko', 'zh'] as const) {
      const sizes = SIZES_OF[lang].map((s) => `${s.width}×${s.height}`).join(' and ')
      it(`${lang} at ${sizes}: every page in the window, nothing cut`, async () => {
        const problems = await shared.use(async ({ page }) => {
          // a page that has not drawn the app yet would be loaded again by the first move
          await page.locator(LIVE_APP).waitFor()
          const found: string[] = []
          for (const [n, at] of STEPS.entries()) {
            await openCommitted(page, stepUrl(e2e.url, lang, at.lesson, at.index), at)
            // every other step the sizes the other way round: the next step starts at the size
            // the last one ended at, one resize (and re-pagination) a step instead of two
            const order = n % 2 === 0 ? SIZES_OF[lang] : [...SIZES_OF[lang]].reverse()
            for (const size of order) {
              await page.setViewportSize(size)
              const where = `${size.width} ${lang} ${at.lesson}.${at.index}`
              found.push(...(await problemsOfEveryPage(page, where, at.last)))
            }
          }
          return found
        })
        expect(problems).toEqual([])
      }, 600_000)
    }
  },
)
