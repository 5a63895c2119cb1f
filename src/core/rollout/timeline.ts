import { DEFAULT_REGISTRY } from '../fragments/catalogue.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem } from '../history.ts'
import { isUserMessage } from '../compaction/items.ts'
import { estimateHistoryTokens } from '../compaction/tokens.ts'
import type { Implementation, Phase } from '../compaction/types.ts'
import { labelCell, labelCompaction, type CompactionLabel } from './labels.ts'
import { replayHistory } from './reconstruct.ts'
import type { CompactedRecord, RolloutLog, TokenUsage } from './types.ts'
import { detectRedaction, type RedactionReport } from './redaction.ts'

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
  /** the grid cell of `label` (both remote endpoints are `remote`). */
  readonly implementation: Implementation
  readonly phase: Phase
  /** timing and implementation read from the file, with the lines they came from. */
  readonly label: CompactionLabel
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
  /** the file's texts were replaced by placeholders, and its markers with them. */
  readonly redaction: RedactionReport
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

interface Pending {
  readonly record: CompactedRecord
  readonly at: number
  readonly turn: number
  readonly tokensBefore: number | undefined
  readonly window: number | undefined
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
  let window: number | undefined
  let lastTotal: number | undefined
  let lastPlotted: number | undefined
  let model: string | undefined
  const byLine = new Map<number, Pending>()
  for (let at = 0; at < log.records.length; at++) {
    const r = log.records[at]!
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
        at,
        turn: Math.max(0, turns.length - 1),
        tokensBefore: lastPlotted,
        window,
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
      const label = labelCompaction(log, p.at, {
        registry,
        tokensBefore: p.tokensBefore,
        window: p.window ?? window,
        hasTasks: useTasks,
      })
      compactions.push(compactionSummary(p, label, index, before, after, requests))
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
    redaction: detectRedaction(log),
  }
}

function compactionSummary(
  p: Pending,
  label: CompactionLabel,
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
    ...labelCell(label),
    label,
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
