import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import {
  ALL_CELLS,
  CODEX_COMMIT,
  parseScenario,
  runAllCells,
  type Cell,
  type CompactionResult,
} from '../../src/core/index.ts'
import { STORAGE_KEY, STORAGE_VERSION } from '../../src/app/savedWorkKey.ts'
import {
  describeE2E,
  openPage,
  RESULTS_DIR,
  ROOT,
  useE2E,
  type OpenedPage,
} from './helpers/browser.ts'
import { settle } from './helpers/settle.ts'
import { blurFocus, moveTo, SCREENSHOTS, useSharedPage } from './helpers/sharedPage.ts'

const scenarioFile = join(ROOT, 'public/scenarios/lesson-mixed-history.json')
const parsed = parseScenario(JSON.parse(readFileSync(scenarioFile, 'utf8')))
if (!parsed.ok)
  throw new Error(`the lesson scenario does not parse: ${JSON.stringify(parsed.errors)}`)
const RESULTS: readonly CompactionResult[] = runAllCells(parsed.value)

const id = (cell: Cell) => `${cell.phase}.${cell.implementation}`
const resultOf = (cell: Cell) => RESULTS[ALL_CELLS.findIndex((c) => id(c) === id(cell))]!
const expectedLane = (result: CompactionResult) =>
  result.items.map((item) => `${item.id}:${item.status}`)

const PINNED = `https://github.com/openai/codex/blob/${CODEX_COMMIT}/`

/** The lane cards on screen (cards still leaving are not counted), as `id:status`. */
function laneCards(page: Page): Promise<string[]> {
  return page.$$eval('[data-item-id]:not([data-exiting])', (els) =>
    els.map((el) => `${(el as HTMLElement).dataset.itemId}:${(el as HTMLElement).dataset.status}`),
  )
}

/** Waits until the lane shows exactly these cards (exit animations are asynchronous). */
async function waitForLane(page: Page, expected: readonly string[]): Promise<void> {
  await page.waitForFunction(
    (want) =>
      JSON.stringify(
        [...document.querySelectorAll<HTMLElement>('[data-item-id]:not([data-exiting])')].map(
          (el) => `${el.dataset.itemId}:${el.dataset.status}`,
        ),
      ) === want,
    JSON.stringify(expected),
    { timeout: 10_000 },
  )
}

async function counters(page: Page) {
  const value = (name: string) =>
    page.$eval(`[data-counter='${name}']`, (el) => (el as HTMLElement).dataset.value ?? '')
  return { cut: await value('cut'), kept: await value('kept'), version: await value('version') }
}

async function step(page: Page): Promise<{ k: number; n: number }> {
  const out = page.locator('output.playback-step')
  return {
    k: Number(await out.getAttribute('data-step')),
    n: Number(await out.getAttribute('data-total')),
  }
}

async function waitForStep(page: Page, k: number): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('output.playback-step')?.getAttribute('data-step') === want,
    String(k),
  )
}

/** The lane, counters and version agree with the core's result for the cell. */
async function expectMatchesCore(page: Page, cell: Cell): Promise<void> {
  const result = resultOf(cell)
  await waitForLane(page, expectedLane(result))
  expect(await laneCards(page)).toEqual(expectedLane(result))
  expect(await counters(page)).toEqual({
    cut: String(result.cut.length),
    kept: String(
      result.items.filter((item) => item.status === 'kept' || item.status === 'truncated').length,
    ),
    version: String(result.historyVersion),
  })
  // the table has a row per item; the placed ones carry the core's statuses (it loads when it
  // scrolls into view)
  await page.locator('.replacement').scrollIntoViewIfNeeded()
  await page.locator('tr[data-row-id]').first().waitFor()
  const rows = await page.$$eval('tr[data-row-id]', (els) =>
    els.map((el) => `${(el as HTMLElement).dataset.rowId}:${(el as HTMLElement).dataset.status}`),
  )
  for (const item of expectedLane(result)) expect(rows).toContain(item)
  for (const cut of result.cut) expect(rows).toContain(`${cut}:cut`)
}

/** The screen is up and listening: the key handler mounts with it; the address is written first. */
async function ready(page: Page): Promise<void> {
  await page.locator('.grid-screen').waitFor()
  await page.waitForURL(/[?&]cell=/)
}

function expectClean(opened: OpenedPage): void {
  expect(opened.errors).toEqual([])
  expect(opened.blockedRequests).toEqual([])
}

/**
 * Brings the shared page to the view `query` names the way a reader's Back does (no reload), at
 * the default size and motion, with nothing focused or hovered from the test before.
 */
async function show(page: Page, url: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.mouse.move(0, 0)
  await moveTo(page, url)
  await blurFocus(page)
  await ready(page)
  // the view the address names is committed and painted
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  )
}

describeE2E('the compaction grid (built app)', () => {
  const e2e = useE2E()
  // a fake clock, installed before the page loads: autoplay runs at full speed, deterministically
  const clocked = useSharedPage(e2e, '', { fakeClock: true })
  const shared = useSharedPage(e2e)

  it.each(ALL_CELLS.map((cell, index) => [id(cell), cell, index + 1] as const))(
    '%s plays to its end and agrees with the core',
    async (_name, cell, key) => {
      await clocked.use(async ({ page }) => {
        await ready(page)
        await blurFocus(page)
        await page.keyboard.press(String(key))
        await page.keyboard.press('Home')
        await page.getByRole('button', { name: '2×' }).click()
        await page.getByRole('button', { name: 'Play', exact: true }).click()
        const n = resultOf(cell).trace.length
        expect(await step(page)).toEqual({ k: 0, n })
        for (let i = 0; i < n + 2; i++) await page.clock.runFor(600)
        await waitForStep(page, n)
        await page.clock.runFor(2000)
        expect(
          await page
            .getByRole('button', { name: 'Play', exact: true })
            .getAttribute('aria-pressed'),
        ).toBe('false')
        await expectMatchesCore(page, cell)
        expect(page.url()).toContain(`cell=${id(cell)}`)
        expect(page.url()).toContain(`step=${n}`)
      })
    },
  )

  it('steps back through every step, and the timeline reaches every step', async () => {
    const cell: Cell = { phase: 'mid_turn', implementation: 'local' }
    await shared.use(async ({ page }) => {
      await show(page, `${e2e.url}?cell=${id(cell)}`)
      const n = resultOf(cell).trace.length
      await page.keyboard.press('End')
      await expectMatchesCore(page, cell)
      for (let k = n - 1; k >= 0; k--) {
        await page.getByRole('button', { name: 'Step back' }).click()
        expect(await step(page)).toEqual({ k, n })
        await expect
          .poll(() => page.locator('output.playback-step').textContent())
          .toBe(k === 0 ? 'Start (before step 1)' : `Step ${k} of ${n}`)
      }
      const slider = page.getByRole('slider', { name: 'Timeline' })
      for (let k = 0; k <= n; k++) {
        await slider.fill(String(k))
        expect(await step(page)).toEqual({ k, n })
        // the highlighted trace row is the step just applied (none before the first)
        expect(
          await page.$$eval("[aria-current='step']", (els) =>
            els.map((el) => el.getAttribute('data-seq')),
          ),
        ).toEqual(k > 0 ? [String(k)] : [])
      }
      // the address follows once the view is still (not in the step's frame): checked once, at
      // the end, as waiting for it after each step cost 400 ms a step (URL_WRITE_DELAY_MS)
      await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(n))
      await expectMatchesCore(page, cell)
    })
  })

  it('keeps the current trace step in view in every frame, scrolling the list not on every step', async () => {
    await shared.use(async ({ page }) => {
      await show(page, `${e2e.url}?cell=mid_turn.remote&step=1`)
      const { n } = await step(page)
      // every animation frame records the step on screen and whether its row is whole in view:
      // the scroll must land in the step's own frame, never one frame late
      await page.$eval('.trace-list', (list) => {
        const w = window as unknown as {
          traceScrolls: number
          traceFrames: string[]
          traceStop: boolean
        }
        w.traceScrolls = 0
        w.traceFrames = []
        w.traceStop = false
        list.addEventListener('scroll', () => (w.traceScrolls += 1))
        const output = document.querySelector('output.playback-step')!
        const check = () => {
          const box = list.getBoundingClientRect()
          const row = list.querySelector('.trace-current')?.getBoundingClientRect()
          // a row taller than the list cannot be whole: then its start must be in view
          const seen = row !== undefined && row.top >= box.top - 1 && row.top < box.bottom
          const whole = seen && (row.bottom <= box.bottom + 1 || row.height > list.clientHeight)
          if (!whole) w.traceFrames.push(output.getAttribute('data-step') ?? '?')
        }
        // read what the frame paints: after its resize observers, where the app places a row that
        // grew once its explanation arrived (its observer, made when the step committed, runs
        // before this one, made in the frame); read in the frame's callback instead, a row still
        // growing counted as a late scroll when the explanations loaded slowly
        const record = () => {
          // the page is shared with the next tests: stop watching when this one ends
          if (w.traceStop) return
          const probe = new ResizeObserver(() => {
            probe.disconnect()
            check()
          })
          probe.observe(list)
          requestAnimationFrame(record)
        }
        requestAnimationFrame(record)
      })
      for (let k = 2; k <= n; k++) {
        await page.keyboard.press('ArrowRight')
        await waitForStep(page, k)
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))
      }
      const { traceScrolls, traceFrames } = await page.evaluate(() => {
        const w = window as unknown as {
          traceScrolls: number
          traceFrames: string[]
          traceStop: boolean
        }
        w.traceStop = true
        return { traceScrolls: w.traceScrolls, traceFrames: w.traceFrames }
      })
      // no frame drew a step whose row was out of view
      expect(traceFrames).toEqual([])
      // the list does scroll (the trace is longer than the panel), but not on every step
      expect(traceScrolls).toBeGreaterThan(0)
      // (rows with their explanation are nearly the list's height at 1280×720, so about every
      // other step scrolls)
      expect(traceScrolls).toBeLessThan(n - 1)
    })
  })

  it('links every trace step to the lines of its deciding function at the pinned commit', async () => {
    await shared.use(async ({ page }) => {
      await show(page, e2e.url)
      for (const key of ['1', '5', '9']) {
        await page.keyboard.press(key)
        const links = await page.$$eval('a.trace-source', (els) =>
          els.map((el) => ({
            href: el.getAttribute('href') ?? '',
            target: el.getAttribute('target'),
            rel: el.getAttribute('rel') ?? '',
          })),
        )
        expect(links.length).toBeGreaterThan(5)
        for (const link of links) {
          expect(link.href.startsWith(PINNED)).toBe(true)
          expect(link.href).toMatch(/#L\d+(-L\d+)?$/)
          expect(link.target).toBe('_blank')
          expect(link.rel).toContain('noopener')
        }
      }
      // the new window is installed by Session::start_new_context_window
      expect(
        await page
          .locator("li[data-rule='empty_window_install'] a.trace-source")
          .getAttribute('href'),
      ).toBe(`${PINNED}codex-rs/core/src/session/mod.rs#L3823-L3846`)
    })
  })

  it('is driven from the keyboard: 1–9, arrows, Home, End and Space', async () => {
    await shared.use(async ({ page }) => {
      await show(page, e2e.url)
      const pressed = (cell: string) =>
        page.locator(`[data-cell='${cell}']`).getAttribute('aria-pressed')
      await page.keyboard.press('7')
      expect(await pressed('manual.remote')).toBe('true')
      await page.keyboard.press('3')
      expect(await pressed('pre_turn.empty_window')).toBe('true')
      expect(await pressed('manual.remote')).toBe('false')
      const n = resultOf({ phase: 'pre_turn', implementation: 'empty_window' }).trace.length
      // a view opened by address starts where the address says: go to the start first
      await page.keyboard.press('Home')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      expect(await step(page)).toEqual({ k: 3, n })
      await page.keyboard.press('ArrowLeft')
      expect(await step(page)).toEqual({ k: 2, n })
      await page.keyboard.press('End')
      expect(await step(page)).toEqual({ k: n, n })
      await page.keyboard.press('Home')
      expect(await step(page)).toEqual({ k: 0, n })
      const play = page.locator('button.play-button')
      await page.keyboard.press('Space')
      expect(await play.getAttribute('aria-pressed')).toBe('true')
      await page.keyboard.press('Space')
      expect(await play.getAttribute('aria-pressed')).toBe('false')
      // Space on a focused grid cell plays; it does not click the cell
      await page.locator("[data-cell='mid_turn.local']").focus()
      await page.keyboard.press('Space')
      expect(await play.getAttribute('aria-pressed')).toBe('true')
      expect(await pressed('pre_turn.empty_window')).toBe('true')
      await page.keyboard.press('Space')
    })
  })

  it('reopens the view a link names, and ignores values it does not understand', async () => {
    // a link opened in a new tab is read as the app starts: a page load each (a link followed by
    // Back keeps what it does not understand instead)
    await shared.use(async ({ page }) => {
      await page.goto(`${e2e.url}?cell=bogus&step=-3&speed=fast`)
      await ready(page)
      expect(await page.locator("[data-cell='mid_turn.remote']").getAttribute('aria-pressed')).toBe(
        'true',
      )
      expect((await step(page)).k).toBe(1)
      expect(await page.getByRole('button', { name: '1×' }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      expect(new URL(page.url()).searchParams.get('cell')).toBe('mid_turn.remote')
      await page.goto(`${e2e.url}?cell=manual.local&step=6&speed=2#share-link-stays`)
      await ready(page)
      const n = resultOf({ phase: 'manual', implementation: 'local' }).trace.length
      expect(await step(page)).toEqual({ k: 6, n })
      expect(await page.locator("[data-cell='manual.local']").getAttribute('aria-pressed')).toBe(
        'true',
      )
      expect(await page.getByRole('button', { name: '2×' }).getAttribute('aria-pressed')).toBe(
        'true',
      )
      expect(new URL(page.url()).hash).toBe('#share-link-stays')
      // the next tests move by address on this page: drop the hash, which `visit` would load for
      await page.evaluate(() => history.replaceState(history.state, '', location.search))
    })
  })

  it('reopens saved work at the step its address names, past the end of the lesson’s trace', async () => {
    const cell: Cell = { phase: 'mid_turn', implementation: 'remote' }
    // saved work whose hooks answer: the trace is longer than the lesson's
    const scenario = {
      ...JSON.parse(readFileSync(scenarioFile, 'utf8')),
      faults: { preCompactHook: 'continue', postCompactHook: 'continue' },
    }
    const saved = parseScenario(scenario)
    if (!saved.ok) throw new Error('the saved scenario does not parse')
    const n = runAllCells(saved.value)[ALL_CELLS.findIndex((c) => id(c) === id(cell))]!.trace.length
    expect(n).toBeGreaterThan(resultOf(cell).trace.length)
    // saved work is there before the app starts: the page loads once, at the address the reader
    // left (about:blank costs no app start)
    const opened = await openPage(e2e.browser, 'about:blank', {
      allowedOrigin: new URL(e2e.url).origin,
    })
    try {
      const { page } = opened
      const value = JSON.stringify({ version: STORAGE_VERSION, scenario })
      await opened.context.addInitScript(
        ([key, v]) => {
          if (localStorage.getItem(key!) === null) localStorage.setItem(key!, v!)
        },
        [STORAGE_KEY, value],
      )
      await page.goto(`${e2e.url}?cell=${id(cell)}&step=${n}`)
      await ready(page)
      await waitForStep(page, n)
      expect(await step(page)).toEqual({ k: n, n })
      await expect.poll(() => new URL(page.url()).searchParams.get('step')).toBe(String(n))
      expectClean(opened)
    } finally {
      await opened.close()
    }
  })

  it('explains a card’s fate on hover', async () => {
    await shared.use(async ({ page }) => {
      await show(page, `${e2e.url}?cell=mid_turn.remote&step=9`)
      await page.locator("[data-item-id='agents'] button").hover()
      const tip = page.locator('.floating-tip')
      await tip.waitFor()
      expect(await tip.textContent()).toContain('cut by Keep filter (should_keep)')
      expect(await tip.textContent()).toContain('A contextual wrapper')
      expect(await tip.textContent()).toContain('# AGENTS.md instructions for /repo')
    })
  })

  it('moves nothing under prefers-reduced-motion', async () => {
    await shared.use(async ({ page }) => {
      await show(page, `${e2e.url}?cell=mid_turn.remote&step=14`)
      await page.emulateMedia({ reducedMotion: 'reduce' })
      // step 15 installs the new history: ten cards leave, the rest close up
      await page.keyboard.press('ArrowRight')
      // read while the step changes: as soon as step 15 is shown
      await page.locator('output.playback-step[data-step="15"]').waitFor()
      // no card is displaced or scaled while the step changes (fades are allowed)
      // query and read in one evaluation: a card that leaves between two round
      // trips would read as '' (a detached element has no computed style)
      const transforms = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.lane-item'), (el) => getComputedStyle(el).transform),
      )
      for (const value of transforms) expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(value)
      const transition = await page.evaluate(() => {
        const card = document.querySelector('.lane-card')
        return card ? getComputedStyle(card).transitionDuration : 'missing'
      })
      expect(transition.split(',').every((value) => parseFloat(value) < 0.001)).toBe(true)
      await waitForLane(
        page,
        expectedLane(resultOf({ phase: 'mid_turn', implementation: 'remote' })),
      )
      await page.emulateMedia({ reducedMotion: 'no-preference' })
    })
  })

  it.each([
    [1280, 720],
    [1920, 1080],
  ] as const)(
    'shows the cells legibly at %i×%i (screenshots with E2E_SCREENSHOTS=1)',
    async (width, height) => {
      const cells: Cell[] = [
        { phase: 'mid_turn', implementation: 'remote' },
        { phase: 'pre_turn', implementation: 'local' },
        { phase: 'manual', implementation: 'empty_window' },
      ]
      // the lanes agree with the core at any size: the larger window checks one cell's
      // legibility (all three when pictures are wanted), the default size all three
      const checked = width === 1280 || SCREENSHOTS ? cells : cells.slice(0, 1)
      await shared.use(async ({ page }) => {
        for (const cell of checked) {
          const n = resultOf(cell).trace.length
          await show(page, `${e2e.url}?cell=${id(cell)}&step=${n}`)
          await page.setViewportSize({ width, height })
          await expectMatchesCore(page, cell)
          if (SCREENSHOTS) {
            // let the last fades settle before the picture
            await settle(page)
            // "disabled" completes in-flight transitions, so the picture is the settled page
            await page.screenshot({
              path: join(RESULTS_DIR, `grid-${width}x${height}-${id(cell)}.png`),
              animations: 'disabled',
            })
            await page.screenshot({
              path: join(RESULTS_DIR, `grid-${width}x${height}-${id(cell)}-full.png`),
              animations: 'disabled',
              fullPage: true,
            })
          }
          // body text stays legible
          const size = await page.$eval('.trace-explain', (el) =>
            parseFloat(getComputedStyle(el).fontSize),
          )
          expect(size).toBeGreaterThanOrEqual(16)
        }
      })
    },
  )

  it('stays readable zoomed in (1024×768)', async () => {
    const cell: Cell = { phase: 'mid_turn', implementation: 'local' }
    await shared.use(async ({ page }) => {
      await show(page, `${e2e.url}?cell=${id(cell)}&step=12`)
      await page.setViewportSize({ width: 1024, height: 768 })
      await settle(page)
      if (SCREENSHOTS)
        await page.screenshot({
          path: join(ROOT, 'test-results', 'grid-1024x768-mid_turn.local.png'),
        })
      // the grid cells keep their words whole (no letter-by-letter wrapping)
      const widths = await page.$$eval('.grid-cell', (els) =>
        els.map((el) => el.getBoundingClientRect().width),
      )
      expect(Math.min(...widths)).toBeGreaterThan(80)
    })
  })
})
