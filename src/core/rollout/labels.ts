import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem } from '../history.ts'
import { isSummaryItem, isUserMessage } from '../compaction/items.ts'
import type { Cell, Phase } from '../compaction/types.ts'
import { codexBehaviour, type CodexBehaviour } from './versions.ts'
import type { CompactedRecord, RolloutLog, RolloutRecord } from './types.ts'

/**
 * What a recorded compaction was, read from the file: its timing (manual, pre-turn, mid-turn)
 * and its implementation (local, legacy remote, remote v2, empty window), each with the lines
 * it was read from and whether it is inferred rather than shown by the file.
 */

/** The four implementations a file can show (remote is split by endpoint). */
export type RecordedImplementation = 'local' | 'remote_legacy' | 'remote_v2' | 'empty_window'

export type EvidenceKind =
  // timing
  | 'task_started'
  | 'task_complete'
  | 'no_user_message'
  | 'user_message_before'
  | 'user_message_after'
  | 'no_sampling_before'
  | 'tool_output_before'
  | 'model_output_before'
  | 'between_turns'
  | 'no_lifecycle_events'
  | 'compact_marker'
  | 'tokens_below_limit'
  | 'tokens_near_limit'
  // implementation
  | 'no_replacement_history'
  | 'summary_message'
  | 'summary_item'
  | 'compaction_item'
  | 'context_window_item'
  | 'no_compaction_item'
  | 'assistant_kept'
  | 'ghost_snapshots'
  | 'recording_version'
  | 'recorded_on'
  | 'version_unknown'

/** One reason for a label: the line it is on and, where useful, a value (a count, a version). */
export interface Evidence {
  readonly kind: EvidenceKind
  readonly line: number
  /** 1-based position inside the line's replacement history. */
  readonly item?: number
  readonly value?: string | number
}

export interface CompactionLabel {
  readonly phase: Phase
  readonly phaseInferred: boolean
  readonly phaseEvidence: readonly Evidence[]
  readonly implementation: RecordedImplementation
  readonly implementationInferred: boolean
  readonly implementationEvidence: readonly Evidence[]
  /** the Codex behaviour a prediction for this compaction stands for. */
  readonly behaviour: CodexBehaviour
}

/** The grid cell of a label (both remote endpoints are the remote column). */
export function labelCell(label: CompactionLabel): Cell {
  const implementation =
    label.implementation === 'remote_legacy' || label.implementation === 'remote_v2'
      ? 'remote'
      : label.implementation
  return { phase: label.phase, implementation }
}

/**
 * Below this share of the window an automatic compaction cannot have fired (real ones fired at
 * 208k–253k of 258,400, manual ones at 50–110k); at or above it an automatic one is likely.
 */
export const NEAR_LIMIT_SHARE = 0.75

export interface LabelContext {
  readonly registry: FragmentRegistry
  readonly tokensBefore: number | undefined
  readonly window: number | undefined
  /** the file records the turn lifecycle (`task_started`, persisted since PR #11246). */
  readonly hasTasks: boolean
}

const isOutput = (item: HistoryItem) =>
  item.type === 'function_call_output' || item.type === 'custom_tool_call_output'
const isModelOutput = (item: HistoryItem) =>
  (item.type === 'message' && item.role === 'assistant') ||
  item.type === 'reasoning' ||
  item.type === 'function_call' ||
  item.type === 'custom_tool_call'

/** What surrounds a compaction inside its turn (or between turns). */
interface Surroundings {
  taskStart?: number
  taskEnd?: number
  turnEndBefore?: number
  userBefore?: number
  userAfter?: number
  /** the nearest model-side item before it, after the last user input. */
  nearest?: { readonly line: number; readonly tool: boolean; readonly final: boolean }
  samplingBefore?: number
  markers: number[]
}

function isUserInput(r: RolloutRecord, registry: FragmentRegistry): boolean {
  if (r.kind === 'user_message') return true
  return (
    r.kind === 'item' &&
    r.item.type === 'message' &&
    r.item.role === 'user' &&
    isUserMessage(r.item, registry)
  )
}

function scanBack(
  records: readonly RolloutRecord[],
  at: number,
  s: Surroundings,
  reg: FragmentRegistry,
  hasTasks: boolean,
) {
  for (let i = at - 1; i >= 0; i--) {
    const r = records[i]!
    if (r.kind === 'task_started') return void (s.taskStart = r.line)
    if (r.kind === 'task_complete' || r.kind === 'turn_aborted')
      return void (s.turnEndBefore = r.line)
    if (r.kind === 'compacted') return
    if (r.kind === 'compact_marker') s.markers.push(r.line)
    // a request's usage (not a rate-limit-only count) means the turn already sampled
    if (r.kind === 'token_count' && r.last && s.userBefore === undefined)
      s.samplingBefore ??= r.line
    if (isUserInput(r, reg)) {
      s.userBefore ??= r.line
      // without lifecycle events the last user input bounds the turn
      if (!hasTasks) return
      continue
    }
    if (r.kind === 'item' && s.userBefore === undefined && s.nearest === undefined) {
      if (isOutput(r.item)) s.nearest = { line: r.line, tool: true, final: false }
      else if (isModelOutput(r.item))
        s.nearest = {
          line: r.line,
          tool: false,
          final: r.item.type === 'message' && r.item.role === 'assistant',
        }
    }
  }
}

function scanForward(
  records: readonly RolloutRecord[],
  at: number,
  s: Surroundings,
  reg: FragmentRegistry,
) {
  for (let i = at + 1; i < records.length; i++) {
    const r = records[i]!
    if (r.kind === 'task_complete' || r.kind === 'turn_aborted') return void (s.taskEnd = r.line)
    if (r.kind === 'task_started' || r.kind === 'compacted') return
    if (r.kind === 'compact_marker') s.markers.push(r.line)
    if (isUserInput(r, reg)) return void (s.userAfter = r.line)
  }
}

function tokenEvidence(ctx: LabelContext, line: number): Evidence | undefined {
  if (ctx.tokensBefore === undefined || !ctx.window) return undefined
  const near = ctx.tokensBefore >= ctx.window * NEAR_LIMIT_SHARE
  return {
    kind: near ? 'tokens_near_limit' : 'tokens_below_limit',
    line,
    value: ctx.tokensBefore,
  }
}

interface PhaseDecision {
  readonly phase: Phase
  readonly inferred: boolean
  readonly evidence: Evidence[]
}

/** A compaction inside an open task (the file records the turn lifecycle). */
function phaseInTask(s: Surroundings, line: number, tokens: Evidence | undefined): PhaseDecision {
  const ev: Evidence[] = [{ kind: 'task_started', line: s.taskStart! }]
  const markers = s.markers.map((m): Evidence => ({ kind: 'compact_marker', line: m }))
  if (s.userBefore === undefined && s.userAfter === undefined) {
    ev.push({ kind: 'no_user_message', line }, ...markers)
    if (s.taskEnd !== undefined) ev.push({ kind: 'task_complete', line: s.taskEnd })
    if (tokens) ev.push(tokens)
    // a compact task runs as its own turn; only a closed turn shows it had no user input
    const inferred = s.taskEnd === undefined || tokens?.kind === 'tokens_near_limit'
    return { phase: 'manual', inferred, evidence: ev }
  }
  if (s.userBefore === undefined) {
    const sampled = s.samplingBefore !== undefined || s.nearest !== undefined
    ev.push(
      { kind: 'no_sampling_before', line },
      { kind: 'user_message_after', line: s.userAfter! },
    )
    return { phase: sampled ? 'mid_turn' : 'pre_turn', inferred: sampled, evidence: ev }
  }
  ev.push({ kind: 'user_message_before', line: s.userBefore })
  if (s.nearest) {
    ev.push({
      kind: s.nearest.tool ? 'tool_output_before' : 'model_output_before',
      line: s.nearest.line,
    })
    return { phase: 'mid_turn', inferred: !s.nearest.tool, evidence: ev }
  }
  ev.push({ kind: 'no_sampling_before', line })
  return { phase: 'pre_turn', inferred: true, evidence: ev }
}

/** A compaction outside a recorded task: between turns, or in a file without lifecycle events. */
function phaseOutsideTask(
  s: Surroundings,
  line: number,
  tokens: Evidence | undefined,
  hasTasks: boolean,
): PhaseDecision {
  const ev: Evidence[] = hasTasks ? [] : [{ kind: 'no_lifecycle_events', line }]
  if (!hasTasks && s.userBefore !== undefined && s.nearest && !s.nearest.final) {
    ev.push(
      { kind: 'user_message_before', line: s.userBefore },
      { kind: s.nearest.tool ? 'tool_output_before' : 'model_output_before', line: s.nearest.line },
    )
    return { phase: 'mid_turn', inferred: true, evidence: ev }
  }
  const end = s.turnEndBefore ?? s.nearest?.line
  if (end !== undefined) ev.push({ kind: 'between_turns', line: end })
  ev.push(...s.markers.map((m): Evidence => ({ kind: 'compact_marker', line: m })))
  if (tokens) ev.push(tokens)
  const manual = tokens ? tokens.kind === 'tokens_below_limit' : s.markers.length > 0
  return { phase: manual ? 'manual' : 'pre_turn', inferred: true, evidence: ev }
}

/** The timing of the compaction at `records[at]`. */
export function labelPhase(log: RolloutLog, at: number, ctx: LabelContext): PhaseDecision {
  const records = log.records
  const line = records[at]!.line
  const s: Surroundings = { markers: [] }
  scanBack(records, at, s, ctx.registry, ctx.hasTasks)
  scanForward(records, at, s, ctx.registry)
  s.markers.sort((a, b) => a - b)
  const tokens = tokenEvidence(ctx, line)
  if (s.taskStart !== undefined) return phaseInTask(s, line, tokens)
  return phaseOutsideTask(s, line, tokens, ctx.hasTasks)
}

const CONTEXT_WINDOW_OPEN = '<context_window>'

function contextWindowIndex(rh: readonly HistoryItem[]): number {
  return rh.findIndex(
    (i) =>
      i.type === 'message' &&
      i.role === 'developer' &&
      i.parts.some((p) => p.trimStart().startsWith(CONTEXT_WINDOW_OPEN)),
  )
}

interface ImplementationDecision {
  readonly implementation: RecordedImplementation
  readonly inferred: boolean
  readonly evidence: Evidence[]
}

/** Legacy `/responses/compact` or v2, by the record's shape first and the version second. */
function remoteEndpoint(
  record: CompactedRecord,
  rh: readonly HistoryItem[],
  behaviour: CodexBehaviour,
): ImplementationDecision {
  const L = record.line
  const last = record.lastItemType ?? rh[rh.length - 1]!.type
  const ev: Evidence[] = [{ kind: 'compaction_item', line: L, item: rh.length, value: last }]
  // v2 retains only user, developer and system messages (compact_remote_v2.rs:512–540): an
  // assistant message kept before the compaction item came from the legacy server
  const assistants = rh.filter((i) => i.type === 'message' && i.role === 'assistant').length
  if (assistants > 0) ev.push({ kind: 'assistant_kept', line: L, value: assistants })
  if (record.ghostSnapshots)
    ev.push({ kind: 'ghost_snapshots', line: L, value: record.ghostSnapshots })
  ev.push(...behaviour.evidence)
  if (assistants > 0 || last === 'compaction_summary' || record.ghostSnapshots)
    return { implementation: 'remote_legacy', inferred: false, evidence: ev }
  return {
    implementation: behaviour.remoteCompactionV2 ? 'remote_v2' : 'remote_legacy',
    inferred: behaviour.inferred,
    evidence: ev,
  }
}

/** The implementation of a recorded compaction. */
export function labelImplementation(
  record: CompactedRecord,
  behaviour: CodexBehaviour,
  registry: FragmentRegistry,
): ImplementationDecision {
  const L = record.line
  const rh = record.replacementHistory
  const summaryEvidence: Evidence[] =
    record.message !== '' ? [{ kind: 'summary_message', line: L }] : []
  if (!rh)
    return {
      implementation: 'local',
      inferred: record.message === '',
      evidence: [{ kind: 'no_replacement_history', line: L }, ...summaryEvidence],
    }
  const last = rh[rh.length - 1]
  if (last && (last.type === 'compaction' || last.type === 'context_compaction'))
    return remoteEndpoint(record, rh, behaviour)
  const noItem: Evidence = { kind: 'no_compaction_item', line: L }
  const cw = contextWindowIndex(rh)
  // TokenBudget installs a fresh initial context (its window identity first) with an empty
  // message and no model output (core/src/session/mod.rs:3800–3839)
  if (cw >= 0 && record.message === '')
    return {
      implementation: 'empty_window',
      inferred: false,
      evidence: [{ kind: 'context_window_item', line: L, item: cw + 1 }, noItem],
    }
  if (last && isSummaryItem(last, registry))
    return {
      implementation: 'local',
      inferred: false,
      evidence: [{ kind: 'summary_item', line: L, item: rh.length }, ...summaryEvidence, noItem],
    }
  return { implementation: 'local', inferred: true, evidence: [...summaryEvidence, noItem] }
}

/** Both labels of the compaction at `records[at]`. */
export function labelCompaction(log: RolloutLog, at: number, ctx: LabelContext): CompactionLabel {
  const record = log.records[at] as CompactedRecord
  const behaviour = codexBehaviour(log, record.line)
  const phase = labelPhase(log, at, ctx)
  const impl = labelImplementation(record, behaviour, ctx.registry)
  return {
    phase: phase.phase,
    phaseInferred: phase.inferred,
    phaseEvidence: phase.evidence,
    implementation: impl.implementation,
    implementationInferred: impl.inferred,
    implementationEvidence: impl.evidence,
    behaviour:
      impl.implementation === 'remote_legacy' || impl.implementation === 'remote_v2'
        ? { ...behaviour, remoteCompactionV2: impl.implementation === 'remote_v2' }
        : behaviour,
  }
}
