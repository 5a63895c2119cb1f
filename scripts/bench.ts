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
  inputForCell,
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
 * Best wall time (ms) of running all nine cells, over `repeats` runs after one warm-up. Each
 * cell's input is built just before it runs and timed alone: holding nine copies of a 100k-item
 * history would make the harness, not the core, fill the heap.
 */
function timeAllCells(scenario: ScenarioFile, repeats: number): number {
  const gc = (globalThis as { gc?: () => void }).gc
  const runOnce = () => {
    let total = 0
    for (const cell of ALL_CELLS) {
      const input = inputForCell(scenario, cell)
      const start = performance.now()
      runCompaction(input)
      total += performance.now() - start
    }
    return total
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
