/**
 * CSV exports (RFC 4180) with one formula guard: a spreadsheet runs a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return as a formula (`=HYPERLINK(…)` from a scenario's
 * name), so such a text cell starts with `'` and is read as text. Numbers stay numbers.
 */
import type { ExportMeta } from './meta.ts'

const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field: quoted when it must be, and never read as a formula. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV rows joined with CRLF, as RFC 4180 has them, ending in CRLF. */
export function csvRows(rows: readonly (readonly (string | number)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}

/**
 * A CSV document: the header fields as label,value rows, the caveats, one empty row, then the
 * table, so a spreadsheet opens it whole and the table starts at a row of its own.
 */
export function csvDocument(
  meta: ExportMeta,
  table: readonly (readonly (string | number)[])[],
): string {
  return csvRows([
    [meta.title],
    ...meta.fields.map(([label, value]) => [label, value]),
    ...meta.caveats.map((caveat) => [meta.caveatsLabel, caveat]),
    [],
    ...table,
  ])
}
