/**
 * What every export of the compare screen (and of a sweep) carries above its table: the
 * scenario's name and source, the Codex commit the lab follows, the active faults and switches,
 * and the caveats where a number is simulated. The words come translated from the caller; this
 * only lays them out, as Markdown or as CSV.
 */
export interface ExportMeta {
  /** the document's title ("Decision matrix", "Sweep: history length"). */
  readonly title: string
  /** label/value pairs, in order: scenario, source, Codex commit, faults, … */
  readonly fields: readonly (readonly [label: string, value: string])[]
  /** one sentence each. */
  readonly caveats: readonly string[]
  /** the caveats' heading. */
  readonly caveatsLabel: string
}

/** `|` and line breaks would break a Markdown table cell. */
export function markdownCell(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ')
}

/** A GitHub-flavoured Markdown table (the first row is the header). */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownCell).join(' | ')} |`
  const [head = [], ...body] = rows
  return [line(head), line(head.map(() => '---')), ...body.map(line)].join('\n')
}

/** The Markdown header: a heading, the fields as a list, then the caveats. */
export function exportHeader(meta: ExportMeta): string {
  const one = (text: string) => text.replace(/\s*\n\s*/g, ' ')
  return [
    `### ${one(meta.title)}`,
    '',
    ...meta.fields.map(([label, value]) => `- ${one(label)}: ${one(value)}`),
    ...(meta.caveats.length > 0
      ? ['', `${one(meta.caveatsLabel)}:`, ...meta.caveats.map((c) => `- ${one(c)}`)]
      : []),
    '',
  ].join('\n')
}

// a spreadsheet runs a cell that starts with one of these as a formula
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV field (RFC 4180): quoted when it must be, and never read as a formula. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** CSV rows joined with CRLF, as RFC 4180 has them. */
export function csvRows(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n')
}

/**
 * A CSV document: the header fields as label,value rows, the caveats, one empty row, then the
 * table, so a spreadsheet opens it whole and the table starts at a row of its own.
 */
export function csvDocument(meta: ExportMeta, table: readonly (readonly (string | number)[])[]) {
  return `${csvRows([
    [meta.title],
    ...meta.fields.map(([label, value]) => [label, value]),
    ...meta.caveats.map((caveat) => [meta.caveatsLabel, caveat]),
    [],
    ...table,
  ])}\r\n`
}
