/**
 * Presenter mode's small print, in one page load: a lane card's hover tip is in the room's text
 * size (≥ 24 px at 1920×1080, ≥ 18 px at 1280×720) and covers none of the lane's cards, and the
 * focus ring a step change puts on the step's title does not cross "step n of m" above it.
 */
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { describeE2E, screenshot, useE2E, withPage } from './helpers/browser.ts'
import { settle } from './helpers/settle.ts'

type Rect = { top: number; left: number; bottom: number; right: number }

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

// a keep-filter step: its stage is the lane, with cards a tip could cover
const STEP = 'compaction.2'

/** Commits the step's first option, so the stage shows the lane as the room sees it. */
async function commitFirst(page: Page): Promise<void> {
  await page.locator('.lesson-option input').first().check()
  await page.locator('.lesson-question-actions button.primary').first().click()
  await page.locator('.lesson-feedback').waitFor()
  await page.locator('.lesson-view[data-paged]').waitFor()
  await settle(page)
}

/** Hovers the first lane card in the window and reads the tip's size and the cards' boxes. */
async function hoverTip(page: Page) {
  await page.mouse.move(0, 0)
  await page.locator('.floating-tip').waitFor({ state: 'detached' })
  const card = page.locator('.lesson-stage .lane-card').first()
  await card.scrollIntoViewIfNeeded()
  await card.hover()
  await page.locator('.floating-tip[data-side]').waitFor()
  return page.evaluate(() => {
    const box = (el: Element): Rect => {
      const r = el.getBoundingClientRect()
      return { top: r.top, left: r.left, bottom: r.bottom, right: r.right }
    }
    const tip = document.querySelector('.floating-tip')!
    const sizes = [tip, ...tip.querySelectorAll('*')]
      .filter((el) => (el.textContent ?? '').trim() !== '')
      .map((el) => parseFloat(getComputedStyle(el).fontSize))
    return {
      tip: box(tip),
      side: (tip as HTMLElement).dataset.side,
      smallest: Math.min(...sizes),
      cards: [...document.querySelectorAll('.lane-card')].map(box),
    }
  })
}

describeE2E('presenter mode’s tooltip and focus ring', () => {
  const e2e = useE2E()

  it('shows a lane tip in the room’s size beside the cards, and a ring clear of the counter', async () => {
    await withPage(
      e2e.browser,
      `${e2e.url}?present=1&lang=en&tab=lessons&lesson=${STEP}`,
      async ({ page, errors, blockedRequests }) => {
        await page.locator('.lesson-view[data-step]').waitFor({ timeout: 60_000 })
        await commitFirst(page)
        for (const size of [
          { width: 1920, height: 1080, min: 24 },
          { width: 1280, height: 720, min: 18 },
        ]) {
          await page.setViewportSize(size)
          await settle(page)
          const found = await hoverTip(page)
          await screenshot(page, `presenter-tooltip-${size.width}`)
          expect(found.smallest).toBeGreaterThanOrEqual(size.min - 0.05)
          expect(found.cards.filter((card) => overlaps(card, found.tip))).toEqual([])
        }
        // a step change moves focus to the new step's title, its ring drawn around it
        // (Next turns the step's pages first)
        await page.mouse.move(0, 0)
        const pages = Number(await page.locator('.lesson-view').getAttribute('data-pages'))
        for (let turn = 0; turn < pages; turn++) await page.keyboard.press('ArrowRight')
        await page.locator(".lesson-view[data-step='summaryLast']").waitFor()
        await page.locator('#lesson-step-title:focus-visible').waitFor()
        const ring = await page.evaluate(() => {
          const title = document.querySelector('#lesson-step-title')!
          const style = getComputedStyle(title)
          const out = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
          const r = title.getBoundingClientRect()
          const counter = document.querySelector('.lesson-progress')!.getBoundingClientRect()
          return {
            ring: {
              top: r.top - out,
              left: r.left - out,
              bottom: r.bottom + out,
              right: r.right + out,
            },
            counter: {
              top: counter.top,
              left: counter.left,
              bottom: counter.bottom,
              right: counter.right,
            },
            style: style.outlineStyle,
          }
        })
        await screenshot(page, 'presenter-title-ring')
        expect(ring.style).not.toBe('none')
        expect(overlaps(ring.ring, ring.counter)).toBe(false)
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { viewport: { width: 1920, height: 1080 } },
    )
  })
})
