import { afterEach, describe, expect, it, vi } from 'vitest'
import { rpcClient, serveRpc } from '../../../../src/app/workerRpc.ts'
import { startWorker, type WorkerScope } from '../../../../src/features/session/startWorker.ts'

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** An in-process "worker" that doubles each number it is sent; counts its engines and calls. */
function doubler() {
  const counts = { engines: 0, calls: 0 }
  const serve = (scope: WorkerScope) => {
    counts.engines += 1
    return serveRpc<number, never, number>(scope, (n) => {
      counts.calls += 1
      return n * 2
    })
  }
  return { counts, serve }
}

describe('startWorker', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('without Worker, serves the RPC in-process on the next task, one engine per worker', async () => {
    const { counts, serve } = doubler()
    const create = vi.fn<() => Worker>()
    const client = rpcClient<number, never, number>(startWorker(create, serve))
    const a = client.call(2)
    const b = client.call(5)
    expect(counts.calls).toBe(0)
    expect(await a.result).toEqual({ ok: true, value: 4 })
    expect(await b.result).toEqual({ ok: true, value: 10 })
    expect(counts).toEqual({ engines: 1, calls: 2 })
    expect(create).not.toHaveBeenCalled()
  })

  it('runs nothing once closed, not even a call already sent', async () => {
    const { counts, serve } = doubler()
    const client = rpcClient<number, never, number>(startWorker(() => ({}) as Worker, serve))
    const sent = client.call(1)
    client.close()
    await nextTask()
    expect(await sent.result).toMatchObject({ ok: false, cancelled: true })
    expect(counts.calls).toBe(0)
  })

  it('with Worker, starts the real one and no in-process engine', () => {
    vi.stubGlobal('Worker', function Worker() {})
    const { counts, serve } = doubler()
    const real = { postMessage: () => undefined } as unknown as Worker
    expect(startWorker(() => real, serve)).toBe(real)
    expect(counts.engines).toBe(0)
  })
})
