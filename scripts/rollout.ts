/**
 * `npm run rollout -- <file.jsonl[.zst]> [--at LINE] [--json]`: reads a Codex rollout file.
 * Without `--at`: a summary (version, turns, requests, compactions with tokens and items before
 * and after, each with its timing and implementation read from the file, the lines they came
 * from and the Codex behaviour predicted, and the world the file states), as text or with
 * `--json` as JSON. With `--at LINE`: the reconstructed history and the nine cells at that line,
 * as JSON. Exit code 2, with one line on stderr, for a bad invocation, unreadable input, a device
 * or pipe, or a file past a reading limit (`ROLLOUT_LIMITS`: line length, blank lines in a row,
 * decompressed size, zstd window). Text from the file is printed with its control characters as
 * visible escapes (`terminalText.ts`).
 */
import { createReadStream, statSync } from 'node:fs'
import {
  contextItemsUpTo,
  reconstructAt,
  runAllCells,
  sessionScenario,
  summarizeSession,
  toScenarioItem,
  type CompactionResult,
  type RolloutLog,
  type SessionSummary,
} from '../src/core/index.ts'
import { readRolloutStream } from '../src/features/session/rolloutStream.ts'
import { count, labelLines, worldAt, worldLines } from './rolloutLabels.ts'
import { printErrors, printLines, terminalJson } from './terminalText.ts'
import { rolloutFolder } from './rolloutFolder.ts'

const USAGE = 'usage: npm run rollout -- <file.jsonl[.zst] | folder> [--at LINE] [--json]'

/** Prints the lines on stderr (file text in them escaped) and gives the exit code 2. */
function fail(...lines: string[]): number {
  printErrors(...lines)
  return 2
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

function atLine(log: RolloutLog, line: number, summary: SessionSummary) {
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

function printSummary(file: string, log: RolloutLog, s: SessionSummary): void {
  const k = (n: number | undefined) => (n === undefined ? '?' : n.toLocaleString('en-US'))
  printLines(`${file}`)
  printLines(
    `  version ${s.version ?? 'unknown'} · eras ${s.eras.join(', ') || 'none'} · ${k(s.lines)} lines`,
  )
  printLines(
    `  ${count(s.turns.length, 'turns')} · ${count(s.requests.length, 'requests')} · window ${k(s.contextWindow)} tokens · ${count(s.finalItems, 'items')} at the end`,
  )
  const flagged = s.requests.filter((q) => q.anomaly)
  if (flagged.length)
    printLines(
      `  impossible token counts flagged: ${k(flagged.length)} (lines ${flagged
        .slice(0, 5)
        .map((q) => q.line)
        .join(', ')})`,
    )
  printLines(`  ${count(s.compactions.length, 'compactions')}`)
  for (const c of s.compactions) {
    printLines(
      `    #${c.index + 1} line ${c.line} (turn ${c.turn + 1}, ${c.label.phase} · ${c.label.implementation}${c.hasReplacementHistory ? '' : ', no replacement_history'}): tokens ${k(c.tokensBefore)} → ${k(c.tokensAfter)}, items ${c.itemsBefore} → ${c.itemsAfter}`,
    )
    for (const l of labelLines(c)) printLines(`      ${l}`)
  }
  printLines('  world at the last line:')
  for (const l of worldLines(worldAt(log))) printLines(`    ${l}`)
  const st = log.stats
  printLines(
    `  encrypted ${st.encrypted} (${k(st.encryptedChars)} chars) · images ${st.images} (${k(st.imageChars)} chars) counted, not kept`,
  )
  const unknown = Object.entries(st.unknown)
  if (unknown.length)
    printLines(`  skipped unknown types: ${unknown.map(([t, n]) => `${t} ×${n}`).join(', ')}`)
}

async function main(argv: string[]): Promise<number> {
  let json = false
  let atRaw: string | undefined
  let wantsAt = false
  const files: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--json') json = true
    else if (arg === '--at') {
      wantsAt = true
      atRaw = argv[++i]
    } else if (arg.startsWith('--')) return fail(`unknown option ${arg}`, USAGE)
    else files.push(arg)
  }
  if (files.length !== 1) return fail(USAGE)
  const at = atRaw === undefined ? undefined : Number(atRaw)
  if (wantsAt && (at === undefined || !Number.isInteger(at) || at < 1))
    return fail(`--at needs a line number ≥ 1, got ${atRaw ?? 'nothing'}`, USAGE)
  const file = files[0]!
  // a folder: every rollout in it, summed up (scripts/rolloutFolder.ts)
  if (at === undefined && statSync(file, { throwIfNoEntry: false })?.isDirectory())
    return rolloutFolder(file, json)
  let size: number
  try {
    // a device or a pipe cannot be sized: /dev/zero would never end
    const stat = statSync(file)
    if (!stat.isFile()) return fail(`${file}: not a regular file (devices and pipes are refused)`)
    size = stat.size
  } catch (error) {
    return fail(`${file}: cannot read: ${(error as Error).message}`)
  }
  let log: RolloutLog
  try {
    log = await readRolloutStream(createReadStream(file), { size })
  } catch (error) {
    return fail(`${file}: cannot read the rollout: ${(error as Error).message}`)
  }
  if (log.stopped)
    return fail(
      `${file}: reading stopped: ${log.stopped.message}; ${log.stopped.line - 1} lines were read before it`,
    )
  for (const issue of log.issues.slice(0, 20))
    printErrors(`${file}:${issue.line}: ${issue.message}`)
  if (log.stats.malformed > 20) printErrors(`… ${log.stats.malformed - 20} more malformed lines`)
  if (log.records.length === 0 && !log.meta) return fail(`${file}: no rollout lines found`)
  if (at !== undefined && at > log.stats.lines)
    return fail(`${file}: --at ${at} is past the last line (${log.stats.lines})`)
  const summary = summarizeSession(log)
  if (at !== undefined) process.stdout.write(`${terminalJson(atLine(log, at, summary))}\n`)
  else if (json)
    process.stdout.write(
      `${terminalJson({ ...summary, world: worldAt(log), issues: log.issues, stats: log.stats })}\n`,
    )
  else printSummary(file, log, summary)
  return 0
}

main(process.argv.slice(2)).then(
  (code) => (process.exitCode = code),
  (error: unknown) => {
    // one line, never a stack
    printErrors(
      `cannot read the rollout: ${error instanceof Error ? error.message : String(error)}`,
    )
    process.exitCode = 2
  },
)
