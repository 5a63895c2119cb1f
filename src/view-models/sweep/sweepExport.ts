import { ALL_CELLS } from '../../core/index.ts'
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

const mdCell = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|').replace(/\n/g, ' ')

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
  const lines = [`# ${mdCell(text.title)}`, '']
  for (const [label, value] of metaLines(meta, text)) lines.push(`- **${label}:** ${mdCell(value)}`)
  lines.push(`- **${text.labels.caveats}:**`, ...meta.caveats.map((c) => `  - ${mdCell(c)}`))
  for (const metric of SWEEP_METRICS) {
    lines.push('', `## ${mdCell(text.metrics[metric])}`, '')
    const axes = text.axis2 === undefined ? [text.axis] : [text.axis, text.axis2]
    lines.push(`| ${[...axes, ...text.cells].map(mdCell).join(' | ')} |`)
    lines.push(`|${' --- |'.repeat(ALL_CELLS.length + axes.length)}`)
    for (const point of points)
      lines.push(
        `| ${[...pointInputs(point, text), ...point.cells.map((c) => formatMetric(metric, c[metric]))].join(' | ')} |`,
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

/** RFC 4180 quoting; a leading =, +, - or @ is quoted as text so a spreadsheet never runs it. */
export function csvField(value: string | number): string {
  const text = String(value)
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
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
  return `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
}
