import { metricValue, spreadOf, type SweepMetric, type SweepPoint } from './sweepRun.ts'

/**
 * A sweep chart's geometry: the scales, ticks and one line per cell, in SVG user units. Pure, so
 * the page's chart and the exported SVG draw the same lines.
 */

export const CHART = { width: 420, height: 240, left: 56, right: 28, top: 12, bottom: 40 } as const

export interface ChartTick {
  readonly at: number
  readonly value: number
}

export interface ChartModel {
  readonly xTicks: readonly ChartTick[]
  readonly yTicks: readonly ChartTick[]
  /**
   * per cell: the points' positions, in the order of `points`; null where the cell has no value
   * (no history completed a compaction there), so the line breaks instead of reading 100 %.
   */
  readonly lines: readonly (readonly ({ readonly x: number; readonly y: number } | null)[])[]
  /** per cell: the quartiles' span at each point that has one (x nudged per cell to stay apart). */
  readonly spreads: readonly (readonly ChartSpread[])[]
  /** each point's x position (for hover: the nearest one). */
  readonly xs: readonly number[]
}

export interface ChartSpread {
  readonly x: number
  /** the first and third quartiles' positions. */
  readonly y1: number
  readonly y3: number
}

/** How far apart, in user units, the nine cells' quartile bars stand at one point. */
const SPREAD_NUDGE = 1.6

/** A round step for about `count` ticks over `span` (1, 2 or 5 times a power of ten). */
export function niceStep(span: number, count: number): number {
  if (!(span > 0)) return 1
  const raw = span / count
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].find((m) => m * power >= raw) ?? 10
  return step * power
}

function scale(domain: readonly [number, number], range: readonly [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0 || 1
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0)
}

function yDomain(metric: SweepMetric, points: readonly SweepPoint[]): [number, number] {
  if (metric === 'userTextKept') return [0, 1]
  const max = Math.max(
    0,
    ...points.flatMap((p) =>
      p.cells.map((c) => Math.max(metricValue(c, metric) ?? 0, spreadOf(c, metric)?.q3 ?? 0)),
    ),
  )
  // counts and calls read in whole numbers: no tick at 0.25 of a call
  const step = Math.max(1, niceStep(max || 1, 4))
  return [0, Math.max(step, Math.ceil(max / step) * step)]
}

/** The chart of `metric` over the points so far (`values`: every value the axis will take). */
export function chartModel(
  metric: SweepMetric,
  points: readonly SweepPoint[],
  values: readonly number[],
  /** the points the y scale spans: every small multiple's, so they share one scale. */
  scalePoints: readonly SweepPoint[] = points,
): ChartModel {
  const { width, height, left, right, top, bottom } = CHART
  const xMin = Math.min(...values)
  const xMax = Math.max(...values)
  const x = scale([xMin, xMax], [left, width - right])
  const [y0, y1] = yDomain(metric, scalePoints)
  const y = scale([y0, y1], [height - bottom, top])
  const xStep = values.length <= 6 ? 0 : niceStep(xMax - xMin, 5)
  const xTickValues =
    xStep === 0
      ? values
      : Array.from({ length: Math.floor((xMax - xMin) / xStep) + 1 }, (_, i) => xMin + i * xStep)
  const yStep = metric === 'userTextKept' ? 0.25 : Math.max(1, niceStep(y1 - y0, 4))
  const yTickValues = Array.from(
    { length: Math.round((y1 - y0) / yStep) + 1 },
    (_, i) => y0 + i * yStep,
  )
  const cells = points[0]?.cells.length ?? 0
  return {
    xTicks: xTickValues.map((value) => ({ at: x(value), value })),
    yTicks: yTickValues.map((value) => ({ at: y(value), value })),
    lines: Array.from({ length: cells }, (_, c) =>
      points.map((p) => {
        const value = metricValue(p.cells[c]!, metric)
        return value === null ? null : { x: x(p.value), y: y(value) }
      }),
    ),
    spreads: Array.from({ length: cells }, (_, c) =>
      points.flatMap((p) => {
        const spread = spreadOf(p.cells[c]!, metric)
        if (!spread) return []
        const nudge = (c - (cells - 1) / 2) * SPREAD_NUDGE
        return [{ x: x(p.value) + nudge, y1: y(spread.q1), y3: y(spread.q3) }]
      }),
    ),
    xs: points.map((p) => x(p.value)),
  }
}

/** The index of the point nearest to `px` (undefined without points). */
export function nearestPoint(xs: readonly number[], px: number): number | undefined {
  let best: number | undefined
  xs.forEach((x, i) => {
    if (best === undefined || Math.abs(x - px) < Math.abs(xs[best]! - px)) best = i
  })
  return best
}
