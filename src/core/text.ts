/**
 * Text helpers that reproduce Rust `str` semantics where JavaScript differs: Unicode
 * `White_Space` trimming, ASCII-only case folding, UTF-8 byte lengths and char-boundary slicing.
 */

import { utf8Length } from './utf8Length.ts'

export { utf8Length }

/**
 * Rust's `char::is_whitespace` (the Unicode `White_Space` property).
 * Unlike JavaScript's `trim`, it strips U+0085 (NEL) and keeps U+FEFF (BOM).
 */
export function isRustWhitespace(codePoint: number): boolean {
  return (
    (codePoint >= 0x09 && codePoint <= 0x0d) ||
    codePoint === 0x20 ||
    codePoint === 0x85 ||
    codePoint === 0xa0 ||
    codePoint === 0x1680 ||
    (codePoint >= 0x2000 && codePoint <= 0x200a) ||
    codePoint === 0x2028 ||
    codePoint === 0x2029 ||
    codePoint === 0x202f ||
    codePoint === 0x205f ||
    codePoint === 0x3000
  )
}

/** `str::trim_start`. Every White_Space code point is in the BMP, so code units suffice. */
export function rustTrimStart(text: string): string {
  let i = 0
  while (i < text.length && isRustWhitespace(text.charCodeAt(i))) i++
  return text.slice(i)
}

/** `str::trim_end`. */
export function rustTrimEnd(text: string): string {
  let end = text.length
  while (end > 0 && isRustWhitespace(text.charCodeAt(end - 1))) end--
  return text.slice(0, end)
}

/** `str::trim`. */
export function rustTrim(text: string): string {
  return rustTrimEnd(rustTrimStart(text))
}

/** UTF-8 encoding of a JS string; a lone surrogate becomes U+FFFD as `String::from_utf16_lossy` would. */
export function utf8Encode(text: string): Uint8Array {
  const out: number[] = []
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else {
        cp = 0xfffd
      }
    } else if (cp >= 0xd800 && cp <= 0xdfff) {
      cp = 0xfffd
    }
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f))
    else if (cp < 0x10000)
      out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f))
    else
      out.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 0x3f),
        0x80 | ((cp >> 6) & 0x3f),
        0x80 | (cp & 0x3f),
      )
  }
  return Uint8Array.from(out)
}

/** Decodes well-formed UTF-8 produced by {@link utf8Encode} or sliced on char boundaries. */
export function utf8Decode(bytes: Uint8Array): string {
  let out = ''
  let i = 0
  while (i < bytes.length) {
    const b = bytes[i]!
    let cp: number
    if (b < 0x80) {
      cp = b
      i += 1
    } else if (b < 0xe0) {
      cp = ((b & 0x1f) << 6) | (bytes[i + 1]! & 0x3f)
      i += 2
    } else if (b < 0xf0) {
      cp = ((b & 0x0f) << 12) | ((bytes[i + 1]! & 0x3f) << 6) | (bytes[i + 2]! & 0x3f)
      i += 3
    } else {
      cp =
        ((b & 0x07) << 18) |
        ((bytes[i + 1]! & 0x3f) << 12) |
        ((bytes[i + 2]! & 0x3f) << 6) |
        (bytes[i + 3]! & 0x3f)
      i += 4
    }
    out += String.fromCodePoint(cp)
  }
  return out
}

/** True when `index` does not fall inside a multi-byte UTF-8 sequence (`str::is_char_boundary`). */
export function isCharBoundary(bytes: Uint8Array, index: number): boolean {
  if (index === 0 || index === bytes.length) return true
  if (index < 0 || index > bytes.length) return false
  return (bytes[index]! & 0xc0) !== 0x80
}

function asciiLower(b: number): number {
  return b >= 0x41 && b <= 0x5a ? b + 0x20 : b
}

/** `eq_ignore_ascii_case` on byte slices: equal length, and equal after folding A–Z only. */
export function bytesEqualIgnoreAsciiCase(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (asciiLower(a[i]!) !== asciiLower(b[i]!)) return false
  return true
}

/** Codex's token estimate: ⌈UTF-8 bytes / 4⌉ (`approx_token_count`). */
export function approxTokenCount(text: string): number {
  return Math.ceil(utf8Length(text) / 4)
}

/**
 * The marker `truncateTextToTokens` leaves where it cut, not the text's own words: Codex's
 * `format_truncation_marker` with tokens (`utils/string/src/truncate.rs:131-137` at the pin).
 */
export const TRUNCATION_MARKER = /\u2026\d+ tokens truncated\u2026/g

/**
 * `truncate_text(text, TruncationPolicy::Tokens(n))`: keep a head and a tail of the 4n-byte
 * budget on char boundaries and put `…{k} tokens truncated…` between them. The marker itself is
 * not charged against the budget.
 */
export function truncateTextToTokens(text: string, maxTokens: number): string {
  // an empty text has nothing to cut, so no marker, even at a zero budget
  if (text === '') return ''
  const bytes = utf8Encode(text)
  const budget = Math.max(0, maxTokens) * 4
  if (maxTokens > 0 && bytes.length <= budget) return text
  const headBudget = Math.floor(budget / 2)
  const tailBudget = budget - headBudget
  // walk back / forward to char boundaries so no code point is split
  let headEnd = Math.min(headBudget, bytes.length)
  while (!isCharBoundary(bytes, headEnd)) headEnd--
  let tailStart = Math.max(bytes.length - tailBudget, headEnd)
  while (!isCharBoundary(bytes, tailStart)) tailStart++
  const removedTokens = Math.ceil((bytes.length - budget) / 4)
  return (
    utf8Decode(bytes.subarray(0, headEnd)) +
    `\u2026${removedTokens} tokens truncated\u2026` +
    utf8Decode(bytes.subarray(tailStart))
  )
}

/** True when every code unit is ASCII (then bytes and code units line up one to one). */
export function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) >= 0x80) return false
  return true
}

/**
 * `text[from..from+ascii.length]` equals `ascii` under ASCII case folding. For an ASCII `ascii`
 * this is exactly the byte comparison: a non-ASCII code unit in the text encodes to bytes ≥ 0x80,
 * which can never equal an ASCII byte.
 */
export function asciiRegionEqualsIgnoreCase(text: string, from: number, ascii: string): boolean {
  if (from < 0 || from + ascii.length > text.length) return false
  for (let i = 0; i < ascii.length; i++) {
    const a = text.charCodeAt(from + i)
    const b = ascii.charCodeAt(i)
    if (a === b) continue
    if (a >= 0x80) return false
    if (asciiLower(a) !== asciiLower(b)) return false
  }
  return true
}
