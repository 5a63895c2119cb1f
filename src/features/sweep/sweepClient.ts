import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import type { SweepAnswer } from './sweepProtocol.ts'

export interface SweepListener {
  readonly point: (point: SweepPoint, total: number) => void
  readonly done: () => void
  readonly fail: (message: string) => void
}

/**
 * Runs a sweep in its own worker (its own chunk, loaded only when a sweep starts). The returned
 * function cancels it: the worker is ended at once, whatever point it was computing, and nothing
 * it sent afterwards is heard.
 */
export function startSweep(settings: SweepSettings, listener: SweepListener): () => void {
  let stopped = false
  let worker: Worker
  try {
    worker = new Worker(new URL('./sweep.worker.ts', import.meta.url), {
      type: 'module',
      name: 'sweep',
    })
  } catch (error) {
    queueMicrotask(() => listener.fail(error instanceof Error ? error.message : String(error)))
    return () => {}
  }
  const stop = () => {
    stopped = true
    worker.terminate()
  }
  worker.addEventListener('message', (event: MessageEvent<SweepAnswer>) => {
    if (stopped) return
    const answer = event.data
    if (answer.type === 'point') listener.point(answer.point, answer.total)
    else if (answer.type === 'done') {
      stop()
      listener.done()
    } else {
      stop()
      listener.fail(answer.message)
    }
  })
  worker.addEventListener('error', (event) => {
    event.preventDefault()
    if (stopped) return
    stop()
    listener.fail(event.message || 'the sweep worker failed to start')
  })
  worker.postMessage({ settings })
  return stop
}
