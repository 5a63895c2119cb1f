import type { CompactionSummary, RequestPoint } from '../../core/index.ts'

/** The context chart's geometry: plain numbers, drawn as SVG by ContextChart. */

export const CHART = { width: 1000, height: 240, left: 56, right: 12, top: 16, bottom: 24 } as const
/** At most this many points cross to the page; buckets keep their highest value (peaks stay). */
export const MAX_POINTS = 1500
/** At most this many flagged counts are listed. */
export const MAX_FLAGGED = 200

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
  readonly flagged: readonly RequestPoint[]
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
  const points: string[] = []
  for (const r of requests)
    if (!r.anomaly) points.push(`${x(r.line).toFixed(1)},${y(r.tokens).toFixed(1)}`)
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
    marks,
    ticks,
    flagged: requests.filter((r) => r.anomaly),
  }
}
