/**
 * The committed index of the pinned Codex tree (test/fixtures/pin/cited-symbols.tsv): the rows of
 * what the project cites, found in a Codex checkout by `rustItems`. Tests read it instead of the
 * tree; `npm run pin:index` writes it, and the fuller check compares it with a checkout.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { citedPlaces, type Cited } from './cited.ts'
import { rustItems, type PinRow } from './rustItems.ts'

export type { PinRow }

/** Where the committed index is. */
export const CITED_INDEX = fileURLToPath(
  new URL('../../test/fixtures/pin/cited-symbols.tsv', import.meta.url),
)

export const HEADER = ['file', 'symbol', 'kind', 'line', 'end', 'scope'] as const

/** A row of kind `file` gives a cited file's extent: line 1 to its last line, no symbol. */
export const FILE_KIND = 'file'

function fileRow(file: string, source: string): PinRow {
  const lines = source.endsWith('\n') ? source.split('\n').length - 1 : source.split('\n').length
  return { file, symbol: '', kind: FILE_KIND, line: 1, end: lines, scope: '' }
}

const rowKey = (row: PinRow) =>
  [row.file, row.symbol, row.kind, row.scope, String(row.line).padStart(6, '0')].join('\t')

/**
 * The index rows for `cited`, read from `codexRs` (a checkout's `codex-rs/` folder). Throws,
 * naming every problem, when a cited file or symbol is not in the tree.
 */
export function buildCitedIndex(codexRs: string, cited: Cited = citedPlaces()): PinRow[] {
  const problems: string[] = []
  const rows = new Map<string, PinRow>()
  const add = (row: PinRow) => rows.set(rowKey(row), row)
  const items = new Map<string, PinRow[]>()
  const files = [...cited.files, ...cited.wholeFiles, ...cited.symbols.map((c) => c.file)]
  for (const file of new Set(files)) {
    const path = join(codexRs, file)
    if (!existsSync(path)) {
      problems.push(`${file}: cited, but not in ${codexRs}`)
      continue
    }
    const source = readFileSync(path, 'utf8')
    items.set(file, rustItems(file, source))
    add(fileRow(file, source))
    if (cited.wholeFiles.has(file)) items.get(file)!.forEach(add)
  }
  for (const { file, symbol } of cited.symbols) {
    const parts = symbol.split('::')
    const name = parts.pop()!
    const scope = parts.join('::')
    const found = (items.get(file) ?? []).filter(
      (row) => row.symbol === name && row.scope === scope && row.kind !== 'implementation',
    )
    if (found.length === 0 && items.has(file)) problems.push(`${file}: ${symbol} is not defined`)
    found.forEach(add)
  }
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return [...rows.values()].sort((a, b) => (rowKey(a) < rowKey(b) ? -1 : 1))
}

/** The index as TSV text, a header first. */
export function formatIndex(rows: readonly PinRow[]): string {
  const lines = rows.map((r) => [r.file, r.symbol, r.kind, r.line, r.end, r.scope].join('\t'))
  return `${[HEADER.join('\t'), ...lines].join('\n')}\n`
}

/** The rows of an index's text (this one's or the full `symbols.tsv`: same columns). */
export function parseIndex(text: string, name = 'index'): PinRow[] {
  const [header, ...lines] = text.split(/\r?\n/)
  if (header !== HEADER.join('\t')) throw new Error(`${name}: unexpected header ${header}`)
  return lines
    .filter((line) => line !== '')
    .map((line, i) => {
      const [file = '', symbol = '', kind = '', start = '', end = '', scope = ''] = line.split('\t')
      const row = { file, symbol, kind, line: Number(start), end: Number(end), scope }
      if (!Number.isInteger(row.line) || !Number.isInteger(row.end))
        throw new Error(`${name}:${i + 2}: line and end must be numbers`)
      return row
    })
}

/** The committed index's rows. */
export function readCitedIndex(): PinRow[] {
  return parseIndex(readFileSync(CITED_INDEX, 'utf8'), CITED_INDEX)
}

/** The rows of `ours` that `full` (another index of the same tree) lists otherwise, as words. */
export function disagreements(ours: readonly PinRow[], full: readonly PinRow[]): string[] {
  const spans = new Map<string, string[]>()
  for (const row of full) {
    const key = `${row.file}\t${row.symbol}\t${row.kind}\t${row.scope}`
    spans.set(key, [...(spans.get(key) ?? []), `${row.line}–${row.end}`])
  }
  return ours
    .filter((row) => row.kind !== FILE_KIND)
    .flatMap((row) => {
      const listed = spans.get(`${row.file}\t${row.symbol}\t${row.kind}\t${row.scope}`) ?? []
      const span = `${row.line}–${row.end}`
      if (listed.includes(span)) return []
      const where = `${row.file} ${row.scope ? `${row.scope}::` : ''}${row.symbol} (${row.kind})`
      return [`${where}: ${span} here, ${listed.length ? listed.join(', ') : 'absent'} there`]
    })
}
