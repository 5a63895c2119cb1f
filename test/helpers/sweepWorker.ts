/**
 * The sweep panel's worker as a component test reaches it: a stand-in for `Worker` that answers
 * the panel's call as `sweep.worker.ts` does (each point of `runSweep` as progress, then the
 * count), one task after the call and each reply in `act`, so the panel draws what the worker
 * would have sent. A test then renders `SweepPanel` itself, not the charts it holds.
 */
import { act } from '@testing-library/react'
import { vi } from 'vitest'
import { serveRpc, type RpcCall } from '../../src/app/workerRpc.ts'
import type {
  SweepProgress,
  SweepRequest,
  SweepResult,
} from '../../src/features/sweep/sweepProtocol.ts'
import { pointCount } from '../../src/view-models/sweep/settings.ts'
import { runSweep } from '../../src/view-models/sweep/sweepRun.ts'

class SweepWorker extends EventTarget {
  private ended = false

  postMessage(call: RpcCall<SweepRequest>): void {
    const reply = (data: unknown) => {
      if (!this.ended) act(() => void this.dispatchEvent(new MessageEvent('message', { data })))
    }
    const serve = serveRpc<SweepRequest, SweepProgress, SweepResult>(
      { postMessage: reply },
      ({ settings }, progress) => {
        const total = pointCount(settings)
        return { points: runSweep(settings, (point) => progress({ point, total })).length }
      },
    )
    setTimeout(() => void serve(new MessageEvent('message', { data: call })))
  }

  terminate(): void {
    this.ended = true
  }
}

/** Puts the stand-in in place of `Worker` (the test setup takes it away after each test). */
export function stubSweepWorker(): void {
  vi.stubGlobal('Worker', SweepWorker)
}
