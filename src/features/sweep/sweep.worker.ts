/**
 * The sweep, off the main thread: the same `runSweep` that `npm run bench` times, each point
 * posted as it is done. Started by `sweepClient.ts`.
 */
import { pointCount } from '../../view-models/sweep/settings.ts'
import { runSweep } from '../../view-models/sweep/sweepRun.ts'
import type { SweepAnswer, SweepRequest } from './sweepProtocol.ts'

const post = (answer: SweepAnswer) => self.postMessage(answer)

self.addEventListener('message', (event: MessageEvent<SweepRequest>) => {
  const { settings } = event.data
  const total = pointCount(settings)
  try {
    runSweep(settings, (point) => post({ type: 'point', point, total }))
    post({ type: 'done' })
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
})
