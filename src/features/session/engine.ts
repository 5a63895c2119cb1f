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
  type SessionSummary,
} from '../../core/index.ts'
import { itemTypeName } from '../../view-models/itemNames.ts'
import type { ComparisonView, ItemView, SessionRequest, SessionResponse } from './protocol.ts'
import { chartRequests } from './chartModel.ts'
import { PrefixCache } from './prefixCache.ts'
import { readRolloutStream } from './rolloutStream.ts'
import { cellOutcome } from './cellOutcome.ts'
import { comparisonTokens } from './comparisonTokens.ts'
import { TokenAnswers } from './tokenAnswers.ts'

/**
 * The session screen's worker logic, free of the Worker API so tests can run it in-process: it
 * reads the file in slices, keeps the log, and answers requests with small views.
 */

/** Bytes per slice read from the file; progress is reported per slice. */
export const SLICE_BYTES = 1 << 20
/** Characters of an item's text sent to the screen. */
export const VIEW_TEXT = 2000

/** A Blob as a stream of slices (works with `File` in browsers and in jsdom). */
export async function* blobSlices(blob: Blob, size = SLICE_BYTES): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < blob.size; offset += size)
    yield new Uint8Array(await blob.slice(offset, offset + size).arrayBuffer())
}

const clipText = (text: string) => (text.length > VIEW_TEXT ? `${text.slice(0, VIEW_TEXT)}…` : text)

export function itemView(item: HistoryItem, registry: FragmentRegistry): ItemView {
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

export class SessionEngine {
  private log: RolloutLog | undefined
  private summary: SessionSummary | undefined
  private tokenAnswers: TokenAnswers | undefined
  private prefixes: PrefixCache | undefined
  private readonly post: (response: SessionResponse) => void

  constructor(post: (response: SessionResponse) => void) {
    this.post = post
  }

  async handle(request: SessionRequest): Promise<void> {
    if (request.type === 'open') return this.open(request.file, request.name)
    const log = this.log
    if (!log) return this.post({ type: 'error', id: request.id, message: 'no session is open' })
    try {
      this.answer(log, request)
    } catch (error) {
      this.post({ type: 'error', id: request.id, message: (error as Error).message })
    }
  }

  private async open(file: Blob, name: string): Promise<void> {
    this.log = undefined
    this.prefixes = undefined
    try {
      let last = 0
      const log = await readRolloutStream(blobSlices(file), {
        size: file.size,
        onProgress: ({ bytes, lines }) => {
          const now = Date.now()
          // a message per 100 ms at most: the page repaints, nothing more
          if (now - last < 100) return
          last = now
          this.post({ type: 'progress', bytes, total: file.size, lines })
        },
      })
      if (!readAsRollout(log))
        return this.post({
          type: 'failed',
          message: log.stopped
            ? `reading stopped: ${log.stopped.message}`
            : log.issues[0]
              ? `line ${log.issues[0].line}: ${log.issues[0].message}`
              : 'empty',
        })
      this.log = log
      this.summary = summarizeSession(log)
      this.prefixes = new PrefixCache(log)
      this.tokenAnswers = new TokenAnswers(log, this.summary, this.prefixes)
      const { meta, stats, issues, truncatedLastLine, stopped } = log
      const requests = this.summary.requests
      this.post({
        type: 'loaded',
        session: {
          name,
          bytes: file.size,
          // the page gets what it draws: a few thousand points, not every request
          summary: { ...this.summary, requests: chartRequests(requests), turns: [] },
          requestCount: requests.length,
          turnCount: this.summary.turns.length,
          flaggedCount: requests.filter((r) => r.anomaly).length,
          meta,
          stats,
          issues,
          truncatedLastLine,
          ...(stopped ? { stopped } : {}),
        },
      })
    } catch (error) {
      this.post({ type: 'failed', message: (error as Error).message })
    }
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

  private answer(log: RolloutLog, request: Exclude<SessionRequest, { type: 'open' }>): void {
    const prefixes = this.prefixes!
    const registry = prefixes.registry(request.registry)
    const window = this.summary?.contextWindow
    switch (request.type) {
      case 'tokens':
        this.post({
          type: 'tokens',
          id: request.id,
          view: this.tokenAnswers!.tokens(request.line, registry),
        })
        return
      case 'whatIfFull':
        this.post({
          type: 'whatIfFull',
          id: request.id,
          view: this.tokenAnswers!.whatIfFull(request.line, registry, request.registry),
        })
        return
      case 'history': {
        const r = prefixes.at(request.line, registry)
        this.post({
          type: 'history',
          id: request.id,
          view: {
            line: r.line,
            items: r.history.map((item) => itemView(item, registry)),
            total: r.history.length,
            previousModel: r.previousTurnSettings?.model ?? null,
            referenceModel: r.referenceContextItem?.model ?? null,
            windowId: r.windowId,
          },
        })
        return
      }
      case 'compaction': {
        const summary = this.summary?.compactions[request.index]
        if (!summary) throw new Error(`no compaction ${request.index}`)
        const c = compareCompaction(log, summary, {
          ...(request.registry ? { registry: request.registry } : {}),
          ...(window ? { contextWindow: window } : {}),
        })
        const view: ComparisonView = {
          summary,
          cell: c.cell,
          before: c.before.length,
          recorded: c.recorded.map((r) => ({
            ...r,
            text: clipText(r.text),
          })),
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
        this.post({ type: 'compaction', id: request.id, view })
        return
      }
      case 'scenario': {
        const summary =
          request.compaction === undefined
            ? undefined
            : this.summary?.compactions[request.compaction]
        if (summary) {
          const { scenario } = compareCompaction(log, summary, {
            ...(request.registry ? { registry: request.registry } : {}),
            ...(window ? { contextWindow: window } : {}),
          })
          this.post({ type: 'scenario', id: request.id, scenario, droppedOrphans: 0 })
          return
        }
        const r = prefixes.at(request.line, registry)
        const tokens = this.lastTokensAt(request.line)
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
        this.post({ type: 'scenario', id: request.id, scenario, droppedOrphans })
      }
    }
  }
}
