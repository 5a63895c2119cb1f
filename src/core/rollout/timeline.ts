import { DEFAULT_REGISTRY } from '../fragments/catalogue.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem } from '../history.ts'
import { isUserMessage } from '../compaction/items.ts'
import { estimateHistoryTokens } from '../compaction/tokens.ts'
import type { Implementation, Phase } from '../compaction/types.ts'
import { replayHistory } from './reconstruct.ts'
import type { CompactedRecord, RolloutLog, RolloutRecord, TokenUsage } from './types.ts'

/**
 * A session's shape for the timeline and the CLI summary: turns, requests (one per new
 * `token_count`), and compactions with tokens and items before and after. One forward pass.
 */

/** Why a token count is not plotted (spec rollout.md §2 "Anomaly"). */
export type TokenAnomaly = 'not_a_number' | 'over_window' | 'zero_last_usage'

export interface RequestPoint {
  readonly line: number
  readonly turn: number
  /** `last_token_usage.input_tokens`: the context this request sent. */
  readonly tokens: number
  readonly window: number | undefined
  readonly anomaly?: TokenAnomaly
}

export interface TurnMark {
  readonly index: number
  readonly line: number
  readonly model?: string
}

export interface CompactionSummary {
  readonly index: number
  readonly line: number
  readonly turn: number
  /** `remote`: a replacement history with a compaction item or an empty message; else `local`. */
  readonly implementation: Implementation
  readonly phase: Phase
  readonly hasReplacementHistory: boolean
  /** the last plotted request before and the first after (undefined when there is none). */
  readonly tokensBefore?: number
  readonly tokensAfter?: number
  readonly itemsBefore: number
  readonly itemsAfter: number
  /** the core's estimate (⌈bytes/4⌉) of the history before and after. */
  readonly estimatedBefore: number
  readonly estimatedAfter: number
  readonly windowId?: string
  readonly windowNumber?: number
}

export interface SessionSummary {
  readonly version: string | undefined
  readonly eras: RolloutLog['eras']
  readonly lines: number
  readonly turns: readonly TurnMark[]
  readonly requests: readonly RequestPoint[]
  readonly compactions: readonly CompactionSummary[]
  readonly contextWindow: number | undefined
  readonly finalItems: number
}

/** The anomaly of a token count, if any. */
export function tokenAnomaly(
  last: TokenUsage,
  window: number | undefined,
): TokenAnomaly | undefined {
  if (!Number.isFinite(last.input) || last.input < 0) return 'not_a_number'
  if (window !== undefined && (last.input > window || last.total > window)) return 'over_window'
  // every request sends input: all zeros is the anomaly written around compactions
  if (last.input === 0) return 'zero_last_usage'
  return undefined
}

export function compactionImplementation(record: CompactedRecord): Implementation {
  const rh = record.replacementHistory
  if (!rh) return 'local'
  if (
    record.message === '' ||
    rh.some((i) => i.type === 'compaction' || i.type === 'context_compaction')
  )
    return 'remote'
  return 'local'
}

/** Tracks where a compaction happened inside its turn, to pick the matching grid row. */
class PhaseTracker {
  private inTask = false
  private sawTask = false
  private userSeen = false
  private outputSinceUser = false
  private readonly registry: FragmentRegistry
  constructor(registry: FragmentRegistry) {
    this.registry = registry
  }
  see(r: RolloutRecord): void {
    if (r.kind === 'task_started') {
      this.inTask = true
      this.sawTask = true
      this.userSeen = false
      this.outputSinceUser = false
    } else if (r.kind === 'task_complete' || r.kind === 'turn_aborted') this.inTask = false
    else if (r.kind === 'user_message') this.userSeen = true
    else if (r.kind === 'item') {
      if (
        r.item.type === 'message' &&
        r.item.role === 'user' &&
        isUserMessage(r.item, this.registry)
      ) {
        this.userSeen = true
        this.outputSinceUser = false
      } else if (!(r.item.type === 'message' && r.item.role !== 'assistant'))
        this.outputSinceUser = true
    }
  }
  /** manual: its own turn with no user input; mid-turn: after model output in a turn; else pre-turn. */
  phase(): Phase {
    if (this.inTask && !this.userSeen) return 'manual'
    // between two turns: the next turn compacts before it samples
    if (this.sawTask && !this.inTask) return 'pre_turn'
    return this.outputSinceUser ? 'mid_turn' : 'pre_turn'
  }
}

interface Pending {
  readonly record: CompactedRecord
  readonly turn: number
  readonly phase: Phase
  readonly tokensBefore: number | undefined
}

/** Reads the whole session once: turns, requests and compactions. */
export function summarizeSession(
  log: RolloutLog,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): SessionSummary {
  const turns: TurnMark[] = []
  const requests: RequestPoint[] = []
  const pending: Pending[] = []
  const useTasks = log.records.some((r) => r.kind === 'task_started')
  const useEvents = !useTasks && log.records.some((r) => r.kind === 'user_message')
  const tracker = new PhaseTracker(registry)
  let window: number | undefined
  let lastTotal: number | undefined
  let lastPlotted: number | undefined
  let model: string | undefined
  const byLine = new Map<number, Pending>()
  for (const r of log.records) {
    tracker.see(r)
    const startsTurn =
      (useTasks && r.kind === 'task_started') ||
      (useEvents && r.kind === 'user_message') ||
      (!useTasks &&
        !useEvents &&
        r.kind === 'item' &&
        r.item.type === 'message' &&
        r.item.role === 'user' &&
        isUserMessage(r.item, registry))
    if (startsTurn) turns.push({ index: turns.length, line: r.line, ...(model ? { model } : {}) })
    if (r.kind === 'turn_context' && r.model) model = r.model
    if (r.kind === 'task_started' && r.contextWindow) window = r.contextWindow
    if (r.kind === 'compacted') {
      const p = {
        record: r,
        turn: Math.max(0, turns.length - 1),
        phase: tracker.phase(),
        tokensBefore: lastPlotted,
      }
      pending.push(p)
      byLine.set(r.line, p)
    }
    if (r.kind !== 'token_count' || !r.last) continue
    if (r.contextWindow) window = r.contextWindow
    const total = r.total?.total
    // Codex writes the same count more than once; a request is a new cumulative total
    if (total !== undefined && total === lastTotal) continue
    lastTotal = total
    const anomaly = tokenAnomaly(r.last, window)
    requests.push({
      line: r.line,
      turn: Math.max(0, turns.length - 1),
      tokens: r.last.input,
      window,
      ...(anomaly ? { anomaly } : {}),
    })
    if (!anomaly) lastPlotted = r.last.input
  }
  const compactions: CompactionSummary[] = []
  const replay = replayHistory(log.records, {
    registry,
    onCompaction: ({ record, index, before, after }) => {
      const p = byLine.get(record.line)!
      compactions.push(compactionSummary(p, index, before, after, requests))
    },
  })
  return {
    version: log.meta?.cliVersion,
    eras: log.eras,
    lines: log.stats.lines,
    turns,
    requests,
    compactions,
    contextWindow: window,
    finalItems: replay.history.length,
  }
}

function compactionSummary(
  p: Pending,
  index: number,
  before: readonly HistoryItem[],
  after: readonly HistoryItem[],
  requests: readonly RequestPoint[],
): CompactionSummary {
  const r = p.record
  let i = firstAfter(requests, r.line)
  while (i < requests.length && requests[i]!.anomaly) i++
  const next = requests[i]
  return {
    index,
    line: r.line,
    turn: p.turn,
    implementation: compactionImplementation(r),
    phase: p.phase,
    hasReplacementHistory: r.replacementHistory !== undefined,
    ...(p.tokensBefore !== undefined ? { tokensBefore: p.tokensBefore } : {}),
    ...(next ? { tokensAfter: next.tokens } : {}),
    itemsBefore: before.length,
    itemsAfter: after.length,
    estimatedBefore: estimateHistoryTokens(before),
    estimatedAfter: estimateHistoryTokens(after),
    ...(r.windowId !== undefined ? { windowId: r.windowId } : {}),
    ...(r.windowNumber !== undefined ? { windowNumber: r.windowNumber } : {}),
  }
}

/** The index of the first request after a line (requests are in line order). */
function firstAfter(requests: readonly RequestPoint[], line: number): number {
  let lo = 0
  let hi = requests.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (requests[mid]!.line <= line) lo = mid + 1
    else hi = mid
  }
  return lo
}
