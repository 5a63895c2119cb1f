import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One definition of the pinned tree, as `shared/data/pin/symbols.tsv` lists it. */
export interface PinSymbol {
  readonly file: string
  readonly symbol: string
  readonly kind: string
  readonly line: number
  readonly end: number
}

// the shared folder sits beside the repository (CI clones it there too)
const SYMBOLS = fileURLToPath(
  new URL('../../../../../shared/data/pin/symbols.tsv', import.meta.url),
)

let cache: readonly PinSymbol[] | undefined

/** Every row of the index of the pinned tree. */
export function pinSymbols(): readonly PinSymbol[] {
  cache ??= readFileSync(SYMBOLS, 'utf8')
    .split('\n')
    .slice(1)
    .filter((row) => row !== '')
    .map((row) => {
      const [file = '', symbol = '', kind = '', line = '0', end = '0'] = row.split('\t')
      return { file, symbol, kind, line: Number(line), end: Number(end) }
    })
  return cache
}

/** The top folders of `codex-rs/` the index covers (a file elsewhere cannot be checked). */
export function indexedFolders(): ReadonlySet<string> {
  return new Set(pinSymbols().map((row) => row.file.split('/')[0]!))
}
