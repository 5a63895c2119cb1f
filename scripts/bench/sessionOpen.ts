/**
 * Where the time goes when a 4 MB session opens from a folder (issue 34): the built app in
 * Chromium, a folder of one generated session read by the folder's pool, then its row opened
 * while the whole renderer is traced. Prints the time from the click to the progress bar and to
 * the overview, and the main thread's and the session worker's work in between, by what the trace
 * names it (script, compile, style, layout, paint, messages). `npx tsx scripts/bench/sessionOpen.ts [runs]`
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CDPSession, Page } from 'playwright-core'
import { sessionOfSize, writeSession } from '../syntheticRollout.ts'
import type { TraceEvent } from '../traceTasks.ts'
import { ensureBuild, launchChromium, serve } from './browser.ts'

/** Events whose time is worth naming, as the trace spells them. */
const NAMED = [
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'EventDispatch',
  'V8.GC_SCAVENGER',
  'MajorGC',
  'MinorGC',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'HandlePostMessage',
  'v8.deserializeValue',
  'v8.serializeValue',
]

async function record(page: Page, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  const cdp: CDPSession = await page.context().newCDPSession(page)
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8',
      'v8.execute',
      'blink.user_timing',
    ].join(','),
    transferMode: 'ReportEvents',
  })
  await act()
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/** Per thread of the renderer that did the work: wall time of each named event, summed. */
function breakdown(events: readonly TraceEvent[], from: number, to: number): string[] {
  const names = new Map<string, string>()
  for (const e of events)
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?')
  const lines: string[] = []
  const byThread = new Map<string, Map<string, number>>()
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < from || e.ts > to) continue
    const thread = names.get(`${e.pid}:${e.tid}`) ?? ''
    if (thread !== 'CrRendererMain' && thread !== 'DedicatedWorker thread') continue
    const key = `${thread}:${e.pid}:${e.tid}`
    const sums = byThread.get(key) ?? new Map<string, number>()
    byThread.set(key, sums)
    const name = e.name === 'RunTask' ? 'RunTask (all)' : NAMED.includes(e.name) ? e.name : ''
    if (name) sums.set(name, (sums.get(name) ?? 0) + (e.dur ?? 0) / 1000)
    if (e.name === 'RunTask')
      sums.set('RunTask CPU', (sums.get('RunTask CPU') ?? 0) + (e.tdur ?? 0) / 1000)
  }
  for (const [thread, sums] of byThread) {
    const total = sums.get('RunTask (all)') ?? 0
    if (total < 5) continue
    lines.push(`  ${thread}`)
    for (const [name, ms] of [...sums].sort((a, b) => b[1] - a[1]))
      if (ms >= 5) lines.push(`    ${name.padEnd(22)} ${ms.toFixed(0).padStart(6)} ms`)
  }
  return lines
}

/** The first and last task of each thread after `from`, relative to it: when each was busy. */
function spans(events: readonly TraceEvent[], from: number, to: number): string[] {
  const names = new Map<string, string>()
  for (const e of events)
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? '?')
  const lines: string[] = []
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.ts < from || e.ts > to) continue
    const thread = names.get(`${e.pid}:${e.tid}`) ?? ''
    if (thread !== 'CrRendererMain' && thread !== 'DedicatedWorker thread') continue
    if ((e.dur ?? 0) < 30_000) continue
    lines.push(
      `    ${thread.padEnd(22)} at ${((e.ts - from) / 1000).toFixed(0).padStart(5)} ms: ${((e.dur ?? 0) / 1000).toFixed(0)} ms wall, ${((e.tdur ?? 0) / 1000).toFixed(0)} ms CPU`,
    )
  }
  return lines
}

async function oneOpen(page: Page, url: string, dir: string): Promise<string[]> {
  await page.goto(`${url}?tab=session&lang=en`)
  await page.getByTestId('folder-input').setInputFiles(dir)
  await page.getByTestId('folder-done').waitFor({ timeout: 60_000 })
  let started = 0
  let progress = 0
  let overview = 0
  const events = await record(page, async () => {
    await page.evaluate(() => performance.mark('bench-click'))
    started = Date.now()
    await page.getByRole('button', { name: /Open rollout-big\.jsonl/ }).click()
    await page
      .locator('.ses-progress, [data-testid="session-overview"]')
      .first()
      .waitFor({ timeout: 30_000 })
    progress = Date.now() - started
    await page.getByTestId('session-overview').waitFor({ timeout: 30_000 })
    overview = Date.now() - started
    await page.evaluate(() => performance.mark('bench-overview'))
  })
  const mark = (name: string) => events.find((e) => e.name === name)?.ts ?? 0
  const from = mark('bench-click')
  const to = mark('bench-overview')
  return [
    `overview after ${overview} ms (progress or overview after ${progress} ms)`,
    ...breakdown(events, from, to),
    '  tasks over 30 ms:',
    ...spans(events, from, to),
  ]
}

async function main(): Promise<void> {
  const runs = Number(process.argv[2] ?? 3)
  const dir = join(mkdtempSync(join(tmpdir(), 'session-open-bench-')), 'sessions')
  mkdirSync(dir, { recursive: true })
  let text = ''
  writeSession(sessionOfSize(4_000_000), (line) => (text += `${line}\n`))
  writeFileSync(join(dir, 'rollout-big.jsonl'), text)
  ensureBuild()
  const server = await serve()
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 720 } })
    for (let i = 0; i < runs; i++) {
      const lines = await oneOpen(page, server.url, dir)
      console.log(`run ${i + 1} (load ${loadavg()[0]!.toFixed(1)}): ${lines.join('\n')}`)
    }
  } finally {
    await browser.close()
    await server.close()
    rmSync(join(dir, '..'), { recursive: true, force: true })
  }
}

await main()
