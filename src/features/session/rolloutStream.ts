import { Decompress } from 'fzstd'
import {
  RolloutReader,
  ROLLOUT_LIMITS,
  type RolloutLimits,
  type RolloutLog,
} from '../../core/index.ts'
import { ZstdFrames } from './zstdFrames.ts'

/**
 * Bytes → text chunks → the core's rollout reader. Zstandard (`.jsonl.zst`, spec rollout.md
 * §1.1) is recognized by its magic number and decompressed as it streams with `fzstd`; the core
 * stays free of dependencies and only ever sees text. Bounded: a frame's window, the text read
 * in all (`ROLLOUT_LIMITS.textBytes`, and `ratio` times the compressed size past
 * `ratioFloorBytes`) and, in the reader, line length and blank lines in a row. Past a limit the
 * log ends where reading stopped (`log.stopped`), with everything before it.
 */

export interface StreamProgress {
  readonly bytes: number
  readonly lines: number
}

export interface StreamOptions {
  /** called after every piece of text read (at most 128 KB from zstd, one chunk otherwise). */
  readonly onProgress?: (progress: StreamProgress) => void
  /** checked between chunks: true stops the read (the worker's cancel). */
  readonly cancelled?: () => boolean
  /** the source's size in bytes, when known: bounds the text at `ratio` times it. */
  readonly size?: number
  readonly limits?: RolloutLimits
}

class ReadCancelled extends Error {
  constructor() {
    super('cancelled')
  }
}

/** Thrown from inside the decoder's callback to leave it at once; caught below. */
class StopReading extends Error {
  constructor() {
    super('stopped at a reading limit')
  }
}

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd]

function isZstd(head: Uint8Array): boolean {
  return ZSTD_MAGIC.every((byte, i) => head[i] === byte)
}

/** The most text a source of `size` bytes may give. */
function textBudget(limits: RolloutLimits, size: number | undefined): number {
  if (size === undefined) return limits.textBytes
  return Math.min(limits.textBytes, Math.max(limits.ratioFloorBytes, limits.ratio * size))
}

async function* chunksOf(source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>) {
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<Uint8Array>
    return
  }
  const reader = (source as ReadableStream<Uint8Array>).getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      yield value
    }
  } finally {
    reader.releaseLock()
  }
}

/** Reads a rollout from a byte stream (a `File.stream()`, a Node read stream). */
export async function readRolloutStream(
  source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  options: StreamOptions = {},
): Promise<RolloutLog> {
  const limits = options.limits ?? ROLLOUT_LIMITS
  const budget = textBudget(limits, options.size)
  const reader = new RolloutReader(limits)
  const decoder = new TextDecoder('utf-8')
  let zstd: { decoder: Decompress; frames: ZstdFrames } | undefined
  let first = true
  let bytes = 0
  let textBytes = 0
  const text = (data: Uint8Array, final: boolean) => {
    if (textBytes + data.length > budget) reader.stop('text_bytes', budget)
    else {
      textBytes += data.length
      const chunk = decoder.decode(data, { stream: !final })
      if (chunk) reader.push(chunk)
      options.onProgress?.({ bytes, lines: reader.lineCount })
    }
    if (reader.stopped) throw new StopReading()
  }
  try {
    for await (const raw of chunksOf(source)) {
      if (options.cancelled?.()) throw new ReadCancelled()
      const data = raw instanceof Uint8Array ? raw : new Uint8Array(raw)
      if (first) {
        first = false
        if (isZstd(data))
          zstd = { decoder: new Decompress((out) => text(out, false)), frames: new ZstdFrames() }
      }
      bytes += data.length
      if (!zstd) {
        text(data, false)
        continue
      }
      const window = zstd.frames.inspect(data, limits.zstdWindowBytes)
      if (window !== undefined) reader.stop('zstd_window', limits.zstdWindowBytes)
      if (reader.stopped) throw new StopReading()
      zstd.decoder.push(data)
    }
    zstd?.decoder.push(new Uint8Array(0), true)
    text(new Uint8Array(0), true)
  } catch (error) {
    if (!(error instanceof StopReading)) throw error
  }
  return reader.finish()
}
