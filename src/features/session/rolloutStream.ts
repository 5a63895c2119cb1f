import { Decompress } from 'fzstd'
import { RolloutReader, type RolloutLog } from '../../core/index.ts'

/**
 * Bytes → text chunks → the core's rollout reader. Zstandard (`.jsonl.zst`, spec rollout.md
 * §1.1) is recognized by its magic number and decompressed as it streams with `fzstd`; the core
 * stays free of dependencies and only ever sees text.
 */

export interface StreamProgress {
  readonly bytes: number
  readonly lines: number
}

export interface StreamOptions {
  readonly onProgress?: (progress: StreamProgress) => void
  /** checked between chunks: true stops the read (the worker's cancel). */
  readonly cancelled?: () => boolean
}

export class ReadCancelled extends Error {
  constructor() {
    super('cancelled')
  }
}

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd]

export function isZstd(head: Uint8Array): boolean {
  return ZSTD_MAGIC.every((byte, i) => head[i] === byte)
}

async function* chunksOf(source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>) {
  if (Symbol.asyncIterator in source) {
    yield* source as AsyncIterable<Uint8Array>
    return
  }
  const reader = (source as ReadableStream<Uint8Array>).getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return
    yield value
  }
}

/** Reads a rollout from a byte stream (a `File.stream()`, a Node read stream). */
export async function readRolloutStream(
  source: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>,
  options: StreamOptions = {},
): Promise<RolloutLog> {
  const reader = new RolloutReader()
  const decoder = new TextDecoder('utf-8')
  let zstd: Decompress | undefined
  let first = true
  let bytes = 0
  const text = (data: Uint8Array, final: boolean) => {
    const chunk = decoder.decode(data, { stream: !final })
    if (chunk) reader.push(chunk)
  }
  for await (const raw of chunksOf(source)) {
    if (options.cancelled?.()) throw new ReadCancelled()
    const data = raw instanceof Uint8Array ? raw : new Uint8Array(raw)
    if (first) {
      first = false
      if (isZstd(data)) zstd = new Decompress((out) => text(out, false))
    }
    bytes += data.length
    if (zstd) zstd.push(data)
    else text(data, false)
    options.onProgress?.({ bytes, lines: reader.lineCount })
  }
  if (zstd) zstd.push(new Uint8Array(0), true)
  text(new Uint8Array(0), true)
  return reader.finish()
}
