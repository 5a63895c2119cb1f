import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { PIN_COMMIT } from '../../src/i18n/claims.ts'
import { encodeSweep } from '../../src/view-models/sweep/sweepLink.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../src/view-models/sweep/settings.ts'
import { describeE2E, downloadedBytes, useE2E, withPage } from './helpers/browser.ts'
import { startTrace } from './helpers/mainThread.ts'
import { chooseLocale, type Lang } from './helpers/locale.ts'
import { moveTo } from './helpers/reuse.ts'
import { lookAt, useSharedPage } from './helpers/sharedPage.ts'
import { settle } from './helpers/settle.ts'
import { visit } from './helpers/visit.ts'

const SMALL: SweepSettings = {
  ...DEFAULT_SWEEP,
  axis: 'window',
  from: 20_000,
  to: 200_000,
  points: 5,
  histories: 2,
  length: 200,
}

const linkFor = (base: string, settings: SweepSettings, lang = 'en') =>
  `${base}?tab=compare&ctab=sweep&lang=${lang}&sweep=${encodeURIComponent(encodeSweep(settings))}`

async function waitDone(page: Page): Promise<void> {
  await page.locator('[data-sweep-status="done"]').waitFor({ timeout: 60_000 })
}

/** The text of the file a click downloads. */
async function downloaded(page: Page, selector: string): Promise<Buffer> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(selector)])
  return downloadedBytes(download)
}

describeE2E('sweep panel (built app)', () => {
  const e2e = useE2E()
  // one page for the tests (issue 35): a link's sweep is read when the panel mounts, so each
  // test moves away and back in-app. Only the point's address is opened in a fresh browser (a
  // colleague's), and the page that made it, its address holding a share hash
  const panel = useSharedPage(e2e, () => `${e2e.url}?tab=compare&ctab=sweep&lang=en`)

  /** The shared page on an empty sweep panel: away and back, so the panel mounts afresh. */
  async function freshPanel(page: Page): Promise<void> {
    await chooseLocale(page, 'en')
    await moveTo(page, { tab: 'grid' })
    await page.locator('#main .grid-cell').first().waitFor()
    // an address without the sweep a previous test's link carried
    await visit(page, `${e2e.url}?tab=compare&ctab=sweep&lang=en`)
    await page.locator('[data-testid="sweep-panel"]').waitFor()
  }

  /**
   * The shared page on the panel a link opens, in `lang` (the header's switch): away, then to the
   * link in-app as Back would, so the panel mounts afresh and reads the link's sweep.
   */
  async function openLink(page: Page, settings: SweepSettings, lang: Lang = 'en'): Promise<void> {
    await chooseLocale(page, lang)
    await moveTo(page, { tab: 'grid' })
    await page.locator('#main .grid-cell').first().waitFor()
    await visit(page, linkFor(e2e.url, settings, lang))
    await page.locator('[data-testid="sweep-panel"]').waitFor()
  }

  it('runs from a link, charts with hover, and exports what it ran', async () => {
    await panel.use(async ({ page, errors, blockedRequests }) => {
      await openLink(page, SMALL)
      await waitDone(page)
      expect(await page.locator('figure[data-sweep-chart]').count()).toBe(7)
      expect(await page.locator('figure[data-sweep-chart="modelCalls"] polyline').count()).toBe(9)
      // the link's settings are in the form
      expect(await page.locator('[data-sweep-field="histories"]').inputValue()).toBe('2')
      const chart = page.locator('figure[data-sweep-chart="userTextKept"] svg')
      await chart.scrollIntoViewIfNeeded()
      const box = (await chart.boundingBox())!
      // the first point (a 20,000-token window): every cell compacts there
      await page.mouse.move(box.x + box.width * 0.05, box.y + box.height / 2)
      const hover = page.locator('figure[data-sweep-chart="userTextKept"] [data-sweep-hover]')
      await hover.waitFor()
      expect(await hover.locator('li').count()).toBe(9)
      expect(await hover.locator('[data-sweep-value]').first().textContent()).toMatch(
        /^\d+\.\d%( \(\d+\.\d%–\d+\.\d%\))?$/,
      )
      await lookAt(page, 'sweep-en')

      const md = (await downloaded(page, '[data-sweep-export="markdown"]')).toString('utf8')
      expect(md).toContain('# Context Lab sweep')
      expect(md).toContain(PIN_COMMIT)
      expect(md).toContain('Generated histories, seed 1 and up')
      expect(md).toContain('**Active faults:** none')
      expect(md).toContain('The summary is a fixed simulated text')
      expect(md.match(/^\| 20000 \|/gm)?.length).toBe(7)
      // at the largest window the 200-item histories stay under the limit: not "100 %"
      expect(md).toMatch(/^\| 200000 \| no compaction \|/m)
      const csv = (await downloaded(page, '[data-sweep-export="csv"]')).toString('utf8')
      expect(csv).toContain(
        'point,value,histories,phase,implementation,cell,userTextKept,tokensAfter,modelCalls,serverCalls,completed,notTriggered,failed,',
      )
      expect(
        csv
          .trim()
          .split('\r\n')
          .filter((row) => /^\d+,\d+,/.test(row)),
      ).toHaveLength(5 * 9)
      expect(csv).toContain(PIN_COMMIT)
      // a line hidden from the legend leaves the screen, not the export
      await page.click('[data-legend-cell="4"]')
      // hidden on the redraw after the click: waited for, not counted the moment it returns
      await expect
        .poll(() => page.locator('[data-cell-line="4"][visibility="hidden"]').count())
        .toBe(7)
      const onScreen = await page.locator('.sw-charts polyline').count()
      const svg = (await downloaded(page, '[data-sweep-export="svg"]')).toString('utf8')
      expect(svg).not.toContain('visibility="hidden"')
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).toContain(PIN_COMMIT)
      expect(svg).toContain('Caveats: Tokens are Context Lab’s byte estimate')
      expect((svg.match(/<polyline/g) ?? []).length).toBe(onScreen)
      const png = await downloaded(page, '[data-sweep-export="png"]')
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(png.length).toBeGreaterThan(10_000)
      // drawn at twice the SVG's size
      const svgWidth = Number(/^<svg[^>]*\swidth="(\d+)"/.exec(svg)?.[1])
      expect(png.readUInt32BE(16)).toBe(svgWidth * 2)

      expect(errors).toEqual([])
      expect(blockedRequests).toEqual([])
    })
  }, 120_000)

  it('opens the history of a point in the grid, and its address reopens it', async () => {
    let opened = ''
    await withPage(e2e.browser, linkFor(e2e.url, SMALL), async ({ page, errors }) => {
      await waitDone(page)
      const chart = page.locator('figure[data-sweep-chart="userTextKept"] svg')
      await chart.scrollIntoViewIfNeeded()
      const at = (await chart.boundingBox())!
      await page.mouse.click(at.x + at.width * 0.2, at.y + at.height / 2)
      await expect
        .poll(() => new URL(page.url()).searchParams.get('tab'), { timeout: 20_000 })
        .toBe('grid')
      // the generated history, not the lesson's: 200 items in the grid's lane
      await page.getByRole('navigation').getByRole('link', { name: 'History editor' }).click()
      await expect
        .poll(() => page.locator('body').textContent(), { timeout: 20_000 })
        .toContain('g-first')
      // the address carries the point (settings + index), not the lesson
      await expect.poll(() => new URL(page.url()).hash, { timeout: 20_000 }).toMatch(/^#s=~0~s2~/)
      opened = page.url()
      expect(errors).toEqual([])
    })
    // a colleague's fresh browser opening that address sees the same generated history
    await withPage(
      e2e.browser,
      opened.replace('tab=editor', 'tab=grid'),
      async ({ page, errors }) => {
        await expect
          .poll(() => page.locator('body').textContent(), { timeout: 20_000 })
          .toContain('Sweep history: seed 1, window = 20000')
        await page.getByRole('navigation').getByRole('link', { name: 'History editor' }).click()
        await expect
          .poll(() => page.locator('body').textContent(), { timeout: 20_000 })
          .toContain('g-first')
        await lookAt(page, 'sweep-point-reopened')
        // no warning about a missing checksum: the history is regenerated, not carried
        expect(await page.locator('body').textContent()).not.toContain('checksum')
        expect(errors).toEqual([])
      },
    )
  }, 120_000)

  it('varies two inputs: small multiples, hover naming both, exports with both columns', async () => {
    const two = { ...SMALL, points: 3, axis2: 'v2' as const }
    await panel.use(async ({ page, errors }) => {
      await openLink(page, two)
      await waitDone(page)
      expect(await page.locator('figure[data-sweep-chart]').count()).toBe(14)
      expect(await page.locator('[data-sweep-field="axis2"]').inputValue()).toBe('v2')
      const chart = page.locator('figure[data-sweep-chart="modelCalls"]').nth(1)
      expect(await chart.getAttribute('data-sweep-group')).toBe('Remote compaction v2 flag = on')
      expect(await chart.locator('polyline').count()).toBe(9)
      const svg = chart.locator('svg')
      await svg.scrollIntoViewIfNeeded()
      const box = (await svg.boundingBox())!
      await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2)
      const hover = chart.locator('[data-sweep-hover]')
      await hover.waitFor()
      expect(await hover.textContent()).toContain('Remote compaction v2 flag = on')
      await lookAt(page, 'sweep-two-inputs-en')
      const md = (await downloaded(page, '[data-sweep-export="markdown"]')).toString('utf8')
      expect(md).toContain('| Context window | Remote compaction v2 flag |')
      expect(md).toContain('second input Remote compaction v2 flag from off to on')
      const csv = (await downloaded(page, '[data-sweep-export="csv"]')).toString('utf8')
      expect(csv).toContain('point,value,value2,histories,phase')
      expect(csv.split('\r\n').filter((row) => /^\d+,\d+,[01],/.test(row))).toHaveLength(6 * 9)
      expect(errors).toEqual([])
    })
  }, 120_000)

  it('refuses bounds at once and cancels a running sweep', async () => {
    await panel.use(async ({ page, errors }) => {
      await freshPanel(page)
      await page.fill('[data-sweep-field="histories"]', '1000')
      const problems = page.locator('[data-sweep-problems]')
      await problems.locator('[data-problem="tooManyHistories"]').waitFor()
      expect(await problems.textContent()).toContain('10,000 histories; a sweep runs at most 1,000')
      expect(await page.locator('[data-sweep-action="run"]').isDisabled()).toBe(true)
      await page.fill('[data-sweep-field="histories"]', '100')
      await page.fill('[data-sweep-field="to"]', '5000')
      await problems.locator('[data-problem="tooLong"]').waitFor()
      expect(await problems.textContent()).toMatch(/about \d+ s/)
      await page.fill('[data-sweep-field="to"]', '500')
      await page.fill('[data-sweep-field="histories"]', '2')
      await page.fill('[data-sweep-field="window"]', '0')
      await problems.locator('[data-problem="window"]').waitFor()
      await page.fill('[data-sweep-field="window"]', '-5')
      await problems.locator('[data-problem="window"]').waitFor()
      await page.fill('[data-sweep-field="window"]', '200000')
      await page.fill('[data-sweep-field="histories"]', '20')
      await page.click('[data-sweep-action="run"]')
      await page.locator('[data-sweep-status="running"]').waitFor()
      await page.click('[data-sweep-action="cancel"]')
      await page.locator('[data-sweep-status="cancelled"]').waitFor()
      expect(new URL(page.url()).searchParams.get('sweep')).toContain('s2~length')
      expect(errors).toEqual([])
    })
  }, 120_000)

  it('keeps the page responsive while 200 histories of 500 items run', async () => {
    await panel.use(async ({ page, errors }) => {
      await freshPanel(page)
      await page.selectOption('[data-sweep-field="axis"]', 'window')
      for (const [field, value] of [
        ['from', '20000'],
        ['to', '200000'],
        ['points', '10'],
        ['histories', '20'],
        ['length', '500'],
      ] as const)
        await page.fill(`[data-sweep-field="${field}"]`, value)
      // the screen's own opening work is over before the sweep's window is watched
      await settle(page)
      const trace = await startTrace(page)
      const started = Date.now()
      await page.click('[data-sweep-action="run"]')
      await waitDone(page)
      const seconds = (Date.now() - started) / 1000
      const tasks = await trace.stop()
      const cpu = Math.max(0, ...tasks.map((t) => t.cpu))
      const wall = Math.max(0, ...tasks.map((t) => t.wall))
      console.log(
        `sweep of 200 histories × 500 items in the browser: ${seconds.toFixed(1)} s; longest main-thread task while it ran: ${cpu.toFixed(0)} ms of CPU (bench budget 50 ms), ${wall.toFixed(0)} ms of wall time on this shared machine; ${tasks.length} tasks`,
      )
      expect(tasks.length).toBeGreaterThan(10)
      // responsive: no task near a frozen page. The 50 ms budget itself is a timing target and
      // lives in the bench (`scripts/bench/sweepBrowser.ts`, best of several runs): one run
      // beside a second e2e file read 53 ms where the bench reads 41
      expect(cpu).toBeLessThanOrEqual(200)
      expect(errors).toEqual([])
    })
  }, 180_000)

  for (const lang of ['ko', 'zh'] as const)
    it(`reads in ${lang}`, async () => {
      await panel.use(async ({ page, errors }) => {
        await openLink(page, SMALL, lang)
        await waitDone(page)
        const title = await page.locator('#sweep-title').textContent()
        expect(title).toMatch(lang === 'ko' ? /\p{Script=Hangul}/u : /\p{Script=Han}/u)
        const chart = page.locator('figure[data-sweep-chart="tokensAfter"] svg')
        await chart.scrollIntoViewIfNeeded()
        const box = (await chart.boundingBox())!
        await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2)
        await page.locator('figure[data-sweep-chart="tokensAfter"] [data-sweep-hover]').waitFor()
        await lookAt(page, `sweep-${lang}`)
        expect(errors).toEqual([])
      })
    }, 120_000)
})
