import { ALL_CELLS } from '../../core/index.ts'
import { csvRows } from '../export/csv.ts'
import { markdownTable, markdownText } from '../export/markdown.ts'
import {
  metricValue,
  spreadOf,
  SWEEP_METRICS,
  type CellPoint,
  type SpreadMetric,
  type SweepMetric,
  type SweepPoint,
} from './sweepRun.ts'

/**
 * A sweep as documents: Markdown and CSV, each headed by what a reader needs to trust it (the
 * scenario, where it came from, the Codex commit, the faults and the caveats). The words come in
 * translated (`SweepExportText`); the numbers are the points' own.
 */

export interface SweepExportMeta {
  readonly scenario: string
  readonly source: string
  readonly commit: string
  readonly faults: string
  /** the settings in one line (the fixed inputs and the varied one). */
  readonly settings: string
  readonly caveats: readonly string[]
}

export interface SweepExportText {
  readonly title: string
  readonly labels: {
    readonly scenario: string
    readonly source: string
    readonly commit: string
    readonly faults: string
    readonly settings: string
    readonly caveats: string
  }
  /** the axis's name (the first column). */
  readonly axis: string
  /** the second input's name (its column after the first), when the sweep varies two. */
  readonly axis2?: string
  /** the nine cells' names, in `ALL_CELLS` order. */
  readonly cells: readonly string[]
  readonly metrics: Readonly<Record<SweepMetric, string>>
  /** what a value reads where no history completed a compaction (so there is nothing to measure). */
  readonly noValue: string
  /** the line under the title saying how values and their spread read. */
  readonly legend: string
}

/** The cells in `ALL_CELLS` order: the exports' order when the page gives none. */
export const CELL_ORDER: readonly number[] = ALL_CELLS.map((_, i) => i)

/** A metric's value as the documents write it: shares in percent, means to one decimal. */
function formatMetric(metric: SweepMetric, value: number | null, noValue = '—'): string {
  if (value === null) return noValue
  if (metric === 'userTextKept') return `${(value * 100).toFixed(1)}%`
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** A cell's value with its quartiles, as "mean (q1–q3)" (the quartiles only where they differ). */
export function formatWithSpread(metric: SweepMetric, cell: CellPoint, noValue = '—'): string {
  const value = formatMetric(metric, metricValue(cell, metric), noValue)
  const spread = spreadOf(cell, metric)
  if (!spread || spread.q1 === spread.q3) return value
  return `${value} (${formatMetric(metric, spread.q1)}–${formatMetric(metric, spread.q3)})`
}

function metaLines(meta: SweepExportMeta, text: SweepExportText): [string, string][] {
  const { labels } = text
  return [
    [labels.scenario, meta.scenario],
    [labels.source, meta.source],
    [labels.commit, meta.commit],
    [labels.faults, meta.faults],
    [labels.settings, meta.settings],
  ]
}

/**
 * The sweep as Markdown: the header, then a table per metric, a row per point and a column per
 * cell in `order` (the order the page shows them in).
 */
export function sweepMarkdown(
  points: readonly SweepPoint[],
  meta: SweepExportMeta,
  text: SweepExportText,
  order: readonly number[] = CELL_ORDER,
): string {
  const lines = [`# ${markdownText(text.title)}`, '']
  for (const [label, value] of metaLines(meta, text))
    lines.push(`- **${markdownText(label)}:** ${markdownText(value)}`)
  lines.push(
    `- **${markdownText(text.labels.caveats)}:**`,
    ...meta.caveats.map((c) => `  - ${markdownText(c)}`),
  )
  lines.push('', markdownText(text.legend))
  for (const metric of SWEEP_METRICS) {
    lines.push('', `## ${markdownText(text.metrics[metric])}`, '')
    const axes = text.axis2 === undefined ? [text.axis] : [text.axis, text.axis2]
    const names = order.map((c) => text.cells[c]!)
    const rows = points.map((point) => [
      ...pointInputs(point, text),
      ...order.map((c) => formatWithSpread(metric, point.cells[c]!, text.noValue)),
    ])
    lines.push(markdownTable([[...axes, ...names], ...rows]))
  }
  return `${lines.join('\n')}\n`
}

/** A point's input values: the first input's, then the second's when the sweep has one. */
function pointInputs(point: SweepPoint, text: SweepExportText): string[] {
  return text.axis2 === undefined
    ? [String(point.value)]
    : [String(point.value), String(point.value2 ?? '')]
}

const SPREAD_COLUMNS: readonly SpreadMetric[] = [
  'userTextKept',
  'tokensAfter',
  'modelCalls',
  'serverCalls',
]

/** A cell's columns: each metric (empty where there is nothing to measure), then the quartiles. */
function cellColumns(cell: CellPoint): (string | number)[] {
  const values = SWEEP_METRICS.map((metric): string | number => metricValue(cell, metric) ?? '')
  const spreads = SPREAD_COLUMNS.flatMap((metric): (string | number)[] => {
    const spread = cell.spread[metric]
    return spread ? [spread.q1, spread.median, spread.q3] : ['', '', '']
  })
  return [...values, ...spreads]
}

/**
 * The header rows (label, value), a blank row, then one row per point and cell, the cells of a
 * point in `order` (the page's). A metric with nothing to measure is an empty field, never 1.
 */
export function sweepCsv(
  points: readonly SweepPoint[],
  meta: SweepExportMeta,
  text: SweepExportText,
  order: readonly number[] = CELL_ORDER,
): string {
  const rows: (string | number)[][] = metaLines(meta, text).map(([label, value]) => [label, value])
  for (const caveat of meta.caveats) rows.push([text.labels.caveats, caveat])
  rows.push([])
  const inputs = text.axis2 === undefined ? ['value'] : ['value', 'value2']
  const quartiles = SPREAD_COLUMNS.flatMap((m) => [`${m}_q1`, `${m}_median`, `${m}_q3`])
  const head = ['point', ...inputs, 'histories', 'phase', 'implementation', 'cell']
  rows.push([...head, ...SWEEP_METRICS, ...quartiles])
  for (const point of points)
    for (const c of order) {
      const { phase, implementation } = ALL_CELLS[c]!
      const at = pointInputs(point, text).map(Number)
      const cell = point.cells[c]!
      rows.push([point.index + 1, ...at, point.histories, phase, implementation, text.cells[c]!])
      rows[rows.length - 1]!.push(...cellColumns(cell))
    }
  return csvRows(rows)
}
