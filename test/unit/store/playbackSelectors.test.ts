import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALL_CELLS, parseScenario, replay, runAllCells } from '../../../src/core/index.ts'
import { replacementRows, replayAt } from '../../../src/store/playbackSelectors.ts'

const LESSON_FILE = new URL('../../../public/scenarios/lesson-mixed-history.json', import.meta.url)
const parsed = parseScenario(JSON.parse(readFileSync(LESSON_FILE, 'utf8')))
if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
const results = runAllCells(parsed.value)

describe('replayAt builds on the views it has already replayed', () => {
  it.each(ALL_CELLS.map((cell, i) => [`${cell.phase}.${cell.implementation}`, i] as const))(
    '%s: every step, in any order, equals the replay of the trace prefix',
    (_name, i) => {
      const result = results[i]!
      const n = result.trace.length
      // jump to the end first, then back to the middle, then forward one at a time
      const order = [n, Math.floor(n / 2), ...Array.from({ length: n + 2 }, (_, k) => k)]
      for (const k of order) expect(replayAt(result, k)).toEqual(replay(result.trace.slice(0, k)))
    },
  )

  it('a step past the end is the whole trace, and the same view object each time', () => {
    const result = results[3]!
    const end = replayAt(result, result.trace.length)
    expect(replayAt(result, result.trace.length + 5)).toBe(end)
    expect(replayAt(result, result.trace.length)).toBe(end)
  })
})

describe('replacementRows', () => {
  it('keeps the row object of an item whose card and places did not change', () => {
    const result = results[3]!
    const earlier = replacementRows(result, 2)
    const later = replacementRows(result, 3)
    const changedIds = new Set(
      result.trace[2]!.ops.flatMap((op) => (op.op === 'mark' ? op.ids : [])),
    )
    expect(changedIds.size).toBeGreaterThan(0)
    for (const row of later) {
      const before = earlier.find((r) => r.id === row.id)
      if (before && !changedIds.has(row.id)) expect(row).toBe(before)
      if (changedIds.has(row.id)) expect(row).not.toBe(before)
    }
  })
})
