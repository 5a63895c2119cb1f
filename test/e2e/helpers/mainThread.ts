/**
 * The page's main-thread tasks for "nothing freezes the page" checks (`scripts/traceTasks.ts`
 * reads them from CDP tracing), with Chromium's tracing held by one e2e file at a time.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { tracePage, type MainTask } from '../../../scripts/traceTasks.ts'

export type { MainTask }

/**
 * Records the page's main-thread tasks (`scripts/traceTasks.ts`), holding Chromium's tracing
 * while it does: each task's wall time and its CPU time.
 */
export async function startTrace(
  page: Page,
): Promise<{ stop: () => Promise<readonly MainTask[]> }> {
  const release = await holdTracing()
  let trace: Awaited<ReturnType<typeof tracePage>>
  try {
    trace = await tracePage(page)
  } catch (error) {
    release()
    throw error
  }
  return {
    stop: async () => {
      try {
        return (await trace.stop()).main
      } finally {
        release()
      }
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
