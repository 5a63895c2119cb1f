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
import { describeE2E, downloadedBytes, useE2E, withPage } from './helpers/browser.ts'

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

describeE2E('slides, handouts and embed code', () => {
  const e2e = useE2E()

  it('exports the lane with its caption and legend as SVG and PNG, and a strip of steps', async () => {
    await withPage(
      e2e.browser,
      `${e2e.url}?cell=mid_turn.remote&step=12`,
      async ({ page, errors, blockedRequests }) => {
        await page.locator('.lane-card-text').first().waitFor()
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
        expect(errors).toEqual([])
        expect(blockedRequests).toEqual([])
      },
      { viewport: { width: 1440, height: 900 } },
    )
  })

  it('prints without navigation or buttons, with the replacement table drawn', async () => {
    await withPage(e2e.browser, `${e2e.url}?cell=mid_turn.remote&step=19`, async ({ page }) => {
      await page.locator('.lane-card-text').first().waitFor()
      await page.evaluate(() => {
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
    await withPage(e2e.browser, `${e2e.url}?tab=lessons&lesson=compaction.2`, async ({ page }) => {
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
    await withPage(
      e2e.browser,
      `${e2e.url}?cell=pre_turn.local&step=5`,
      async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'])
        await page.locator('.lane-card-text').first().waitFor()
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
        await page.goto(src.toString())
        await page.locator('.embed-bar').waitFor()
        const bar = await page.evaluate(() => ({
          links: [...document.querySelectorAll('.embed-bar a')].map((a) => a.textContent),
          buttons: document.querySelectorAll('.embed-bar button').length,
          header: document.querySelector('.app-header')?.checkVisibility() ?? false,
        }))
        expect(bar.links).toEqual([en.view.openFull])
        expect(bar.buttons).toBe(0)
        expect(bar.header).toBe(false)
      },
    )
  })
})
