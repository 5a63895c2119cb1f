import { describe, expect, it } from 'vitest'
import { rpcClient, serveRpc, type RpcPort } from '../../../src/app/workerRpc.ts'

describe('the worker RPC moves buffers when asked', () => {
  it('passes a call’s transfer list to the worker, and a result’s back to the page', async () => {
    const toWorker: unknown[][] = []
    const toPage: unknown[][] = []
    let hear: (event: MessageEvent) => void = () => {}
    const serve = serveRpc<Uint8Array, never, Uint8Array>(
      {
        postMessage: (reply, transfer) => (
          toPage.push(transfer ?? []),
          hear({ data: reply } as MessageEvent)
        ),
      },
      (bytes) => bytes.map((b) => b * 2),
      (result) => [result.buffer],
    )
    const port: RpcPort = {
      postMessage: (call, transfer) => {
        toWorker.push(transfer ?? [])
        void serve({ data: call } as MessageEvent)
      },
      addEventListener: (type: 'message' | 'error', listener: never) => {
        if (type === 'message') hear = listener
      },
      terminate: () => {},
    }
    const client = rpcClient<Uint8Array, never, Uint8Array>(port)
    const sent = new Uint8Array([1, 2, 3])
    const outcome = await client.call(sent, {}, [sent.buffer]).result
    expect(outcome).toEqual({ ok: true, value: new Uint8Array([2, 4, 6]) })
    expect(toWorker).toEqual([[sent.buffer]])
    expect(toPage[0]).toHaveLength(1)
    expect(toPage[0]![0]).toBeInstanceOf(ArrayBuffer)
    // a call without a list moves nothing
    await client.call(new Uint8Array([5])).result
    expect(toWorker[1]).toEqual([])
  })
})
