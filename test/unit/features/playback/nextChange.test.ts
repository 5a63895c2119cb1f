import { describe, expect, it } from 'vitest'
import { parseScenario, runScenarioCell } from '../../../../src/core/index.ts'
import { markOf, nextChange } from '../../../../src/features/playback/timelineMarks.ts'
import base from '../../../../public/scenarios/lesson-mixed-history.json'

const parsed = parseScenario(base)
if (!parsed.ok) throw new Error('lesson scenario')
const trace = runScenarioCell(parsed.value).trace
const changing = trace.filter((step) => markOf(step) !== null).map((step) => step.seq)

describe('next change stepping', () => {
  it('visits exactly the steps that change the lane, forwards and back', () => {
    expect(changing.length).toBeGreaterThan(1)
    expect(changing.length).toBeLessThan(trace.length)
    const forward: number[] = []
    for (
      let k = 0, next = nextChange(trace, 0, 1);
      next !== k;
      k = next, next = nextChange(trace, k, 1)
    )
      forward.push(next)
    expect(forward).toEqual(changing)
    const backward: number[] = []
    let k = trace.length + 1
    for (let prev = nextChange(trace, k, -1); prev !== k; k = prev, prev = nextChange(trace, k, -1))
      backward.push(prev)
    expect(backward).toEqual([...changing].reverse())
  })
})
