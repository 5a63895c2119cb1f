import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sessionText } from '../../../scripts/syntheticRollout.ts'
import { readRollout } from '../../../src/core/index.ts'
import { serveRpc, type RpcCall, type RpcPort } from '../../../src/app/workerRpc.ts'
import { runFolderSweep } from '../../../src/features/sweep/folderSweepEngine.ts'
import type { FolderSweepRequest } from '../../../src/features/sweep/folderSweepProtocol.ts'
import { useFolderSweep } from '../../../src/features/sweep/useFolderSweep.ts'
import { folderCompactions } from '../../../src/view-models/sweep/folderSweep.ts'

const TEXT = sessionText({ turns: 7, compactEvery: 3, compaction: 'remote' })

/**
 * The folder-sweep worker in-process: each call goes through `serveRpc` and `runFolderSweep`
 * as in the worker, each reply back to the page's listeners as a message would.
 */
function inProcessWorker(handle = runFolderSweep) {
  const listeners: ((event: MessageEvent) => void)[] = []
  const calls: RpcCall<FolderSweepRequest>[] = []
  let terminated = false
  const serve = serveRpc(
    { postMessage: (data) => !terminated && listeners.forEach((l) => l({ data } as MessageEvent)) },
    handle,
  )
  const port: RpcPort = {
    postMessage: (message) => {
      calls.push(message as RpcCall<FolderSweepRequest>)
      void serve({ data: message } as MessageEvent<RpcCall<FolderSweepRequest>>)
    },
    addEventListener: (type: 'message' | 'error', listener: never) => {
      if (type === 'message') listeners.push(listener)
    },
    terminate: () => (terminated = true),
  }
  return { port, calls, terminated: () => terminated }
}

/** A file whose bytes cannot be read (a file removed after it was chosen). */
const UNREADABLE = {
  size: 10,
  slice: () => ({ arrayBuffer: () => Promise.reject(new Error('the file is gone')) }),
} as unknown as Blob

const files = () => [
  { path: 'a.jsonl', file: new Blob([TEXT]) },
  { path: 'gone.jsonl', file: UNREADABLE },
]

describe('useFolderSweep over the worker RPC', () => {
  it('sends one call, gathers every compaction as progress, then ends the worker', async () => {
    const worker = inProcessWorker()
    const { result } = renderHook(() => useFolderSweep(() => worker.port))
    act(() => result.current.run(files()))
    await waitFor(() => expect(result.current.state.status).toBe('done'))
    const { state } = result.current
    expect(worker.calls).toHaveLength(1)
    expect(worker.calls[0]!.request.files.map((f) => f.path)).toEqual(['a.jsonl', 'gone.jsonl'])
    expect(state.rows).toEqual(folderCompactions('a.jsonl', readRollout(TEXT)))
    expect(state.rows.length).toBeGreaterThan(0)
    expect(state.failures).toEqual([
      { type: 'failed', path: 'gone.jsonl', message: 'the file is gone' },
    ])
    expect([state.filesDone, state.files]).toEqual([2, 2])
    expect(worker.terminated()).toBe(true)
  })

  it("shows the worker's error as a failed sweep", async () => {
    const worker = inProcessWorker(() => Promise.reject(new Error('out of memory')))
    const { result } = renderHook(() => useFolderSweep(() => worker.port))
    act(() => result.current.run(files()))
    await waitFor(() => expect(result.current.state.status).toBe('failed'))
    expect(result.current.state.message).toBe('out of memory')
  })

  it('a worker that cannot start fails the sweep with its reason', async () => {
    const { result } = renderHook(() =>
      useFolderSweep(() => {
        throw new Error('workers are off')
      }),
    )
    act(() => result.current.run(files()))
    await waitFor(() => expect(result.current.state.status).toBe('failed'))
    expect(result.current.state.message).toBe('workers are off')
  })

  it('cancel ends the worker at once and nothing it sends later is heard', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const worker = inProcessWorker(async (request, progress) => {
      await gate
      return runFolderSweep(request, progress)
    })
    const { result } = renderHook(() => useFolderSweep(() => worker.port))
    act(() => result.current.run(files()))
    act(() => result.current.cancel())
    expect(worker.terminated()).toBe(true)
    release()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.state.status).toBe('cancelled')
    expect(result.current.state.rows).toEqual([])
  })
})
