import { describe, expect, it } from 'vitest'
import type { FunctionCallOutputContentItem } from '../../../../src/core/contextManager/responseItem.ts'
import {
  approxTokenCount,
  approxTokensFromByteCountI64,
  formattedTruncateText,
  formattedTruncateTextContentItemsWithPolicy,
  truncateFunctionOutputItemsWithPolicy,
  truncateText,
  truncationBytes,
  truncationTokens,
} from '../../../../src/core/contextManager/truncation.ts'

/**
 * Vectors from `codex-rs/utils/output-truncation/src/truncate_tests.rs` at 4f39251a: how a
 * tool output is cut before it is recorded (`ContextManager::record_items` →
 * `truncate_function_output_payload`), by bytes or tokens, for a text body or content items,
 * with the `Warning: truncated output` header of the formatted variant. Run against
 * `src/core/contextManager/truncation.ts`. Every test of the file is ported.
 */

const FILE = 'utils/output-truncation/src/truncate_tests.rs'
const text = (t: string): FunctionCallOutputContentItem => ({ type: 'input_text', text: t })
const image = (url: string): FunctionCallOutputContentItem => ({
  type: 'input_image',
  imageUrl: url,
  detail: 'high',
})
const audio = (url: string): FunctionCallOutputContentItem => ({
  type: 'input_audio',
  audioUrl: url,
})
const encrypted = (c: string): FunctionCallOutputContentItem => ({
  type: 'encrypted_content',
  encryptedContent: c,
})
const warning = (tokens: number, lines: number) =>
  `Warning: truncated output (original token count: ${tokens})\nTotal output lines: ${lines}\n\n`
const LONG = 'this is an example of a long output that should be truncated'
const TWO_LINES = `${LONG}\nalso some other line`

describe('utils/output-truncation/src/truncate_tests.rs', () => {
  it(`${FILE} truncate_bytes_less_than_placeholder_returns_placeholder`, () => {
    expect(formattedTruncateText('example output', truncationBytes(1))).toBe(
      `${warning(4, 1)}\u202613 chars truncated\u2026t`,
    )
  })

  it(`${FILE} truncate_tokens_less_than_placeholder_returns_placeholder`, () => {
    expect(formattedTruncateText('example output', truncationTokens(1))).toBe(
      `${warning(4, 1)}ex\u20263 tokens truncated\u2026ut`,
    )
  })

  it(`${FILE} truncate_tokens_under_limit_returns_original`, () => {
    expect(formattedTruncateText('example output', truncationTokens(10))).toBe('example output')
  })

  it(`${FILE} truncate_bytes_under_limit_returns_original`, () => {
    expect(formattedTruncateText('example output', truncationBytes(20))).toBe('example output')
  })

  it(`${FILE} truncate_tokens_over_limit_returns_truncated`, () => {
    expect(formattedTruncateText(LONG, truncationTokens(5))).toBe(
      `${warning(15, 1)}this is an\u202610 tokens truncated\u2026 truncated`,
    )
  })

  it(`${FILE} truncate_bytes_over_limit_returns_truncated`, () => {
    expect(formattedTruncateText(LONG, truncationBytes(30))).toBe(
      `${warning(15, 1)}this is an exam\u202630 chars truncated\u2026ld be truncated`,
    )
  })

  it(`${FILE} truncate_bytes_reports_original_line_count_when_truncated`, () => {
    expect(formattedTruncateText(TWO_LINES, truncationBytes(30))).toBe(
      `${warning(21, 2)}this is an exam\u202651 chars truncated\u2026some other line`,
    )
  })

  it(`${FILE} truncate_tokens_reports_original_line_count_when_truncated`, () => {
    expect(formattedTruncateText(TWO_LINES, truncationTokens(10))).toBe(
      `${warning(21, 2)}this is an example o\u202611 tokens truncated\u2026also some other line`,
    )
  })

  it(`${FILE} truncate_middle_bytes_handles_utf8_content`, () => {
    const s = `${'😀'.repeat(10)}\nsecond line with text\n`
    expect(truncateText(s, truncationBytes(20))).toBe(
      '😀😀\u202621 chars truncated\u2026with text\n',
    )
  })

  it(`${FILE} truncates_across_multiple_under_limit_texts_and_reports_omitted`, () => {
    const chunk =
      'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau upsilon phi chi psi omega.\n'
    const limit = approxTokenCount(chunk) * 3
    const items = [
      text(chunk),
      text(chunk),
      image('img:mid'),
      text(chunk.repeat(10)),
      text(chunk),
      text(chunk),
    ]
    const out = truncateFunctionOutputItemsWithPolicy(items, truncationTokens(limit), () => 0)
    expect(out).toHaveLength(5)
    expect(out.slice(0, 3)).toEqual([text(chunk), text(chunk), image('img:mid')])
    expect(out[3]).toMatchObject({
      type: 'input_text',
      text: expect.stringContaining('tokens truncated'),
    })
    expect(out[4]).toEqual(text('[omitted 2 text items ...]'))
  })

  it(`${FILE} formatted_truncate_text_content_items_with_policy_returns_original_under_limit`, () => {
    const items = [text('alpha'), text(''), text('beta')]
    expect(formattedTruncateTextContentItemsWithPolicy(items, truncationBytes(32))).toEqual([
      items,
      undefined,
    ])
  })

  it(`${FILE} formatted_truncate_text_content_items_with_policy_preserves_empty_leading_text_behavior`, () => {
    const items = [text(''), text('abc')]
    expect(formattedTruncateTextContentItemsWithPolicy(items, truncationBytes(0))).toEqual([
      [text(`${warning(1, 1)}\u20263 chars truncated\u2026`)],
      1,
    ])
  })

  it(`${FILE} formatted_truncate_text_content_items_with_policy_merges_text_and_appends_media`, () => {
    const items = [
      text('abcd'),
      image('img:one'),
      text('efgh'),
      audio('audio:one'),
      text('ijkl'),
      image('img:two'),
    ]
    expect(formattedTruncateTextContentItemsWithPolicy(items, truncationBytes(8))).toEqual([
      [
        text(`${warning(4, 3)}abcd\u20266 chars truncated\u2026ijkl`),
        image('img:one'),
        audio('audio:one'),
        image('img:two'),
      ],
      4,
    ])
  })

  it(`${FILE} formatted_truncate_text_content_items_with_policy_preserves_encrypted_content`, () => {
    const items = [text('abcdefgh'), encrypted('enc_opaque')]
    expect(formattedTruncateTextContentItemsWithPolicy(items, truncationBytes(2))).toEqual([
      [text(`${warning(2, 1)}a\u20266 chars truncated\u2026h`), encrypted('enc_opaque')],
      2,
    ])
  })

  it(`${FILE} truncate_function_output_items_with_policy_omits_audio_over_budget`, () => {
    const items = [text('abcdefgh'), encrypted('enc_opaque'), audio('audio:one')]
    expect(truncateFunctionOutputItemsWithPolicy(items, truncationBytes(2), () => 1)).toEqual([
      text('a\u20266 chars truncated\u2026h'),
      encrypted('enc_opaque'),
      text('[omitted 1 audio items ...]'),
    ])
  })

  it(`${FILE} truncate_function_output_items_with_policy_charges_audio_against_byte_budget`, () => {
    // one audio token costs 4 bytes of the 5: one byte is left for the text
    const items = [audio('audio:one'), text('abcdefgh')]
    expect(truncateFunctionOutputItemsWithPolicy(items, truncationBytes(5), () => 1)).toEqual([
      audio('audio:one'),
      text(truncateText('abcdefgh', truncationBytes(1))),
    ])
    expect(truncateText('abcdefgh', truncationBytes(1))).toBe('\u20267 chars truncated\u2026h')
  })

  it(`${FILE} formatted_truncate_text_content_items_with_policy_merges_all_text_for_token_budget`, () => {
    const items = [text('abcdefgh'), text('ijklmnop')]
    expect(formattedTruncateTextContentItemsWithPolicy(items, truncationTokens(2))).toEqual([
      [text(`${warning(5, 2)}abcd\u20263 tokens truncated\u2026mnop`)],
      5,
    ])
  })

  it(`${FILE} byte_count_conversion_clamps_non_positive_values`, () => {
    expect(approxTokensFromByteCountI64(-1)).toBe(0)
    expect(approxTokensFromByteCountI64(0)).toBe(0)
    expect(approxTokensFromByteCountI64(5)).toBe(2)
  })
})
