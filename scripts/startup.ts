/**
 * Startup beside a bare page: a Vite + React page with one heading and one button (what
 * create-vite's React template renders), built here into a temporary folder and served beside the
 * app, so both are measured in one run on the same machine. For each page, unthrottled and at 4×
 * CPU slowdown (a school laptop), fresh contexts interleaved: first contentful paint, and the main
 * thread's TaskDuration from navigation until the page is interactive (the app: the grid's
 * playback step on screen; the bare page: its button). Printed as medians and as ratios.
 */
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { Browser } from 'playwright-core'
import { build, preview } from 'vite'

const BARE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>bare</title></head>
<body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>
`
const BARE_MAIN = `import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
function App() {
  const [count, setCount] = useState(0)
  return (<><h1 elementtiming="heading">Vite + React</h1><button onClick={() => setCount((c) => c + 1)}>count is {count}</button></>)
}
createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>)
`

export interface Served {
  readonly url: string
  close(): Promise<void>
}

/** Builds and serves the bare page; `close` stops it and removes its folder. */
export async function serveBarePage(root: string): Promise<Served> {
  const dir = mkdtempSync(join(tmpdir(), 'context-lab-bare-'))
  writeFileSync(join(dir, 'index.html'), BARE_HTML)
  writeFileSync(join(dir, 'main.jsx'), BARE_MAIN)
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
  const outDir = join(dir, 'dist')
  await build({ root: dir, logLevel: 'warn', plugins: [react()], build: { outDir } })
  const server = await preview({
    root: dir,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: 0, host: '127.0.0.1', strictPort: true, open: false },
  })
  const address = server.httpServer.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface StartupFigures {
  readonly fcp: number
  readonly task: number
}

/** One cold start of `url` in a fresh context at `rate`× CPU slowdown. */
export async function coldStart(
  browser: Browser,
  url: string,
  interactive: string,
  rate: number,
): Promise<StartupFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    const taskNow = async () => {
      const { metrics } = await cdp.send('Performance.getMetrics')
      return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000
    }
    const before = await taskNow()
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForSelector(interactive, { timeout: 120_000 })
    const task = (await taskNow()) - before
    const fcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entry = list.getEntriesByName('first-contentful-paint')[0]
            if (entry) resolve(entry.startTime)
          }).observe({ type: 'paint', buffered: true })
        }),
    )
    return { fcp, task }
  } finally {
    await context.close()
  }
}

/**
 * First meaningful paint: the render time (Element Timing API, `renderTime`, from navigation
 * start) of the first painted element marked `elementtiming="<identifier>"`, the screen's own
 * content: the grid's cells (`grid`), the lesson step's title (`lesson`), the bare page's heading
 * (`heading`). Beside it, the first paint of anything marked (`any`: the loading shell's
 * "Loading…" counts there, not in `meaningful`) and "screen ready": the first animation frame
 * after `ready` (the live screen) is in the document, from navigation start too.
 */
export interface PaintFigures {
  readonly meaningful: number
  readonly any: number
  readonly ready: number
}

interface PaintProbe {
  readonly identifier: string
  readonly ready: string
  /**
   * What the meaningful paint must show (a selector): a paint of the marked element before this
   * is in the page is of other content (the lesson before saved work replaced it), and the run
   * fails rather than count it. Element Timing reports an element's first paint only.
   */
  readonly shows?: string
}

/** One cold start of `url` at `rate`× CPU slowdown, `seed` written to localStorage first. */
export async function firstMeaningfulPaint(
  browser: Browser,
  url: string,
  probe: PaintProbe,
  rate: number,
  seed?: { readonly key: string; readonly value: string },
): Promise<PaintFigures> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } })
  try {
    if (seed)
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key!, value!),
        [seed.key, seed.value],
      )
    await context.addInitScript(
      ({ identifier, ready, shows }) => {
        type Out = { meaningful?: number; any?: number; ready?: number; shown?: number }
        const out: Out = ((window as unknown as { benchPaint: Out }).benchPaint = {})
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            renderTime: number
            identifier: string
          })[]) {
            const at = entry.renderTime || entry.startTime
            out.any = Math.min(out.any ?? Infinity, at)
            if (entry.identifier === identifier)
              out.meaningful = Math.min(out.meaningful ?? Infinity, at)
          }
        }).observe({ type: 'element', buffered: true })
        const watch = new MutationObserver(() => {
          if (shows && out.shown === undefined && document.querySelector(shows))
            out.shown = performance.now()
          if (!document.querySelector(ready) || (shows && out.shown === undefined)) return
          watch.disconnect()
          requestAnimationFrame(() => (out.ready = performance.now()))
        })
        watch.observe(document, { childList: true, subtree: true, attributes: true })
      },
      { identifier: probe.identifier, ready: probe.ready, shows: probe.shows ?? '' },
    )
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate })
    await page.goto(url, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => {
        const out = (window as unknown as { benchPaint?: Partial<PaintFigures> }).benchPaint
        return out?.meaningful !== undefined && out.ready !== undefined ? out : undefined
      },
      undefined,
      { timeout: 300_000, polling: 100 },
    )
    const figures = await page.evaluate(
      () => (window as unknown as { benchPaint: PaintFigures & { shown?: number } }).benchPaint,
    )
    if (probe.shows && !(figures.shown! <= figures.meaningful))
      throw new Error(
        `${url}: the "${probe.identifier}" element was painted at ${figures.meaningful.toFixed(0)} ms, before ${probe.shows} was in the page (${figures.shown?.toFixed(0)} ms): that paint showed other content`,
      )
    return figures
  } finally {
    await context.close()
  }
}
