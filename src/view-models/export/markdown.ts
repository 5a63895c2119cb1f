/**
 * Text from a user or a link in a Markdown export (scenario names, item ids, a fragment type
 * named `<img src=x onerror=…>`): a Markdown renderer must show it as text, never run it. Raw
 * HTML is neutralized as entities, and everything that would start a link, an image, code,
 * a table cell or a line of its own is escaped.
 */
import type { ExportMeta } from './meta.ts'

// Markdown's own syntax that text could open: code, links and images, tables, and the escape
const MARKDOWN_SYNTAX = /[\\`[\]|]/g

/**
 * One line of text as Markdown shows it literally: `&`, `<`, `>` as entities (no tag, no
 * autolink), `\`, `` ` ``, `[`, `]`, `|` escaped, line breaks as spaces.
 */
export function markdownText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(MARKDOWN_SYNTAX, (char) => `\\${char}`)
    .replace(/\s*[\r\n]+\s*/g, ' ')
}

/** A GitHub-flavoured Markdown table (the first row is the header); every cell is text. */
export function markdownTable(rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(markdownText).join(' | ')} |`
  const [head = [], ...body] = rows
  return [line(head), `|${' --- |'.repeat(head.length)}`, ...body.map(line)].join('\n')
}

/** The Markdown header: a heading, the fields as a list, then the caveats. */
export function exportHeader(meta: ExportMeta): string {
  const one = markdownText
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
