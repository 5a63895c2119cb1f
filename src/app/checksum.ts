/**
 * CRC-32 (IEEE 802.3, the polynomial of zip and PNG) as 8 hex digits: the short checksum a share
 * link carries of its scenario. It is not a signature (anyone can recompute it); it catches what
 * a copy does to a link: one changed, lost or added character.
 */

/** The CRC-32 table of the polynomial: 256 entries, computed once as the module loads. */
const CRC_TABLE: Readonly<Uint32Array> = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

/** The CRC-32 of the bytes, as 8 lowercase hex digits. */
export function crc32Hex(bytes: Uint8Array): string {
  let crc = 0xffffffff
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8)
  return ((crc ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0')
}
