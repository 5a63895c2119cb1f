import { create } from 'zustand'
import { rpcClient, type RpcClient, type RpcOutcome } from '../../app/workerRpc.ts'
import type { Cell, ScenarioRegistry } from '../../core/index.ts'
import { serveSession } from './engine.ts'
import { rememberOpened } from './lastOpened.ts'
import { startWorker } from './startWorker.ts'
import type {
  ComparisonView,
  HistoryView,
  LoadedSession,
  ScenarioAnswer,
  SessionAnswer,
  SessionAnswers,
  SessionProgress,
  SessionRequest,
  TokensView,
  WhatIfView,
} from './protocol.ts'

/**
 * The open session, kept across tab switches: the worker that holds the log, the loading state
 * and the views the screen asked for. Only summaries and small views live on the main thread.
 */

export type SessionStatus =
  | { readonly kind: 'idle' }
  | {
      readonly kind: 'loading'
      readonly name: string
      readonly bytes: number
      readonly total: number
      readonly lines: number
    }
  | {
      readonly kind: 'loaded'
      readonly session: LoadedSession
      /** the overview came with the folder's read: the worker is still reading the file. */
      readonly reading?: SessionProgress
    }
  | { readonly kind: 'failed'; readonly name: string; readonly message: string }
  | { readonly kind: 'cancelled'; readonly name: string }

/** The name of the session a status is about. */
const nameOf = (status: SessionStatus) => (status.kind === 'loaded' ? status.session.name : '')

type SessionClient = RpcClient<SessionRequest, SessionProgress, SessionAnswer>

/** The session's worker (`session.worker.ts`, or its engine in-process where there is no Worker). */
function createClient(): SessionClient {
  return rpcClient(
    startWorker(
      () => new Worker(new URL('./session.worker.ts', import.meta.url), { type: 'module' }),
      serveSession,
    ),
  )
}

interface SessionState {
  status: SessionStatus
  history: HistoryView | undefined
  comparison: ComparisonView | undefined
  /** the line the history view shows. */
  line: number | undefined
  compactionIndex: number | undefined
  /** the tokens at the history's line, and the nine cells "as if full" there (when asked). */
  tokens: TokensView | undefined
  whatIf: WhatIfView | undefined
  error: string | undefined
  /**
   * opens a file; `bytes`: the file as already read (the folder's), so the disk is not read, and
   * `session`: its overview from that read, shown at once while the worker reads the bytes.
   */
  open: (file: File, bytes?: Uint8Array<ArrayBuffer>, session?: LoadedSession) => void
  cancel: () => void
  /** starts the next session's worker ahead of its open, while the page is idle. */
  prepare: () => void
  showHistory: (line: number, registry?: ScenarioRegistry) => void
  showCompaction: (index: number, registry?: ScenarioRegistry) => void
  runWhatIf: (line: number, registry?: ScenarioRegistry) => void
  scenarioAt: (
    line: number,
    redact: boolean,
    registry?: ScenarioRegistry,
    cell?: Cell,
    compaction?: number,
  ) => Promise<ScenarioAnswer>
}

/** A view call's answer kind. */
type ViewKind = 'history' | 'tokens' | 'whatIfFull' | 'compaction'

/**
 * The conversation with the worker: the live client, a warm one for the next open, and the
 * cancel of the newest call of each view (a newer request replaces an older one: its answer,
 * late, is never heard). One per store, in its closure: never module state.
 */
interface Conversation {
  client: SessionClient | undefined
  spare: SessionClient | undefined
  readonly latest: Map<ViewKind, () => void>
}

type SetState = (partial: Partial<SessionState>) => void

/** The client's call of `request`, its answer typed by the request's type. */
function ask<R extends SessionRequest>(
  client: SessionClient,
  request: R,
  settled: (outcome: RpcOutcome<SessionAnswers[R['type']]>) => void,
  transfer?: Transferable[],
) {
  return client.call(
    request,
    { settled: settled as (outcome: RpcOutcome<SessionAnswer>) => void },
    transfer,
  )
}

/** Asks for a view; its answer is set in the store unless a newer call of its kind replaced it. */
function view<R extends Exclude<SessionRequest, { type: 'open' | 'scenario' }>>(
  talk: Conversation,
  set: SetState,
  request: R,
  apply: (answer: SessionAnswers[R['type']]) => Partial<SessionState> | undefined,
): void {
  const client = talk.client
  if (!client) return
  talk.latest.get(request.type)?.()
  const { cancel } = ask(client, request, (outcome) => {
    if (outcome.ok) {
      const partial = apply(outcome.value)
      if (partial) set(partial)
    } else if (!outcome.cancelled) set({ error: outcome.error })
  })
  talk.latest.set(request.type, cancel)
}

/** No views: what a fresh or newly opened session starts from. */
const NO_VIEWS = {
  history: undefined,
  comparison: undefined,
  line: undefined,
  compactionIndex: undefined,
  tokens: undefined,
  whatIf: undefined,
  error: undefined,
} as const

export const useSessionStore = create<SessionState>()((set, get) => {
  const talk: Conversation = { client: undefined, spare: undefined, latest: new Map() }
  const withRegistry = (registry: ScenarioRegistry | undefined) => (registry ? { registry } : {})
  const loaded = (outcome: RpcOutcome<LoadedSession>) => {
    const status = get().status
    // an overview already shown stays the same object: the screen does not draw it again
    if (outcome.ok)
      set({
        status: {
          kind: 'loaded',
          session: status.kind === 'loaded' ? status.session : outcome.value,
        },
      })
    else if (!outcome.cancelled)
      set({
        status: {
          kind: 'failed',
          name: status.kind === 'loading' ? status.name : nameOf(status),
          message: outcome.error,
        },
      })
  }
  return {
    status: { kind: 'idle' },
    ...NO_VIEWS,
    open: (file, bytes, session) => {
      rememberOpened({ session: file.name })
      talk.client?.close()
      talk.latest.clear()
      const client = talk.spare ?? createClient()
      talk.spare = undefined
      talk.client = client
      const reading = { bytes: 0, total: file.size, lines: 0 }
      set({
        status: session
          ? { kind: 'loaded', session, reading }
          : { kind: 'loading', name: file.name, ...reading },
        ...NO_VIEWS,
      })
      // bytes already read are copied once and moved: the folder keeps its own for a reopen
      const source = bytes ? bytes.slice() : file
      const progress = (p: SessionProgress) => {
        const status = get().status
        if (talk.client !== client) return
        if (status.kind === 'loading')
          set({ status: { ...status, bytes: p.bytes, total: p.total, lines: p.lines } })
        else if (status.kind === 'loaded' && status.reading)
          set({ status: { ...status, reading: p } })
      }
      client.call(
        { type: 'open', source, name: file.name },
        {
          progress,
          settled: (outcome) => {
            if (talk.client === client) loaded(outcome as RpcOutcome<LoadedSession>)
          },
        },
        source instanceof Uint8Array ? [source.buffer] : [],
      )
    },
    prepare: () => {
      talk.spare ??= createClient()
    },
    cancel: () => {
      const status = get().status
      // closing is immediate, whatever the worker is doing; scenario calls settle as cancelled
      talk.client?.close()
      talk.client = undefined
      talk.latest.clear()
      if (status.kind === 'loading') set({ status: { kind: 'cancelled', name: status.name } })
      // an overview shown from the folder's read has no views without the worker's read
      else if (status.kind === 'loaded' && status.reading)
        set({ status: { kind: 'cancelled', name: status.session.name } })
    },
    showHistory: (line, registry) => {
      set({ line, whatIf: undefined })
      view(talk, set, { type: 'history', line, ...withRegistry(registry) }, (history) => ({
        history,
      }))
      view(talk, set, { type: 'tokens', line, ...withRegistry(registry) }, (tokens) => ({ tokens }))
    },
    showCompaction: (index, registry) => {
      set({ compactionIndex: index, comparison: undefined })
      view(talk, set, { type: 'compaction', index, ...withRegistry(registry) }, (comparison) =>
        comparison.summary.index === get().compactionIndex ? { comparison } : undefined,
      )
    },
    runWhatIf: (line, registry) => {
      set({ whatIf: undefined })
      view(talk, set, { type: 'whatIfFull', line, ...withRegistry(registry) }, (whatIf) => ({
        whatIf,
      }))
    },
    scenarioAt: (line, redact, registry, cell, compaction) =>
      new Promise<ScenarioAnswer>((resolve, reject) => {
        const client = talk.client
        if (!client) return reject(new Error('no session is open'))
        const request = {
          type: 'scenario',
          line,
          redact,
          ...withRegistry(registry),
          ...(cell ? { cell } : {}),
          ...(compaction !== undefined ? { compaction } : {}),
        } as const
        ask(client, request, (outcome) => {
          if (outcome.ok) return resolve(outcome.value)
          if (!outcome.cancelled) set({ error: outcome.error })
          reject(new Error(outcome.error))
        })
      }),
  }
})
