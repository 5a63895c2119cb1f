/**
 * `CODEX_SRC=/path/to/codex-rs npm run pin:index`: writes test/fixtures/pin/cited-symbols.tsv,
 * the rows of the pinned Codex tree the project cites (`scripts/pin/cited.ts`), found in that
 * checkout by brace matching (`scripts/pin/rustItems.ts`). `--check` compares instead of writing
 * (exit 1 on a difference). With `PIN_SYMBOLS=/path/to/symbols.tsv` (a full index of the same
 * tree, same columns) it also lists the rows the two indexes give differently.
 * Exit 2, with the reason on stderr, without CODEX_SRC or when a cited file or symbol is missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import {
  buildCitedIndex,
  CITED_INDEX,
  disagreements,
  formatIndex,
  parseIndex,
} from './pin/citedIndex.ts'

function main(argv: readonly string[]): number {
  const codexRs = process.env.CODEX_SRC
  if (!codexRs || !existsSync(codexRs)) {
    console.error('CODEX_SRC must name a checkout’s codex-rs/ folder at the pinned commit')
    return 2
  }
  let rows
  try {
    rows = buildCitedIndex(codexRs)
  } catch (error) {
    console.error((error as Error).message)
    return 2
  }
  const text = formatIndex(rows)
  const files = new Set(rows.map((row) => row.file)).size
  if (process.env.PIN_SYMBOLS) {
    const full = parseIndex(readFileSync(process.env.PIN_SYMBOLS, 'utf8'), process.env.PIN_SYMBOLS)
    const differ = disagreements(rows, full)
    console.log(`${differ.length} rows differ from ${process.env.PIN_SYMBOLS}`)
    for (const line of differ) console.log(`  ${line}`)
  }
  if (argv.includes('--check')) {
    const same = existsSync(CITED_INDEX) && readFileSync(CITED_INDEX, 'utf8') === text
    console.log(
      same ? `${CITED_INDEX} is up to date` : `${CITED_INDEX} differs: run without --check`,
    )
    return same ? 0 : 1
  }
  mkdirSync(dirname(CITED_INDEX), { recursive: true })
  writeFileSync(CITED_INDEX, text)
  console.log(`${CITED_INDEX}: ${rows.length} rows, ${files} files`)
  return 0
}

process.exitCode = main(process.argv.slice(2))
