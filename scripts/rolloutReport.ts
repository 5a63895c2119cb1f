/**
 * One rollout file's report for `npm run rollout`: read it (regular files only, within the
 * reading limits), then print its summary, each compaction's labels with their evidence, the Codex
 * behaviour predicted, why recorded and predicted differ (counted by cause), the world the file
 * states and a redaction warning; as text, or with `json` as one JSON object. A folder walker
 * calls `printSessionReport` once per file; `reportSections` is where more per-file sections plug in.
 */
import { createReadStream, statSync } from 'node:fs'
import {
  compareCompaction,
  contextItemsUpTo,
  countCauses,
  DIFFERENCE_CAUSES,
  readAsRollout,
  reconstructAt,
  runAllCells,
  sessionScenario,
  sessionTokenTotals,
  summarizeSession,
  toScenarioItem,
  TOKEN_KINDS,
  type ClassifiedDifference,
  type CompactionResult,
  type ContextPosition,
  type DifferenceCounts,
  type RolloutLog,
  type SessionSummary,
} from '../src/core/index.ts'
import { readRolloutStream } from '../src/features/session/rolloutStream.ts'
import { session } from '../src/i18n/en/session.ts'
import { count, fill, labelLines, worldAt, worldLines } from './rolloutLabels.ts'
import { printErrors, printLines, terminalJson } from './terminalText.ts'

export interface ReportOptions {
  /** one JSON object on stdout instead of text. */
  readonly json?: boolean
  /** the reconstructed history and the nine cells at this line, as JSON. */
  readonly at?: number
}

/** The file read, or the one line saying why it could not be (exit code 2). */
export async function readSessionFile(
  file: string,
): Promise<{ log: RolloutLog } | { error: string }> {
  let size: number
  try {
    // a device or a pipe cannot be sized: /dev/zero would never end
    const stat = statSync(file)
    if (!stat.isFile())
      return { error: `${file}: not a regular file (devices and pipes are refused)` }
    size = stat.size
  } catch (error) {
    return { error: `${file}: cannot read: ${(error as Error).message}` }
  }
  try {
    const log = await readRolloutStream(createReadStream(file), { size })
    if (log.stopped)
      return {
        error: `${file}: reading stopped: ${log.stopped.message}; ${log.stopped.line - 1} lines were read before it`,
      }
    return { log }
  } catch (error) {
    return { error: `${file}: cannot read the rollout: ${(error as Error).message}` }
  }
}

/** Why one compaction's recorded and predicted histories differ. */
export interface CompactionDifferences {
  readonly index: number
  readonly line: number
  readonly counts: DifferenceCounts
  readonly differences: readonly ClassifiedDifference[]
  /** where each side holds the initial context. */
  readonly position: ContextPosition
}

/** Every compaction compared with the core, its differences classified. */
export function sessionDifferences(
  log: RolloutLog,
  summary: SessionSummary,
): CompactionDifferences[] {
  return summary.compactions.map((c) => {
    const cmp = compareCompaction(
      log,
      c,
      summary.contextWindow ? { contextWindow: summary.contextWindow } : {},
    )
    return {
      index: c.index,
      line: c.line,
      counts: cmp.differenceCounts,
      differences: cmp.differences,
      position: cmp.contextPosition,
    }
  })
}

/** More per-file sections, each as text lines and a JSON value: today the per-kind token totals. */
export interface ReportSection {
  readonly name: string
  readonly text: readonly string[]
  readonly json: unknown
}

export function reportSections(log: RolloutLog, summary: SessionSummary): ReportSection[] {
  return [tokensSection(log, summary)]
}

/** Where the tokens go at the end of the file, by kind, beside the last request's input. */
function tokensSection(log: RolloutLog, summary: SessionSummary): ReportSection {
  const totals = sessionTokenTotals(log, summary)
  const { atEnd } = totals
  const k = (n: number) => n.toLocaleString('en-US')
  const kinds = TOKEN_KINDS.filter((kind) => atEnd.kinds[kind] > 0)
    .map((kind) => `${kind} ${k(atEnd.kinds[kind])}`)
    .join(' · ')
  const text = [
    `tokens at the end (estimated ${k(atEnd.estimated)}): ${kinds || 'none'}`,
    ...(atEnd.recorded === undefined
      ? []
      : [
          `  recorded input of the last request ${k(atEnd.recorded)} (line ${atEnd.recordedLine}); not in the estimate: ${k(atEnd.unexplained ?? 0)} (base instructions, tool schemas, JSON framing, the tokenizer's own count)`,
        ]),
  ]
  return { name: 'tokens', text, json: totals }
}

/** "server's choice 15, redaction 0 …" with only the causes that occur; "none" without. */
function countsLine(counts: DifferenceCounts): string {
  const parts = DIFFERENCE_CAUSES.filter((c) => counts[c] > 0).map((cause) =>
    fill(session.compare.causeCount, {
      cause: session.compare.causes[cause],
      differences: count(counts[cause], 'differences'),
    }),
  )
  return parts.length ? parts.join(' · ') : session.compare.noDifferences
}

/** The lines under a compaction for its differences: the counts, then the first few with reasons. */
export function differenceLines(d: CompactionDifferences, limit = 10): string[] {
  const lines = [`differences: ${countsLine(d.counts)}`, `  ${positionLine(d.position)}`]
  for (const diff of d.differences.slice(0, limit))
    lines.push(
      `  ${session.compare[diff.kind]} ${diff.status} ${diff.type}: ${fill(
        session.compare.causeReason,
        {
          cause: session.compare.causes[diff.cause],
          reason: session.compare.reasons[diff.reason],
        },
      )} (${JSON.stringify(diff.text.slice(0, 60))})`,
    )
  if (d.differences.length > limit) lines.push(`  … ${d.differences.length - limit} more`)
  return lines
}

/** The initial context's place on both sides, in the app's words. */
function positionLine(position: ContextPosition): string {
  const recorded = session.compare.places[position.recorded]
  const predicted = session.compare.places[position.predicted]
  if (!position.judged)
    return fill(session.compare.contextPositionUnjudged, { recorded, predicted })
  return position.agrees
    ? fill(session.compare.contextPositionSame, { place: recorded })
    : fill(session.compare.contextPosition, { recorded, predicted })
}

function totalCounts(all: readonly CompactionDifferences[]): DifferenceCounts {
  const total = countCauses([])
  for (const d of all) for (const cause of DIFFERENCE_CAUSES) total[cause] += d.counts[cause]
  return total
}

function redactionLines(s: SessionSummary): string[] {
  if (!s.redaction.redacted) return []
  return [
    `${session.redaction.heading}: ${fill(session.redaction.body, {
      parts: count(s.redaction.parts, 'parts'),
      lines: s.redaction.lines.join(', '),
    })}`,
  ]
}

function printSummary(file: string, log: RolloutLog, s: SessionSummary): void {
  const k = (n: number | undefined) => (n === undefined ? '?' : n.toLocaleString('en-US'))
  printLines(`${file}`)
  printLines(
    `  version ${s.version ?? 'unknown'} · eras ${s.eras.join(', ') || 'none'} · ${k(s.lines)} lines`,
  )
  printLines(
    `  ${count(s.turns.length, 'turns')} · ${count(s.requests.length, 'requests')} · window ${k(s.contextWindow)} tokens · ${count(s.finalItems, 'items')} at the end`,
  )
  for (const l of redactionLines(s)) printLines(`  ${l}`)
  const flagged = s.requests.filter((q) => q.anomaly)
  if (flagged.length)
    printLines(
      `  impossible token counts flagged: ${k(flagged.length)} (lines ${flagged
        .slice(0, 5)
        .map((q) => q.line)
        .join(', ')})`,
    )
  printCompactions(s, sessionDifferences(log, s))
  printLines('  world at the last line:')
  for (const l of worldLines(worldAt(log))) printLines(`    ${l}`)
  const st = log.stats
  printLines(
    `  encrypted ${st.encrypted} (${k(st.encryptedChars)} chars) · images ${st.images} (${k(st.imageChars)} chars) counted, not kept`,
  )
  const unknown = Object.entries(st.unknown)
  if (unknown.length)
    printLines(`  skipped unknown types: ${unknown.map(([t, n]) => `${t} ×${n}`).join(', ')}`)
  for (const section of reportSections(log, s)) for (const l of section.text) printLines(`  ${l}`)
}

function printCompactions(s: SessionSummary, differences: readonly CompactionDifferences[]): void {
  const k = (n: number | undefined) => (n === undefined ? '?' : n.toLocaleString('en-US'))
  printLines(`  ${count(s.compactions.length, 'compactions')}`)
  s.compactions.forEach((c, i) => {
    printLines(
      `    #${c.index + 1} line ${c.line} (turn ${c.turn + 1}, ${c.label.phase} · ${c.label.implementation}${c.hasReplacementHistory ? '' : ', no replacement_history'}): tokens ${k(c.tokensBefore)} → ${k(c.tokensAfter)}, items ${c.itemsBefore} → ${c.itemsAfter}`,
    )
    for (const l of labelLines(c)) printLines(`      ${l}`)
    for (const l of differenceLines(differences[i]!)) printLines(`      ${l}`)
  })
  if (s.compactions.length > 1)
    printLines(`  differences in all: ${countsLine(totalCounts(differences))}`)
}

function cellOutput(result: CompactionResult) {
  return {
    cell: result.cell,
    path: result.path,
    outcome: result.outcome,
    items: result.items.map(({ id, type, role, status, fragmentType, text }) => ({
      id,
      type,
      ...(role ? { role } : {}),
      status,
      ...(fragmentType ? { fragmentType } : {}),
      text: text.length > 200 ? `${text.slice(0, 200)}…` : text,
    })),
    cut: result.cut,
    referenceContext: result.referenceContext,
    nextTurnInjection: result.nextTurnInjection.map((i) => i.fragmentType ?? i.type),
  }
}

/** The history and the nine cells at a line (`--at`). */
export function atLine(log: RolloutLog, line: number, summary: SessionSummary) {
  const r = reconstructAt(log, line)
  const { scenario, droppedOrphans, world } = sessionScenario(r.history, r.turnContext, {
    ...(summary.contextWindow ? { contextWindow: summary.contextWindow } : {}),
    ...(log.meta ? { meta: log.meta } : {}),
    contextItems: contextItemsUpTo(log, r.line),
  })
  return {
    line: r.line,
    history: r.history.map(toScenarioItem),
    previousTurnSettings: r.previousTurnSettings ?? null,
    referenceContextItem: r.referenceContextItem,
    windowId: r.windowId,
    world,
    droppedOrphanOutputs: droppedOrphans,
    cells: runAllCells(scenario).map(cellOutput),
  }
}

/** The whole report as one JSON value (the summary's fields at the top, as before). */
export function sessionReportJson(log: RolloutLog, summary: SessionSummary) {
  const differences = sessionDifferences(log, summary)
  const sections = Object.fromEntries(reportSections(log, summary).map((s) => [s.name, s.json]))
  return {
    ...summary,
    world: worldAt(log),
    differences,
    differenceTotals: totalCounts(differences),
    issues: log.issues,
    stats: log.stats,
    ...sections,
  }
}

/** Reads one file and prints its report; the exit code (2 when it cannot be read). */
export async function printSessionReport(file: string, opts: ReportOptions = {}): Promise<number> {
  const read = await readSessionFile(file)
  if ('error' in read) {
    printErrors(read.error)
    return 2
  }
  const { log } = read
  for (const issue of log.issues.slice(0, 20))
    printErrors(`${file}:${issue.line}: ${issue.message}`)
  if (log.stats.malformed > 20) printErrors(`… ${log.stats.malformed - 20} more malformed lines`)
  // lines of unknown types are a rollout's lines all the same: listed as skipped, not refused
  if (!readAsRollout(log)) {
    printErrors(`${file}: no rollout lines found`)
    return 2
  }
  if (opts.at !== undefined && opts.at > log.stats.lines) {
    printErrors(`${file}: --at ${opts.at} is past the last line (${log.stats.lines})`)
    return 2
  }
  const summary = summarizeSession(log)
  if (opts.at !== undefined)
    process.stdout.write(`${terminalJson(atLine(log, opts.at, summary))}\n`)
  else if (opts.json) process.stdout.write(`${terminalJson(sessionReportJson(log, summary))}\n`)
  else printSummary(file, log, summary)
  return 0
}
