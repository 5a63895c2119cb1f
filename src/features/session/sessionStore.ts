import { rememberOpened } from './lastOpened.ts'
import { create } from 'zustand'
import type { Cell, ScenarioFile, ScenarioRegistry } from '../../core/index.ts'
import { SessionEngine } from './engine.ts'
import { startWorker, type WorkerLike } from './startWorker.ts'
import type {
  ComparisonView,
  HistoryView,
  LoadedSession,
  SessionRequest,
  SessionResponse,
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
  | { readonly kind: 'loaded'; readonly session: LoadedSession }
  | { readonly kind: 'failed'; readonly name: string; readonly message: string }
  | { readonly kind: 'cancelled'; readonly name: string }

type SessionWorker = WorkerLike<SessionRequest, SessionResponse>

/** The session's worker: `session.worker.ts`, or its engine in-process where there is no Worker. */
function createWorker(): SessionWorker {
  return startWorker(
    () => new Worker(new URL('./session.worker.ts', import.meta.url), { type: 'module' }),
    (reply) => {
      const engine = new SessionEngine(reply)
      return (request) => void engine.handle(request)
    },
  )
}

type ScenarioReply = { readonly scenario: ScenarioFile; readonly droppedOrphans: number }

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
  open: (file: File) => void
  cancel: () => void
  showHistory: (line: number, registry?: ScenarioRegistry) => void
  showCompaction: (index: number, registry?: ScenarioRegistry) => void
  runWhatIf: (line: number, registry?: ScenarioRegistry) => void
  scenarioAt: (
    line: number,
    redact: boolean,
    registry?: ScenarioRegistry,
    cell?: Cell,
    compaction?: number,
  ) => Promise<ScenarioReply>
}

/** A scenario request in flight, answered by the worker's reply of the same id. */
interface Waiting {
  readonly resolve: (reply: ScenarioReply) => void
  readonly reject: (error: Error) => void
}

/**
 * The conversation with the worker: the live worker, the last request id, the ids of the views
 * still wanted (a newer request replaces an older one) and the scenario requests in flight. One
 * per store, in its closure: never module state.
 */
interface Conversation {
  worker: SessionWorker | undefined
  seq: number
  historyId: number
  tokensId: number
  whatIfId: number
  readonly waiting: Map<number, Waiting>
}

type SetState = (partial: Partial<SessionState>) => void

/** Applies one worker message: progress, the loaded session or its failure, a view, a reply. */
function receive(
  r: SessionResponse,
  get: () => SessionState,
  set: SetState,
  talk: Conversation,
): void {
  const { waiting } = talk
  const status = get().status
  switch (r.type) {
    case 'progress':
      if (status.kind === 'loading')
        set({ status: { ...status, bytes: r.bytes, total: r.total, lines: r.lines } })
      return
    case 'loaded':
      set({ status: { kind: 'loaded', session: r.session } })
      return
    case 'failed':
      set({
        status: {
          kind: 'failed',
          name: status.kind === 'loading' ? status.name : '',
          message: r.message,
        },
      })
      return
    case 'history':
      if (r.id === talk.historyId) set({ history: r.view })
      return
    case 'tokens':
      if (r.id === talk.tokensId) set({ tokens: r.view })
      return
    case 'whatIfFull':
      if (r.id === talk.whatIfId) set({ whatIf: r.view })
      return
    case 'compaction':
      if (r.view.summary.index === get().compactionIndex) set({ comparison: r.view })
      return
    case 'scenario':
      waiting.get(r.id)?.resolve({ scenario: r.scenario, droppedOrphans: r.droppedOrphans })
      waiting.delete(r.id)
      return
    case 'error':
      waiting.get(r.id)?.reject(new Error(r.message))
      waiting.delete(r.id)
      set({ error: r.message })
  }
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
  const talk: Conversation = {
    worker: undefined,
    seq: 0,
    historyId: 0,
    tokensId: 0,
    whatIfId: 0,
    waiting: new Map(),
  }
  const { waiting } = talk
  const send = (request: SessionRequest) => talk.worker?.postMessage(request)
  const next = () => (talk.seq += 1)
  return {
    status: { kind: 'idle' },
    ...NO_VIEWS,
    open: (file) => {
      rememberOpened({ session: file.name })
      talk.worker?.terminate()
      const worker = createWorker()
      talk.worker = worker
      worker.onmessage = (event) => receive(event.data, get, set, talk)
      set({
        status: { kind: 'loading', name: file.name, bytes: 0, total: file.size, lines: 0 },
        ...NO_VIEWS,
      })
      send({ type: 'open', file, name: file.name })
    },
    cancel: () => {
      const status = get().status
      // terminating is immediate, whatever the worker is doing
      talk.worker?.terminate()
      talk.worker = undefined
      for (const w of waiting.values()) w.reject(new Error('cancelled'))
      waiting.clear()
      if (status.kind === 'loading') set({ status: { kind: 'cancelled', name: status.name } })
    },
    showHistory: (line, registry) => {
      talk.historyId = next()
      set({ line, whatIf: undefined })
      send({ type: 'history', id: talk.historyId, line, ...(registry ? { registry } : {}) })
      talk.tokensId = next()
      send({ type: 'tokens', id: talk.tokensId, line, ...(registry ? { registry } : {}) })
    },
    showCompaction: (index, registry) => {
      set({ compactionIndex: index, comparison: undefined })
      send({ type: 'compaction', id: next(), index, ...(registry ? { registry } : {}) })
    },
    runWhatIf: (line, registry) => {
      talk.whatIfId = next()
      set({ whatIf: undefined })
      send({ type: 'whatIfFull', id: talk.whatIfId, line, ...(registry ? { registry } : {}) })
    },
    scenarioAt: (line, redact, registry, cell, compaction) =>
      new Promise<ScenarioReply>((resolve, reject) => {
        if (!talk.worker) return reject(new Error('no session is open'))
        const id = next()
        waiting.set(id, { resolve, reject })
        send({
          type: 'scenario',
          id,
          line,
          redact,
          ...(registry ? { registry } : {}),
          ...(cell ? { cell } : {}),
          ...(compaction !== undefined ? { compaction } : {}),
        })
      }),
  }
})
