import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ALL_CELLS, parseScenario, replay, runAllCells } from '../../../src/core/index.ts'
import { replacementRows, replayAt } from '../../../src/view-models/playback.ts'

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
    // the first step that marks items (after the load)
    const k = result.trace.findIndex((step) => step.ops.some((op) => op.op === 'mark')) + 1
    expect(k).toBeGreaterThan(1)
    const marked = new Set(
      result.trace[k - 1]!.ops.flatMap((op) => (op.op === 'mark' ? op.ids : [])),
    )
    const earlier = new Map(replacementRows(result, k - 1).map((row) => [row.id, row]))
    const later = replacementRows(result, k)
    const reused = later.filter((row) => earlier.get(row.id) === row).map((row) => row.id)
    const expected = later.filter((row) => earlier.has(row.id) && !marked.has(row.id))
    expect(reused).toEqual(expected.map((row) => row.id))
    expect(reused.length).toBeLessThan(later.length)
  })
})
