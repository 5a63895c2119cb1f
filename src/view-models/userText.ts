import {
  isSummaryText,
  itemText,
  TRUNCATION_MARKER,
  type CompactionResult,
  type ResultItem,
} from '../core/index.ts'
import { runInput } from './runFacts.ts'
import { isCarried } from './statuses.ts'

/**
 * How much of what the user wrote a new history carries, in characters. The decision matrix and
 * the sweeps read it the same way, so a matrix row and a sweep point on the same history agree.
 */

/** A result item's text as the new history holds it (a message of several parts, joined). */
export const textOfResult = (item: ResultItem): string =>
  item.parts ? item.parts.join('\n') : item.text

/** The real user messages of a run's input (not summaries, not injected context): id → characters. */
export function userTextOf(result: CompactionResult): Map<string, number> {
  const input = runInput(result)
  const chars = new Map<string, number>()
  input?.history.forEach((item, index) => {
    if (item.type !== 'message' || item.role !== 'user') return
    const text = itemText(item)
    if (input.fragmentTypes[index] !== null || isSummaryText(text)) return
    chars.set(item.id, text.length)
  })
  return chars
}

/** What a carried item keeps of its text: a truncated one without the markers of its cuts. */
function charsCarried(item: ResultItem): number {
  const text = textOfResult(item)
  if (item.status !== 'truncated') return text.length
  let markers = 0
  for (const marker of text.match(TRUNCATION_MARKER) ?? []) markers += marker.length
  return text.length - markers
}

/**
 * The share (0–1) of the input's user text the new history carries: a message kept whole counts
 * its length, a truncated one what is left of its own words (never more than it had). A history
 * without user text keeps all of it.
 */
export function userTextKept(
  result: CompactionResult,
  userChars: Map<string, number> = userTextOf(result),
): number {
  let total = 0
  for (const chars of userChars.values()) total += chars
  let kept = 0
  for (const item of result.items) {
    const chars = userChars.get(item.id)
    if (chars !== undefined && isCarried(item.status)) kept += Math.min(charsCarried(item), chars)
  }
  return total === 0 ? 1 : kept / total
}
