/**
 * Zstandard frames written by hand (RFC 8878 §3.1.1), so tests can make a decompression bomb
 * without an encoder and without committing one: a frame header, then blocks whose 3-byte
 * header is Last_Block (bit 0), Block_Type (bits 1–2: 0 raw, 1 RLE) and Block_Size (bits 3–23).
 * An RLE block repeats its one content byte Block_Size times, at most 128 KB (the block maximum),
 * so every 4 bytes of file give 128 KB of text.
 */

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd]
export const MAX_BLOCK = 128 * 1024

/** Window_Descriptor for 2^windowLog bytes (exponent = log − 10, mantissa 0). */
const windowDescriptor = (windowLog: number) => (windowLog - 10) << 3

function blockHeader(type: 0 | 1, size: number, last: boolean): number[] {
  const value = (size << 3) | (type << 1) | (last ? 1 : 0)
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]
}

export interface FrameParts {
  /** text stored as raw blocks first (what a reader should keep). */
  readonly prefix?: string
  /** the repeated byte, e.g. `\n` for a blank-line bomb or `x` for an endless line. */
  readonly byte: string
  /** total bytes of repeated text (in RLE blocks of up to 128 KB). */
  readonly repeat: number
  /** log2 of the window the header declares (default 17: 128 KB). */
  readonly windowLog?: number
}

/** One frame: Frame_Header_Descriptor 0 (no checksum, no content size), then the blocks. */
export function zstdFrame({
  prefix = '',
  byte,
  repeat,
  windowLog = 17,
}: FrameParts): Uint8Array<ArrayBuffer> {
  const raw = new TextEncoder().encode(prefix)
  const rleBlocks = Math.ceil(repeat / MAX_BLOCK)
  const rawBlocks = Math.ceil(raw.length / MAX_BLOCK)
  const out = new Uint8Array(6 + rawBlocks * 3 + raw.length + rleBlocks * 4)
  out.set([...MAGIC, 0x00, windowDescriptor(windowLog)])
  let at = 6
  for (let i = 0; i < rawBlocks; i++) {
    const piece = raw.subarray(i * MAX_BLOCK, (i + 1) * MAX_BLOCK)
    out.set(blockHeader(0, piece.length, rleBlocks === 0 && i === rawBlocks - 1), at)
    out.set(piece, at + 3)
    at += 3 + piece.length
  }
  const code = byte.charCodeAt(0)
  for (let i = 0; i < rleBlocks; i++) {
    const size = Math.min(MAX_BLOCK, repeat - i * MAX_BLOCK)
    out.set([...blockHeader(1, size, i === rleBlocks - 1), code], at)
    at += 4
  }
  return out
}
