import { DEFAULT_REGISTRY } from '../fragments/catalogue.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem } from '../history.ts'
import { isUserMessage } from '../compaction/items.ts'
import {
  buildCompactedHistory,
  collectUserMessages,
  summaryMessageText,
} from '../compaction/localPath.ts'
import type { CompactedRecord, RolloutLog, RolloutRecord, TurnContextRecord } from './types.ts'

/**
 * History reconstruction as Codex does it on resume (spec rollout.md §3, generation 3).
 *
 * The history comes from one forward replay: response items are appended (system messages
 * dropped, §3.2), a `compacted` line with `replacement_history` installs it verbatim, one
 * without is rebuilt from the real user messages and its summary with an empty initial context
 * (§3.3; the `initialContext` option rebuilds it on the context an older Codex's resume put
 * first, `resumeContext.ts`), and `thread_rolled_back` returns to the history as it was before the n-th last user
 * turn *on disk* (PR #9567). That last rule decides issue #32851 (§3.8): a compaction inside a
 * rolled-back turn is rolled back with it. The metadata (previous turn settings, reference
 * context item) come from Codex's reverse scan over turn segments (§3.6).
 */

/** A point the history can return to: the array then and its length (the array only grows). */
interface Snapshot {
  readonly items: HistoryItem[]
  readonly length: number
  readonly sawLegacy: boolean
  readonly window: WindowState
}

interface WindowState {
  readonly count: number
  readonly last?: CompactedRecord
}

/** What a replay saw at a compaction: the history just before, and the one it installed. */
export interface CompactionStep {
  readonly record: CompactedRecord
  /** index among the file's `compacted` lines. */
  readonly index: number
  readonly before: readonly HistoryItem[]
  readonly after: readonly HistoryItem[]
}

export interface ReplayOptions {
  /** replay lines up to and including this one (1-based); the whole file when absent. */
  readonly uptoLine?: number
  readonly registry?: FragmentRegistry
  readonly onCompaction?: (step: CompactionStep) => void
  /**
   * The initial context a compaction without `replacement_history` is rebuilt on, first (that
   * Codex's resume, #3533 to #12612: `resumeContext.ts`); none when absent or undefined (the
   * pin's resume, `session/rollout_reconstruction.rs:361–365`).
   */
  readonly initialContext?: (
    record: CompactedRecord,
  ) => { readonly items: readonly HistoryItem[] } | undefined
}

export interface ReplayResult {
  readonly history: readonly HistoryItem[]
  /** a compaction without `replacement_history` was replayed since the last one with it. */
  readonly sawLegacy: boolean
  readonly compactions: number
  readonly lastCompaction: CompactedRecord | undefined
}

/** The forward replay (the history half of reconstruction). */
export function replayHistory(
  records: readonly RolloutRecord[],
  options: ReplayOptions = {},
): ReplayResult {
  const registry = options.registry ?? DEFAULT_REGISTRY
  const upto = options.uptoLine ?? Infinity
  let history: HistoryItem[] = []
  let sawLegacy = false
  let window: WindowState = { count: 0 }
  let compactionIndex = 0
  let truncationBytes: number | undefined
  let turns: Snapshot[] = []
  for (const record of records) {
    if (record.line > upto) break
    switch (record.kind) {
      case 'turn_context':
        truncationBytes = truncationLimitBytes(record)
        break
      case 'item':
      case 'inter_agent': {
        const item = record.item
        if (item.type === 'message' && item.role === 'system') break
        if (item.type === 'message' && item.role === 'user' && isUserMessage(item, registry))
          turns.push({ items: history, length: history.length, sawLegacy, window })
        history.push(truncateOutput(item, truncationBytes))
        break
      }
      case 'compacted': {
        const before = history
        const after = record.replacementHistory
          ? [...record.replacementHistory]
          : rebuildLegacy(history, record, registry, options.initialContext?.(record)?.items)
        sawLegacy = record.replacementHistory === undefined
        window = { count: window.count + 1, last: record }
        history = after
        options.onCompaction?.({ record, index: compactionIndex++, before, after })
        break
      }
      case 'rolled_back': {
        const n = record.numTurns
        if (n === 0 || turns.length === 0) break
        const target = n >= turns.length ? turns[0]! : turns[turns.length - n]!
        turns = n >= turns.length ? [] : turns.slice(0, turns.length - n)
        history = target.items.slice(0, target.length)
        sawLegacy = target.sawLegacy
        window = target.window
        break
      }
      default:
        break
    }
  }
  return { history, sawLegacy, compactions: window.count, lastCompaction: window.last }
}

/**
 * `build_compacted_history`: the initial context (empty since #12612, generation 2+), the kept
 * user messages, the summary.
 */
function rebuildLegacy(
  history: readonly HistoryItem[],
  record: CompactedRecord,
  registry: FragmentRegistry,
  initialContext: readonly HistoryItem[] = [],
): HistoryItem[] {
  const { kept } = buildCompactedHistory(collectUserMessages(history, registry))
  const summary: HistoryItem = {
    id: `L${record.line}.summary`,
    type: 'message',
    role: 'user',
    parts: [summaryMessageText(record.message)],
  }
  return [...initialContext, ...kept.map((k) => k.item), summary]
}

/** The turn's truncation policy × 1.2, in bytes (tokens are charged 4 bytes each). */
function truncationLimitBytes(context: TurnContextRecord): number | undefined {
  const policy = context.truncationPolicy
  if (!policy) return undefined
  const bytes = policy.mode === 'tokens' ? policy.limit * 4 : policy.limit
  return Math.floor(bytes * 1.2)
}

function truncateOutput(item: HistoryItem, limit: number | undefined): HistoryItem {
  if (limit === undefined) return item
  if (item.type !== 'function_call_output' && item.type !== 'custom_tool_call_output') return item
  if (item.output.length <= limit) return item
  // a middle cut, as Codex's truncate_text keeps both ends
  const half = Math.floor(limit / 2)
  const cut = item.output.length - 2 * half
  return {
    ...item,
    output: `${item.output.slice(0, half)}…${cut} chars truncated…${item.output.slice(-half)}`,
  }
}

/** `previous_turn_settings`: the model (and realtime flag) of the newest surviving user turn. */
export interface PreviousTurnSettings {
  readonly model: string | undefined
  readonly realtimeActive: boolean | undefined
}

type Reference =
  | { readonly state: 'never_set' }
  | { readonly state: 'cleared' }
  | { readonly state: 'latest'; readonly context: TurnContextRecord }

interface Segment {
  turnId: string | undefined
  isUserTurn: boolean
  settings: PreviousTurnSettings | undefined
  reference: Reference
}

const NEVER_SET: Reference = { state: 'never_set' }
const CLEARED: Reference = { state: 'cleared' }
const compatible = (a: string | undefined, b: string | undefined) =>
  a === undefined || b === undefined || a === b

/** The metadata half: Codex's reverse scan over turn segments (§3.6 step 2). */
export function reconstructMetadata(
  records: readonly RolloutRecord[],
  uptoLine = Infinity,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): { previousTurnSettings: PreviousTurnSettings | undefined; reference: Reference } {
  let settings: PreviousTurnSettings | undefined
  let reference: Reference = NEVER_SET
  let pendingRollback = 0
  let active: Segment | undefined
  const open = (): Segment =>
    (active ??= { turnId: undefined, isUserTurn: false, settings: undefined, reference: NEVER_SET })
  const finalize = (segment: Segment) => {
    active = undefined
    if (pendingRollback > 0) {
      // a rolled-back segment is dropped whole; only user turns use up the count
      if (segment.isUserTurn) pendingRollback--
      return
    }
    if (settings === undefined && segment.isUserTurn) settings = segment.settings
    if (
      reference.state === 'never_set' &&
      (segment.isUserTurn || segment.reference.state === 'cleared')
    )
      reference = segment.reference
  }
  let last = records.length - 1
  while (last >= 0 && records[last]!.line > uptoLine) last--
  for (let i = last; i >= 0; i--) {
    const r = records[i]!
    switch (r.kind) {
      case 'compacted': {
        const s = open()
        if (s.reference.state === 'never_set') s.reference = CLEARED
        break
      }
      case 'rolled_back':
        pendingRollback += r.numTurns
        break
      case 'task_complete':
        open().turnId ??= r.turnId
        break
      case 'turn_aborted':
        if (r.turnId !== undefined || active) open().turnId ??= r.turnId
        break
      case 'user_message':
        open().isUserTurn = true
        break
      case 'turn_context': {
        const s = open()
        s.turnId ??= r.turnId
        if (!compatible(s.turnId, r.turnId)) break
        s.settings ??= { model: r.model, realtimeActive: r.realtimeActive }
        if (s.reference.state === 'never_set') s.reference = { state: 'latest', context: r }
        break
      }
      case 'item':
        if (r.item.type === 'message' && r.item.role === 'user' && isUserMessage(r.item, registry))
          open().isUserTurn = true
        break
      case 'inter_agent':
        open().isUserTurn = true
        break
      case 'task_started':
        if (active && compatible(active.turnId, r.turnId)) finalize(active)
        break
      default:
        break
    }
  }
  if (active) finalize(active)
  return { previousTurnSettings: settings, reference }
}

/** Everything Codex restores on resume at a line (§3.6 step 4). */
export interface Reconstruction {
  readonly line: number
  readonly history: readonly HistoryItem[]
  readonly previousTurnSettings: PreviousTurnSettings | undefined
  /** the baseline for context diffs; null when cleared by a compaction or a legacy rebuild. */
  readonly referenceContextItem: TurnContextRecord | null
  /** the newest surviving compaction's window id (UUID or number), else the count of them. */
  readonly windowId: string | number
  /** the turn context in force at the line (for the world of a scenario). */
  readonly turnContext: TurnContextRecord | undefined
  readonly compactions: number
}

/** The model-visible history and metadata at a line (the whole file when `line` is absent). */
export function reconstructAt(
  log: Pick<RolloutLog, 'records'>,
  line?: number,
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): Reconstruction {
  const upto = line ?? Infinity
  const replay = replayHistory(log.records, { uptoLine: upto, registry })
  const meta = reconstructMetadata(log.records, upto, registry)
  const ref = meta.reference
  const last = replay.lastCompaction
  return {
    line: line ?? log.records.at(-1)?.line ?? 0,
    history: replay.history,
    previousTurnSettings: meta.previousTurnSettings,
    referenceContextItem: replay.sawLegacy || ref.state !== 'latest' ? null : ref.context,
    windowId: last?.windowId ?? last?.windowNumber ?? replay.compactions,
    turnContext: turnContextUpTo(log.records, upto),
    compactions: replay.compactions,
  }
}

/** The last turn context recorded on or before `line` (the settings in force there). */
export function turnContextUpTo(
  records: readonly RolloutRecord[],
  line: number,
): TurnContextRecord | undefined {
  let found: TurnContextRecord | undefined
  for (const r of records) {
    if (r.line > line) break
    if (r.kind === 'turn_context') found = r
  }
  return found
}
