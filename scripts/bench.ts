/**
 * `npm run bench`: how the compaction core scales, as ratios and budgets rather than timed tests.
 *
 * 1. All nine cells on 1k, 10k and 100k items; the time ratio between sizes must stay linear
 *    (ten times the items within twelve times the time).
 * 2. All nine cells at teaching size (200 items) must fit in one 16 ms frame.
 * Exit code 1 when a budget is missed.
 */
import {
  ALL_CELLS,
  inputsForCells,
  parseScenario,
  runCompaction,
  type ScenarioFile,
} from '../src/core/index.ts'
import { mixedHistory } from './mixedHistory.ts'

function scenarioOf(size: number): ScenarioFile {
  const parsed = parseScenario({ history: mixedHistory(size), cell: ALL_CELLS[0] })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

/**
 * Best wall time (ms) of running all nine cells, over `repeats` runs after one warm-up. The nine
 * inputs are built once, sharing one converted history, as `runAllCells` builds them for the app
 * and the CLI; only the core's runs are timed.
 */
function timeAllCells(scenario: ScenarioFile, repeats: number): number {
  const gc = (globalThis as { gc?: () => void }).gc
  const inputs = inputsForCells(scenario, ALL_CELLS)
  const runOnce = () => {
    const start = performance.now()
    for (const input of inputs) runCompaction(input)
    return performance.now() - start
  }
  runOnce()
  // collect the warm-up's garbage once, so the repetitions start from the same heap
  gc?.()
  // the fastest repetition: noise on a shared machine only ever adds time
  return Math.min(...Array.from({ length: repeats }, runOnce))
}

if (!(globalThis as { gc?: () => void }).gc)
  console.warn('note: run with node --expose-gc (npm run bench does) for steadier figures')
const results: string[] = []
let failed = false

const sizes = [1_000, 10_000, 100_000]
const repeatsFor = (size: number) => (size >= 100_000 ? 5 : size >= 10_000 ? 9 : 25)
const timings = sizes.map((size) => ({
  size,
  ms: timeAllCells(scenarioOf(size), repeatsFor(size)),
}))
console.log('all nine cells, by history size (best of several runs)')
for (const { size, ms } of timings)
  console.log(
    `  ${String(size).padStart(7)} items  ${ms.toFixed(1).padStart(9)} ms  (${((ms / size) * 1000).toFixed(2)} µs/item)`,
  )
for (let i = 1; i < timings.length; i++) {
  const a = timings[i - 1]!
  const b = timings[i]!
  const ratio = b.ms / a.ms
  const ok = ratio <= 12
  failed ||= !ok
  results.push(
    `${ok ? 'PASS' : 'FAIL'} ${b.size / a.size}× items → ${ratio.toFixed(2)}× time (budget ≤ 12×)`,
  )
}

const teaching = timeAllCells(scenarioOf(200), 50)
const teachingOk = teaching <= 16
failed ||= !teachingOk
results.push(
  `${teachingOk ? 'PASS' : 'FAIL'} teaching size (200 items): all nine cells in ${teaching.toFixed(2)} ms (budget ≤ 16 ms, one frame)`,
)

console.log('\nbudgets')
for (const line of results) console.log(`  ${line}`)
process.exitCode = failed ? 1 : 0
