/**
 * `npm run rollout -- <file.jsonl[.zst]> [--at LINE] [--json]`: reads a Codex rollout file.
 * Without `--at`: a summary (version, turns, requests, compactions with tokens and items before
 * and after, each with its timing and implementation read from the file, the lines they came
 * from, the Codex behaviour predicted and why recorded and predicted differ, counted by cause;
 * the world the file states; a warning for a redacted file), as text or with `--json` as JSON.
 * With `--at LINE`: the reconstructed history and the nine cells at that line, as JSON. Exit code
 * 2, with one line on stderr, for a bad invocation, unreadable input, a device or pipe, or a file
 * past a reading limit (`ROLLOUT_LIMITS`: a line past 64 MiB, blank lines in a row, decompressed
 * size, zstd window). A line past 16 MiB is skipped unread, named as an issue with its line and
 * length, and the rest of the file is read. Text from the file is printed with its control characters as visible escapes
 * (`terminalText.ts`). The per-file report is `printSessionReport` (`rolloutReport.ts`).
 */
import { statSync } from 'node:fs'
import { rolloutFolder } from './rolloutFolder.ts'
import { printSessionReport } from './rolloutReport.ts'
import { exitQuietlyOnClosedPipe, isCommand, printErrors } from './terminalText.ts'

const USAGE = 'usage: npm run rollout -- <file.jsonl[.zst] | folder> [--at LINE] [--json]'

/** Prints the lines on stderr (file text in them escaped) and gives the exit code 2. */
function fail(...lines: string[]): number {
  printErrors(...lines)
  return 2
}

async function run(argv: string[]): Promise<number> {
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
  return printSessionReport(file, { json, ...(at !== undefined ? { at } : {}) })
}

/** The command with its arguments: the exit code (tests call it in-process). */
export async function main(argv: string[]): Promise<number> {
  try {
    return await run(argv)
  } catch (error) {
    // one line, never a stack
    printErrors(
      `cannot read the rollout: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 2
  }
}

if (isCommand(import.meta.url)) {
  exitQuietlyOnClosedPipe()
  void main(process.argv.slice(2)).then((code) => (process.exitCode = code))
}
