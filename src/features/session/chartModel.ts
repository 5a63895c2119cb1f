import type { CompactionSummary, RequestPoint } from '../../core/index.ts'

/** The context chart's geometry: plain numbers, drawn as SVG by ContextChart. */

export const CHART = { width: 1000, height: 270, left: 56, right: 12, top: 28, bottom: 40 } as const
/** At most this many points cross to the page; buckets keep their highest value (peaks stay). */
const MAX_POINTS = 1500
/** At most this many flagged counts are listed. */
const MAX_FLAGGED = 200

/**
 * The requests the chart needs, computed in the worker: the plotted ones reduced to
 * {@link MAX_POINTS} (the highest of each bucket) and the first flagged ones.
 */
export function chartRequests(requests: readonly RequestPoint[]): RequestPoint[] {
  const plotted = requests.filter((r) => !r.anomaly)
  const bucket = Math.max(1, Math.ceil(plotted.length / MAX_POINTS))
  const out: RequestPoint[] = []
  for (let i = 0; i < plotted.length; i += bucket) {
    let best = plotted[i]!
    for (let j = i + 1; j < Math.min(plotted.length, i + bucket); j++)
      if (plotted[j]!.tokens > best.tokens) best = plotted[j]!
    out.push(best)
  }
  const flagged = requests.filter((r) => r.anomaly).slice(0, MAX_FLAGGED)
  return [...out, ...flagged].sort((a, b) => a.line - b.line)
}

export interface ChartModel {
  readonly path: string
  readonly maxTokens: number
  readonly windowY: number | undefined
  readonly marks: readonly { readonly x: number; readonly compaction: CompactionSummary }[]
  /** one vertical stroke per compaction. */
  readonly marksPath: string
  readonly ticks: readonly { readonly y: number; readonly value: number }[]
  /** the x axis: about five lines of the file, rounded. */
  readonly xTicks: readonly { readonly x: number; readonly line: number }[]
  /** the plotted requests with their positions, in line order (for hover and click). */
  readonly points: readonly {
    readonly x: number
    readonly y: number
    readonly request: RequestPoint
  }[]
  readonly limitY: number | undefined
  readonly flagged: readonly RequestPoint[]
}

/** A round step giving about `count` ticks up to `max` (1, 2 or 5 times a power of ten). */
export function niceStep(max: number, count = 5): number {
  const raw = Math.max(1, max / count)
  const power = 10 ** Math.floor(Math.log10(raw))
  for (const m of [1, 2, 5, 10]) if (m * power >= raw) return m * power
  return 10 * power
}

/** The plotted point nearest to an x position (points in x order), by binary search. */
export function nearestPoint<P extends { readonly x: number }>(
  points: readonly P[],
  x: number,
): P | undefined {
  if (points.length === 0) return undefined
  let lo = 0
  let hi = points.length - 1
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (points[mid]!.x < x) lo = mid + 1
    else hi = mid
  }
  const before = points[lo - 1]
  return before && x - before.x < points[lo]!.x - x ? before : points[lo]
}

/** Positions by line of the file (the session's own timeline), tokens against the window. */
export function chartModel(
  requests: readonly RequestPoint[],
  compactions: readonly CompactionSummary[],
  window: number | undefined,
  lines: number,
): ChartModel {
  let maxTokens = Math.max(window ?? 0, 1)
  for (const r of requests) if (!r.anomaly && r.tokens > maxTokens) maxTokens = r.tokens
  const w = CHART.width - CHART.left - CHART.right
  const h = CHART.height - CHART.top - CHART.bottom
  const x = (line: number) => CHART.left + (line / Math.max(1, lines)) * w
  const y = (tokens: number) => CHART.top + h - (tokens / maxTokens) * h
  const plotted = requests
    .filter((r) => !r.anomaly)
    .map((request) => ({ x: x(request.line), y: y(request.tokens), request }))
  const points = plotted.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`)
  const step = niceStep(lines)
  const xTicks: { x: number; line: number }[] = []
  for (let line = 0; line <= lines; line += step) xTicks.push({ x: x(line), line })
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => ({
    y: y(maxTokens * f),
    value: Math.round(maxTokens * f),
  }))
  const marks = compactions.map((compaction) => ({ x: x(compaction.line), compaction }))
  const bottom = CHART.height - CHART.bottom
  return {
    marksPath: marks.map((m) => `M${m.x.toFixed(1)},${CHART.top}V${bottom}`).join(''),
    path: points.length ? `M${points.join('L')}` : '',
    maxTokens,
    windowY: window ? y(window) : undefined,
    limitY: window ? y(Math.floor((window * 9) / 10)) : undefined,
    marks,
    ticks,
    xTicks,
    points: plotted,
    flagged: requests.filter((r) => r.anomaly),
  }
}
