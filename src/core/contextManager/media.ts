import { approxTokenCount } from '../text.ts'

/**
 * What the token estimate reads from inline media (`history.rs:688–766` and
 * `utils/audio/src/lib.rs:115–202` at the pin): base64 data URLs, image sizes and audio
 * lengths. Only headers are read: an image whose header parses is measured even if its body is
 * corrupt (Codex decodes it whole and would fall back to the fixed cost), and only WAV audio is
 * measured (Codex also decodes MP3, M4A, WebM and Ogg; those fall back to the URL size here).
 */

function asciiPrefixIs(text: string, prefix: string): boolean {
  return text.length >= prefix.length && text.slice(0, prefix.length).toLowerCase() === prefix
}

/**
 * `parse_base64_data_url` (history.rs:703–730): the payload of a `data:` URL whose media type
 * starts with `mediaTypePrefix` and that has a `base64` parameter, markers in any ASCII case.
 */
export function parseBase64DataUrl(url: string, mediaTypePrefix: string): string | undefined {
  if (!asciiPrefixIs(url, 'data:')) return undefined
  const comma = url.indexOf(',')
  if (comma < 0) return undefined
  const [mime = '', ...parameters] = url.slice('data:'.length, comma).split(';')
  if (!asciiPrefixIs(mime, mediaTypePrefix)) return undefined
  if (!parameters.some((p) => p.toLowerCase() === 'base64')) return undefined
  return url.slice(comma + 1)
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Standard base64 with canonical padding and zero trailing bits, as the `STANDARD` engine
 * decodes; undefined for anything else.
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0) return undefined
  const pad = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  const out = new Uint8Array((text.length / 4) * 3 - pad)
  let bits = 0
  let value = 0
  let o = 0
  for (let i = 0; i < text.length - pad; i++) {
    const digit = ALPHABET.indexOf(text[i]!)
    if (digit < 0) return undefined
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[o++] = (value >> bits) & 0xff
    }
  }
  // the bits left over past the last byte must be zero
  if ((value & ((1 << bits) - 1)) !== 0) return undefined
  return out
}

function u32le(b: Uint8Array, at: number): number {
  return (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
}
function u16le(b: Uint8Array, at: number): number {
  return b[at]! | (b[at + 1]! << 8)
}
function u32be(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
}
function tag(b: Uint8Array, at: number): string {
  return String.fromCharCode(...b.subarray(at, at + 4))
}

/** Width and height from a PNG or WebP header, or undefined. */
export function imageDimensions(b: Uint8Array): [number, number] | undefined {
  if (b.length >= 24 && b[0] === 0x89 && tag(b, 1) === 'PNG\r' && tag(b, 12) === 'IHDR')
    return [u32be(b, 16), u32be(b, 20)]
  if (b.length < 30 || tag(b, 0) !== 'RIFF' || tag(b, 8) !== 'WEBP') return undefined
  const chunk = tag(b, 12)
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a)
    return [u16le(b, 26) & 0x3fff, u16le(b, 28) & 0x3fff]
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = u32le(b, 21)
    return [(bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1]
  }
  if (chunk === 'VP8X') return [(u32le(b, 24) & 0xffffff) + 1, (u32le(b, 27) & 0xffffff) + 1]
  return undefined
}

const WAV_MIMES = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave']

/** Seconds of PCM audio in a WAV file: data bytes / block align / sample rate. */
function wavDurationSeconds(b: Uint8Array): number | undefined {
  if (b.length < 12 || tag(b, 0) !== 'RIFF' || tag(b, 8) !== 'WAVE') return undefined
  let sampleRate: number | undefined
  let blockAlign: number | undefined
  for (let at = 12; at + 8 <= b.length;) {
    const size = u32le(b, at + 4)
    if (tag(b, at) === 'fmt ' && size >= 16) {
      sampleRate = u32le(b, at + 12)
      blockAlign = u16le(b, at + 20)
    } else if (tag(b, at) === 'data') {
      if (!sampleRate || !blockAlign) return undefined
      return Math.floor(size / blockAlign) / sampleRate
    }
    at += 8 + size + (size % 2)
  }
  return undefined
}

/**
 * `estimate_audio_token_count` (utils/audio/src/lib.rs:145–158): ten tokens a second, rounded
 * up, when the length can be read; else the URL's own size in tokens.
 */
export function estimateAudioTokenCount(audioUrl: string): number {
  const comma = audioUrl.indexOf(',')
  const [mime = '', ...parameters] = audioUrl.slice('data:'.length, Math.max(comma, 0)).split(';')
  const isWav = WAV_MIMES.includes(mime.toLowerCase())
  const base64 = parameters.some((p) => p.toLowerCase() === 'base64')
  const bytes = comma >= 0 && isWav && base64 ? decodeBase64(audioUrl.slice(comma + 1)) : undefined
  const seconds = bytes === undefined ? undefined : wavDurationSeconds(bytes)
  return seconds === undefined ? approxTokenCount(audioUrl) : Math.ceil(seconds * 10)
}
