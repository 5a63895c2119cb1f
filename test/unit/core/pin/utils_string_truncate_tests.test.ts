import { describe, expect, it } from 'vitest'
import { approxTokenCount, truncateTextToTokens } from '../../../../src/core/index.ts'

/**
 * Vectors from `codex-rs/utils/string/src/truncate/tests.rs` at 4f39251a: the middle
 * truncation to a token budget (`truncate_middle_with_token_budget`) that compaction uses for
 * user messages over their budget, retained v2 messages and a custom multi-agent mode. The
 * port's `truncateTextToTokens` returns the text; the original token count Codex also returns
 * is `approxTokenCount` of the input when the text changed. `split_string` (private, with
 * separate head and tail budgets) and the character-count variant are not used by the port.
 */

const FILE = 'utils/string/src/truncate/tests.rs'

/** What Codex returns: the text, and the original count when it was cut. */
function truncated(text: string, maxTokens: number): [string, number | null] {
  const out = truncateTextToTokens(text, maxTokens)
  return [out, out === text ? null : approxTokenCount(text)]
}

describe('utils/string/src/truncate/tests.rs', () => {
  it(`${FILE} truncate_with_token_budget_returns_original_when_under_limit`, () => {
    expect(truncated('short output', 100)).toEqual(['short output', null])
  })

  it(`${FILE} truncate_with_token_budget_reports_truncation_at_zero_limit`, () => {
    expect(truncated('abcdef', 0)).toEqual(['\u20262 tokens truncated\u2026', 2])
  })

  it(`${FILE} truncate_middle_tokens_handles_utf8_content`, () => {
    const text = `${'😀'.repeat(10)}\nsecond line with text\n`
    expect(truncated(text, 8)).toEqual([
      '😀😀😀😀\u20268 tokens truncated\u2026 line with text\n',
      16,
    ])
  })

  // not a Codex test: an empty text comes back empty even at a zero budget (truncate.rs:16-18)
  it('an empty text is returned as it is, with no marker', () => {
    expect(truncated('', 0)).toEqual(['', null])
  })
})
