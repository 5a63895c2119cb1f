import { describe, expect, it } from 'vitest'
import {
  CHART,
  chartModel,
  nearestPoint,
  niceStep,
} from '../../../../src/features/session/chartModel.ts'

const request = (line: number, tokens: number) => ({ line, turn: 0, tokens, window: 1000 })

describe('chart model', () => {
  it('steps the x axis in round numbers', () => {
    expect(niceStep(547)).toBe(200)
    expect(niceStep(100)).toBe(20)
    expect(niceStep(3)).toBe(1)
    expect(niceStep(12_000)).toBe(5000)
  })

  it('draws x ticks from line 0 to the last line, and the limit at 90 % of the window', () => {
    const model = chartModel([request(10, 500), request(90, 800)], [], 1000, 100)
    expect(model.xTicks.map((t) => t.line)).toEqual([0, 20, 40, 60, 80, 100])
    expect(model.xTicks[0]!.x).toBe(CHART.left)
    expect(model.xTicks.at(-1)!.x).toBe(CHART.width - CHART.right)
    const h = CHART.height - CHART.top - CHART.bottom
    expect(model.limitY).toBeCloseTo(CHART.top + h - 0.9 * h)
    expect(model.points.map((p) => p.request.line)).toEqual([10, 90])
  })

  it('leaves flagged counts out of the points', () => {
    const flagged = { ...request(50, 0), anomaly: 'zero_last_usage' as const }
    const model = chartModel([request(10, 500), flagged], [], 1000, 100)
    expect(model.points).toHaveLength(1)
    expect(model.flagged).toEqual([flagged])
  })

  it('finds the nearest point to an x position', () => {
    const points = [{ x: 10 }, { x: 20 }, { x: 40 }]
    expect(nearestPoint(points, 0)).toBe(points[0])
    expect(nearestPoint(points, 14)).toBe(points[0])
    expect(nearestPoint(points, 16)).toBe(points[1])
    expect(nearestPoint(points, 31)).toBe(points[2])
    expect(nearestPoint(points, 99)).toBe(points[2])
    expect(nearestPoint([], 5)).toBeUndefined()
  })
})
