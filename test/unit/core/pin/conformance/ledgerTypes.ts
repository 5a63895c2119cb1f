/** How a Codex test is accounted for: ported as a vector, not applicable, or not yet ported. */
export type LedgerStatus = 'ported' | 'n/a' | 'pending'

/** One Codex test: its function name, and for `n/a` and `pending` why. */
export type LedgerEntry =
  | readonly [test: string, status: 'ported']
  | readonly [test: string, status: 'n/a' | 'pending', reason: string]

export interface LedgerFile {
  /** the Codex file, relative to codex-rs/. */
  readonly file: string
  /** the vector file in test/unit/core/pin/ that ports its tests (null: none yet). */
  readonly vectors: string | null
  readonly tests: readonly LedgerEntry[]
}

const ATTRIBUTE = /#\[(?:tokio::)?test\b/
const FUNCTION = /^\s*(?:pub\s+)?(?:async\s+)?fn\s+(\w+)/

/**
 * The test functions of a Rust source file, in order: each `fn` that follows a `#[test]` or
 * `#[tokio::test(…)]` attribute (other attributes may come between).
 */
export function rustTestNames(source: string): string[] {
  const names: string[] = []
  let pending = false
  for (const line of source.split('\n')) {
    if (ATTRIBUTE.test(line)) pending = true
    else if (pending) {
      const match = FUNCTION.exec(line)
      if (match) {
        names.push(match[1]!)
        pending = false
      }
    }
  }
  return names
}
