/**
 * A chunk-fed line splitter: text arrives in pieces of any size (a file stream, a decompressor)
 * and complete lines leave one at a time, so a rollout is never held as one string. A line
 * split across chunks is joined; `\r\n` endings lose their `\r`.
 */
export class LineSplitter {
  private carry = ''

  /** Calls `onLine` for every line the chunk completes. */
  push(chunk: string, onLine: (line: string) => void): void {
    let start = 0
    let nl = chunk.indexOf('\n')
    if (nl < 0) {
      this.carry += chunk
      return
    }
    // the first line may continue what the previous chunk left
    onLine(stripCr(this.carry + chunk.slice(0, nl)))
    this.carry = ''
    start = nl + 1
    while ((nl = chunk.indexOf('\n', start)) >= 0) {
      onLine(stripCr(chunk.slice(start, nl)))
      start = nl + 1
    }
    this.carry = chunk.slice(start)
  }

  /** Flushes a last line without a newline (a truncated file ends this way). */
  end(onLine: (line: string) => void): void {
    if (this.carry.length > 0) onLine(stripCr(this.carry))
    this.carry = ''
  }
}

function stripCr(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line
}
