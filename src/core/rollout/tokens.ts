import { DEFAULT_REGISTRY } from '../fragments/catalogue.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import { fragmentTypeOf } from '../compaction/items.ts'
import type { HistoryItem } from '../history.ts'
import { itemTextUtf8Length } from '../history.ts'
import { utf8Length } from '../utf8Length.ts'
import { encryptedCharsOf } from './items.ts'
import { reconstructAt } from './reconstruct.ts'
import type { RequestPoint } from './timeline.ts'
import type { RolloutLog } from './types.ts'

/**
 * Where a session's tokens go: the model-visible history split by kind, estimated the way Codex
 * estimates a history (`core/src/context_manager/history.rs:607–680`: ⌈bytes / 4⌉ per item, an
 * encrypted payload as ¾ of its length less 650 bytes, an inline image as 7,373 bytes), and set
 * beside the input tokens the server recorded for the last request.
 */

export type TokenKind =
  | 'user'
  | 'assistant'
  | 'reasoning'
  | 'tool_call'
  | 'tool_output'
  | 'injected'
  | 'image'
  | 'encrypted'

export const TOKEN_KINDS: readonly TokenKind[] = [
  'user',
  'assistant',
  'reasoning',
  'tool_call',
  'tool_output',
  'injected',
  'image',
  'encrypted',
]

export type KindTotals = Record<TokenKind, number>

/** Bytes Codex charges for one inline image (`RESIZED_IMAGE_BYTES_ESTIMATE`, history.rs:632). */
export const IMAGE_BYTES = 7373

export const emptyTotals = (): KindTotals => ({
  user: 0,
  assistant: 0,
  reasoning: 0,
  tool_call: 0,
  tool_output: 0,
  injected: 0,
  image: 0,
  encrypted: 0,
})

const tokensOf = (bytes: number) => Math.ceil(Math.max(0, bytes) / 4)

/** `estimate_reasoning_length`: ¾ of the base64 length, less 650 bytes (saturating). */
export const encryptedBytes = (chars: number) => Math.max(0, Math.floor((chars * 3) / 4) - 650)

const IMAGE_PART = /\[image, \d+ characters\]/g

/** The kind an item's own text counts as (its images and encrypted payload are apart). */
function textKind(item: HistoryItem, registry: FragmentRegistry): TokenKind {
  switch (item.type) {
    case 'message':
      if (item.role === 'assistant') return 'assistant'
      if (item.role === 'user' && !fragmentTypeOf(item, registry)) return 'user'
      return 'injected'
    case 'reasoning':
      return 'reasoning'
    case 'agent_message':
      return 'assistant'
    case 'function_call':
    case 'custom_tool_call':
    case 'other':
      return 'tool_call'
    case 'function_call_output':
    case 'custom_tool_call_output':
      return 'tool_output'
    default:
      return 'encrypted'
  }
}

/** Adds one item's estimate, split by kind, to `into`. */
export function addItemTokens(
  into: KindTotals,
  item: HistoryItem,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): void {
  if (item.type === 'compaction' || item.type === 'context_compaction') {
    into.encrypted += tokensOf(encryptedBytes(encryptedCharsOf(item)))
    return
  }
  let bytes = itemTextUtf8Length(item)
  const text =
    item.type === 'message'
      ? item.parts.join('\n')
      : item.type.endsWith('_output')
        ? (item as { output: string }).output
        : ''
  const images = text.match(IMAGE_PART)
  if (images) {
    for (const placeholder of images) bytes -= utf8Length(placeholder)
    into.image += tokensOf(images.length * IMAGE_BYTES)
  }
  into[textKind(item, registry)] += tokensOf(bytes)
  if (item.type === 'reasoning') into.encrypted += tokensOf(encryptedBytes(encryptedCharsOf(item)))
}

/** A history's estimate by kind. */
export function historyTokens(
  items: readonly HistoryItem[],
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): KindTotals {
  const totals = emptyTotals()
  for (const item of items) addItemTokens(totals, item, registry)
  return totals
}

export const sumTotals = (totals: KindTotals) =>
  TOKEN_KINDS.reduce((sum, kind) => sum + totals[kind], 0)

/** The input tokens of the last plotted request at or before a line (requests in line order). */
export function recordedTokensAt(
  requests: readonly RequestPoint[],
  line: number,
): RequestPoint | undefined {
  let found: RequestPoint | undefined
  for (const r of requests) {
    if (r.line > line) break
    if (!r.anomaly) found = r
  }
  return found
}

/** The history at a line by kind, beside the recorded input tokens of the last request. */
export interface LineTokens {
  readonly line: number
  readonly kinds: KindTotals
  readonly estimated: number
  /** the last request's recorded input tokens at or before the line, and its line. */
  readonly recorded?: number
  readonly recordedLine?: number
  /**
   * recorded − estimated: what the estimate leaves out (the base instructions and tool schemas
   * sent with every request, each item's JSON framing, the tokenizer's own count); negative when
   * items were added after the last request.
   */
  readonly unexplained?: number
}

export function lineTokens(
  line: number,
  history: readonly HistoryItem[],
  requests: readonly RequestPoint[],
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): LineTokens {
  const kinds = historyTokens(history, registry)
  const estimated = sumTotals(kinds)
  const request = recordedTokensAt(requests, line)
  return {
    line,
    kinds,
    estimated,
    ...(request
      ? {
          recorded: request.tokens,
          recordedLine: request.line,
          unexplained: request.tokens - estimated,
        }
      : {}),
  }
}

/** What each turn added to the history, by kind, and the largest input it sent. */
export interface TurnTokens {
  readonly turn: number
  readonly line: number
  readonly added: KindTotals
  readonly peakRecorded?: number
}

/**
 * Per turn: the items its lines recorded (a compaction's replacement is not counted again) and
 * the largest recorded input of its requests. `turnLines` are the turns' first lines, in order.
 */
export function turnTokens(
  log: Pick<RolloutLog, 'records'>,
  turnLines: readonly number[],
  requests: readonly RequestPoint[],
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): TurnTokens[] {
  const turns = turnLines.map((line, turn) => ({
    turn,
    line,
    added: emptyTotals(),
    peak: undefined as number | undefined,
  }))
  if (turns.length === 0) return []
  let t = 0
  const advance = (line: number) => {
    while (t + 1 < turns.length && turns[t + 1]!.line <= line) t++
  }
  for (const r of log.records) {
    if (r.kind !== 'item' && r.kind !== 'inter_agent') continue
    advance(r.line)
    addItemTokens(turns[t]!.added, r.item, registry)
  }
  t = 0
  for (const r of requests) {
    if (r.anomaly) continue
    advance(r.line)
    const turn = turns[t]!
    if (turn.peak === undefined || r.tokens > turn.peak) turn.peak = r.tokens
  }
  return turns.map(({ peak, ...rest }) => ({
    ...rest,
    ...(peak !== undefined ? { peakRecorded: peak } : {}),
  }))
}

/** A session's per-kind totals: at its end, per turn, and everything it ever recorded. */
export interface SessionTokenTotals {
  readonly atEnd: LineTokens
  readonly perTurn: readonly TurnTokens[]
  /** every item the file recorded, summed (replacement histories not counted twice). */
  readonly recorded: KindTotals
}

/**
 * For the CLI's per-file report and the session screen: `summary` is `summarizeSession(log)`
 * (its turns and requests). Reconstructs the final history once.
 */
export function sessionTokenTotals(
  log: RolloutLog,
  summary: {
    readonly lines: number
    readonly turns: readonly { readonly line: number }[]
    readonly requests: readonly RequestPoint[]
  },
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): SessionTokenTotals {
  const final = reconstructAt(log, undefined, registry)
  const perTurn = turnTokens(
    log,
    summary.turns.map((t) => t.line),
    summary.requests,
    registry,
  )
  const recorded = emptyTotals()
  for (const r of log.records)
    if (r.kind === 'item' || r.kind === 'inter_agent') addItemTokens(recorded, r.item, registry)
  return {
    atEnd: lineTokens(summary.lines, final.history, summary.requests, registry),
    perTurn,
    recorded,
  }
}
