/**
 * A chunk-fed line splitter: text arrives in pieces of any size (a file stream, a decompressor)
 * and complete lines leave one at a time, so a rollout is never held as one string. A line
 * split across chunks is joined; `\r\n` endings lose their `\r`. A line longer than
 * `maxLineChars` (a `\r` counted) is never built: the splitter stops and says so (`overflowed`), and every line
 * before it has left.
 */
export class LineSplitter {
  private carry = ''
  private readonly maxLineChars: number
  /** true once a line longer than the limit was met; nothing more leaves after it. */
  overflowed = false

  constructor(maxLineChars = Number.POSITIVE_INFINITY) {
    this.maxLineChars = maxLineChars
  }

  /** Calls `onLine` for every line the chunk completes; false once a line was too long. */
  push(chunk: string, onLine: (line: string) => void): boolean {
    if (this.overflowed) return false
    let start = 0
    let nl = chunk.indexOf('\n')
    if (nl < 0) return this.keep(chunk)
    // the first line may continue what the previous chunk left
    if (this.carry.length + nl > this.maxLineChars) return this.overflow()
    onLine(stripCr(this.carry + chunk.slice(0, nl)))
    this.carry = ''
    start = nl + 1
    while ((nl = chunk.indexOf('\n', start)) >= 0) {
      if (nl - start > this.maxLineChars) return this.overflow()
      onLine(stripCr(chunk.slice(start, nl)))
      start = nl + 1
    }
    return this.keep(chunk.slice(start))
  }

  /** Flushes a last line without a newline (a truncated file ends this way). */
  end(onLine: (line: string) => void): void {
    if (this.carry.length > 0 && !this.overflowed) onLine(stripCr(this.carry))
    this.carry = ''
  }

  private keep(rest: string): boolean {
    if (this.carry.length + rest.length > this.maxLineChars) return this.overflow()
    this.carry += rest
    return true
  }

  private overflow(): false {
    this.overflowed = true
    this.carry = ''
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
