/**
 * `npm run compact -- <scenario.json> [--all]`: runs the core on a scenario file and prints the
 * result as JSON. Exit code 0, or 2 for a bad invocation, an unreadable or invalid scenario (errors
 * name the field) or any failure while running it: never 1 with a stack. A reader that stops
 * early (`| head`) ends it quietly with 0.
 *
 * Budget: the parser bounds a scenario's work (SCENARIO_LIMITS: 50,000 items, 100,000 parts in
 * all, 8 million characters), so `--all` on the largest accepted scenario takes at most 10 s of
 * CPU and 1 GB (measured on the 2-core CI machine: 4.7 s CPU, 710 MB, 213 MB of JSON); a larger
 * one is refused before it runs, naming the bound. Devices and pipes are refused (no size).
 */
import { readFileSync, statSync } from 'node:fs'
import {
  parseScenario,
  runAllCells,
  runScenarioCell,
  type CompactionResult,
} from '../src/core/index.ts'
import { cellRunOf } from '../src/view-models/cellRun.ts'
import { exitQuietlyOnClosedPipe, isCommand, printErrors, terminalJson } from './terminalText.ts'

function printable(result: CompactionResult) {
  return {
    cell: result.cell,
    path: result.path,
    outcome: result.outcome,
    // the app's own summary of the run (outcome word, counts, calls, tokens): the grid's numbers
    summary: cellRunOf(result),
    historyVersion: result.historyVersion,
    items: result.items,
    cut: result.cut,
    referenceContext: result.referenceContext,
    nextTurnInjection: result.nextTurnInjection,
    badges: result.badges,
    modelCalls: result.modelCalls,
    serverCalls: result.serverCalls,
    events: result.events,
    trace: result.trace,
  }
}

/** Files above this are refused before they are read (the app's import limit, with room). */
const MAX_FILE_BYTES = 64 * 1024 * 1024

function run(argv: string[]): number {
  const all = argv.includes('--all')
  const files = argv.filter((arg) => !arg.startsWith('--'))
  if (files.length !== 1) {
    printErrors('usage: npm run compact -- <scenario.json> [--all]')
    return 2
  }
  const file = files[0]!
  let raw: unknown
  try {
    const stat = statSync(file)
    // a device or a pipe has no size to check: /dev/zero would be read for ever
    if (!stat.isFile()) throw new Error('not a regular file (devices and pipes are refused)')
    const size = stat.size
    if (size > MAX_FILE_BYTES) throw new Error(`${size} bytes; at most ${MAX_FILE_BYTES}`)
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    printErrors(`${file}: cannot read the scenario: ${(error as Error).message}`)
    return 2
  }
  const parsed = parseScenario(raw)
  if (!parsed.ok) {
    printErrors(`${file}: invalid scenario`)
    for (const e of parsed.errors) printErrors(`  ${e.path || '(root)'}: ${e.message}`)
    return 2
  }
  if (!all) {
    process.stdout.write(`${terminalJson(printable(runScenarioCell(parsed.value)))}\n`)
    return 0
  }
  // one cell at a time: nine traces of a long history as one string would pass V8's limit
  const cells = runAllCells(parsed.value)
  process.stdout.write('[\n')
  cells.forEach((result, i) => {
    process.stdout.write(`${terminalJson(printable(result))}${i < cells.length - 1 ? ',' : ''}\n`)
  })
  process.stdout.write(']\n')
  return 0
}

/** The command with its arguments: the exit code (tests call it in-process). */
export function main(argv: string[]): number {
  try {
    return run(argv)
  } catch (error) {
    // a parsed scenario should always run; if it does not, say so without a stack
    printErrors(
      `cannot run the scenario: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 2
  }
}

if (isCommand(import.meta.url)) {
  exitQuietlyOnClosedPipe()
  process.exitCode = main(process.argv.slice(2))
}
