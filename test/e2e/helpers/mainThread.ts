/**
 * The page's main-thread tasks through CDP tracing, for "nothing freezes the page" checks: each
 * task's wall time and its CPU time (`tdur`). Two cores are shared by many processes here, so a
 * task's wall time also counts the time it waited for a core; its CPU time is the work the page
 * itself did, which is what a check can hold the app to.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { inject } from 'vitest'

export interface MainTask {
  readonly wall: number
  readonly cpu: number
}

/**
 * Records the page's main-thread tasks through CDP tracing: each task's wall time and its CPU
 * time (`tdur`). Two cores are shared by many processes here, so a task's wall time also counts
 * the time it waited for a core; its CPU time is the work the page itself did.
 */
export async function startTrace(page: Page): Promise<{ stop: () => Promise<MainTask[]> }> {
  const release = await holdTracing()
  const events: TraceEvent[] = []
  let cdp: CDPSession
  let frame: string
  try {
    cdp = await page.context().newCDPSession(page)
    frame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id
    cdp.on('Tracing.dataCollected', (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    )
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    })
  } catch (error) {
    release()
    throw error
  }
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      try {
        await cdp.send('Tracing.end')
        await complete
      } finally {
        release()
      }
      // the trace is the whole browser's: only this page's renderer counts, not a page another
      // file has open at the same time
      const pid = rendererOf(events, frame)
      if (pid === undefined) throw new Error(`the trace does not name the renderer of ${frame}`)
      const main = new Set(
        events
          .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .filter((e) => e.pid === pid)
          .map((e) => `${e.pid}:${e.tid}`),
      )
      return events
        .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
        .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }))
    },
  }
}

// a lock older than this was left by a file that failed while tracing (its page is closed)
const STALE_LOCK_MS = 120_000
const LOCK_WAIT_MS = 180_000

/**
 * Tracing belongs to the whole browser, and the e2e files share one Chromium and run two at a
 * time: a file traces only while no other does. The lock is a directory (made atomically or not
 * at all) named after this run's browser, released when the trace stops.
 */
async function holdTracing(): Promise<() => void> {
  const run = createHash('sha1')
    .update(inject('e2e').wsEndpoint ?? 'local')
    .digest('hex')
    .slice(0, 12)
  const lock = join(tmpdir(), `context-lab-e2e-tracing-${run}`)
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      mkdirSync(lock)
      return () => rmSync(lock, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const since = statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()
    if (Date.now() - since > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true })
    else if (Date.now() > deadline)
      throw new Error('another e2e file held Chromium tracing for 3 min')
    else await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The renderer process of the page's main frame, as the browser names it when tracing starts. */
function rendererOf(events: readonly TraceEvent[], frame: string): number | undefined {
  for (const event of events) {
    const data = event.args?.data
    const found =
      data?.frames?.find((f) => f.frame === frame)?.processId ??
      (data?.frame === frame ? data.processId : undefined)
    if (found !== undefined) return found
  }
  return undefined
}

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly dur?: number
  readonly tdur?: number
  readonly args?: {
    readonly name?: string
    readonly data?: {
      readonly frames?: readonly { readonly frame: string; readonly processId?: number }[]
      readonly frame?: string
      readonly processId?: number
    }
  }
}
