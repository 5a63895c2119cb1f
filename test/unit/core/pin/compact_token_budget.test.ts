import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * codex-rs/core/src/compact_token_budget.rs at 4f39251a has no `#[cfg(test)]` module and no
 * `_tests.rs` sibling: there are no vectors to port (its behaviour is covered by the empty-window
 * tests in test/unit/core/compaction/). This file checks that against the pinned symbol index, so
 * a later pin that adds tests shows up here.
 */
export const NOT_APPLICABLE: readonly { readonly test: string; readonly reason: string }[] = []

describe('core/src/compact_token_budget.rs', () => {
  it('has no test module at the pin, so no vectors to port', () => {
    const rows = readFileSync(resolve(process.cwd(), '../shared/data/pin/symbols.tsv'), 'utf8')
      .split('\n')
      .map((line) => line.split('\t'))
    const own = rows.filter(([file]) => file === 'core/src/compact_token_budget.rs')
    expect(own.map(([, symbol]) => symbol).sort()).toEqual([
      'run_compact_task_inner',
      'run_inline_auto_compact_task',
      'run_manual_compact_task',
    ])
    expect(rows.some(([file]) => file === 'core/src/compact_token_budget_tests.rs')).toBe(false)
  })
})
