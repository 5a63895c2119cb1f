/**
 * `npm run compact -- <scenario.json> [--all]`: runs the core on a scenario file and prints the
 * result as JSON. Exit code 2 for a bad invocation or an invalid scenario (errors name the field).
 */
import { readFileSync } from 'node:fs'
import {
  parseScenario,
  runAllCells,
  runScenarioCell,
  type CompactionResult,
} from '../src/core/index.ts'

function printable(result: CompactionResult) {
  return {
    cell: result.cell,
    path: result.path,
    outcome: result.outcome,
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

function main(argv: string[]): number {
  const all = argv.includes('--all')
  const files = argv.filter((arg) => !arg.startsWith('--'))
  if (files.length !== 1) {
    console.error('usage: npm run compact -- <scenario.json> [--all]')
    return 2
  }
  const file = files[0]!
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    console.error(`${file}: cannot read the scenario: ${(error as Error).message}`)
    return 2
  }
  const parsed = parseScenario(raw)
  if (!parsed.ok) {
    console.error(`${file}: invalid scenario`)
    for (const e of parsed.errors) console.error(`  ${e.path || '(root)'}: ${e.message}`)
    return 2
  }
  const output = all
    ? runAllCells(parsed.value).map(printable)
    : printable(runScenarioCell(parsed.value))
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`)
  return 0
}

process.exitCode = main(process.argv.slice(2))
