/**
 * A step's own numbers and the lane agree: where a step reports how many items it kept and cut,
 * the lane at that step counts as many kept, and as many cards newly cut. Every step of every cell
 * of every lesson scenario.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_CELLS } from '../../../src/core/index.ts'
import { lessonResult, LESSON_SCENARIOS } from '../../../src/features/lessons/content/scenarios.ts'
import { loadEngine } from '../../../src/store/engine.ts'
import { countersOf, replayAt } from '../../../src/view-models/playback.ts'

beforeAll(() => loadEngine())

/** The step's own numbers and the lane's, for the steps that report kept and cut items. */
function pairs() {
  const found: { where: string; step: object; lane: object }[] = []
  for (const scenario of LESSON_SCENARIOS)
    for (const cell of ALL_CELLS) {
      const result = lessonResult(scenario, cell)
      for (const step of result.trace) {
        const where = `${scenario}: ${cell.phase} × ${cell.implementation}, step ${step.seq}`
        const after = countersOf(replayAt(result, step.seq))
        if (step.rule === 'should_keep') {
          const newlyCut = after.cut - countersOf(replayAt(result, step.seq - 1)).cut
          found.push({ where, step: step.params, lane: { kept: after.kept, cut: newlyCut } })
        } else if (step.rule === 'build_compacted_history')
          found.push({ where, step: { kept: step.params.kept }, lane: { kept: after.kept } })
      }
    }
  return found
}

describe('trace and lane numbers', () => {
  it('agree at every step of every cell of every lesson scenario', () => {
    const all = pairs()
    expect(all.length).toBeGreaterThan(0)
    expect(all.filter((p) => JSON.stringify(p.step) !== JSON.stringify(p.lane))).toEqual([])
  })
})
