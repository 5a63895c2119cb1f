/**
 * The one request/response protocol between the page and its workers. A call is one request
 * with an id; the worker answers with any number of progress messages and then one result or
 * one error, each carrying the id. Replies are matched by id (they may come in any order);
 * errors are values, never thrown; a cancelled call settles at once and nothing the worker
 * sends for it afterwards is heard.
 */

/** What the page sends: a call's id and its request. */
export interface RpcCall<Request> {
  readonly id: number
  readonly request: Request
}

/** What the worker sends back for a call. */
export type RpcReply<Progress, Result> =
  | { readonly id: number; readonly kind: 'progress'; readonly value: Progress }
  | { readonly id: number; readonly kind: 'result'; readonly value: Result }
  | { readonly id: number; readonly kind: 'error'; readonly message: string }

/** How a call ended: its result, or why there is none (the worker's error, a cancel, a crash). */
export type RpcOutcome<Result> =
  | { readonly ok: true; readonly value: Result }
  | { readonly ok: false; readonly error: string; readonly cancelled: boolean }

/** The part of a `Worker` the client uses (a test passes a fake). */
export interface RpcPort {
  postMessage(message: unknown, transfer?: Transferable[]): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'error', listener: (event: ErrorEvent) => void): void
  terminate(): void
}

/** Who hears a call: its progress, and its outcome as it arrives. */
export interface RpcHandlers<Progress, Result> {
  readonly progress?: (progress: Progress) => void
  readonly settled?: (outcome: RpcOutcome<Result>) => void
}

export interface RpcClient<Request, Progress, Result> {
  /**
   * Sends `request`; `on.progress` hears its progress until it settles, `on.settled` hears the
   * outcome in the same task as the reply (a screen updates in the event, not a microtask later);
   * `result` is the same outcome as a promise.
   */
  readonly call: (
    request: Request,
    on?: RpcHandlers<Progress, Result>,
    /** buffers of `request` moved to the worker, not copied (they are unusable here after). */
    transfer?: Transferable[],
  ) => { readonly result: Promise<RpcOutcome<Result>>; readonly cancel: () => void }
  /** Ends the worker: every call still open settles as cancelled. */
  readonly close: () => void
}

interface Open<Progress, Result> {
  readonly on: RpcHandlers<Progress, Result> | undefined
  readonly settle: (outcome: RpcOutcome<Result>) => void
}

const failed = (error: string, cancelled = false) => ({ ok: false, error, cancelled }) as const

/** A client over `port`. A crash of the worker settles every open call with its message. */
export function rpcClient<Request, Progress, Result>(
  port: RpcPort,
): RpcClient<Request, Progress, Result> {
  const open = new Map<number, Open<Progress, Result>>()
  let lastId = 0
  let closed = false
  const settleAll = (outcome: RpcOutcome<Result>) => {
    const calls = [...open.values()]
    open.clear()
    for (const call of calls) call.settle(outcome)
  }
  port.addEventListener('message', (event) => {
    const reply = event.data as RpcReply<Progress, Result>
    const call = open.get(reply.id)
    if (!call) return // cancelled, or not ours
    if (reply.kind === 'progress') return call.on?.progress?.(reply.value)
    open.delete(reply.id)
    call.settle(reply.kind === 'result' ? { ok: true, value: reply.value } : failed(reply.message))
  })
  port.addEventListener('error', (event) => {
    event.preventDefault?.()
    settleAll(failed(event.message || 'the worker failed'))
  })
  return {
    call: (request, on, transfer) => {
      const id = ++lastId
      let resolve: (outcome: RpcOutcome<Result>) => void = () => {}
      const result = new Promise<RpcOutcome<Result>>((r) => (resolve = r))
      const settle = (outcome: RpcOutcome<Result>) => {
        resolve(outcome)
        on?.settled?.(outcome)
      }
      if (closed) settle(failed('the worker was closed', true))
      else {
        open.set(id, { on, settle })
        try {
          port.postMessage({ id, request } satisfies RpcCall<Request>, transfer ?? [])
        } catch (error) {
          open.delete(id)
          settle(failed(error instanceof Error ? error.message : String(error)))
        }
      }
      const cancel = () => {
        if (open.delete(id)) settle(failed('cancelled', true))
      }
      return { result, cancel }
    },
    close: () => {
      closed = true
      port.terminate()
      settleAll(failed('cancelled', true))
    },
  }
}

/**
 * The worker's side: answers each call with `handle`, its progress and its error as replies.
 * `transferOf` names the buffers of a result to move to the page rather than copy.
 */
export function serveRpc<Request, Progress, Result>(
  scope: { postMessage(message: unknown, transfer?: Transferable[]): void },
  handle: (request: Request, progress: (value: Progress) => void) => Result | Promise<Result>,
  transferOf?: (result: Result) => Transferable[],
): (event: MessageEvent<RpcCall<Request>>) => Promise<void> {
  const post = (reply: RpcReply<Progress, Result>, transfer: Transferable[] = []) =>
    scope.postMessage(reply, transfer)
  return async (event) => {
    const { id, request } = event.data
    try {
      const value = await handle(request, (progress) =>
        post({ id, kind: 'progress', value: progress }),
      )
      post({ id, kind: 'result', value }, transferOf?.(value))
    } catch (error) {
      post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) })
    }
  }
}

/**
 * One call in a worker of its own: `open` starts the worker, `on` hears the call's progress and
 * outcome, and the worker ends as soon as the call settles. Returns the cancel, which ends the
 * worker at once (a loop that never waits for messages cannot be asked to stop). A worker that
 * cannot start settles the call with its error, after this function returns.
 */
export function callInWorker<Request, Progress, Result>(
  open: () => RpcPort,
  request: Request,
  on: RpcHandlers<Progress, Result>,
): () => void {
  let port: RpcPort
  try {
    port = open()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    queueMicrotask(() => on.settled?.(failed(message)))
    return () => {}
  }
  const client = rpcClient<Request, Progress, Result>(port)
  client.call(request, {
    ...(on.progress && { progress: on.progress }),
    settled: (outcome) => {
      if (outcome.ok || !outcome.cancelled) client.close()
      on.settled?.(outcome)
    },
  })
  return client.close
}
