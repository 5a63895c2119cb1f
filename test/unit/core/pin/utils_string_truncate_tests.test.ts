import { describe, expect, it } from 'vitest'
import { approxTokenCount, truncateTextToTokens } from '../../../../src/core/index.ts'
import {
  splitString,
  truncateText,
  truncationBytes,
  truncationTokens,
} from '../../../../src/core/contextManager/truncation.ts'

/**
 * Vectors from `codex-rs/utils/string/src/truncate/tests.rs` at 4f39251a: the middle
 * truncation to a token budget (`truncate_middle_with_token_budget`) that compaction uses for
 * user messages over their budget, retained v2 messages and a custom multi-agent mode. The
 * port's `truncateTextToTokens` returns the text; the original token count Codex also returns
 * is `approxTokenCount` of the input when the text changed. `split_string` and the
 * character-count variant (`truncate_middle_chars`, a byte budget) are the context manager's
 * (`src/core/contextManager/truncation.ts`), which cuts tool outputs at record time.
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

  it(`${FILE} split_string_works`, () => {
    expect(splitString('hello world', 5, 5)).toEqual([1, 'hello', 'world'])
    expect(splitString('abc', 0, 0)).toEqual([3, '', ''])
  })

  it(`${FILE} split_string_handles_empty_string`, () => {
    expect(splitString('', 4, 4)).toEqual([0, '', ''])
  })

  it(`${FILE} split_string_only_keeps_prefix_when_tail_budget_is_zero`, () => {
    expect(splitString('abcdef', 3, 0)).toEqual([3, 'abc', ''])
  })

  it(`${FILE} split_string_only_keeps_suffix_when_prefix_budget_is_zero`, () => {
    expect(splitString('abcdef', 0, 3)).toEqual([3, '', 'def'])
  })

  it(`${FILE} split_string_handles_overlapping_budgets_without_removal`, () => {
    expect(splitString('abcdef', 4, 4)).toEqual([0, 'abcd', 'ef'])
  })

  it(`${FILE} split_string_respects_utf8_boundaries`, () => {
    expect(splitString('😀abc😀', 5, 5)).toEqual([1, '😀a', 'c😀'])
    expect(splitString('😀'.repeat(5), 1, 1)).toEqual([5, '', ''])
    expect(splitString('😀'.repeat(5), 7, 7)).toEqual([3, '😀', '😀'])
    expect(splitString('😀'.repeat(5), 8, 8)).toEqual([1, '😀😀', '😀😀'])
  })

  it(`${FILE} truncate_middle_bytes_handles_utf8_content`, () => {
    const text = `${'😀'.repeat(10)}\nsecond line with text\n`
    expect(truncateText(text, truncationBytes(20))).toBe(
      '😀😀\u202621 chars truncated\u2026with text\n',
    )
  })

  // not a Codex test: the context manager's token cut agrees with the compaction paths' one
  it('the token policy cuts as truncateTextToTokens does', () => {
    const text = `${'😀'.repeat(10)}\nsecond line with text\n`
    for (const budget of [0, 1, 8, 100])
      expect(truncateText(text, truncationTokens(budget))).toBe(truncateTextToTokens(text, budget))
  })
})
