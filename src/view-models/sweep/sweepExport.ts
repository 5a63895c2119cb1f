import { ALL_CELLS } from '../../core/index.ts'
import { csvRows } from '../export/csv.ts'
import { markdownTable, markdownText } from '../export/markdown.ts'
import { SWEEP_METRICS, type SweepMetric, type SweepPoint } from './sweepRun.ts'

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
}

/** A metric's value as the documents write it: shares in percent, means to one decimal. */
export function formatMetric(metric: SweepMetric, value: number): string {
  if (metric === 'userTextKept') return `${(value * 100).toFixed(1)}%`
  if (metric === 'failures') return String(value)
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
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

export function sweepMarkdown(
  points: readonly SweepPoint[],
  meta: SweepExportMeta,
  text: SweepExportText,
): string {
  const lines = [`# ${markdownText(text.title)}`, '']
  for (const [label, value] of metaLines(meta, text))
    lines.push(`- **${markdownText(label)}:** ${markdownText(value)}`)
  lines.push(
    `- **${markdownText(text.labels.caveats)}:**`,
    ...meta.caveats.map((c) => `  - ${markdownText(c)}`),
  )
  for (const metric of SWEEP_METRICS) {
    lines.push('', `## ${markdownText(text.metrics[metric])}`, '')
    const axes = text.axis2 === undefined ? [text.axis] : [text.axis, text.axis2]
    lines.push(
      markdownTable([
        [...axes, ...text.cells],
        ...points.map((point) => [
          ...pointInputs(point, text),
          ...point.cells.map((c) => formatMetric(metric, c[metric])),
        ]),
      ]),
    )
  }
  return `${lines.join('\n')}\n`
}

/** A point's input values: the first input's, then the second's when the sweep has one. */
function pointInputs(point: SweepPoint, text: SweepExportText): string[] {
  return text.axis2 === undefined
    ? [String(point.value)]
    : [String(point.value), String(point.value2 ?? '')]
}

/** The header rows (label, value), a blank row, then one row per point and cell. */
export function sweepCsv(
  points: readonly SweepPoint[],
  meta: SweepExportMeta,
  text: SweepExportText,
): string {
  const rows: (string | number)[][] = metaLines(meta, text).map(([label, value]) => [label, value])
  for (const caveat of meta.caveats) rows.push([text.labels.caveats, caveat])
  rows.push([])
  const inputs = text.axis2 === undefined ? ['value'] : ['value', 'value2']
  rows.push(['point', ...inputs, 'phase', 'implementation', 'cell', ...SWEEP_METRICS])
  for (const point of points)
    point.cells.forEach((cell, i) => {
      const { phase, implementation } = ALL_CELLS[i]!
      const values = SWEEP_METRICS.map((metric) => cell[metric])
      const at = pointInputs(point, text).map(Number)
      rows.push([point.index + 1, ...at, phase, implementation, text.cells[i]!, ...values])
    })
  return csvRows(rows)
}
