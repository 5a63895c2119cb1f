/**
 * SHA-1 and name-based UUIDs (RFC 4122 version 5), only for the stable ids normalization gives
 * the outputs it makes up (`normalize.rs:146–153`): the same call id must name the same output
 * on every prompt, or the prompt cache is lost. Not for security.
 */

function rotl(x: number, n: number): number {
  return (x << n) | (x >>> (32 - n))
}

/** The SHA-1 digest of `data`, 20 bytes. */
export function sha1(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor(bitLength / 2 ** 32))
  view.setUint32(padded.length - 4, bitLength >>> 0)
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0]
  const w = new Array<number>(80)
  for (let block = 0; block < padded.length; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4)
    for (let i = 16; i < 80; i++) w[i] = rotl(w[i - 3]! ^ w[i - 8]! ^ w[i - 14]! ^ w[i - 16]!, 1)
    let [a, b, c, d, e] = h as [number, number, number, number, number]
    for (let i = 0; i < 80; i++) {
      const [f, k] =
        i < 20
          ? [(b & c) | (~b & d), 0x5a827999]
          : i < 40
            ? [b ^ c ^ d, 0x6ed9eba1]
            : i < 60
              ? [(b & c) | (b & d) | (c & d), 0x8f1bbcdc]
              : [b ^ c ^ d, 0xca62c1d6]
      const t = (rotl(a, 5) + f + e + k + w[i]!) | 0
      e = d
      d = c
      c = rotl(b, 30)
      b = a
      a = t
    }
    h[0] = (h[0]! + a) | 0
    h[1] = (h[1]! + b) | 0
    h[2] = (h[2]! + c) | 0
    h[3] = (h[3]! + d) | 0
    h[4] = (h[4]! + e) | 0
  }
  const out = new Uint8Array(20)
  const outView = new DataView(out.buffer)
  h.forEach((word, i) => outView.setUint32(i * 4, word >>> 0))
  return out
}

/** `Uuid::new_v5(namespace, name)`, written hyphenated in lower case as `Uuid`'s `Display`. */
export function uuidV5(namespaceHex: string, name: Uint8Array): string {
  const namespace = new Uint8Array(16)
  for (let i = 0; i < 16; i++) namespace[i] = parseInt(namespaceHex.slice(i * 2, i * 2 + 2), 16)
  const input = new Uint8Array(16 + name.length)
  input.set(namespace)
  input.set(name, 16)
  const bytes = sha1(input).subarray(0, 16)
  bytes[6] = (bytes[6]! & 0x0f) | 0x50
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
