import { FILE_KIND, readCitedIndex, type PinRow } from '../../../../scripts/pin/citedIndex.ts'

/**
 * One definition of the pinned tree, as the committed index of what the project cites lists it
 * (test/fixtures/pin/cited-symbols.tsv, written by `npm run pin:index`; its README says how).
 */
export interface PinSymbol {
  readonly file: string
  readonly symbol: string
  readonly kind: string
  readonly line: number
  readonly end: number
  /** the enclosing type, trait, function or module chain (`Session`, `tests`), or empty. */
  readonly scope: string
}

let cache: readonly PinRow[] | undefined
const rows = () => (cache ??= readCitedIndex())

/** Every definition the index holds (the cited symbols, every symbol of the ported test files). */
export function pinSymbols(): readonly PinSymbol[] {
  return rows().filter((row) => row.kind !== FILE_KIND)
}

/** Each cited file of the pinned tree with its last line. */
export function pinFiles(): ReadonlyMap<string, number> {
  return new Map(
    rows()
      .filter((row) => row.kind === FILE_KIND)
      .map((row) => [row.file, row.end]),
  )
}

/** The top folders of `codex-rs/` the index covers (a file elsewhere cannot be checked). */
export function indexedFolders(): ReadonlySet<string> {
  return new Set(rows().map((row) => row.file.split('/')[0]!))
}
