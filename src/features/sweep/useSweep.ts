import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import { startSweep } from './sweepClient.ts'

export type SweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

export interface SweepState {
  readonly status: SweepStatus
  /** the settings of the points shown (the last sweep started). */
  readonly settings: SweepSettings | undefined
  readonly points: readonly SweepPoint[]
  readonly total: number
  readonly message: string
}

const IDLE: SweepState = { status: 'idle', settings: undefined, points: [], total: 0, message: '' }

/**
 * A sweep's life on the page: start (in the worker), the points as they arrive, cancel. Starting
 * again cancels the one running; leaving the screen ends the worker.
 */
export function useSweep() {
  const [state, setState] = useState<SweepState>(IDLE)
  const cancelRef = useRef<(() => void) | undefined>(undefined)
  const run = useCallback((settings: SweepSettings) => {
    cancelRef.current?.()
    setState({ status: 'running', settings, points: [], total: 0, message: '' })
    cancelRef.current = startSweep(settings, {
      // a transition: React draws the charts in slices between the browser's own work, so a
      // point arriving never holds the page for a long task
      point: (point, total) =>
        startTransition(() => setState((s) => ({ ...s, points: [...s.points, point], total }))),
      done: () => {
        cancelRef.current = undefined
        setState((s) => ({ ...s, status: 'done' }))
      },
      fail: (message) => {
        cancelRef.current = undefined
        setState((s) => ({ ...s, status: 'failed', message }))
      },
    })
  }, [])
  const cancel = useCallback(() => {
    cancelRef.current?.()
    cancelRef.current = undefined
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled' } : s))
  }, [])
  useEffect(() => () => cancelRef.current?.(), [])
  return { state, run, cancel }
}
