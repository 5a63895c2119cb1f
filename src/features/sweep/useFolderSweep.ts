import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { FolderCompaction } from '../../view-models/sweep/folderSweep.ts'
import { callInWorker, type RpcOutcome, type RpcPort } from '../../app/workerRpc.ts'
import type {
  FolderSweepProgress,
  FolderSweepRequest,
  FolderSweepResult,
} from './folderSweepProtocol.ts'

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

/** The state after one progress report from the worker. */
function folderSweepReducer(
  state: FolderSweepState,
  progress: FolderSweepProgress,
): FolderSweepState {
  switch (progress.type) {
    case 'compaction':
      return { ...state, rows: [...state.rows, progress.row] }
    case 'file':
      return { ...state, filesDone: progress.done, files: progress.total }
    case 'failed':
      return { ...state, failures: [...state.failures, progress] }
  }
}

/** The state once the call settled (a cancel is told by `cancel` itself, never here). */
function folderSweepSettled(
  state: FolderSweepState,
  outcome: RpcOutcome<FolderSweepResult>,
): FolderSweepState {
  if (outcome.ok) return { ...state, status: 'done' }
  return outcome.cancelled ? state : { ...state, status: 'failed', message: outcome.error }
}

const openWorker = () =>
  new Worker(new URL('./folderSweep.worker.ts', import.meta.url), {
    type: 'module',
    name: 'folder-sweep',
  })

/**
 * A folder sweep's life on the page: one call in its own worker (`callInWorker`), the
 * compactions as they arrive, cancel (the worker is ended at once). Starting again cancels the
 * one running; leaving the screen ends it too.
 */
export function useFolderSweep(open: () => RpcPort = openWorker) {
  const [state, setState] = useState<FolderSweepState>(IDLE)
  const cancelRef = useRef<(() => void) | undefined>(undefined)
  const run = useCallback(
    (files: FolderSweepRequest['files']) => {
      cancelRef.current?.()
      setState({ ...IDLE, status: 'running', files: files.length })
      cancelRef.current = callInWorker<FolderSweepRequest, FolderSweepProgress, FolderSweepResult>(
        open,
        { files },
        {
          // a transition: the tables redraw between the browser's own work, never as one long task
          progress: (progress) =>
            startTransition(() => setState((s) => folderSweepReducer(s, progress))),
          settled: (outcome) => {
            if (outcome.ok || !outcome.cancelled) cancelRef.current = undefined
            // after the last transition's rows, so "done" never shows fewer than were sent
            startTransition(() => setState((s) => folderSweepSettled(s, outcome)))
          },
        },
      )
    },
    [open],
  )
  const cancel = useCallback(() => {
    cancelRef.current?.()
    cancelRef.current = undefined
    setState((s) => (s.status === 'running' ? { ...s, status: 'cancelled' } : s))
  }, [])
  useEffect(() => () => cancelRef.current?.(), [])
  return { state, run, cancel }
}
