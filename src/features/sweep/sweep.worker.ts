/**
 * The sweep, off the main thread: the same `runSweep` that `npm run bench` times, each point
 * posted as progress as it is done. Started by `sweepClient.ts`.
 */
import { serveRpc } from '../../app/workerRpc.ts'
import { pointCount } from '../../view-models/sweep/settings.ts'
import { runSweep } from '../../view-models/sweep/sweepRun.ts'
import type { SweepProgress, SweepRequest, SweepResult } from './sweepProtocol.ts'

self.addEventListener(
  'message',
  serveRpc<SweepRequest, SweepProgress, SweepResult>(self, ({ settings }, progress) => {
    const total = pointCount(settings)
    let points = 0
    runSweep(settings, (point) => {
      points += 1
      progress({ point, total })
    })
    return { points }
  }),
)
