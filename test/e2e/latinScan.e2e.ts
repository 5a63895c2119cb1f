/**
 * Korean and Chinese screens show no Latin word but code identifiers and the allowlist's names
 * (test/helpers/latinWords.ts): every tab and every lesson step, in both languages. Text inside
 * `code`, `kbd`, `pre` and `[translate=no]` (a history item's own text, a file's lines) is data,
 * not the app's words, and is skipped. Lesson steps also must never make the page wider than
 * the window, at 1440 and at 390 pixels, nor break a word of their tables across lines. A failure lists `screen (locale) element: word`.
 */
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { LESSONS } from '../../src/features/lessons/content/lessons.ts'
import {
  formatLatinFindings,
  latinWords,
  proseOf,
  type LatinFinding,
} from '../helpers/latinWords.ts'
import { passAnswerGate, screenPastGate } from './helpers/answerGate.ts'
import { describeE2E, useE2E } from './helpers/browser.ts'
import { chooseLocale, type Lang } from './helpers/locale.ts'
import { quiet, trackRequests } from './helpers/quiet.ts'
import { moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP } from './helpers/visit.ts'

interface Shown {
  readonly text: string
  readonly element: string
}

/** The visible text nodes of the page that are the app's own words. */
function shownText(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const skip = 'code, kbd, pre, script, style, textarea, [translate="no"], [aria-hidden="true"]'
    const out: { text: string; element: string }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement
      const text = node.textContent?.trim() ?? ''
      if (!parent || text === '' || parent.closest(skip)) continue
      if (!parent.checkVisibility()) continue
      const classes = [...parent.classList].slice(0, 2).join('.')
      out.push({ text, element: `${parent.tagName.toLowerCase()}${classes ? `.${classes}` : ''}` })
    }
    return out
  })
}

async function scan(page: Page, where: string, findings: LatinFinding[]): Promise<void> {
  for (const { text, element } of await shownText(page))
    // a label may show a catalog string raw, its `code` spans with their backticks
    for (const word of latinWords(proseOf(text))) findings.push({ where, key: element, word })
}

/** Words in the lesson's tables broken across lines ("PermissionsInstructi/ons"). */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = []
    for (const cell of document.querySelectorAll('.demo-table :is(th, td)')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, word.index)
          range.setEnd(node, word.index + word[0].length)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          if (lines.size > 1) broken.push(word[0])
        }
    }
    return broken
  })

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }))

async function eachLessonStep(page: Page, visit: (where: string) => Promise<void>): Promise<void> {
  for (const lesson of ['fragments', 'compaction'] as const) {
    await page.click(`[data-section='${lesson}']`)
    for (const [index, step] of LESSONS[lesson].steps.entries()) {
      if (index > 0) await page.keyboard.press('ArrowRight')
      await expect.poll(() => page.locator('.lesson-view').getAttribute('data-step')).toBe(step.id)
      await visit(`lessons/${lesson}/${step.id}`)
    }
  }
  await page.click("[data-section='exercise']")
  await page.locator("[data-lesson='exercise']").waitFor()
  await visit('lessons/exercise')
}

/** Opens the tab; a gate in front of its screen is scanned (`gate`), then passed. */
async function openTab(page: Page, index: number, gate: () => Promise<void>): Promise<string> {
  const tab = page.getByRole('navigation').getByRole('link').nth(index)
  const name = (await tab.getAttribute('href')) ?? String(index)
  await tab.click()
  await quiet(page)
  // the lessons' exercise leaves a question open: the screens after it show the answer gate;
  // its words are scanned, then it is passed so the screen behind it is scanned too
  if ((await page.locator('[data-answer-gate]').count()) > 0) await gate()
  await passAnswerGate(page)
  await quiet(page)
  return name
}

describeE2E('Latin words and page width (built app)', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): the language comes from the header's switch and the width
  // from the window's size, neither from a fresh browser (the checks are about the app's words
  // and layout, not about the browser's locale)
  const shared = useSharedPage(e2e, '?lang=en')

  /** The shared page on the first screen, `width` wide, in `lang`. */
  async function start(page: Page, lang: Lang, width: number): Promise<void> {
    trackRequests(page)
    // moved in-app once the app is drawn (before that, `moveTo` would load the page again)
    await page.locator(LIVE_APP).waitFor()
    await page.setViewportSize({ width, height: 900 })
    await moveTo(page, e2e.url)
    await page.locator(LIVE_APP).waitFor()
    await chooseLocale(page, lang)
    await screenPastGate(page, '.grid-screen')
  }

  it.each(['ko', 'zh'] as const)(
    'no Latin word on a %s screen but code and the allowlist',
    async (locale) => {
      await shared.use(async ({ page }) => {
        const findings: LatinFinding[] = []
        await start(page, locale, 1440)
        await quiet(page)
        const tabs = await page.getByRole('navigation').getByRole('link').count()
        expect(tabs).toBeGreaterThan(3)
        for (let index = 0; index < tabs; index++) {
          const name = await openTab(page, index, () =>
            scan(page, `answer gate ${index} (${locale})`, findings),
          )
          await scan(page, `${name} (${locale})`, findings)
          if (name.includes('lessons'))
            await eachLessonStep(page, (where) => scan(page, `${where} (${locale})`, findings))
        }
        expect(formatLatinFindings(findings)).toBe('')
      })
    },
    240_000,
  )

  it.each([
    ['en', 1440],
    ['ko', 1440],
    ['en', 390],
    ['ko', 390],
  ] as const)(
    'no lesson step widens the page (%s at %i px)',
    async (lang, width) => {
      await shared.use(async ({ page }) => {
        const wide: string[] = []
        await start(page, lang, width)
        await page.getByRole('navigation').locator('a[href*="lesson"]').click()
        await eachLessonStep(page, async (where) => {
          const size = await pageWidth(page)
          if (size.page > size.window) wide.push(`${where}: ${size.page} px > ${size.window} px`)
          for (const word of await brokenWords(page))
            wide.push(`${where}: “${word}” broken mid-word`)
        })
        expect(wide).toEqual([])
      })
    },
    240_000,
  )
})
