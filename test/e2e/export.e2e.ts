/**
 * Slides and handouts in the built app: the view as SVG (drawn from the page's geometry: the
 * lane's cards, the caption, the legend) and as PNG, a strip of steps as one taller image, the
 * print layout (no navigation or controls, the replacement table drawn, a lesson step a page),
 * and embed mode: the copied iframe snippet is sized to the content and the embedded page offers
 * only "open in Context Lab".
 */
import type { Download, Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { en } from '../../src/i18n/en.ts'
import { screenPastGate } from './helpers/answerGate.ts'
import { describeE2E, downloadedBytes, useE2E } from './helpers/browser.ts'
import { moveTo, useSharedPage } from './helpers/sharedPage.ts'
import { LIVE_APP } from './helpers/visit.ts'

async function openMenu(page: Page): Promise<void> {
  const menu = page.locator('.view-menu').first()
  if (!(await menu.evaluate((el) => (el as HTMLDetailsElement).open)))
    await menu.locator('summary').click()
  await page.locator('.export-menu').waitFor()
}

async function exported(page: Page, kind: 'png' | 'svg' | 'strip'): Promise<Buffer> {
  await openMenu(page)
  const [download] = await Promise.all([
    page.waitForEvent('download') as Promise<Download>,
    page.locator(`[data-export="${kind}"]`).click(),
  ])
  return downloadedBytes(download)
}

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

/** The grid's lane drawn at `step`: the address moved, the store and the lane followed. */
async function laneAt(page: Page, step: number): Promise<void> {
  await screenPastGate(page, `output.playback-step[data-step="${step}"]`)
  await page.locator('.lane-card-text').first().waitFor()
}

describeE2E('slides, handouts and embed code', () => {
  const e2e = useE2E()
  // one page for the file (issue 35): each test brings it to its own view, size and media
  // in-app, the way Back and Forward do, instead of a page per test
  const shared = useSharedPage(e2e, '?cell=mid_turn.remote&step=12')

  /** The shared page `width`×`height` on screen (not print), at the view `query` names. */
  async function show(page: Page, query: string, width = 1280, height = 720): Promise<void> {
    await page.locator(LIVE_APP).waitFor()
    await page.setViewportSize({ width, height })
    await page.emulateMedia({ media: null })
    await moveTo(page, `${e2e.url}${query}`)
  }

  it('exports the lane with its caption and legend as SVG and PNG, and a strip of steps', async () => {
    await shared.use(async ({ page }) => {
      await show(page, '?tab=grid&cell=mid_turn.remote&step=12', 1440, 900)
      await laneAt(page, 12)
      const svg = (await exported(page, 'svg')).toString('utf8')
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'image/svg+xml')
        return {
          error: doc.querySelector('parsererror') !== null,
          texts: [...doc.querySelectorAll('text')].map((t) => t.textContent),
          rects: doc.querySelectorAll('rect').length,
          scripts: doc.querySelectorAll('script, foreignObject').length,
        }
      }, svg)
      expect(parsed.error).toBe(false)
      expect(parsed.scripts).toBe(0)
      const all = parsed.texts.join('\n')
      expect(all).toContain('Step 12 of 19 · Mid-turn × Remote')
      expect(all).toContain(en.rules.titles.initial_context_injection)
      for (const n of ['#1', '#4', '#15']) expect(parsed.texts).toContain(n)
      for (const word of Object.values(en.grid.status)) expect(parsed.texts).toContain(word)
      expect(parsed.rects).toBeGreaterThan(30)
      // the page is where it was
      expect(await page.locator('.playback-step').getAttribute('data-step')).toBe('12')

      const one = pngSize(await exported(page, 'png'))
      expect(one.width).toBeGreaterThan(600)
      await page.locator('.export-menu input[type="number"]').fill('3')
      const strip = pngSize(await exported(page, 'strip'))
      expect(strip.width).toBe(one.width)
      expect(strip.height).toBeGreaterThan(one.height * 2)
      expect(await page.locator('.playback-step').getAttribute('data-step')).toBe('12')
    })
  })

  it('prints without navigation or buttons, with the replacement table drawn', async () => {
    await shared.use(async ({ page }) => {
      await show(page, '?tab=grid&cell=mid_turn.remote&step=19')
      await laneAt(page, 19)
      await page.evaluate(() => {
        document.body.removeAttribute('data-printed')
        window.print = () => document.body.setAttribute('data-printed', '1')
      })
      await openMenu(page)
      await page.locator('[data-print]').click()
      await page.locator('body[data-printed="1"]').waitFor()
      await page.emulateMedia({ media: 'print' })
      const view = await page.evaluate(() => {
        const shown = (selector: string) =>
          [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.checkVisibility())
            .length
        return {
          nav: shown('nav, .app-header, .playback, .view-menu'),
          buttons: shown('button:not(.lane-card, .grid-cell, .trace-seek, .sort-button)'),
          rows: shown('.replacement-table tbody tr'),
          cards: shown('.lane-card'),
        }
      })
      expect(view.nav).toBe(0)
      expect(view.buttons).toBe(0)
      expect(view.rows).toBeGreaterThan(3)
      expect(view.cards).toBeGreaterThan(3)
    })
  })

  it('prints a lesson step on a page of its own', async () => {
    await shared.use(async ({ page }) => {
      await show(page, '?tab=lessons&lesson=compaction.2')
      await page.locator('.lesson-view').waitFor()
      await page.emulateMedia({ media: 'print' })
      const style = await page.evaluate(() => ({
        breakAfter: getComputedStyle(document.querySelector('.lesson-view')!).breakAfter,
        nav: [...document.querySelectorAll<HTMLElement>('nav, .lesson-nav')].filter((el) =>
          el.checkVisibility(),
        ).length,
      }))
      expect(style.breakAfter).toBe('page')
      expect(style.nav).toBe(0)
    })
  })

  it('copies an iframe snippet sized to the view; the embed offers only the full app', async () => {
    await shared.use(async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await show(page, '?tab=grid&cell=pre_turn.local&step=5')
      // the lessons of the test before may have left a question open: its gate is passed
      await laneAt(page, 5)
      await openMenu(page)
      await page.locator('[data-embed-code]').click()
      await page.locator('.share-view-status').filter({ hasText: /embed/i }).first().waitFor()
      const snippet = await page.evaluate(() => navigator.clipboard.readText())
      const content = await page.evaluate(() => ({
        width: document.querySelector('.app-main')!.scrollWidth,
        height: document.querySelector('.app-main')!.scrollHeight,
      }))
      const match = /^<iframe src="([^"]+)" width="(\d+)" height="(\d+)" title="[^"]+"/.exec(
        snippet,
      )
      expect(match).not.toBeNull()
      const src = new URL(match![1]!.replace(/&amp;/g, '&'))
      expect(src.searchParams.get('embed')).toBe('1')
      expect(src.searchParams.get('cell')).toBe('pre_turn.local')
      expect(Number(match![2])).toBe(content.width)
      expect(Number(match![3])).toBeGreaterThanOrEqual(content.height)
      // the snippet's page, reached in-app (it loads only if the link changes the language)
      await moveTo(page, src.toString())
      await page.locator('.embed-bar').waitFor()
      const bar = await page.evaluate(() => ({
        links: [...document.querySelectorAll('.embed-bar a')].map((a) => a.textContent),
        buttons: document.querySelectorAll('.embed-bar button').length,
        header: document.querySelector('.app-header')?.checkVisibility() ?? false,
      }))
      expect(bar.links).toEqual([en.view.openFull])
      expect(bar.buttons).toBe(0)
      expect(bar.header).toBe(false)
    })
  })
})
