/**
 * What the project cites in the pinned Codex tree: the symbols its trace links and fragment types
 * name, the files its texts cite by line (the claims table, the peers page), and the files whose
 * tests the pin vectors port (every symbol of those). Paths are relative to `codex-rs/`.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { allRuleSources, CODEX_COMMIT, DEFAULT_FRAGMENT_TYPES } from '../../src/core/index.ts'
import { REFERENCES } from '../../src/features/peers/peerData.ts'
import { CLAIMS } from '../../src/i18n/claims.ts'

export interface CitedSymbol {
  readonly file: string
  /** `name`, or `Type::name` for a method of `Type`. */
  readonly symbol: string
}

export interface Cited {
  readonly symbols: readonly CitedSymbol[]
  /** files named with a line only: their extent is indexed. */
  readonly files: ReadonlySet<string>
  /** files the pin vectors port the tests of: every symbol is indexed. */
  readonly wholeFiles: ReadonlySet<string>
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const VECTORS = join(ROOT, 'test/unit/core/pin')

/**
 * Symbols the link test names beside the ones the trace links: the test-only functions it refuses
 * and the symbols of its self-check.
 */
const LINK_TEST_SYMBOLS: readonly CitedSymbol[] = [
  { file: 'core/src/compact.rs', symbol: 'collect_user_messages' },
  { file: 'core/src/compact.rs', symbol: 'drain_to_completed' },
  { file: 'core/src/context_manager/history.rs', symbol: 'ContextManager::replace' },
  { file: 'core/src/context_manager/history.rs', symbol: 'ContextManager::replace_annotated' },
  { file: 'core/src/session/mod.rs', symbol: 'Session::replace_history' },
]

/** `CODEX_FILE = '…'` of each pin vector file: the Codex file whose tests it ports. */
function vectorFiles(): string[] {
  return readdirSync(VECTORS)
    .filter((name) => name.endsWith('.test.ts'))
    .flatMap((name) => {
      const source = readFileSync(join(VECTORS, name), 'utf8')
      const match = /const CODEX_FILE = '([^']+)'/.exec(source)
      return match ? [match[1]!] : []
    })
}

/** The peers page's references read at the pin: `codex-rs/<file>`, maybe `Symbol lines`. */
function peerCitations(): { files: string[]; symbols: CitedSymbol[] } {
  const files: string[] = []
  const symbols: CitedSymbol[] = []
  for (const ref of Object.values(REFERENCES) as {
    commit?: string
    path: string
    lines?: string
  }[]) {
    if (ref.commit !== CODEX_COMMIT || !ref.path.startsWith('codex-rs/')) continue
    const file = ref.path.slice('codex-rs/'.length)
    files.push(file)
    const symbol = /^([A-Za-z_][\w:]*) \d/.exec(ref.lines ?? '')?.[1]
    if (symbol !== undefined) symbols.push({ file, symbol })
  }
  return { files, symbols }
}

/** Everything the project cites at the pin. */
export function citedPlaces(): Cited {
  const peers = peerCitations()
  const symbols: CitedSymbol[] = [
    ...allRuleSources().map(({ source }) => ({ file: source.file, symbol: source.symbol })),
    ...DEFAULT_FRAGMENT_TYPES.flatMap((type) =>
      type.source?.symbol === undefined
        ? []
        : [{ file: type.source.file, symbol: type.source.symbol }],
    ),
    ...peers.symbols,
    ...LINK_TEST_SYMBOLS,
  ]
  const files = new Set([
    ...Object.values(CLAIMS).flatMap((citations) => citations.map((citation) => citation.file)),
    ...peers.files,
    ...symbols.map((cited) => cited.file),
  ])
  return { symbols, files, wholeFiles: new Set(vectorFiles()) }
}
