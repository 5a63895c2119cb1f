import { rustTrimEnd, rustTrimStart } from '../../core/index.ts'

/** How many characters of each end the lab matches on when a text is very long. */
export const MATCH_WINDOW = 65_536

/** Cuts a string at `n` code units without splitting a surrogate pair. */
function headOf(text: string, n: number): string {
  const end = /[\uD800-\uDBFF]/.test(text.charAt(n - 1)) ? n - 1 : n
  return text.slice(0, end)
}

function tailOf(text: string, n: number): string {
  const start = text.length - n
  return /[\uDC00-\uDFFF]/.test(text.charAt(start)) ? text.slice(start + 1) : text.slice(start)
}

/**
 * The text the lab hands to the matchers. Every matcher reads only the trimmed start and the
 * trimmed end, so a very long text is reduced to its first and last {@link MATCH_WINDOW}
 * characters after trimming; the answer is the same and the page stays responsive.
 */
export function textForMatching(text: string): {
  readonly text: string
  readonly reduced: boolean
} {
  if (text.length <= MATCH_WINDOW * 2) return { text, reduced: false }
  const start = rustTrimStart(text)
  const trimmed = rustTrimEnd(start)
  if (trimmed.length <= MATCH_WINDOW * 2) return { text: trimmed, reduced: true }
  return { text: headOf(trimmed, MATCH_WINDOW) + tailOf(trimmed, MATCH_WINDOW), reduced: true }
}
