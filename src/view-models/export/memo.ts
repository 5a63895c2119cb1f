import { csvRows } from './csv.ts'
import { exportHeader, markdownTable, markdownText } from './markdown.ts'
import type { ExportMeta } from './meta.ts'

/**
 * The memo: the decision matrix, the sweep and the folder of sessions as one document, in the
 * reader's words. A screen builds it (every word translated, every number the core's, written
 * once as the page shows it); Markdown and CSV lay it out here, so the page, the files and a
 * test read the same cells.
 */

export interface MemoTable {
  readonly caption: string
  /** the first row is the header. */
  readonly rows: readonly (readonly string[])[]
}

export interface MemoSection {
  readonly id: string
  readonly title: string
  /** sentences under the title (what the section assumes, how to read it). */
  readonly notes: readonly string[]
  readonly tables: readonly MemoTable[]
}

export interface Memo {
  /** title, fields (scenario, source, commit, language) and the caveats. */
  readonly meta: ExportMeta
  /** the active faults and switches, each a sentence. */
  readonly settingsTitle: string
  readonly settings: readonly string[]
  /** the assumptions (rates, formula, token estimate), each a sentence. */
  readonly assumptionsTitle: string
  readonly assumptions: readonly string[]
  readonly sections: readonly MemoSection[]
}

const list = (title: string, lines: readonly string[]) => [
  `#### ${markdownText(title)}`,
  '',
  ...lines.map((line) => `- ${markdownText(line)}`),
  '',
]

/** The memo as Markdown: the header, settings and assumptions as lists, then each section. */
export function memoMarkdown(memo: Memo): string {
  const out = [exportHeader(memo.meta)]
  out.push(...list(memo.settingsTitle, memo.settings))
  out.push(...list(memo.assumptionsTitle, memo.assumptions))
  for (const section of memo.sections) {
    out.push(`#### ${markdownText(section.title)}`, '')
    for (const note of section.notes) out.push(markdownText(note), '')
    for (const table of section.tables)
      out.push(`**${markdownText(table.caption)}**`, '', markdownTable(table.rows), '')
  }
  return `${out.join('\n').trimEnd()}\n`
}

/**
 * The memo as CSV: the header rows, the settings and assumptions as label,sentence rows, then
 * each table under a row naming it, one empty row between blocks.
 */
export function memoCsv(memo: Memo): string {
  const { meta } = memo
  const rows: (readonly string[])[] = [[meta.title], ...meta.fields.map(([l, v]) => [l, v])]
  for (const caveat of meta.caveats) rows.push([meta.caveatsLabel, caveat])
  for (const line of memo.settings) rows.push([memo.settingsTitle, line])
  for (const line of memo.assumptions) rows.push([memo.assumptionsTitle, line])
  for (const section of memo.sections) {
    rows.push([], [section.title])
    for (const note of section.notes) rows.push([note])
    for (const table of section.tables) rows.push([], [table.caption], ...table.rows)
  }
  return csvRows(rows)
}
