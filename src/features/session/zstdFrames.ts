/**
 * Walks the frames of a zstd stream (RFC 8878 §3.1) ahead of the decoder, reading only frame
 * and block headers, to refuse a frame whose window the decoder would allocate at once: a
 * 20-byte header can ask for 2 GB. A frame's window is its Window_Descriptor, or with
 * Single_Segment its Frame_Content_Size. Anything it does not understand is left to the decoder,
 * which reports it.
 */

type State = 'magic' | 'descriptor' | 'header' | 'block' | 'skippable' | 'off'

const DICT_BYTES = [0, 1, 2, 4] as const
const FCS_BYTES = [0, 2, 4, 8] as const

/** Little-endian unsigned value of bytes (as a double: exact up to 2^53, enough to compare). */
function littleEndian(bytes: readonly number[], from: number, count: number): number {
  let value = 0
  for (let i = count - 1; i >= 0; i--) value = value * 256 + (bytes[from + i] ?? 0)
  return value
}

export class ZstdFrames {
  private state: State = 'magic'
  private need = 4
  private head: number[] = []
  private skip = 0
  private descriptor = 0

  /** Inspects the next compressed bytes; returns a frame's window when it is over `maxWindow`. */
  inspect(chunk: Uint8Array, maxWindow: number): number | undefined {
    let i = 0
    while (i < chunk.length && this.state !== 'off') {
      if (this.skip > 0) {
        const step = Math.min(this.skip, chunk.length - i)
        this.skip -= step
        i += step
        continue
      }
      this.head.push(chunk[i++]!)
      if (this.head.length < this.need) continue
      const window = this.advance()
      this.head = []
      if (window !== undefined && window > maxWindow) return window
    }
    return undefined
  }

  /** One complete header piece was read: move on; returns a frame's window when it is known. */
  private advance(): number | undefined {
    const h = this.head
    switch (this.state) {
      case 'magic':
        if (h[0] === 0x28 && h[1] === 0xb5 && h[2] === 0x2f && h[3] === 0xfd)
          return this.next('descriptor', 1)
        if ((h[0]! & 0xf0) === 0x50 && h[1] === 0x2a && h[2] === 0x4d && h[3] === 0x18)
          return this.next('skippable', 4)
        return this.next('off', 0)
      case 'descriptor': {
        const d = (this.descriptor = h[0]!)
        const single = (d >> 5) & 1
        const fcs = d >> 6 === 0 ? single : FCS_BYTES[d >> 6]!
        const rest = (single ? 0 : 1) + DICT_BYTES[d & 3]! + fcs
        if (rest > 0) return this.next('header', rest)
        return this.next('block', 3)
      }
      case 'header':
        return this.frameWindow(h)
      case 'block': {
        const last = h[0]! & 1
        const type = (h[0]! >> 1) & 3
        if (type === 3) return this.next('off', 0)
        const size = (h[0]! >> 3) | (h[1]! << 5) | (h[2]! << 13)
        const checksum = (this.descriptor >> 2) & 1
        this.skip = (type === 1 ? 1 : size) + (last && checksum ? 4 : 0)
        return last ? this.next('magic', 4) : this.next('block', 3)
      }
      case 'skippable':
        this.skip = littleEndian(h, 0, 4)
        return this.next('magic', 4)
      case 'off':
        return undefined
    }
  }

  private frameWindow(h: readonly number[]): number {
    const d = this.descriptor
    const single = (d >> 5) & 1
    this.next('block', 3)
    if (!single) {
      const base = 2 ** (10 + (h[0]! >> 3))
      return base + (base / 8) * (h[0]! & 7)
    }
    const fcsBytes = d >> 6 === 0 ? 1 : FCS_BYTES[d >> 6]!
    const size = littleEndian(h, DICT_BYTES[d & 3]!, fcsBytes)
    return fcsBytes === 2 ? size + 256 : size
  }

  private next(state: State, need: number): undefined {
    this.state = state
    this.need = need
    return undefined
  }
}
