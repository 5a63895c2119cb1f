import { COST_COLUMNS, type CostRow, type CostSortKey } from './cost.ts'
import { csvRows } from '../export/csv.ts'
import { markdownText as mdCell } from '../export/markdown.ts'

/**
 * The cost table as documents: the rows in the order the page shows, under the rates (named as
 * assumptions) and the formula, so a reader of the file can redo any figure by hand.
 */

export interface CostExportText {
  readonly title: string
  /** the point the table is at, in words. */
  readonly point: string
  /** the rates in one line, named as assumptions. */
  readonly rates: string
  readonly formula: string
  readonly columns: Readonly<Record<CostSortKey, string>>
  readonly cells: readonly string[]
  /** each row's outcomes in words. */
  readonly outcomes: (row: CostRow) => string
  readonly noValue: string
}

/** A column's value as the documents write it. */
export function costValue(row: CostRow, key: CostSortKey, text: CostExportText): string {
  switch (key) {
    case 'cell':
      return text.cells[row.cell]!
    case 'completed':
      return text.outcomes(row)
    case 'userTextKept':
      return row.userTextKept === null ? text.noValue : `${(row.userTextKept * 100).toFixed(1)}%`
    case 'replacement':
      return row.replacement === null ? text.noValue : String(Math.round(row.replacement))
    case 'dollars':
      return row.dollars.toFixed(4)
    case 'seconds':
    case 'modelCalls':
    case 'serverCalls':
      return row[key].toFixed(1)
    default:
      return String(Math.round(row[key]))
  }
}

export function costMarkdown(rows: readonly CostRow[], text: CostExportText): string {
  const lines = [`## ${mdCell(text.title)}`, '', mdCell(text.point), '', mdCell(text.rates), '']
  lines.push(mdCell(text.formula), '')
  lines.push(`| ${COST_COLUMNS.map((key) => mdCell(text.columns[key])).join(' | ')} |`)
  lines.push(`|${' --- |'.repeat(COST_COLUMNS.length)}`)
  for (const row of rows)
    lines.push(`| ${COST_COLUMNS.map((key) => mdCell(costValue(row, key, text))).join(' | ')} |`)
  return `${lines.join('\n')}\n`
}

/** The same table as CSV rows (raw numbers, empty where there is nothing to measure). */
export function costCsv(rows: readonly CostRow[], text: CostExportText): string {
  const head = [
    'cell',
    'completed',
    'notTriggered',
    'failed',
    ...COST_COLUMNS.filter((key) => key !== 'cell' && key !== 'completed'),
  ]
  const out: (string | number)[][] = [[text.title, text.point], [text.rates], [text.formula], head]
  for (const row of rows)
    out.push(
      head.map((key) =>
        key === 'cell' ? text.cells[row.cell]! : (row[key as keyof CostRow] ?? ''),
      ),
    )
  return csvRows(out)
}
