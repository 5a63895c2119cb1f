/**
 * `npm run bench:ui`: the built app in headless Chromium, measured as a user would drive it and
 * printed as figures against budgets (PASS/FAIL; exit code 1 when a budget is missed).
 *
 * - main-thread CPU (CDP `Performance.getMetrics` TaskDuration deltas; ThreadTime beside it) per playback step and per
 *   registry edit at 15 (the lesson), 200 and 500 items, median of several, less the median the
 *   harness's own waiting costs with no action (measured interleaved: the same evaluation,
 *   animation frames, timer and metrics calls; about 1–2 ms), both printed;
 * - long tasks while playing (PerformanceObserver `longtask`);
 * - heap growth per registry edit (after a forced GC);
 * - the first screen's JavaScript, gzip, as the browser requests it (its data, JSON, beside it);
 * - time to first meaningful paint (the Element Timing render time of the screen's own content:
 *   the grid's cells, the lesson step's title; never the loading shell) of the grid, the lessons
 *   and a restored session at 4× CPU slowdown, each within 1.5× the bare Vite + React page's
 *   heading measured in the same run (`scripts/startup.ts`);
 * - first render, one step and jump-to-end at 1,000, 10,000 and 50,000 items, the history
 *   imported through the history editor's file input and then loaded as saved work (medians of
 *   `BENCH_UI_ROUNDS`, default 3).
 *
 * Histories are generated here (the bench's mixed history) and fed through the app's own saved
 * work (localStorage), as a returning user's would be. Uses `dist/` when it exists and is newer
 * than `src/`; otherwise builds it. `BENCH_UI_SIZES=1000,10000` limits the long-history sizes;
 * `BENCH_UI_STEP_SIZES=lesson` limits the step and edit sizes (`lesson,200,500` by default; the
 * long tasks while playing are measured when 500 is among them); `BENCH_UI_ONLY=js,steps,edits,long`
 * runs only those parts.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser, CDPSession, Locator, Page } from 'playwright-core'
import { ALL_CELLS, readRollout, scenarioAt } from '../src/core/index.ts'
import { mixedHistory } from './mixedHistory.ts'
import { ensureBuild, launchChromium, ROOT, serve } from './bench/browser.ts'
import {
  coldStart,
  firstMeaningfulPaint,
  serveBarePage,
  type PaintFigures,
  type StartupFigures,
} from './startup.ts'
import { sessionOfSize, sessionText } from './syntheticRollout.ts'

// the persistence layer's saved-work key and envelope (src: persistence, STORAGE_KEY)
const STORAGE_KEY = 'context-lab:v1:scenario'
const CELL = 'mid_turn.remote'

const results: { ok: boolean; line: string }[] = []
function judge(ok: boolean, line: string): void {
  results.push({ ok, line })
  console.log(`  ${ok ? 'PASS' : 'FAIL'} ${line}`)
}
const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (x: number) => `${x.toFixed(1)} ms`

/**
 * A fresh context and page with a CDP session; `seed` becomes the saved work. `longTasks` records
 * long tasks (only where they are the figure: the observer times every task the page runs).
 */
async function open(
  browser: Browser,
  url: string,
  seed?: string,
  longTasks = false,
): Promise<{ page: Page; cdp: CDPSession; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  if (seed !== undefined)
    await context.addInitScript(
      ([key, value]) => {
        // only the first load: a reload must see what the app saved itself
        if (sessionStorage.getItem('bench-seeded') === null) {
          localStorage.setItem(key!, value!)
          sessionStorage.setItem('bench-seeded', '1')
        }
      },
      [STORAGE_KEY, seed],
    )
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  if (longTasks)
    await page.addInitScript(() => {
      const w = window as unknown as { benchLongTasks: number[] }
      w.benchLongTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.benchLongTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
  await page.goto(url, { waitUntil: 'load' })
  return { page, cdp, close: () => context.close() }
}

async function taskMs(cdp: CDPSession): Promise<number> {
  return (await cpuNow(cdp)).task
}

/**
 * The main thread's task time (TaskDuration: the wall time of its tasks, what the budgets judge)
 * and its CPU time proper (ThreadTime: without the moments a loaded machine took the core away).
 */
interface Cpu {
  readonly task: number
  readonly thread: number
}

async function cpuNow(cdp: CDPSession): Promise<Cpu> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
  return { task: metric('TaskDuration'), thread: metric('ThreadTime') }
}

async function cpuSince(cdp: CDPSession, before: Cpu): Promise<Cpu> {
  const now = await cpuNow(cdp)
  return { task: now.task - before.task, thread: now.thread - before.thread }
}

async function heapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { metrics } = await cdp.send('Performance.getMetrics')
  return metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0
}

/** Two animation frames and a quiet moment: what the step started has been painted. */
async function settle(page: Page, quietMs = 150): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => setTimeout(resolve, quiet as number)),
        ),
      ),
    quietMs,
  )
}

async function readStep(page: Page): Promise<{ k: number; n: number }> {
  const out = page.locator('output.playback-step')
  return {
    k: Number(await out.getAttribute('data-step')),
    n: Number(await out.getAttribute('data-total')),
  }
}

async function ready(page: Page, cards = true): Promise<void> {
  await page.waitForSelector('output.playback-step[data-total]:not([data-total="0"])', {
    timeout: 300_000,
  })
  // at step 0 nothing is loaded on the lane yet
  if (cards) await page.waitForSelector('[data-item-id]', { timeout: 300_000 })
  await settle(page)
}

/**
 * CPU of pressing `key` until the step reads `want` and the frame after it is painted. Without a
 * key (`key` undefined, `want` the step on screen) the same wait costs only the harness: its
 * evaluation, animation frames and timer, and the metrics calls.
 */
async function cpuOfKey(
  page: Page,
  cdp: CDPSession,
  key: string | undefined,
  want: number,
): Promise<Cpu> {
  const before = await cpuNow(cdp)
  if (key !== undefined) await page.keyboard.press(key)
  // one evaluation waits for the step and its painted frames: the harness's own round trips
  // (a wait, then a settle) would otherwise be counted as the app's work
  await page.evaluate(
    // no named functions inside: the evaluated source must not need the bundler's helpers
    async ([k, quiet]) => {
      const deadline = Date.now() + 300_000
      while (document.querySelector('output.playback-step')?.getAttribute('data-step') !== k) {
        if (Date.now() > deadline) throw new Error(`step ${k} never showed`)
        await new Promise((resolve) => requestAnimationFrame(resolve))
      }
      await new Promise((resolve) => requestAnimationFrame(resolve))
      await new Promise((resolve) => requestAnimationFrame(resolve))
      await new Promise((resolve) => setTimeout(resolve, quiet))
    },
    [String(want), 150] as const,
  )
  return cpuSince(cdp, before)
}

/**
 * Samples of an action's CPU and, interleaved with them, of the harness's own waiting with no
 * action (the same evaluation, frames, timer and metrics calls), so both see the same load.
 */
interface Costs {
  readonly cpu: Cpu[]
  readonly harness: Cpu[]
}

/** The app's share of a figure: the median measured less the median the harness costs alone. */
function netOf(costs: Costs, of: keyof Cpu): { net: number; measured: number; floor: number } {
  const measured = median(costs.cpu.map((c) => c[of]))
  const floor = median(costs.harness.map((c) => c[of]))
  return { net: Math.max(0, measured - floor), measured, floor }
}

const netLine = (c: Costs) => {
  const { net, measured, floor } = netOf(c, 'task')
  const thread = netOf(c, 'thread').net
  return {
    net,
    text: `${ms(net)} (measured ${ms(measured)} less the harness's own ${ms(floor)}; CPU time proper ${ms(thread)})`,
  }
}

/** The scenario file of a generated history (short texts: 50,000 items fit the 5 MB import). */
function scenarioOf(size: number, short = false): object {
  const [phase, implementation] = CELL.split('.')
  const cell = ALL_CELLS.find((c) => c.phase === phase && c.implementation === implementation)
  return { history: mixedHistory(size, 7, short), cell }
}

function seedOf(size: number, short = false): string {
  return JSON.stringify({ version: 1, scenario: scenarioOf(size, short) })
}

/** CPU of single steps forward from step 1 (the history loaded), and the harness alone. */
async function stepCost(browser: Browser, url: string, size: number | null): Promise<Costs> {
  const seed = size === null ? undefined : seedOf(size)
  const { page, cdp, close } = await open(browser, `${url}?cell=${CELL}&step=1`, seed)
  try {
    await ready(page)
    const { n } = await readStep(page)
    const costs: Costs = { cpu: [], harness: [] }
    for (let k = 2; k <= Math.min(n, 13); k++) {
      costs.harness.push(await cpuOfKey(page, cdp, undefined, k - 1))
      costs.cpu.push(await cpuOfKey(page, cdp, 'ArrowRight', k))
    }
    return costs
  } finally {
    await close()
  }
}

/** Plays at 2× to the end (or 12 s) and reports the longest task seen while playing. */
async function longTasksWhilePlaying(browser: Browser, url: string, size: number): Promise<number> {
  const { page, close } = await open(
    browser,
    `${url}?cell=${CELL}&step=0&speed=2`,
    seedOf(size),
    true,
  )
  try {
    await ready(page, false)
    await page.evaluate(
      () => ((window as unknown as { benchLongTasks: number[] }).benchLongTasks = []),
    )
    await page.keyboard.press(' ')
    const deadline = Date.now() + 12_000
    while (Date.now() < deadline) {
      const { k, n } = await readStep(page)
      if (k >= n) break
      await page.waitForTimeout(250)
    }
    const tasks = await page.evaluate(
      () => (window as unknown as { benchLongTasks: number[] }).benchLongTasks,
    )
    return tasks.length === 0 ? 0 : Math.max(...tasks)
  } finally {
    await close()
  }
}

/** Where to click the first table-membership checkbox of the registry screen, scrolled into view. */
async function checkboxCenter(box: Locator): Promise<{ x: number; y: number }> {
  await box.scrollIntoViewIfNeeded()
  const rect = await box.boundingBox()
  if (!rect) throw new Error('the registry checkbox is not on screen')
  return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
}

/**
 * CPU per registry checkbox edit (a type taken out of the user matcher list and listed again),
 * the harness's own waiting between edits, and heap growth per edit. The click is a plain mouse
 * click at the box: the harness's own checks before a locator click would be counted as the
 * app's work.
 */
async function editCost(
  browser: Browser,
  url: string,
  size: number | null,
): Promise<Costs & { heapPerEdit: number }> {
  const seed = size === null ? undefined : seedOf(size)
  const { page, cdp, close } = await open(browser, `${url}?tab=registry`, seed)
  try {
    // the view link opens the registry screen (a tab's place in the bar may change)
    const box = page.locator('.rg-membership input[type=checkbox]').first()
    await box.waitFor({ timeout: 120_000 })
    await settle(page, 300)
    const costs: Costs = { cpu: [], harness: [] }
    const cpuOf = async (click?: { x: number; y: number }) => {
      await settle(page, 100)
      const before = await cpuNow(cdp)
      if (click) await page.mouse.click(click.x, click.y)
      await settle(page, 300)
      return cpuSince(cdp, before)
    }
    const edit = async () => {
      const was = await box.isChecked()
      // the impact list above the table grows and shrinks with the edits: find the box again
      const center = await checkboxCenter(box)
      costs.harness.push(await cpuOf())
      costs.cpu.push(await cpuOf(center))
      if ((await box.isChecked()) === was) throw new Error('the click did not edit the registry')
    }
    for (let i = 0; i < 2; i++) await edit() // warm-up
    costs.cpu.length = costs.harness.length = 0
    const heapBefore = await heapBytes(cdp)
    const edits = 16
    for (let i = 0; i < edits; i++) await edit()
    const heapAfter = await heapBytes(cdp)
    return { ...costs, heapPerEdit: (heapAfter - heapBefore) / edits }
  } finally {
    await close()
  }
}

/**
 * gzip bytes of every script the first screen requests until the network is idle, and beside
 * them the data it fetches (the lesson's precomputed runs, a JSON file: not code, printed apart).
 */
async function firstScreenJs(
  browser: Browser,
  url: string,
  locale: string,
): Promise<{ total: number; files: string[]; data: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, locale })
  const page = await context.newPage()
  const sizes = new Map<string, number>()
  const data = new Map<string, number>()
  page.on('response', async (response) => {
    // the data arrives through its preload (index.html), whose request is not typed `fetch`
    const script = response.request().resourceType() === 'script'
    if (!script && !response.url().endsWith('.json')) return
    const body = await response.body().catch(() => undefined)
    if (body) (script ? sizes : data).set(response.url(), gzipSync(body, { level: 9 }).length)
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  await settle(page, 1000)
  await context.close()
  const named = (of: Map<string, number>) =>
    [...of].map(([u, b]) => `${u.replace(/.*\//, '')} ${(b / 1024).toFixed(1)} KB`)
  return {
    total: [...sizes.values()].reduce((a, b) => a + b, 0),
    files: named(sizes),
    data: named(data),
  }
}

/** One step, then the jump to the end, on the grid; whether the whole history is on screen. */
async function stepAndJump(page: Page, cdp: CDPSession, size: number) {
  const { k, n } = await readStep(page)
  const step = (await cpuOfKey(page, cdp, 'ArrowRight', k + 1)).task
  const jump = (await cpuOfKey(page, cdp, 'End', n)).task
  const heap = await heapBytes(cdp)
  // the history really on screen: what the cell cut and kept by its end
  const counted = await page.evaluate(() =>
    ['cut', 'kept', 'injected'].reduce(
      (sum, name) =>
        sum +
        Number(document.querySelector(`[data-counter='${name}']`)?.getAttribute('data-value')),
      0,
    ),
  )
  return { step, jump, n, heapMb: heap / 2 ** 20, loaded: counted >= size }
}

/** A returning user: the long history is saved work, the page loads with it (first render). */
async function reloadedHistory(browser: Browser, url: string, size: number) {
  const seed = seedOf(size, true)
  const { page, cdp, close } = await open(browser, `${url}?cell=${CELL}&step=1`, seed)
  try {
    await ready(page)
    const first = await taskMs(cdp)
    return { first, chars: seed.length, ...(await stepAndJump(page, cdp, size)) }
  } finally {
    await close()
  }
}

/**
 * The long history opened from a file in the history editor (the file input, as a user picks
 * it), then the grid tab: CPU of the import (with its save), of the grid's first render, of a
 * step and of the jump to the end; whether storage took it, and the notice if it did not.
 */
async function importedHistory(browser: Browser, url: string, size: number) {
  const { page, cdp, close } = await open(browser, `${url}?tab=history&cell=${CELL}&step=1`)
  const dir = mkdtempSync(join(tmpdir(), 'bench-ui-'))
  try {
    const input = page.locator('.he-io input[type=file]')
    await input.waitFor({ state: 'attached', timeout: 120_000 })
    await settle(page, 300)
    // a file on disk, as a user picks it (a buffer would be decoded by script in the page)
    const file = join(dir, `long-${size}.json`)
    writeFileSync(file, JSON.stringify(scenarioOf(size, true)))
    const bytes = statSync(file).size
    let before = await taskMs(cdp)
    await input.setInputFiles(file)
    await page.locator('.he-io .ed-status', { hasText: /\S/ }).waitFor({ timeout: 300_000 })
    // the save is debounced by 400 ms: it belongs to the import
    await settle(page, 800)
    const imported = (await taskMs(cdp)) - before
    // what a reload would open: the saved history's length (read outside the measured spans)
    const saved = await page.evaluate((key) => {
      const raw = localStorage.getItem(key)
      return raw === null ? 0 : (JSON.parse(raw).scenario?.history?.length ?? 0)
    }, STORAGE_KEY)
    const notice = await page.locator('.ed-notice').allTextContents()
    before = await taskMs(cdp)
    await page.locator('nav.tabs a').first().click()
    await ready(page)
    const first = (await taskMs(cdp)) - before
    const rest = await stepAndJump(page, cdp, size)
    return { imported, first, bytes, saved: saved === size, notice, ...rest }
  } finally {
    rmSync(dir, { recursive: true, force: true })
    await close()
  }
}

// a first-time reader's browser language picks the catalog the first screen loads
const FIRST_SCREEN_LOCALES = ['en-US', 'ko-KR', 'zh-CN']

async function measureFirstScreen(browser: Browser, url: string): Promise<void> {
  for (const locale of FIRST_SCREEN_LOCALES) {
    const js = await firstScreenJs(browser, url, locale)
    console.log(`first screen JavaScript (${locale}): ${js.files.join(', ')}`)
    if (js.data.length > 0) console.log(`  INFO first screen data, gzip: ${js.data.join(', ')}`)
    judge(
      js.total <= 100 * 1024,
      `first screen (${locale}): ${(js.total / 1024).toFixed(1)} KB gzip JS, ${js.total} bytes (budget ≤ 100 KB, 102400 bytes)`,
    )
  }
}

/** The step and edit sizes (`BENCH_UI_STEP_SIZES`, `lesson` the lesson's 15 items). */
function stepSizes(): (number | null)[] {
  const names = (process.env.BENCH_UI_STEP_SIZES ?? 'lesson,200,500').split(',')
  return names.map((name) => (name === 'lesson' ? null : Number(name)))
}

async function measureSteps(browser: Browser, url: string): Promise<void> {
  console.log('playback: main-thread CPU per step (median of single steps)')
  const sizes = stepSizes()
  for (const size of sizes) {
    const costs = await stepCost(browser, url, size)
    const { net, text } = netLine(costs)
    const budget = size === null ? 16 : 50
    judge(
      net <= budget,
      `${size ?? 'lesson (15)'} items: step ${text} (max ${ms(Math.max(...costs.cpu.map((c) => c.task)))}; budget ≤ ${budget} ms)`,
    )
  }
  if (!sizes.includes(500)) return
  const longest = await longTasksWhilePlaying(browser, url, 500)
  judge(
    longest <= 100,
    `500 items playing at 2×: longest task ${longest === 0 ? '< 50 ms (none reported)' : ms(longest)} (budget ≤ 100 ms)`,
  )
}

async function measureEdits(browser: Browser, url: string): Promise<void> {
  console.log('registry: main-thread CPU per checkbox edit, heap growth per edit')
  for (const size of stepSizes()) {
    const { heapPerEdit, ...costs } = await editCost(browser, url, size)
    const { net, text } = netLine(costs)
    const budget = size === null ? 16 : 50
    judge(net <= budget, `${size ?? 'lesson (15)'} items: edit ${text} (budget ≤ ${budget} ms)`)
    judge(
      heapPerEdit <= 512 * 1024,
      `${size ?? 'lesson (15)'} items: heap growth ${(heapPerEdit / 1024).toFixed(1)} KB per edit (budget ≤ 512 KB)`,
    )
  }
}

/**
 * Main-thread budgets of a long history. Issue 12: under a second each at 10,000 items. At 50,000
 * ("stays usable"), the same second for the grid's render, a step and the jump; opening the
 * history (import, or a page load with it saved) parses 4.5 MB and runs nine cells on 50,000
 * items once, and may take two.
 */
function longBudget(size: number): { readonly interact: number; readonly opening: number } {
  return size <= 10_000 ? { interact: 1000, opening: 1000 } : { interact: 1000, opening: 2000 }
}

/** Medians of each figure over `rounds` runs (the machine is shared: one run is noisy). */
async function medianOf<T extends Record<string, unknown>>(
  rounds: number,
  run: () => Promise<T>,
): Promise<T> {
  const runs: T[] = []
  for (let i = 0; i < rounds; i++) runs.push(await run())
  const last = runs.at(-1)!
  const out: Record<string, unknown> = { ...last }
  for (const [key, value] of Object.entries(last))
    if (typeof value === 'number') out[key] = median(runs.map((r) => r[key] as number))
  return out as T
}

async function measureLong(browser: Browser, url: string): Promise<void> {
  const sizes = (process.env.BENCH_UI_SIZES ?? '1000,10000,50000').split(',').map(Number)
  const rounds = Number(process.env.BENCH_UI_ROUNDS ?? 3)
  console.log(
    `long histories: main-thread CPU, median of ${rounds} (short texts: 50,000 items fit the 5 MB import)`,
  )
  for (const size of sizes) {
    const { interact, opening } = longBudget(size)
    const budget = `budget < ${opening} ms to open, < ${interact} ms render/step/jump`
    const i = await medianOf(rounds, () => importedHistory(browser, url, size))
    const kb = `${(i.bytes / 1024).toFixed(0)} KB`
    if (!i.loaded) judge(false, `${size} items imported (${kb}): the grid does not show them`)
    else
      judge(
        i.imported < opening && Math.max(i.first, i.step, i.jump) < interact,
        `${size} items imported from a ${kb} file (${i.n} steps): import ${ms(i.imported)}, grid first render ${ms(i.first)}, step ${ms(i.step)}, jump to end ${ms(i.jump)}, heap ${i.heapMb.toFixed(0)} MB (${budget})`,
      )
    console.log(
      `       saved for a reload: ${i.saved ? 'yes' : 'no'}${i.notice.length > 0 ? `; notice: ${i.notice.join(' | ')}` : ''}`,
    )
    const r = await medianOf(rounds, () => reloadedHistory(browser, url, size))
    if (!r.loaded) {
      // storage refused the saved work (quota): the import above says what the user is told
      judge(!i.saved, `${size} items as saved work (${r.chars} chars): storage refused it`)
      continue
    }
    judge(
      r.first < opening && Math.max(r.step, r.jump) < interact,
      `${size} items as saved work, page load: first render ${ms(r.first)}, step ${ms(r.step)}, jump to end ${ms(r.jump)}, heap ${r.heapMb.toFixed(0)} MB (${budget})`,
    )
  }
}

const STARTUP_RUNS = 7
// the live app's, not the build's prerendered first frame (which is inside .prerendered)
const SAVED_WORK_SHOWN = '#root > .app .grid-screen[data-scenario-origin="saved"]'
const APP_INTERACTIVE = '#root > .app output.playback-step[data-total]:not([data-total="0"])'

/** Medians of cold starts of the app and the bare page, interleaved so both see the same load. */
async function startupAt(
  browser: Browser,
  urls: { readonly app: string; readonly bare: string },
  rate: number,
): Promise<{ app: StartupFigures; bare: StartupFigures }> {
  const app: StartupFigures[] = []
  const bare: StartupFigures[] = []
  for (let i = 0; i < STARTUP_RUNS; i++) {
    app.push(await coldStart(browser, urls.app, APP_INTERACTIVE, rate))
    bare.push(await coldStart(browser, urls.bare, '#root button', rate))
  }
  const of = (runs: StartupFigures[]) => ({
    fcp: median(runs.map((r) => r.fcp)),
    task: median(runs.map((r) => r.task)),
  })
  return { app: of(app), bare: of(bare) }
}

async function measureStartup(browser: Browser, url: string): Promise<void> {
  const bare = await serveBarePage(ROOT)
  try {
    for (const rate of [1, 4]) {
      const { app, bare: page } = await startupAt(browser, { app: url, bare: bare.url }, rate)
      const fcpRatio = app.fcp / page.fcp
      const taskRatio = app.task / page.task
      const label = rate === 1 ? 'unthrottled' : `${rate}× CPU slowdown`
      const line = `startup ${label}: first contentful paint ${ms(app.fcp)} vs bare ${ms(page.fcp)} (×${fcpRatio.toFixed(2)}), TaskDuration to interactive ${ms(app.task)} vs ${ms(page.task)} (×${taskRatio.toFixed(2)})`
      // the goal is judged at the school laptop's speed, on the first paint; unthrottled and
      // the work to interactive are printed beside it, with the goal's verdict
      if (rate === 4) {
        judge(fcpRatio <= 1.5, `${line} (goal: first paint ≤ ×1.50)`)
        const verdict = taskRatio <= 1.5 ? 'met' : 'not met'
        console.log(`  INFO work to interactive ×${taskRatio.toFixed(2)}: goal ≤ ×1.50 ${verdict}`)
      } else console.log(`  INFO ${line}`)
    }
  } finally {
    await bare.close()
  }
}

// cold starts per screen (`BENCH_UI_PAINT_RUNS`; fewer on a busy machine)
const PAINT_RUNS = Number(process.env.BENCH_UI_PAINT_RUNS ?? 5)
const PAINT_RATE = 4
// a generated Codex session of about this many bytes, its scenario at the last line saved as a
// returning reader's work (what the session screen's "open in the grid" saves)
const SESSION_BYTES = 2_000_000

function restoredSessionSeed(): string {
  const { scenario } = scenarioAt(readRollout(sessionText(sessionOfSize(SESSION_BYTES))), undefined)
  return JSON.stringify({ version: 1, revision: 1, scenario })
}

/**
 * Time to first meaningful paint of the grid, the lessons and a restored session, each against
 * the bare Vite + React page, cold starts interleaved in one run at 4× CPU slowdown.
 */
async function measurePaint(browser: Browser, url: string): Promise<void> {
  const seed = { key: STORAGE_KEY, value: restoredSessionSeed() }
  const grid = { identifier: 'grid', ready: APP_INTERACTIVE }
  const screens = [
    { name: 'grid', url, probe: grid },
    {
      name: 'lessons',
      url: `${url}?tab=lessons`,
      probe: { identifier: 'lesson', ready: '#root > .app #lessons-title' },
    },
    // the grid's cells must be painted with the saved work, not the lesson it replaces
    { name: 'restored session', url, probe: { ...grid, shows: SAVED_WORK_SHOWN }, seed },
  ] as const
  console.log(
    `first meaningful paint at ${PAINT_RATE}× CPU slowdown, median of ${PAINT_RUNS} cold starts: the render time (Element Timing) of the screen's own content, from navigation start (the grid: its nine cells; the lessons: the step's title; the bare page: its h1, painted by React; the app's loading shell never counts: "any" prints the first paint of anything marked); "ready": the frame after the live screen is in the page (the grid's step, the lessons' heading; the bare page's button). Restored session: a ${(seed.value.length / 1e6).toFixed(1)} MB scenario from a generated ${(SESSION_BYTES / 1e6).toFixed(0)} MB session in localStorage`,
  )
  const bare = await serveBarePage(ROOT)
  const bareProbe = { identifier: 'heading', ready: '#root button' }
  try {
    const runs = new Map<string, PaintFigures[]>()
    const add = (name: string, figures: PaintFigures) =>
      runs.set(name, [...(runs.get(name) ?? []), figures])
    for (let i = 0; i < PAINT_RUNS; i++) {
      add('bare', await firstMeaningfulPaint(browser, bare.url, bareProbe, PAINT_RATE))
      for (const screen of screens)
        add(
          screen.name,
          await firstMeaningfulPaint(
            browser,
            screen.url,
            screen.probe,
            PAINT_RATE,
            'seed' in screen ? screen.seed : undefined,
          ),
        )
    }
    const of = (name: string, figure: keyof PaintFigures) =>
      median(runs.get(name)!.map((r) => r[figure]))
    for (const { name } of screens) {
      const [paint, base] = [of(name, 'meaningful'), of('bare', 'meaningful')]
      judge(
        paint / base <= 1.5,
        `${name}: first meaningful paint ${ms(paint)} vs bare ${ms(base)} (×${(paint / base).toFixed(2)}; budget ≤ ×1.50)`,
      )
      const [first, screenReady, bareReady] = [
        of(name, 'any'),
        of(name, 'ready'),
        of('bare', 'ready'),
      ]
      console.log(
        `  INFO ${name}: first paint of anything ${ms(first)} (×${(first / base).toFixed(2)}); live ${ms(screenReady)} vs bare ${ms(bareReady)} (×${(screenReady / bareReady).toFixed(2)})`,
      )
    }
  } finally {
    await bare.close()
  }
}

async function main(): Promise<void> {
  ensureBuild()
  // TaskDuration is wall time of the main thread's tasks: on a shared machine it grows with load
  const [load1, load5] = loadavg()
  console.log(
    `load average ${load1!.toFixed(2)} (1 min), ${load5!.toFixed(2)} (5 min) on ${cpus().length} cores`,
  )
  const server = await serve()
  const browser = await launchChromium()
  // BENCH_UI_ONLY=js,startup,paint,steps,edits,long runs a part of the bench
  const only = process.env.BENCH_UI_ONLY?.split(',')
  const wanted = (part: string) => only === undefined || only.includes(part)
  try {
    if (wanted('js')) await measureFirstScreen(browser, server.url)
    if (wanted('startup')) await measureStartup(browser, server.url)
    if (wanted('paint')) await measurePaint(browser, server.url)
    if (wanted('steps')) await measureSteps(browser, server.url)
    if (wanted('edits')) await measureEdits(browser, server.url)
    if (wanted('long')) await measureLong(browser, server.url)
  } finally {
    await browser.close()
    await server.close()
  }
  const failed = results.filter((r) => !r.ok).length
  console.log(`\n${results.length - failed} passed, ${failed} failed`)
  process.exitCode = failed > 0 ? 1 : 0
}

await main()
