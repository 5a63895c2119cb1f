import type { Phase } from '../compaction/types.ts'
import { PHASES } from '../compaction/types.ts'
import type { RecordedImplementation } from './labels.ts'
import { readAsRollout } from './reader.ts'
import type { SessionSummary } from './timeline.ts'
import type { RolloutIssue, RolloutLog, RolloutStop } from './types.ts'

/**
 * A folder of rollouts (`~/.codex/sessions`) as an index: one small entry per file, built from
 * its log and summary and kept once the log is dropped, and totals across the entries. A folder
 * of a thousand sessions costs a few hundred bytes each, never the files themselves.
 */

export const RECORDED_IMPLEMENTATIONS: readonly RecordedImplementation[] = [
  'local',
  'remote_legacy',
  'remote_v2',
  'empty_window',
]

export interface FolderCompaction {
  readonly line: number
  readonly phase: Phase
  readonly implementation: RecordedImplementation
  readonly inferred: boolean
  readonly tokensBefore?: number
  readonly tokensAfter?: number
  /** milliseconds since the epoch, from the `compacted` line's timestamp. */
  readonly time?: number
}

/** One session of the folder. */
export interface SessionIndexEntry {
  /** the path inside the folder (`2026/03/02/rollout-….jsonl`). */
  readonly path: string
  readonly bytes: number
  /** the session's start as recorded (`session_meta` timestamp), ISO text. */
  readonly date?: string
  readonly version?: string
  /** the last model a `turn_context` named. */
  readonly model?: string
  readonly turns: number
  readonly requests: number
  /** the most context tokens a plotted request sent. */
  readonly peakTokens?: number
  readonly contextWindow?: number
  readonly compactions: readonly FolderCompaction[]
  /** lines that could not be read, and the first of them. */
  readonly malformed: number
  readonly firstIssue?: RolloutIssue
  readonly stopped?: RolloutStop
  readonly truncatedLastLine: boolean
}

/** A file of the folder that gave no session at all (unreadable, empty, not a rollout). */
export interface FolderFailure {
  readonly path: string
  readonly bytes: number
  /** the line the reason is on, when there is one. */
  readonly line?: number
  readonly message: string
}

const timeOf = (text: string | undefined): number | undefined => {
  if (text === undefined) return undefined
  const ms = Date.parse(text)
  return Number.isFinite(ms) ? ms : undefined
}

function lastModel(log: RolloutLog): string | undefined {
  for (let i = log.records.length - 1; i >= 0; i--) {
    const r = log.records[i]!
    if (r.kind === 'turn_context' && r.model) return r.model
  }
  return undefined
}

function compactionsOf(log: RolloutLog, summary: SessionSummary): FolderCompaction[] {
  const times = new Map<number, number>()
  for (const r of log.records)
    if (r.kind === 'compacted') {
      const time = timeOf(r.timestamp)
      if (time !== undefined) times.set(r.line, time)
    }
  return summary.compactions.map((c) => {
    const time = times.get(c.line)
    return {
      line: c.line,
      phase: c.label.phase,
      implementation: c.label.implementation,
      inferred: c.label.phaseInferred || c.label.implementationInferred,
      ...(c.tokensBefore !== undefined ? { tokensBefore: c.tokensBefore } : {}),
      ...(c.tokensAfter !== undefined ? { tokensAfter: c.tokensAfter } : {}),
      ...(time !== undefined ? { time } : {}),
    }
  })
}

/** The index entry of one file, from its log and summary (the log can be dropped after). */
export function sessionIndexEntry(
  path: string,
  bytes: number,
  log: RolloutLog,
  summary: SessionSummary,
): SessionIndexEntry {
  let peak: number | undefined
  for (const r of summary.requests) if (!r.anomaly && (peak ?? -1) < r.tokens) peak = r.tokens
  const model = lastModel(log)
  const date = log.meta?.timestamp
  return {
    path,
    bytes,
    ...(date !== undefined ? { date } : {}),
    ...(summary.version !== undefined ? { version: summary.version } : {}),
    ...(model !== undefined ? { model } : {}),
    turns: summary.turns.length,
    requests: summary.requests.length,
    ...(peak !== undefined ? { peakTokens: peak } : {}),
    ...(summary.contextWindow !== undefined ? { contextWindow: summary.contextWindow } : {}),
    compactions: compactionsOf(log, summary),
    malformed: log.stats.malformed,
    ...(log.issues[0] ? { firstIssue: log.issues[0] } : {}),
    ...(log.stopped ? { stopped: log.stopped } : {}),
    truncatedLastLine: log.truncatedLastLine,
  }
}

/** Why a log is no session at all, or undefined when it is one. */
export function folderFailureOf(
  path: string,
  bytes: number,
  log: RolloutLog,
): FolderFailure | undefined {
  if (readAsRollout(log)) return undefined
  if (log.stopped)
    return {
      path,
      bytes,
      line: log.stopped.line,
      message: `reading stopped: ${log.stopped.message}`,
    }
  const issue = log.issues[0]
  if (issue) return { path, bytes, line: issue.line, message: issue.message }
  return { path, bytes, message: 'no rollout lines' }
}

/** A mean and its sample size (the mean is undefined over nothing). */
export interface Mean {
  readonly count: number
  readonly mean?: number
}

export interface FolderTotals {
  readonly sessions: number
  readonly failed: number
  readonly bytes: number
  readonly turns: number
  readonly requests: number
  readonly compactions: number
  /** compactions by timing, then by implementation; `inferred` counts the labels not shown by the file. */
  readonly byCell: Readonly<Record<Phase, Readonly<Record<RecordedImplementation, number>>>>
  readonly inferred: number
  readonly tokensBefore: Mean
  readonly tokensAfter: Mean
  /** the time from one compaction to the next of the same session (ms). */
  readonly between: Mean & { readonly median?: number }
}

const meanOf = (values: readonly number[]): Mean =>
  values.length === 0
    ? { count: 0 }
    : { count: values.length, mean: values.reduce((a, b) => a + b, 0) / values.length }

function medianOf(values: number[]): number | undefined {
  if (values.length === 0) return undefined
  values.sort((a, b) => a - b)
  const mid = values.length >> 1
  return values.length % 2 ? values[mid] : (values[mid - 1]! + values[mid]!) / 2
}

function emptyCells(): Record<Phase, Record<RecordedImplementation, number>> {
  const cells = {} as Record<Phase, Record<RecordedImplementation, number>>
  for (const phase of PHASES)
    cells[phase] = Object.fromEntries(RECORDED_IMPLEMENTATIONS.map((i) => [i, 0])) as Record<
      RecordedImplementation,
      number
    >
  return cells
}

/** Gaps between a session's timed compactions, in line order. */
function gapsOf(compactions: readonly FolderCompaction[]): number[] {
  const times = compactions.flatMap((c) => (c.time === undefined ? [] : [c.time]))
  return times.slice(1).map((time, i) => time - times[i]!)
}

/** Totals across a folder's entries (one pass; the failures only counted). */
export function folderTotals(entries: readonly SessionIndexEntry[], failed = 0): FolderTotals {
  const byCell = emptyCells()
  const before: number[] = []
  const after: number[] = []
  const gaps: number[] = []
  let inferred = 0
  let turns = 0
  let requests = 0
  let bytes = 0
  let compactions = 0
  for (const e of entries) {
    turns += e.turns
    requests += e.requests
    bytes += e.bytes
    compactions += e.compactions.length
    for (const c of e.compactions) {
      byCell[c.phase][c.implementation] += 1
      if (c.inferred) inferred += 1
      if (c.tokensBefore !== undefined) before.push(c.tokensBefore)
      if (c.tokensAfter !== undefined) after.push(c.tokensAfter)
    }
    gaps.push(...gapsOf(e.compactions))
  }
  const between = meanOf(gaps)
  const median = medianOf(gaps)
  return {
    sessions: entries.length,
    failed,
    bytes,
    turns,
    requests,
    compactions,
    byCell,
    inferred,
    tokensBefore: meanOf(before),
    tokensAfter: meanOf(after),
    between: median === undefined ? between : { ...between, median },
  }
}
