/**
 * A page's tasks through CDP tracing, per thread of its renderer: the main thread's (for "nothing
 * freezes the page") and its dedicated workers' (for what a worker's job costs). Each task has its
 * wall time and its CPU time (`tdur`): on two shared cores a task's wall time also counts the time
 * it waited for a core, its CPU time is the work the page itself did. Shared by the e2e checks
 * (`test/e2e/helpers/mainThread.ts`) and the benches.
 */
import type { CDPSession, Page } from 'playwright-core'

export interface MainTask {
  readonly wall: number
  readonly cpu: number
}

/** A task with where it started on the trace's clock (ms), to tell how long a thread was busy. */
export interface TimedTask extends MainTask {
  readonly start: number
}

export interface PageTasks {
  /** the renderer's main thread. */
  readonly main: readonly TimedTask[]
  /** every dedicated worker of the renderer, its tasks together. */
  readonly workers: readonly TimedTask[]
}

/** Starts tracing the whole browser; `stop` ends it and keeps only `page`'s renderer. */
export async function tracePage(page: Page): Promise<{ stop: () => Promise<PageTasks> }> {
  const events: TraceEvent[] = []
  const cdp: CDPSession = await page.context().newCDPSession(page)
  const frame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    // the tasks, the threads' names (metadata, always recorded) and the frames' processes are
    // all in this one category. Without `-*` Chromium adds its default categories, whose
    // navigation and parsing events each carry the page's whole address: a 2 MB link made
    // 12 MB of trace for 5 MB of tasks, and its stop took three times as long (issue 35)
    categories: '-*,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.end')
      await complete
      // the trace is the whole browser's: only this page's renderer counts, not another page's
      const pid = rendererOf(events, frame)
      if (pid === undefined) throw new Error(`the trace does not name the renderer of ${frame}`)
      return {
        main: tasksOn(events, pid, 'CrRendererMain'),
        workers: tasksOn(events, pid, 'DedicatedWorker thread'),
      }
    },
  }
}

function tasksOn(events: readonly TraceEvent[], pid: number, thread: string): TimedTask[] {
  const threads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === thread && e.pid === pid)
      .map((e) => `${e.pid}:${e.tid}`),
  )
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && threads.has(`${e.pid}:${e.tid}`))
    .map((e) => ({ start: e.ts / 1000, wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }))
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

/** One event of a Chrome trace, as far as the project's trace readers look at it. */
export interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly ts: number
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
