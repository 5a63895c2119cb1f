import { describe, expect, it } from 'vitest'
import { pinSymbols } from './pinSymbols.ts'

/**
 * codex-rs/core/src/compact_token_budget.rs at 4f39251a has no `#[cfg(test)]` module and no
 * `_tests.rs` sibling: there are no vectors to port (its behaviour is covered by the empty-window
 * tests in test/unit/core/compaction/). This file checks that against the pinned symbol index,
 * which holds every symbol of the file (it is named below), so a later pin that adds tests shows
 * up here once the index is written again. A `_tests.rs` sibling is a `mod tests;` of the file.
 */
export const NOT_APPLICABLE: readonly { readonly test: string; readonly reason: string }[] = []

const CODEX_FILE = 'core/src/compact_token_budget.rs'

describe('core/src/compact_token_budget.rs', () => {
  it('has no test module at the pin, so no vectors to port', () => {
    const own = pinSymbols().filter((row) => row.file === CODEX_FILE)
    expect(own.map((row) => `${row.kind} ${row.symbol}`).sort()).toEqual([
      'function run_compact_task_inner',
      'function run_inline_auto_compact_task',
      'function run_manual_compact_task',
    ])
    expect(own.filter((row) => row.kind === 'module' || row.scope !== '')).toEqual([])
  })
})
