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

let worker: SessionWorker | undefined
let seq = 0
let historyId = 0
let tokensId = 0
let whatIfId = 0
const waiting = new Map<
  number,
  { resolve: (reply: ScenarioReply) => void; reject: (error: Error) => void }
>()

type SetState = (partial: Partial<SessionState>) => void

/** Applies one worker message: progress, the loaded session or its failure, a view, a reply. */
function receive(r: SessionResponse, get: () => SessionState, set: SetState): void {
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
      if (r.id === historyId) set({ history: r.view })
      return
    case 'tokens':
      if (r.id === tokensId) set({ tokens: r.view })
      return
    case 'whatIfFull':
      if (r.id === whatIfId) set({ whatIf: r.view })
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
  const send = (request: SessionRequest) => worker?.postMessage(request)
  return {
    status: { kind: 'idle' },
    ...NO_VIEWS,
    open: (file) => {
      rememberOpened({ session: file.name })
      worker?.terminate()
      worker = createWorker()
      worker.onmessage = (event) => receive(event.data, get, set)
      set({
        status: { kind: 'loading', name: file.name, bytes: 0, total: file.size, lines: 0 },
        ...NO_VIEWS,
      })
      send({ type: 'open', file, name: file.name })
    },
    cancel: () => {
      const status = get().status
      // terminating is immediate, whatever the worker is doing
      worker?.terminate()
      worker = undefined
      for (const w of waiting.values()) w.reject(new Error('cancelled'))
      waiting.clear()
      if (status.kind === 'loading') set({ status: { kind: 'cancelled', name: status.name } })
    },
    showHistory: (line, registry) => {
      seq += 1
      historyId = seq
      set({ line, whatIf: undefined })
      send({ type: 'history', id: seq, line, ...(registry ? { registry } : {}) })
      seq += 1
      tokensId = seq
      send({ type: 'tokens', id: seq, line, ...(registry ? { registry } : {}) })
    },
    showCompaction: (index, registry) => {
      seq += 1
      set({ compactionIndex: index, comparison: undefined })
      send({ type: 'compaction', id: seq, index, ...(registry ? { registry } : {}) })
    },
    runWhatIf: (line, registry) => {
      seq += 1
      whatIfId = seq
      set({ whatIf: undefined })
      send({ type: 'whatIfFull', id: seq, line, ...(registry ? { registry } : {}) })
    },
    scenarioAt: (line, redact, registry, cell, compaction) =>
      new Promise<ScenarioReply>((resolve, reject) => {
        if (!worker) return reject(new Error('no session is open'))
        seq += 1
        waiting.set(seq, { resolve, reject })
        send({
          type: 'scenario',
          id: seq,
          line,
          redact,
          ...(registry ? { registry } : {}),
          ...(cell ? { cell } : {}),
          ...(compaction !== undefined ? { compaction } : {}),
        })
      }),
  }
})
