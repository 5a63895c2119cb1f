import { approxTokenCount } from '../text.ts'
import { utf8Length } from '../utf8Length.ts'
import type { FunctionCallOutputContentItem } from './responseItem.ts'

/**
 * Record-time output truncation: `TruncationPolicy` (`protocol/src/protocol.rs:3112–3160`),
 * the middle cut of `utils/string/src/truncate.rs` and the output helpers of
 * `utils/output-truncation/src/lib.rs` at the pin. Sizes are UTF-8 bytes, as Rust's `len()`.
 */

export type TruncationPolicy =
  | { readonly kind: 'bytes'; readonly limit: number }
  | { readonly kind: 'tokens'; readonly limit: number }

export const truncationBytes = (limit: number): TruncationPolicy => ({ kind: 'bytes', limit })
export const truncationTokens = (limit: number): TruncationPolicy => ({ kind: 'tokens', limit })

const APPROX_BYTES_PER_TOKEN = 4

// `approx_token_count`: one estimate for the whole core
export { approxTokenCount }

/** `approx_bytes_for_tokens`. */
export function approxBytesForTokens(tokens: number): number {
  return tokens * APPROX_BYTES_PER_TOKEN
}

/** `approx_tokens_from_byte_count`. */
export function approxTokensFromByteCount(bytes: number): number {
  return Math.ceil(bytes / APPROX_BYTES_PER_TOKEN)
}

/** `approx_tokens_from_byte_count_i64` (lib.rs:172–179): zero for a count at or below zero. */
export function approxTokensFromByteCountI64(bytes: number): number {
  return bytes <= 0 ? 0 : approxTokensFromByteCount(bytes)
}

/** `TruncationPolicy::token_budget`. */
export function tokenBudget(policy: TruncationPolicy): number {
  return policy.kind === 'bytes' ? approxTokensFromByteCount(policy.limit) : policy.limit
}

/** `TruncationPolicy::byte_budget`. */
export function byteBudget(policy: TruncationPolicy): number {
  return policy.kind === 'bytes' ? policy.limit : approxBytesForTokens(policy.limit)
}

/** `policy * multiplier` (`impl Mul<f64>`): the limit scaled and rounded up. */
export function scalePolicy(policy: TruncationPolicy, multiplier: number): TruncationPolicy {
  return { kind: policy.kind, limit: Math.ceil(policy.limit * multiplier) }
}

function marker(useTokens: boolean, removed: number): string {
  return useTokens
    ? `\u2026${removed} tokens truncated\u2026`
    : `\u2026${removed} chars truncated\u2026`
}

function utf8Width(codePoint: number): number {
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4
}

/**
 * `split_string` (truncate.rs:86–124): the whole chars that end within `beginningBytes` of the
 * start, the whole chars that begin within `endBytes` of the end (never before the head ends),
 * and how many chars fall between.
 */
export function splitString(
  text: string,
  beginningBytes: number,
  endBytes: number,
): [removedChars: number, before: string, after: string] {
  const tailStartTarget = Math.max(0, utf8Length(text) - endBytes)
  let byte = 0
  let prefixEnd = 0 // in UTF-16 units
  let suffixStart = text.length
  let suffixStarted = false
  let removed = 0
  let unit = 0
  for (const ch of text) {
    const charEnd = byte + utf8Width(ch.codePointAt(0)!)
    if (charEnd <= beginningBytes) prefixEnd = unit + ch.length
    else if (byte >= tailStartTarget) {
      if (!suffixStarted) {
        suffixStart = unit
        suffixStarted = true
      }
    } else removed++
    byte = charEnd
    unit += ch.length
  }
  suffixStart = Math.max(suffixStart, prefixEnd)
  return [removed, text.slice(0, prefixEnd), text.slice(suffixStart)]
}

/**
 * `truncate_with_byte_estimate` (truncate.rs:38–69): keep ⌊budget/2⌋ bytes of whole chars from
 * the start and the rest from the end; the marker counts removed chars, or removed tokens
 * estimated from the bytes over budget.
 */
function truncateWithByteEstimate(text: string, maxBytes: number, useTokens: boolean): string {
  if (text === '') return ''
  const totalBytes = utf8Length(text)
  if (maxBytes === 0) {
    const removed = useTokens ? approxTokensFromByteCount(totalBytes) : [...text].length
    return marker(useTokens, removed)
  }
  if (totalBytes <= maxBytes) return text
  const left = Math.floor(maxBytes / 2)
  const [removedChars, before, after] = splitString(text, left, maxBytes - left)
  const removed = useTokens ? approxTokensFromByteCount(totalBytes - maxBytes) : removedChars
  return before + marker(useTokens, removed) + after
}

/** `truncate_text`: bytes cut with a chars marker, tokens with a tokens marker. */
export function truncateText(text: string, policy: TruncationPolicy): string {
  if (policy.kind === 'bytes') return truncateWithByteEstimate(text, policy.limit, false)
  // `truncate_middle_with_token_budget`: a text within a positive budget is kept as is
  if (text === '') return ''
  if (policy.limit > 0 && utf8Length(text) <= approxBytesForTokens(policy.limit)) return text
  return truncateWithByteEstimate(text, approxBytesForTokens(policy.limit), true)
}

/** Rust's `str::lines().count()`: a final line ending does not start another line. */
export function rustLineCount(text: string): number {
  if (text === '') return 0
  const breaks = text.split('\n').length - 1
  return text.endsWith('\n') ? breaks : breaks + 1
}

/** `formatted_truncate_text` (lib.rs:12–24): a warning with the original size, then the cut. */
export function formattedTruncateText(content: string, policy: TruncationPolicy): string {
  if (utf8Length(content) <= byteBudget(policy)) return content
  return (
    `Warning: truncated output (original token count: ${approxTokenCount(content)})\n` +
    `Total output lines: ${rustLineCount(content)}\n\n${truncateText(content, policy)}`
  )
}

/**
 * `formatted_truncate_text_content_items_with_policy` (lib.rs:33–90): over budget, every text
 * part is joined into one formatted text first, the other parts follow in order; the original
 * token count comes back when it cut.
 */
export function formattedTruncateTextContentItemsWithPolicy(
  items: readonly FunctionCallOutputContentItem[],
  policy: TruncationPolicy,
): [FunctionCallOutputContentItem[], number | undefined] {
  const texts = items.flatMap((item) => (item.type === 'input_text' ? [item.text] : []))
  if (texts.length === 0) return [[...items], undefined]
  // a leading empty text adds no separator: the join starts at the first non-empty one
  let combined = ''
  for (const text of texts) combined = combined === '' ? text : `${combined}\n${text}`
  if (utf8Length(combined) <= byteBudget(policy)) return [[...items], undefined]
  const out: FunctionCallOutputContentItem[] = [
    { type: 'input_text', text: formattedTruncateText(combined, policy) },
    ...items.filter((item) => item.type !== 'input_text'),
  ]
  return [out, approxTokenCount(combined)]
}

/**
 * `truncate_function_output_items_with_policy` (lib.rs:92–170): texts are charged in order
 * against one budget (bytes or tokens), the first that does not fit is cut to what is left and
 * later ones are counted as omitted; audio is charged by `estimateAudioTokenCount` and dropped
 * whole when it does not fit; images and encrypted parts pass free.
 */
export function truncateFunctionOutputItemsWithPolicy(
  items: readonly FunctionCallOutputContentItem[],
  policy: TruncationPolicy,
  estimateAudioTokenCount: (audioUrl: string) => number,
): FunctionCallOutputContentItem[] {
  const out: FunctionCallOutputContentItem[] = []
  let remaining = policy.kind === 'bytes' ? byteBudget(policy) : tokenBudget(policy)
  let omittedText = 0
  let omittedAudio = 0
  for (const item of items) {
    if (item.type === 'input_text') {
      if (remaining === 0) {
        omittedText++
        continue
      }
      const cost = policy.kind === 'bytes' ? utf8Length(item.text) : approxTokenCount(item.text)
      if (cost <= remaining) {
        out.push(item)
        remaining -= cost
      } else {
        const snippet = truncateText(item.text, { kind: policy.kind, limit: remaining })
        if (snippet === '') omittedText++
        else out.push({ type: 'input_text', text: snippet })
        remaining = 0
      }
    } else if (item.type === 'input_audio') {
      const tokens = estimateAudioTokenCount(item.audioUrl)
      const cost = policy.kind === 'bytes' ? approxBytesForTokens(tokens) : tokens
      if (cost <= remaining) {
        out.push(item)
        remaining -= cost
      } else omittedAudio++
    } else out.push(item)
  }
  if (omittedText > 0)
    out.push({ type: 'input_text', text: `[omitted ${omittedText} text items ...]` })
  if (omittedAudio > 0)
    out.push({ type: 'input_text', text: `[omitted ${omittedAudio} audio items ...]` })
  return out
}
