import { callInWorker } from '../../app/workerRpc.ts'
import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import type { SweepProgress, SweepRequest, SweepResult } from './sweepProtocol.ts'

export interface SweepListener {
  readonly point: (point: SweepPoint, total: number) => void
  readonly done: () => void
  readonly fail: (message: string) => void
}

/**
 * Runs a sweep in its own worker (its own chunk, loaded only when a sweep starts), one call
 * over the worker RPC. The returned function cancels it: the worker is ended at once, whatever
 * point it was computing, and nothing it sent afterwards is heard.
 */
export function startSweep(settings: SweepSettings, listener: SweepListener): () => void {
  return callInWorker<SweepRequest, SweepProgress, SweepResult>(
    () =>
      new Worker(new URL('./sweep.worker.ts', import.meta.url), { type: 'module', name: 'sweep' }),
    { settings },
    {
      progress: ({ point, total }) => listener.point(point, total),
      settled: (outcome) => {
        if (outcome.ok) listener.done()
        else if (!outcome.cancelled) listener.fail(outcome.error)
      },
    },
  )
}
