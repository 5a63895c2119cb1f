/**
 * The page's main-thread tasks through CDP tracing, for "nothing freezes the page" checks: each
 * task's wall time and its CPU time (`tdur`). Two cores are shared by many processes here, so a
 * task's wall time also counts the time it waited for a core; its CPU time is the work the page
 * itself did, which is what a check can hold the app to.
 */
import type { Page } from 'playwright-core'

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
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
    transferMode: 'ReportEvents',
  })
  return {
    stop: async () => {
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
      await cdp.send('Tracing.end')
      await complete
      const main = new Set(
        events
          .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
          .map((e) => `${e.pid}:${e.tid}`),
      )
      return events
        .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`))
        .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? 0) / 1000 }))
    },
  }
}

interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly pid: number
  readonly tid: number
  readonly dur?: number
  readonly tdur?: number
  readonly args?: { readonly name?: string }
}
