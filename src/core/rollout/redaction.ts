import type { HistoryItem } from '../history.ts'
import type { RolloutLog } from './types.ts'

/**
 * A file whose texts were replaced before it was shared (hashes, "[REDACTED]", "[trimmed …]").
 * Its markers went with the text: an `<environment_context>` replaced by a hash reads as a user's
 * words, so labels and the comparison cannot see injected context there. Detected by the shape of
 * whole message parts, never by their meaning.
 */

export interface RedactionReport {
  readonly redacted: boolean
  /** message parts that are a placeholder, across items and replacement histories. */
  readonly parts: number
  /** the first lines holding one (a few, for the warning). */
  readonly lines: readonly number[]
}

const PLACEHOLDER_SHAPES = [
  // a bare digest, or one named by its algorithm (md5 is 32 hex digits, sha-256 64)
  /^(?:(?:sha(?:1|256|512)?|md5|hash|blake3)[:=_-]\s*)?[0-9a-f]{32,128}$/i,
  /^\[(?:redacted|trimmed|removed|omitted|scrubbed)\b[^\]\n]{0,80}\]$/i,
  /^<(?:redacted|trimmed|removed)\b[^>\n]{0,80}>$/i,
  /^(?:redacted|\*{3,})$/i,
  // the app's own "redact before sharing" keeps markers and writes each text's length
  /^\[\d+ characters\]$/,
]

/** Longer parts are never a placeholder: the check stays cheap on huge files. */
const MAX_PLACEHOLDER_CHARS = 200

/** One part (or one line of a joined text) that is nothing but a placeholder. */
export function isPlaceholder(text: string): boolean {
  const t = text.trim()
  if (t === '' || t.length > MAX_PLACEHOLDER_CHARS) return false
  return PLACEHOLDER_SHAPES.some((shape) => shape.test(t))
}

/** A text (parts joined by newlines) any line of which is a placeholder. */
export function hasPlaceholder(text: string): boolean {
  if (text.length <= MAX_PLACEHOLDER_CHARS) return text.split('\n').some(isPlaceholder)
  for (const line of text.split('\n', 64)) if (isPlaceholder(line)) return true
  return false
}

function placeholderParts(item: HistoryItem): number {
  if (item.type !== 'message') return 0
  let n = 0
  for (const part of item.parts) if (isPlaceholder(part)) n++
  return n
}

/** Two placeholders make a file redacted; one in a developer message already does (Codex writes them). */
export function detectRedaction(log: Pick<RolloutLog, 'records'>): RedactionReport {
  let parts = 0
  let developer = false
  const lines: number[] = []
  const take = (item: HistoryItem, line: number) => {
    const n = placeholderParts(item)
    if (n === 0) return
    parts += n
    if (item.type === 'message' && item.role === 'developer') developer = true
    if (lines.length < 5 && lines[lines.length - 1] !== line) lines.push(line)
  }
  for (const r of log.records) {
    if (r.kind === 'item' || r.kind === 'inter_agent') take(r.item, r.line)
    else if (r.kind === 'compacted') r.replacementHistory?.forEach((item) => take(item, r.line))
  }
  return { redacted: parts >= 2 || developer, parts, lines }
}
