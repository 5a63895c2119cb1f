/**
 * `npm run rollout -- <folder> [--json]`: every rollout under a folder (`~/.codex/sessions`),
 * read one at a time with the folder screen's own function (`indexRolloutFile`), so only the
 * index stays in memory. Prints a line per session with its compactions' timing and
 * implementation, then the totals across the folder; with `--json`, the entries, the failures
 * and the totals as one JSON object. A file that cannot be read is named on stderr with its line
 * and the rest go on; a folder that cannot be listed, a broken link or a device is named on
 * stderr as skipped, and a file reached twice (hard or symbolic link) is read once. Exit code 0 when every file was read, 1 when some failed, 2 when none gave
 * a session.
 */
import { createReadStream, readdirSync, statSync, type Dirent, type Stats } from 'node:fs'
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

/** An entry of the folder that was not read, and why (listed, never silently dropped). */
export interface SkippedEntry {
  readonly path: string
  readonly reason: string
  /** a second path to a file already read: not a failure, the session is counted once. */
  readonly duplicate?: true
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error as Error).message

/**
 * The rollout files under a folder, in path order (a sessions folder is dated). Links are
 * followed to files and folders; a folder that cannot be listed, a broken link or a link to a
 * device is skipped with its reason; a file reached twice (a hard link, a second link: the same
 * device and inode) is read once, and a folder reached twice (a link loop) is walked once.
 */
export function folderFiles(
  dir: string,
  list: (at: string) => Dirent[] = (at) => readdirSync(at, { withFileTypes: true }),
): { files: { path: string }[]; skipped: SkippedEntry[] } {
  const files: { path: string }[] = []
  const skipped: SkippedEntry[] = []
  const seen = new Map<string, string>()
  const identity = (st: { dev: number; ino: number }) => `${st.dev}:${st.ino}`
  const walk = (at: string) => {
    let entries: Dirent[]
    try {
      entries = list(at)
    } catch (error) {
      skipped.push({ path: at, reason: `folder not read (${codeOf(error)})` })
      return
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    for (const entry of entries) {
      if (files.length >= MAX_FOLDER_FILES) return
      const path = join(at, entry.name)
      if (!entry.isDirectory() && !entry.isSymbolicLink() && !ROLLOUT_FILE.test(entry.name))
        continue
      visit(path, entry.name)
    }
  }
  const visit = (path: string, name: string) => {
    let st: Stats
    try {
      st = statSync(path)
    } catch (error) {
      // a broken link or a link loop, whatever its name: it may have stood for a folder
      skipped.push({ path, reason: `not read (${codeOf(error)})` })
      return
    }
    if (st.isDirectory()) {
      if (seen.has(identity(st))) return
      seen.set(identity(st), path)
      walk(path)
      return
    }
    if (!ROLLOUT_FILE.test(name)) return
    // devices, pipes and links to them are never opened: /dev/zero would never end
    if (!st.isFile()) {
      skipped.push({ path, reason: 'not a regular file (devices and pipes are refused)' })
      return
    }
    const first = seen.get(identity(st))
    if (first !== undefined) {
      skipped.push({ path, reason: `the same file as ${relative(dir, first)}`, duplicate: true })
      return
    }
    seen.set(identity(st), path)
    files.push({ path })
  }
  try {
    seen.set(identity(statSync(dir)), dir)
  } catch {
    // the caller checked it is a folder; a race leaves the walk to report it
  }
  walk(dir)
  return { files, skipped }
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
  const { files, skipped } = folderFiles(dir)
  const listed = skipped.map((e) => ({ ...e, path: relative(dir, e.path) || '.' }))
  // one line each, naming the entry and the reason
  for (const e of listed) printErrors(`${e.path}: skipped: ${e.reason}`)
  for (const e of listed)
    if (!e.duplicate) failures.push({ path: e.path, bytes: 0, message: `skipped: ${e.reason}` })
  for (const file of files) {
    const name = relative(dir, file.path)
    let size = 0
    try {
      size = statSync(file.path).size
    } catch (error) {
      failures.push({ path: name, bytes: 0, message: (error as Error).message })
      printErrors(`${name}: ${(error as Error).message}`)
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
  if (json)
    process.stdout.write(
      `${terminalJson({ folder: dir, entries, failures, skipped: listed, totals })}\n`,
    )
  else printLines('', ...totalsLines(totals))
  if (entries.length === 0) return 2
  return failures.length > 0 ? 1 : 0
}
