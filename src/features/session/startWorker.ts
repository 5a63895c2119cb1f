/** What the session screen's stores need of a worker: a real one, or the same code in-process. */
export interface WorkerLike<TRequest, TResponse> {
  postMessage(request: TRequest): void
  terminate(): void
  onmessage: ((event: MessageEvent<TResponse>) => void) | null
}

/**
 * A real Worker in browsers (`create` keeps the `new Worker(new URL(…))` form the bundler looks
 * for); where there is none (jsdom), the worker's own code run in-process, each request on the
 * next task. `inProcess` gets the reply function once and returns the request handler.
 */
export function startWorker<TRequest, TResponse>(
  create: () => Worker,
  inProcess: (reply: (response: TResponse) => void) => (request: TRequest) => void,
): WorkerLike<TRequest, TResponse> {
  if (typeof Worker !== 'undefined') return create() as unknown as WorkerLike<TRequest, TResponse>
  let stopped = false
  const local: WorkerLike<TRequest, TResponse> = {
    onmessage: null,
    postMessage: (request) =>
      setTimeout(() => {
        if (!stopped) handle(request)
      }, 0),
    terminate: () => {
      stopped = true
    },
  }
  const handle = inProcess((data) => {
    if (!stopped) local.onmessage?.({ data } as MessageEvent<TResponse>)
  })
  return local
}
