import { describe, expect, it } from 'vitest'
import {
  callInWorker,
  rpcClient,
  serveRpc,
  type RpcCall,
  type RpcPort,
  type RpcReply,
} from '../../../src/app/workerRpc.ts'

/** A fake worker: what the page posted, and a way to send it replies or crash it. */
function fakePort() {
  const posted: RpcCall<string>[] = []
  const listeners: {
    message: ((event: MessageEvent) => void)[]
    error: ((e: ErrorEvent) => void)[]
  } = {
    message: [],
    error: [],
  }
  let terminated = false
  const port: RpcPort = {
    postMessage: (message) => posted.push(message as RpcCall<string>),
    addEventListener: (type: 'message' | 'error', listener: never) =>
      listeners[type].push(listener),
    terminate: () => (terminated = true),
  }
  const reply = (message: RpcReply<number, string>) =>
    listeners.message.forEach((l) => l({ data: message } as MessageEvent))
  const crash = (message: string) =>
    listeners.error.forEach((l) => l({ message, preventDefault: () => {} } as ErrorEvent))
  return { port, posted, reply, crash, terminated: () => terminated }
}

describe('the worker RPC', () => {
  it('matches replies by id, whatever order they come in', async () => {
    const fake = fakePort()
    const client = rpcClient<string, number, string>(fake.port)
    const a = client.call('a')
    const b = client.call('b')
    expect(fake.posted.map((call) => call.request)).toEqual(['a', 'b'])
    const [idA, idB] = fake.posted.map((call) => call.id)
    fake.reply({ id: idB!, kind: 'result', value: 'B' })
    fake.reply({ id: idA!, kind: 'result', value: 'A' })
    expect(await a.result).toEqual({ ok: true, value: 'A' })
    expect(await b.result).toEqual({ ok: true, value: 'B' })
  })

  it('hands each call its own progress until it settles', async () => {
    const fake = fakePort()
    const client = rpcClient<string, number, string>(fake.port)
    const heard: number[] = []
    const other: number[] = []
    const call = client.call('a', { progress: (p) => heard.push(p) })
    client.call('b', { progress: (p) => other.push(p) })
    const id = fake.posted[0]!.id
    fake.reply({ id, kind: 'progress', value: 1 })
    fake.reply({ id, kind: 'progress', value: 2 })
    fake.reply({ id, kind: 'result', value: 'done' })
    fake.reply({ id, kind: 'progress', value: 3 })
    expect(await call.result).toEqual({ ok: true, value: 'done' })
    expect(heard).toEqual([1, 2])
    expect(other).toEqual([])
  })

  it("returns the worker's error as a value", async () => {
    const fake = fakePort()
    const call = rpcClient<string, number, string>(fake.port).call('a')
    fake.reply({ id: fake.posted[0]!.id, kind: 'error', message: 'the core threw' })
    expect(await call.result).toEqual({ ok: false, error: 'the core threw', cancelled: false })
  })

  it('tells `settled` in the same task as the reply', () => {
    const fake = fakePort()
    const heard: unknown[] = []
    rpcClient<string, number, string>(fake.port).call('a', { settled: (o) => heard.push(o) })
    fake.reply({ id: fake.posted[0]!.id, kind: 'result', value: 'now' })
    expect(heard).toEqual([{ ok: true, value: 'now' }])
  })

  it('a crash settles every open call with its message', async () => {
    const fake = fakePort()
    const client = rpcClient<string, number, string>(fake.port)
    const calls = [client.call('a'), client.call('b')]
    fake.crash('out of memory')
    const outcomes = await Promise.all(calls.map((call) => call.result))
    expect(outcomes).toEqual([
      { ok: false, error: 'out of memory', cancelled: false },
      { ok: false, error: 'out of memory', cancelled: false },
    ])
  })

  it('a cancelled call settles at once and hears nothing more', async () => {
    const fake = fakePort()
    const client = rpcClient<string, number, string>(fake.port)
    const heard: number[] = []
    const call = client.call('a', { progress: (p) => heard.push(p) })
    call.cancel()
    const id = fake.posted[0]!.id
    fake.reply({ id, kind: 'progress', value: 1 })
    fake.reply({ id, kind: 'result', value: 'late' })
    expect(await call.result).toEqual({ ok: false, error: 'cancelled', cancelled: true })
    expect(heard).toEqual([])
  })

  it('close ends the worker and cancels what is open and what comes after', async () => {
    const fake = fakePort()
    const client = rpcClient<string, number, string>(fake.port)
    const open = client.call('a')
    client.close()
    expect(fake.terminated()).toBe(true)
    expect((await open.result).ok).toBe(false)
    expect(await client.call('b').result).toMatchObject({ ok: false, cancelled: true })
    expect(fake.posted).toHaveLength(1)
  })

  it("the worker's side answers with progress, then the result or the error", async () => {
    const sent: RpcReply<number, string>[] = []
    const serve = serveRpc<string, number, string>(
      { postMessage: (m) => sent.push(m as RpcReply<number, string>) },
      (request, progress) => {
        progress(1)
        if (request === 'bad') throw new Error('refused')
        return request.toUpperCase()
      },
    )
    await serve({ data: { id: 7, request: 'ok' } } as MessageEvent<RpcCall<string>>)
    await serve({ data: { id: 8, request: 'bad' } } as MessageEvent<RpcCall<string>>)
    expect(sent).toEqual([
      { id: 7, kind: 'progress', value: 1 },
      { id: 7, kind: 'result', value: 'OK' },
      { id: 8, kind: 'progress', value: 1 },
      { id: 8, kind: 'error', message: 'refused' },
    ])
  })

  it('callInWorker makes one call and ends its worker when it settles', async () => {
    const fake = fakePort()
    const heard: unknown[] = []
    callInWorker<string, number, string>(() => fake.port, 'a', {
      progress: (p) => heard.push(p),
      settled: (o) => heard.push(o),
    })
    expect(fake.posted.map((call) => call.request)).toEqual(['a'])
    const id = fake.posted[0]!.id
    fake.reply({ id, kind: 'progress', value: 1 })
    expect(fake.terminated()).toBe(false)
    fake.reply({ id, kind: 'result', value: 'A' })
    expect(fake.terminated()).toBe(true)
    expect(heard).toEqual([1, { ok: true, value: 'A' }])
  })

  it("callInWorker's cancel ends the worker; a worker that cannot start is an error", async () => {
    const fake = fakePort()
    const cancel = callInWorker<string, number, string>(() => fake.port, 'a', {})
    cancel()
    expect(fake.terminated()).toBe(true)
    const settled = new Promise((resolve) =>
      callInWorker<string, number, string>(
        () => {
          throw new Error('no workers here')
        },
        'b',
        { settled: resolve },
      ),
    )
    expect(await settled).toEqual({ ok: false, error: 'no workers here', cancelled: false })
  })
})
