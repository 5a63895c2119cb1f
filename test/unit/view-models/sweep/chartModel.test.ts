import { describe, expect, it } from 'vitest'
import {
  CHART,
  chartModel,
  nearestPoint,
  niceStep,
} from '../../../../src/view-models/sweep/chartModel.ts'
import type { SweepPoint } from '../../../../src/view-models/sweep/sweepRun.ts'
import { cellAt } from '../../../helpers/sweepCells.ts'

const point = (index: number, value: number, kept: number | null): SweepPoint => ({
  index,
  value,
  histories: 1,
  faulted: 0,
  cells: [
    kept === null
      ? cellAt({ completed: 0, notTriggered: 1, modelCalls: 3 })
      : cellAt({ userTextKept: kept, tokensAfter: value / 10, modelCalls: 3 }),
  ],
})

describe('sweep chart model', () => {
  it('puts the range across the plot and shares 0–100 % up it', () => {
    const model = chartModel('userTextKept', [point(0, 10, 0), point(1, 20, 1)], [10, 20])
    expect(model.xs).toEqual([CHART.left, CHART.width - CHART.right])
    expect(model.lines[0]!.map((p) => p!.y)).toEqual([CHART.height - CHART.bottom, CHART.top])
    expect(model.yTicks.map((t) => t.value)).toEqual([0, 0.25, 0.5, 0.75, 1])
  })

  it('rounds tick steps and picks the nearest point', () => {
    expect(niceStep(180_000, 5)).toBe(50_000)
    expect(niceStep(3, 4)).toBe(1)
    expect(nearestPoint([10, 50, 90], 62)).toBe(1)
    expect(nearestPoint([], 5)).toBeUndefined()
    const model = chartModel('modelCalls', [point(0, 0, 1)], [0, 100])
    expect(model.yTicks.every((t) => Number.isInteger(t.value))).toBe(true)
  })

  it('breaks the line where nothing compacted, instead of drawing it at 100 %', () => {
    const model = chartModel('userTextKept', [point(0, 10, 0.5), point(1, 20, null)], [10, 20])
    expect(model.lines[0]![1]).toBeNull()
    expect(model.lines[0]![0]!.y).toBeCloseTo((CHART.height - CHART.bottom + CHART.top) / 2)
    expect(model.spreads[0]).toHaveLength(1)
  })

  it('spans each point’s quartiles', () => {
    const two = {
      ...point(0, 10, 0),
      // three histories that kept 0, 50 and 100 % of the user text
      cells: [
        cellAt({
          completed: 3,
          userTextKept: 0.5,
          tokensAfter: 0,
          modelCalls: 1,
          spread: { userTextKept: { q1: 0.25, median: 0.5, q3: 0.75 } },
        }),
      ],
    }
    const model = chartModel('userTextKept', [two], [10, 20])
    const y = (share: number) =>
      CHART.height - CHART.bottom - share * (CHART.height - CHART.bottom - CHART.top)
    expect(model.spreads[0]![0]!.y1).toBeCloseTo(y(0.25))
    expect(model.spreads[0]![0]!.y3).toBeCloseTo(y(0.75))
  })

  it('gives small multiples one y scale: the whole sweep’s, not each group’s', () => {
    const small = [point(0, 10, 1), point(1, 20, 1)]
    const all = [...small, point(2, 10_000, 1)]
    const own = chartModel('tokensAfter', small, [10, 20])
    const shared = chartModel('tokensAfter', small, [10, 20], all)
    expect(own.yTicks.at(-1)!.value).toBe(2)
    expect(shared.yTicks.at(-1)!.value).toBe(1_000)
    expect(shared.lines[0]![1]!.y).toBeGreaterThan(own.lines[0]![1]!.y)
  })
})
