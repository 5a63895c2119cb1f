import type { ScenarioError, ScenarioFile } from '../core/index.ts'
import { loadEngine } from '../store/engine.ts'
import { crc32Hex } from './checksum.ts'
import { CHECKSUM_SEPARATOR } from './shareHash.ts'

export {
  isUncheckedPayload,
  SHARE_PARAM,
  sharePayloadFromHash,
  shareUrl,
  withoutSharePayload,
} from './shareHash.ts'

/**
 * Share links: the whole scenario JSON (registry, history, cell, world…), compressed with the
 * browser's own `CompressionStream('deflate-raw')` and written as base64url in the hash,
 * `#s=…`. The hash never reaches a server, and the query string (`?cell=…&step=…`) is left to
 * the grid. Decoding never throws: every failure is a typed error the page can explain.
 *
 * The payload ends in `.` and the CRC-32 of the scenario's JSON (8 hex digits): one changed
 * character used to open a different scenario without a word (deflate decodes most damage to
 * some other text), now it is refused. Links made before the checksum have no `.`: they are
 * still opened, with a notice that they cannot be verified, because lessons and slides handed
 * out earlier carry them and the scenario still passes every check of the format.
 */

/** Decompressed scenarios above this size are refused (a tampered link could be a zip bomb). */
export const MAX_SHARED_BYTES = 4 * 1024 * 1024

/**
 * Payloads longer than this are refused before anything decodes them: a 2 MB hash kept the page
 * busy for seconds in base64 and inflate alone. The longest link the lab offers is 16,384
 * characters (`shareView.ts`); a scenario at `MAX_SHARED_BYTES` compresses to far less than this.
 */
export const MAX_PAYLOAD_CHARS = 256 * 1024

export type ShareError =
  | { readonly kind: 'encoding' }
  /** the payload decodes, but not to the text its checksum was made of: damaged on the way. */
  | { readonly kind: 'checksum' }
  | { readonly kind: 'decompress' }
  | { readonly kind: 'too_large'; readonly bytes: number }
  /** the payload itself is past `MAX_PAYLOAD_CHARS`: refused unread. */
  | { readonly kind: 'too_long'; readonly chars: number }
  | { readonly kind: 'json'; readonly message: string }
  | { readonly kind: 'invalid'; readonly errors: readonly ScenarioError[] }

export type ShareResult =
  /** `unchecked`: an old link without a checksum (nothing says it arrived as it was made). */
  | { readonly ok: true; readonly value: ScenarioFile; readonly unchecked?: true }
  | { readonly ok: false; readonly error: ShareError }

const BASE64URL = /^[A-Za-z0-9_-]*$/

/** base64url without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  // chunks keep String.fromCharCode's argument list short
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** Inverse of {@link toBase64Url}; undefined for anything that is not base64url. */
function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return undefined
  const padded =
    text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  try {
    const binary = atob(padded)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return undefined
  }
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | { tooLarge: number }> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => undefined)
      return { tooLarge: total }
    }
    chunks.push(value)
  }
  const out = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    out.set(chunk, offset)
    offset += chunk.byteLength
  }
  return out
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/** Compresses a scenario into the base64url payload of a share link. */
export async function encodeScenario(scenario: ScenarioFile): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(scenario))
  const compressed = await readAll(
    streamOf(json).pipeThrough(new CompressionStream('deflate-raw')),
    Number.MAX_SAFE_INTEGER,
  )
  if (!(compressed instanceof Uint8Array)) throw new Error('unreachable: no limit on compression')
  return `${toBase64Url(compressed)}${CHECKSUM_SEPARATOR}${crc32Hex(json)}`
}

const CHECKSUM = /^[0-9a-f]{8}$/

/** Decodes a share payload back into a validated scenario. Never throws. */
export async function decodeScenario(payload: string): Promise<ShareResult> {
  // measured first: nothing below may touch a payload of megabytes
  if (payload.length > MAX_PAYLOAD_CHARS)
    return { ok: false, error: { kind: 'too_long', chars: payload.length } }
  const text = payload.trim()
  if (text.startsWith('~')) return await decodeSweepPoint(text)
  const cut = text.lastIndexOf(CHECKSUM_SEPARATOR)
  const data = cut < 0 ? text : text.slice(0, cut)
  const checksum = cut < 0 ? undefined : text.slice(cut + 1)
  if (checksum !== undefined && !CHECKSUM.test(checksum))
    return { ok: false, error: { kind: 'checksum' } }
  const bytes = fromBase64Url(data)
  if (!bytes || bytes.length === 0) return { ok: false, error: { kind: 'encoding' } }
  let inflated: Uint8Array | { tooLarge: number }
  try {
    inflated = await readAll(
      streamOf(bytes).pipeThrough(new DecompressionStream('deflate-raw')),
      MAX_SHARED_BYTES,
    )
  } catch {
    return { ok: false, error: { kind: 'decompress' } }
  }
  if (!(inflated instanceof Uint8Array))
    return { ok: false, error: { kind: 'too_large', bytes: inflated.tooLarge } }
  if (checksum !== undefined && crc32Hex(inflated) !== checksum)
    return { ok: false, error: { kind: 'checksum' } }
  let raw: unknown
  try {
    raw = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated))
  } catch (error) {
    return {
      ok: false,
      error: { kind: 'json', message: error instanceof Error ? error.message : String(error) },
    }
  }
  return await parsedShare(raw, checksum === undefined)
}

async function parsedShare(raw: unknown, unchecked: boolean): Promise<ShareResult> {
  // the engine (the core's parser) loads with the first link that needs it
  const parsed = (await loadEngine()).parseScenario(raw)
  if (!parsed.ok) return { ok: false, error: { kind: 'invalid', errors: parsed.errors } }
  return unchecked
    ? { ok: true, value: parsed.value, unchecked: true }
    : { ok: true, value: parsed.value }
}

/** A sweep point's history, regenerated from its settings (`sweepPointLink.ts`, loaded only then). */
async function decodeSweepPoint(text: string): Promise<ShareResult> {
  const { sweepPointScenario } = await import('./sweepPointLink.ts')
  const scenario = sweepPointScenario(text)
  if (!scenario) return { ok: false, error: { kind: 'encoding' } }
  return await parsedShare(scenario, false)
}
