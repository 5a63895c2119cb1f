/**
 * `npm run rollout -- <folder> [--json]`: every rollout under a folder (`~/.codex/sessions`),
 * read one at a time with the folder screen's own function (`indexRolloutFile`), so only the
 * index stays in memory. Prints a line per session with its compactions' timing and
 * implementation, then the totals across the folder; with `--json`, the entries, the failures
 * and the totals as one JSON object. A file that cannot be read is named on stderr with its line
 * and the rest go on. Exit code 0 when every file was read, 1 when some failed, 2 when none gave
 * a session.
 */
import { createReadStream, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  folderTotals,
  PHASES,
  RECORDED_IMPLEMENTATIONS,
  type FolderFailure,
  type FolderTotals,
  type SessionIndexEntry,
} from '../src/core/index.ts'
import { MAX_FOLDER_FILES, ROLLOUT_FILE } from '../src/features/session/folder/collectFiles.ts'
import { indexRolloutFile } from '../src/features/session/folder/indexFile.ts'
import { count } from './rolloutLabels.ts'
import { printErrors, printLines, terminalJson } from './terminalText.ts'

/** The rollout files under a folder, in path order (a sessions folder is dated). */
export function folderFiles(dir: string): { path: string }[] {
  const out: { path: string }[] = []
  const walk = (at: string) => {
    const entries = readdirSync(at, { withFileTypes: true })
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (out.length >= MAX_FOLDER_FILES) return
      const path = join(at, entry.name)
      if (entry.isDirectory()) walk(path)
      // devices, pipes and links to them are never opened: /dev/zero would never end
      else if (entry.isFile() && ROLLOUT_FILE.test(entry.name)) out.push({ path })
    }
  }
  walk(dir)
  return out
}

const k = (n: number | undefined) => (n === undefined ? '?' : Math.round(n).toLocaleString('en-US'))

function sessionLines(e: SessionIndexEntry): string[] {
  const lines = [
    `${e.path}: ${e.date ?? 'date unknown'} · version ${e.version ?? 'unknown'} · model ${e.model ?? 'unknown'} · ${count(e.turns, 'turns')} · ${count(e.requests, 'requests')} · ${count(e.compactions.length, 'compactions')} · peak ${k(e.peakTokens)} tokens`,
  ]
  for (const c of e.compactions)
    lines.push(
      `  line ${c.line}: ${c.phase} · ${c.implementation}${c.inferred ? ' (inferred)' : ''}, tokens ${k(c.tokensBefore)} → ${k(c.tokensAfter)}`,
    )
  if (e.firstIssue)
    lines.push(
      `  ${count(e.malformed, 'lines')} unreadable, the first at line ${e.firstIssue.line}: ${e.firstIssue.message}`,
    )
  if (e.stopped) lines.push(`  reading stopped: ${e.stopped.message}`)
  if (e.truncatedLastLine) lines.push('  the file ends in the middle of its last line')
  return lines
}

const minutes = (ms: number | undefined) =>
  ms === undefined ? '?' : `${(ms / 60_000).toFixed(1)} min`

function totalsLines(t: FolderTotals): string[] {
  const width = Math.max(...RECORDED_IMPLEMENTATIONS.map((i) => i.length)) + 2
  return [
    `totals: ${t.sessions} sessions, ${t.failed} failed · ${count(t.turns, 'turns')} · ${count(t.requests, 'requests')} · ${count(t.compactions, 'compactions')} (${t.inferred} inferred)`,
    `  ${'timing'.padEnd(10)}${RECORDED_IMPLEMENTATIONS.map((i) => i.padStart(width)).join('')}`,
    ...PHASES.map(
      (p) =>
        `  ${p.padEnd(10)}${RECORDED_IMPLEMENTATIONS.map((i) => String(t.byCell[p][i]).padStart(width)).join('')}`,
    ),
    `  tokens around a compaction, mean: ${k(t.tokensBefore.mean)} before (${t.tokensBefore.count}), ${k(t.tokensAfter.mean)} after (${t.tokensAfter.count})`,
    `  time between compactions of a session: median ${minutes(t.between.median)}, mean ${minutes(t.between.mean)} (${t.between.count} gaps)`,
  ]
}

export async function rolloutFolder(dir: string, json: boolean): Promise<number> {
  const entries: SessionIndexEntry[] = []
  const failures: FolderFailure[] = []
  for (const file of folderFiles(dir)) {
    const name = relative(dir, file.path)
    let size = 0
    try {
      size = statSync(file.path).size
    } catch (error) {
      failures.push({ path: name, bytes: 0, message: (error as Error).message })
      continue
    }
    const result = await indexRolloutFile(createReadStream(file.path), name, size)
    if (result.kind === 'failed') {
      failures.push(result.failure)
      const f = result.failure
      printErrors(`${f.path}${f.line === undefined ? '' : `:${f.line}`}: ${f.message}`)
      continue
    }
    entries.push(result.entry)
    if (!json) printLines(...sessionLines(result.entry))
  }
  const totals = folderTotals(entries, failures.length)
  if (json) process.stdout.write(`${terminalJson({ folder: dir, entries, failures, totals })}\n`)
  else printLines('', ...totalsLines(totals))
  if (entries.length === 0) return 2
  return failures.length > 0 ? 1 : 0
}
