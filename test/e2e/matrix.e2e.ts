import { deflateRawSync } from 'node:zlib'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { crc32Hex } from '../../src/app/checksum.ts'
import { toBase64Url } from '../../src/app/shareLink.ts'
import { presets as enPresets } from '../../src/i18n/en/presets.ts'
import { presets as koPresets } from '../../src/i18n/ko/presets.ts'
import { presets as zhPresets } from '../../src/i18n/zh/presets.ts'
import { generatedScenario } from '../helpers/generatedHistory.ts'
import { describeE2E, downloadedBytes, useE2E, withPage } from './helpers/browser.ts'
import { chooseLocale } from './helpers/locale.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'

/** A share link's payload for a scenario, made as the app makes one (deflate-raw, CRC-32). */
function payloadOf(scenario: unknown): string {
  const json = Buffer.from(JSON.stringify(scenario))
  return `${toBase64Url(new Uint8Array(deflateRawSync(json)))}.${crc32Hex(json)}`
}

async function download(page: Page, action: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`[data-action='${action}']`).click(),
  ])
  return (await downloadedBytes(file)).toString('utf8')
}

/** The exported Markdown's source line: which history the matrix shows. */
async function markdownSource(page: Page): Promise<string> {
  const markdown = await download(page, 'export-markdown')
  return markdown.split('\n').find((line) => line.startsWith('- Source:')) ?? ''
}

/**
 * Pastes a share link of `payload` into the open page's address bar: only the hash changes, so
 * the page stays and the app opens the link on `hashchange`.
 */
async function pasteLink(page: Page, payload: string): Promise<void> {
  const url = new URL(page.url())
  url.hash = `s=${payload}`
  await page.goto(url.href)
}

const rowCount = (page: Page) => page.locator("[data-testid='matrix-table'] tbody tr").count()

describeE2E('the decision matrix', () => {
  const e2e = useE2E()
  // the lesson's matrix in each language and its exports: one page, the language switched in-app
  const lesson = useSharedPage(e2e, () => `${e2e.url}?tab=compare&lang=en`)

  it.each(['en', 'ko', 'zh'] as const)('shows all nine cells of the lesson in %s', async (lang) => {
    await lesson.use(async ({ page, errors }) => {
      await chooseLocale(page, lang)
      await moveTo(page, { tab: 'compare' })
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      expect(await rowCount(page)).toBe(9)
      await expect.poll(() => page.locator("[data-testid='matrix-caveats'] li").count()).toBe(2)
      await lookAt(page, `matrix-lesson-${lang}`)
      // the export speaks the page's language and still names the commit and all nine cells
      const markdown = await download(page, 'export-markdown')
      expect(markdown).toContain('4f39251a010a8bd7d692d25fb33832ff06f1635a')
      const script = { en: /[A-Za-z]/, ko: /\p{Script=Hangul}/u, zh: /\p{Script=Han}/u }[lang]!
      expect(markdown.split('\n')[0]).toMatch(script)
      // the built-in history by its name in that language, as the history editor names it
      const preset = { en: enPresets, ko: koPresets, zh: zhPresets }[lang]!['lesson-mixed-history']
      expect(markdown.split('\n')[0]).toContain(preset.name)
      const cells = await page.locator("[data-testid='matrix-table'] tbody th").allTextContents()
      expect(cells).toHaveLength(9)
      for (const cell of cells) expect(markdown).toContain(`| ${cell.trim()} |`)
      expect(errors).toEqual([])
    })
  })

  it('exports Markdown, CSV and the chart with the scenario, source, commit and caveats', async () => {
    await lesson.use(async ({ page, errors }) => {
      await chooseLocale(page, 'en')
      await moveTo(page, { tab: 'compare' })
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      const markdown = await download(page, 'export-markdown')
      expect(markdown).toContain('### Context Lab decision matrix:')
      expect(markdown).toContain('- Source: built-in lesson history')
      expect(markdown).toContain('- Codex commit: 4f39251a010a8bd7d692d25fb33832ff06f1635a')
      expect(markdown).toContain('Summary length:')
      expect(markdown.match(/^\| (Pre-turn|Mid-turn|Manual) × /gm)).toHaveLength(9)
      const csv = await download(page, 'export-csv')
      const lines = csv.split('\r\n')
      expect(lines).toContain('Codex commit,4f39251a010a8bd7d692d25fb33832ff06f1635a')
      const cells = lines.filter((line) => /^(Pre-turn|Mid-turn|Manual) × /.test(line))
      expect(cells).toHaveLength(9)
      // the header row names the columns; every row has as many fields
      const head = lines.find((line) => line.startsWith('Cell,phase,'))!
      expect(head.split(',').at(-1)).toBe('lost_ids')
      expect(cells.every((line) => line.split(',').length === head.split(',').length)).toBe(true)
      // the lesson's two requests are kept whole, or (in an empty window) not at all
      const userText = head.split(',').indexOf('user_text_kept')
      expect(userText).toBeGreaterThan(0)
      for (const line of cells)
        expect(line.split(',')[userText]).toBe(line.includes('Empty window') ? '0' : '1')
      const svg = await download(page, 'export-svg')
      expect(svg).toMatch(/^<\?xml/)
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"')
      expect(svg).toContain('4f39251a010a8bd7d692d25fb33832ff06f1635a')
      expect((svg.match(/data-chart-cell=/g) ?? []).length).toBe(9)
      const [png] = await Promise.all([
        page.waitForEvent('download'),
        page.locator("[data-action='export-png']").click(),
      ])
      const bytes = await downloadedBytes(png)
      expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG')
      // drawn at twice the chart's size
      const svgWidth = Number(/<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
      expect(bytes.readUInt32BE(16)).toBe(svgWidth * 2)
      expect(errors).toEqual([])
    })
  })

  it('opens a generated 500-item history from its link, faults named, in a fresh browser', async () => {
    const scenario = { ...generatedScenario(500, 3), faults: { remote: 'http_500' } }
    const url = `${e2e.url}?tab=compare&lang=en&msort=lost.desc#s=${payloadOf(scenario)}`
    const seen = await withPage(e2e.browser, url, async ({ page, errors }) => {
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      expect(await rowCount(page)).toBe(9)
      await expect
        .poll(() => page.getByTestId('matrix-settings').textContent())
        .toContain('faults.remote=http_500')
      expect(
        await page.locator("[data-testid='matrix-table'] tr[data-outcome='unchanged']").count(),
      ).toBeGreaterThan(0)
      expect(await page.locator("th[data-column='lost']").getAttribute('aria-sort')).toBe(
        'descending',
      )
      await lookAt(page, 'matrix-generated-500')
      expect(errors).toEqual([])
      return page.locator("[data-testid='matrix-table'] tbody").innerText()
    })
    // a new context: nothing saved carries over, the address alone
    const again = await withPage(e2e.browser, url, async ({ page }) => {
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      return page.locator("[data-testid='matrix-table'] tbody").innerText()
    })
    expect(again).toBe(seen)
  })

  // the two link tests below paste the link into the open page's address bar (the app opens a
  // pasted link on `hashchange`, with the same reader as at start) instead of loading a page
  it('refuses a zero or negative window with a clear message, the page intact', async () => {
    for (const contextWindow of [0, -100]) {
      const scenario = { ...generatedScenario(20, 2), model: { contextWindow } }
      await lesson.use(async ({ page }) => {
        await chooseLocale(page, 'en')
        await moveTo(page, { tab: 'compare' })
        await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
        const refused = page.getByRole('alert').filter({ hasText: 'contextWindow' })
        // the first window's notice is dismissed, so the second must show its own
        if ((await refused.count()) > 0)
          await refused.getByRole('button', { name: 'Dismiss' }).click()
        await expect.poll(() => refused.count()).toBe(0)
        await pasteLink(page, payloadOf(scenario))
        await expect
          .poll(() => page.locator('body').innerText())
          .toContain('decodes, but not to a valid scenario')
        expect(await page.locator('body').innerText()).toContain('contextWindow')
        // the built-in history is shown instead, and the matrix still has its nine rows
        expect(await rowCount(page)).toBe(9)
        expect(await markdownSource(page)).toContain('- Source: built-in lesson history')
      })
    }
  })

  it('has no address notice when the address carries the scenario', async () => {
    await lesson.use(async ({ page }) => {
      await chooseLocale(page, 'en')
      await moveTo(page, { tab: 'compare' })
      await pasteLink(page, payloadOf(generatedScenario(20, 5)))
      await page.getByText('You are looking at a shared scenario').waitFor()
      await page.waitForSelector("[data-testid='matrix-table'] tbody tr")
      expect(await markdownSource(page)).not.toContain('built-in lesson history')
      expect(await page.getByTestId('address-notice').count()).toBe(0)
    })
  })
})
