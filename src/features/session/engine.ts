import { serveRpc } from '../../app/workerRpc.ts'
import {
  compareCompaction,
  contextItemsUpTo,
  itemText,
  readAsRollout,
  sessionScenario,
  summarizeSession,
  type FragmentRegistry,
  type HistoryItem,
  type RolloutLog,
  type ScenarioRegistry,
  type SessionSummary,
} from '../../core/index.ts'
import { itemTypeName } from '../../view-models/itemNames.ts'
import type {
  ComparisonView,
  ItemView,
  LoadedSession,
  SessionAnswer,
  SessionAnswers,
  ScenarioAnswer,
  SessionProgress,
  SessionRequest,
} from './protocol.ts'
import { chartRequests } from './chartModel.ts'
import { PrefixCache } from './prefixCache.ts'
import { readRolloutStream } from './rolloutStream.ts'
import { cellOutcome } from './cellOutcome.ts'
import { comparisonTokens } from './comparisonTokens.ts'
import { TokenAnswers } from './tokenAnswers.ts'

/**
 * The session screen's worker logic, free of the Worker API so tests can run it in-process: it
 * reads the file in slices, keeps the log, and answers each request with a small view (or
 * throws: the RPC sends the message as the call's error).
 */

/** Bytes per slice read from the file; progress is reported per slice. */
export const SLICE_BYTES = 1 << 20
/** Characters of an item's text sent to the screen. */
const VIEW_TEXT = 2000

/** A Blob as a stream of slices (works with `File` in browsers and in jsdom). */
export async function* blobSlices(blob: Blob, size = SLICE_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += size)
    yield new Uint8Array(await blob.slice(offset, offset + size).arrayBuffer())
}

/** Bytes already in memory as the same slices: read from the array, nothing asked of the disk. */
async function* arraySlices(bytes: Uint8Array, size = SLICE_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.subarray(offset, offset + size)
}

/** The message of an open that read nothing a session holds. */
function unreadable(log: RolloutLog): string {
  if (log.stopped) return `reading stopped: ${log.stopped.message}`
  const issue = log.issues[0]
  return issue ? `line ${issue.line}: ${issue.message}` : 'empty'
}

const clipText = (text: string) => (text.length > VIEW_TEXT ? `${text.slice(0, VIEW_TEXT)}…` : text)

function itemView(item: HistoryItem, registry: FragmentRegistry): ItemView {
  const text = itemText(item)
  const fragmentType = itemTypeName(item, registry)
  return {
    id: item.id,
    type: item.type,
    ...(item.type === 'message' ? { role: item.role } : {}),
    text: clipText(text),
    chars: text.length,
    ...(fragmentType ? { fragmentType } : {}),
  }
}

/** What the page gets of a read session: its summary reduced to what the overview draws. */
export function loadedSession(
  name: string,
  bytes: number,
  log: RolloutLog,
  summary: SessionSummary,
): LoadedSession {
  const { meta, stats, issues, truncatedLastLine, stopped } = log
  const requests = summary.requests
  return {
    name,
    bytes,
    // the page gets what it draws: a few thousand points, not every request
    summary: { ...summary, requests: chartRequests(requests), turns: [] },
    requestCount: requests.length,
    turnCount: summary.turns.length,
    flaggedCount: requests.filter((r) => r.anomaly).length,
    meta,
    stats,
    issues,
    truncatedLastLine,
    ...(stopped ? { stopped } : {}),
  }
}

class SessionEngine {
  private log: RolloutLog | undefined
  private summary: SessionSummary | undefined
  private tokenAnswers: TokenAnswers | undefined
  private prefixes: PrefixCache | undefined
  /** the open under way: a view asked meanwhile waits for it (the page may ask before it ends). */
  private opening: Promise<unknown> | undefined

  /** Answers one request with the view its type names; `progress` hears an open's reading. */
  async handle<R extends SessionRequest>(
    request: R,
    progress: (progress: SessionProgress) => void = () => {},
  ): Promise<SessionAnswers[R['type']]> {
    type Answer = SessionAnswers[R['type']]
    if (request.type === 'open') {
      const opening = this.open(request.source, request.name, progress)
      this.opening = opening.catch(() => undefined)
      return (await opening) as Answer
    }
    await this.opening
    const log = this.log
    if (!log) throw new Error('no session is open')
    return this.answer(log, request) as Answer
  }

  private async open(
    source: Blob | Uint8Array,
    name: string,
    progress: (progress: SessionProgress) => void,
  ): Promise<LoadedSession> {
    this.log = undefined
    this.prefixes = undefined
    const total = source instanceof Uint8Array ? source.length : source.size
    let last = 0
    const log = await readRolloutStream(
      source instanceof Uint8Array ? arraySlices(source) : blobSlices(source),
      {
        size: total,
        onProgress: ({ bytes, lines }) => {
          const now = Date.now()
          // a message per 100 ms at most: the page repaints, nothing more
          if (now - last < 100) return
          last = now
          progress({ bytes, total, lines })
        },
      },
    )
    if (!readAsRollout(log)) throw new Error(unreadable(log))
    this.log = log
    this.summary = summarizeSession(log)
    this.prefixes = new PrefixCache(log)
    this.tokenAnswers = new TokenAnswers(log, this.summary, this.prefixes)
    return loadedSession(name, total, log, this.summary)
  }

  /** The context of the last plotted request at or before a line. */
  private lastTokensAt(line: number): number | undefined {
    let tokens: number | undefined
    for (const r of this.summary?.requests ?? []) {
      if (r.line > line) break
      if (!r.anomaly) tokens = r.tokens
    }
    return tokens
  }

  private answer(
    log: RolloutLog,
    request: Exclude<SessionRequest, { type: 'open' }>,
  ): SessionAnswer {
    const prefixes = this.prefixes!
    const registry = prefixes.registry(request.registry)
    switch (request.type) {
      case 'tokens':
        return this.tokenAnswers!.tokens(request.line, registry)
      case 'whatIfFull':
        return this.tokenAnswers!.whatIfFull(request.line, registry, request.registry)
      case 'history': {
        const r = prefixes.at(request.line, registry)
        return {
          line: r.line,
          items: r.history.map((item) => itemView(item, registry)),
          total: r.history.length,
          previousModel: r.previousTurnSettings?.model ?? null,
          referenceModel: r.referenceContextItem?.model ?? null,
          windowId: r.windowId,
        }
      }
      case 'compaction':
        return this.comparison(log, request.index, request.registry)
      case 'scenario':
        return this.scenario(log, request)
    }
  }

  private compare(log: RolloutLog, index: number, registry: ScenarioRegistry | undefined) {
    const summary = this.summary?.compactions[index]
    if (!summary) throw new Error(`no compaction ${index}`)
    const window = this.summary?.contextWindow
    return {
      summary,
      c: compareCompaction(log, summary, {
        ...(registry ? { registry } : {}),
        ...(window ? { contextWindow: window } : {}),
      }),
    }
  }

  private comparison(
    log: RolloutLog,
    index: number,
    registry: ScenarioRegistry | undefined,
  ): ComparisonView {
    const { summary, c } = this.compare(log, index, registry)
    return {
      summary,
      cell: c.cell,
      before: c.before.length,
      recorded: c.recorded.map((r) => ({ ...r, text: clipText(r.text) })),
      predicted: c.predicted.items.map((i) => ({
        id: i.id,
        type: i.type,
        ...(i.role ? { role: i.role } : {}),
        text: clipText(i.text),
        chars: i.text.length,
        ...(i.fragmentType ? { fragmentType: i.fragmentType } : {}),
        status: i.status,
      })),
      predictedCut: c.predicted.cut.length,
      tokens: comparisonTokens(c),
      differences: c.differences,
      differenceCounts: c.differenceCounts,
      contextPosition: c.contextPosition,
      redaction: c.redaction,
      // the pinned core's nine cells, the very numbers "open in the grid" lands on
      cells: c.results.map(cellOutcome),
      world: c.world,
      assumed: c.assumed,
    }
  }

  private scenario(
    log: RolloutLog,
    request: Extract<SessionRequest, { type: 'scenario' }>,
  ): ScenarioAnswer {
    if (request.compaction !== undefined && this.summary?.compactions[request.compaction]) {
      const { scenario } = this.compare(log, request.compaction, request.registry).c
      return { scenario, droppedOrphans: 0 }
    }
    const r = this.prefixes!.at(request.line, this.prefixes!.registry(request.registry))
    const tokens = this.lastTokensAt(request.line)
    const window = this.summary?.contextWindow
    const { scenario, droppedOrphans } = sessionScenario(r.history, r.turnContext, {
      // the world the file states up to the line, never the lesson's
      ...(log.meta ? { meta: log.meta } : {}),
      contextItems: contextItemsUpTo(log, r.line),
      redact: request.redact,
      ...(request.registry ? { registry: request.registry } : {}),
      ...(request.cell ? { cell: request.cell } : {}),
      ...(window ? { contextWindow: window } : {}),
      ...(tokens !== undefined ? { activeTokens: tokens } : {}),
      name: `Codex session at line ${r.line}`,
    })
    return { scenario, droppedOrphans }
  }
}

/** A worker's message handler over one engine: `session.worker.ts`, or in-process in jsdom. */
export function serveSession(scope: {
  postMessage(message: unknown, transfer?: Transferable[]): void
}): (event: MessageEvent) => Promise<void> {
  const engine = new SessionEngine()
  return serveRpc<SessionRequest, SessionProgress, SessionAnswer>(scope, (request, progress) =>
    engine.handle(request, progress),
  )
}
