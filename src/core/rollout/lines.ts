/**
 * A chunk-fed line splitter: text arrives in pieces of any size (a file stream, a decompressor)
 * and complete lines leave one at a time, so a rollout is never held as one string. A line
 * split across chunks is joined; `\r\n` endings lose their `\r`. A line longer than
 * `maxLineChars` (a `\r` counted) is never built: it is only measured up to its newline and
 * reported to `onSkip` with its length, and the lines after it still leave. A line past
 * `maxSkipChars` is no session line at all (a stream with no newline): the splitter stops and
 * says so (`overflowed`), and every line before it has left.
 */
export class LineSplitter {
  private carry = ''
  /** characters of the too-long line being skipped, or -1 when none is. */
  private skipped = -1
  private readonly maxLineChars: number
  private readonly maxSkipChars: number
  /** true once a line longer than `maxSkipChars` was met; nothing more leaves after it. */
  overflowed = false

  constructor(maxLineChars = Number.POSITIVE_INFINITY, maxSkipChars = Number.POSITIVE_INFINITY) {
    this.maxLineChars = maxLineChars
    this.maxSkipChars = Math.max(maxSkipChars, maxLineChars)
  }

  /**
   * Calls `onLine` for every line the chunk completes and `onSkip` for every line too long to
   * build; false once a line was past `maxSkipChars`.
   */
  push(
    chunk: string,
    onLine: (line: string) => void,
    onSkip: (chars: number) => void = () => {},
  ): boolean {
    if (this.overflowed) return false
    for (let start = 0; ;) {
      const nl = chunk.indexOf('\n', start)
      const piece = (nl < 0 ? chunk.length : nl) - start
      if (this.skipped < 0 && this.carry.length + piece > this.maxLineChars) {
        // too long to build: from here on only its length is kept
        this.skipped = this.carry.length
        this.carry = ''
      }
      if (this.skipped >= 0) {
        this.skipped += piece
        if (this.skipped > this.maxSkipChars) return this.overflow()
        if (nl < 0) return true
        onSkip(this.skipped)
        this.skipped = -1
      } else if (nl < 0) {
        this.carry += chunk.slice(start)
        return true
      } else {
        onLine(stripCr(this.carry + chunk.slice(start, nl)))
        this.carry = ''
      }
      start = nl + 1
    }
  }

  /** Flushes a last line without a newline (a truncated file ends this way). */
  end(onLine: (line: string) => void, onSkip: (chars: number) => void = () => {}): void {
    if (this.skipped >= 0 && !this.overflowed) onSkip(this.skipped)
    else if (this.carry.length > 0 && !this.overflowed) onLine(stripCr(this.carry))
    this.carry = ''
    this.skipped = -1
  }

  private overflow(): false {
    this.overflowed = true
    this.carry = ''
    this.skipped = -1
    return false
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line
}

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const OPEN_OBJECT = 0x7b
const CLOSE_ARRAY = 0x5d
const CLOSE_OBJECT = 0x7d

/**
 * Whether a JSON text opens more than `max` arrays and objects at once, found by one pass over
 * its brackets outside strings, without parsing it: a line nested thousands deep is refused
 * before anything walks it recursively. A text shorter than `max` cannot be, and is not scanned.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  if (text.length <= max) return false
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > max) return true
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth--
  }
  return false
}
