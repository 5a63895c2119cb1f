import type { RpcPort } from '../../app/workerRpc.ts'

/** A worker's own scope as `serveRpc` posts to it (`self` in a worker). */
export interface WorkerScope {
  postMessage(message: unknown, transfer?: Transferable[]): void
}

/**
 * A worker for `rpcClient`: a real Worker in browsers (`create` keeps the `new Worker(new URL(…))`
 * form the bundler looks for); where there is none (jsdom), the worker's own code run in-process,
 * each message on the next task. `serve` gets the scope to answer through once and returns the
 * message handler, as the worker file does with `serveRpc`.
 */
export function startWorker(
  create: () => Worker,
  serve: (scope: WorkerScope) => (event: MessageEvent) => unknown,
): RpcPort {
  if (typeof Worker !== 'undefined') return create()
  let stopped = false
  const listeners: ((event: MessageEvent) => void)[] = []
  const handle = serve({
    postMessage: (data) => {
      if (!stopped) for (const listener of listeners) listener({ data } as MessageEvent)
    },
  })
  return {
    postMessage: (data) =>
      setTimeout(() => {
        if (!stopped) void handle({ data } as MessageEvent)
      }, 0),
    addEventListener: (type: 'message' | 'error', listener: (event: never) => void) => {
      // an in-process handler's error is its call's error reply: there is no crash to hear
      if (type === 'message') listeners.push(listener as (event: MessageEvent) => void)
    },
    terminate: () => {
      stopped = true
    },
  }
}
