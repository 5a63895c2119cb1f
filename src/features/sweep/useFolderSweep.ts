import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { FolderCompaction } from '../../view-models/sweep/folderSweep.ts'
import type { FolderSweepAnswer, FolderSweepRequest } from './folderSweepProtocol.ts'

export type FolderSweepStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed'

export interface FolderSweepState {
  readonly status: FolderSweepStatus
  readonly rows: readonly FolderCompaction[]
  readonly filesDone: number
  readonly files: number
  readonly failures: readonly { readonly path: string; readonly message: string }[]
  readonly message: string
}

const IDLE: FolderSweepState = {
  status: 'idle',
  rows: [],
  filesDone: 0,
  files: 0,
  failures: [],
  message: '',
}

/** The state after one answer from the worker. */
export function folderSweepReducer(
  state: FolderSweepState,
  answer: FolderSweepAnswer,
): FolderSweepState {
  switch (answer.type) {
    case 'compaction':
      return { ...state, rows: [...state.rows, answer.row] }
    case 'file':
      return { ...state, filesDone: answer.done, files: answer.total }
    case 'failed':
      return { ...state, failures: [...state.failures, answer] }
    case 'done':
      return { ...state, status: 'done' }
  }
}

/** Ends the worker the ref holds, if any. */
function stopIn(ref: { current: Worker | undefined }): void {
  ref.current?.terminate()
  ref.current = undefined
}

/**
 * A folder sweep's life on the page: start in its own worker, the compactions as they arrive,
 * cancel (the worker is ended at once). Leaving the screen ends it too.
 */
export function useFolderSweep() {
  const [state, setState] = useState<FolderSweepState>(IDLE)
  const workerRef = useRef<Worker | undefined>(undefined)
  const run = useCallback((files: FolderSweepRequest['files']) => {
    stopIn(workerRef)
    setState({ ...IDLE, status: 'running', files: files.length })
    let worker: Worker
    try {
      worker = new Worker(new URL('./folderSweep.worker.ts', import.meta.url), {
        type: 'module',
        name: 'folder-sweep',
      })
    } catch (error) {
      setState((s) => ({ ...s, status: 'failed', message: String(error) }))
      return
    }
    workerRef.current = worker
    worker.addEventListener('message', (event: MessageEvent<FolderSweepAnswer>) => {
      if (workerRef.current !== worker) return
      const answer = event.data
      if (answer.type === 'done') stopIn(workerRef)
      // a transition: the tables redraw between the browser's own work, never as one long task
      startTransition(() => setState((s) => folderSweepReducer(s, answer)))
    })
    worker.addEventListener('error', (event) => {
      event.preventDefault()
      if (workerRef.current !== worker) return
      stopIn(workerRef)
      setState((s) => ({ ...s, status: 'failed', message: event.message || 'worker failed' }))
    })
    worker.postMessage({ files } satisfies FolderSweepRequest)
  }, [])
  const cancel = useCallback(() => {
    stopIn(workerRef)
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled' } : s))
  }, [])
  useEffect(() => () => stopIn(workerRef), [])
  return { state, run, cancel }
}
