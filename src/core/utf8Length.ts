/*
 * Apart from the other text helpers (text.ts): the first screen needs only this one (history
 * item sizes), and a module is bundled whole.
 */

const NON_ASCII = /[\u0080-\uffff]/

/**
 * Byte length of a string in UTF-8, without allocating. Most texts are ASCII, one byte a unit:
 * the engine's own scan for a non-ASCII unit is several times faster than counting in a loop.
 */
export function utf8Length(text: string): number {
  if (!NON_ASCII.test(text)) return text.length
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c < 0x80) n += 1
    else if (c < 0x800) n += 2
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        n += 4
        i++
      } else n += 3
    } else n += 3
  }
  return n
}
