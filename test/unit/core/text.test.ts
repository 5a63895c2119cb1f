import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  approxTokenCount,
  bytesEqualIgnoreAsciiCase,
  isCharBoundary,
  isRustWhitespace,
  rustTrim,
  rustTrimEnd,
  rustTrimStart,
  truncateTextToTokens,
  utf8Decode,
  utf8Encode,
  utf8Length,
} from '../../../src/core/text.ts'

// the code points Rust's char::is_whitespace accepts (Unicode White_Space, Unicode 15)
const RUST_WHITESPACE = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004,
  0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
]

const ELLIPSIS = '\u2026'

describe('isRustWhitespace', () => {
  it('accepts exactly the Unicode White_Space code points of the BMP', () => {
    const accepted: number[] = []
    for (let cp = 0; cp <= 0xffff; cp++) if (isRustWhitespace(cp)) accepted.push(cp)
    expect(accepted).toEqual(RUST_WHITESPACE)
  })

  it('rejects U+FEFF (JS trim strips it, Rust keeps it) and zero-width space U+200B', () => {
    expect(isRustWhitespace(0xfeff)).toBe(false)
    expect(isRustWhitespace(0x200b)).toBe(false)
  })
})

describe('rustTrim / rustTrimStart / rustTrimEnd', () => {
  it('strips U+0085 (NEL) where JS trim keeps it', () => {
    expect('\u0085x\u0085'.trim()).toBe('\u0085x\u0085')
    expect(rustTrim('\u0085x\u0085')).toBe('x')
  })

  it('keeps U+FEFF where JS trim strips it', () => {
    expect('\uFEFFx\uFEFF'.trim()).toBe('x')
    expect(rustTrim('\uFEFFx\uFEFF')).toBe('\uFEFFx\uFEFF')
  })

  it('trims only the requested side', () => {
    expect(rustTrimStart(' \t\nx \n')).toBe('x \n')
    expect(rustTrimEnd(' \t\nx \n')).toBe(' \t\nx')
    expect(rustTrim('\u3000\u2028 x y \u00a0')).toBe('x y')
  })

  it('returns the empty string for all-whitespace input', () => {
    expect(rustTrim(' \n\t\u0085\u3000')).toBe('')
    expect(rustTrimStart('')).toBe('')
    expect(rustTrimEnd('')).toBe('')
  })

  it('agrees with JS trim on strings without U+FEFF and U+0085', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const t = s.replaceAll('\uFEFF', '').replaceAll('\u0085', '')
        // JS trim also strips nothing else outside White_Space, except U+FEFF handled above
        expect(rustTrim(t)).toBe(t.trim())
      }),
    )
  })
})

describe('UTF-8 helpers', () => {
  it('encodes 1- to 4-byte code points', () => {
    expect(Array.from(utf8Encode('a'))).toEqual([0x61])
    expect(Array.from(utf8Encode('é'))).toEqual([0xc3, 0xa9])
    expect(Array.from(utf8Encode('\u212A'))).toEqual([0xe2, 0x84, 0xaa])
    expect(Array.from(utf8Encode('😀'))).toEqual([0xf0, 0x9f, 0x98, 0x80])
  })

  it('encodes a lone surrogate as U+FFFD', () => {
    expect(Array.from(utf8Encode('\ud800'))).toEqual([0xef, 0xbf, 0xbd])
    expect(Array.from(utf8Encode('\udc00x'))).toEqual([0xef, 0xbf, 0xbd, 0x78])
  })

  it('matches TextEncoder on arbitrary strings, and utf8Length agrees', () => {
    const encoder = new TextEncoder()
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const expected = Array.from(encoder.encode(s))
        expect(Array.from(utf8Encode(s))).toEqual(expected)
        expect(utf8Length(s)).toBe(expected.length)
      }),
    )
  })

  it('counts ASCII-only strings, the fast path, as TextEncoder does', () => {
    const encoder = new TextEncoder()
    fc.assert(
      fc.property(fc.string({ unit: 'binary-ascii' }), fc.string({ unit: 'binary' }), (a, b) => {
        expect(utf8Length(a)).toBe(encoder.encode(a).length)
        // one non-ASCII unit anywhere leaves the fast path
        expect(utf8Length(a + b + a)).toBe(encoder.encode(a + b + a).length)
      }),
    )
  })

  it('round-trips well-formed strings through utf8Decode', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(utf8Decode(utf8Encode(s))).toBe(s)
      }),
    )
  })

  it('finds char boundaries', () => {
    const bytes = utf8Encode('aé😀')
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((i) => isCharBoundary(bytes, i))).toEqual([
      true,
      true,
      false,
      true,
      false,
      false,
      false,
      true,
    ])
    expect(isCharBoundary(bytes, 8)).toBe(false)
  })

  it('folds only ASCII letters in bytesEqualIgnoreAsciiCase', () => {
    expect(bytesEqualIgnoreAsciiCase(utf8Encode('<SKILL>'), utf8Encode('<skill>'))).toBe(true)
    expect(bytesEqualIgnoreAsciiCase(utf8Encode('\u212A'), utf8Encode('k'))).toBe(false)
    expect(bytesEqualIgnoreAsciiCase(utf8Encode('É'), utf8Encode('é'))).toBe(false)
    expect(bytesEqualIgnoreAsciiCase(utf8Encode('ab'), utf8Encode('abc'))).toBe(false)
    // '[' (0x5b) and '{' (0x7b) differ by 0x20 but are not letters
    expect(bytesEqualIgnoreAsciiCase(utf8Encode('['), utf8Encode('{'))).toBe(false)
  })
})

describe('approxTokenCount', () => {
  it('is ceil(utf8 bytes / 4)', () => {
    expect(approxTokenCount('')).toBe(0)
    expect(approxTokenCount('a')).toBe(1)
    expect(approxTokenCount('abcd')).toBe(1)
    expect(approxTokenCount('abcde')).toBe(2)
    expect(approxTokenCount('aaaaaaaa')).toBe(2)
    expect(approxTokenCount('b'.repeat(40))).toBe(10)
    expect(approxTokenCount('cccc')).toBe(1)
    // é is 2 bytes, 😀 is 4: 3 + 8 = 11 bytes → 3 tokens (code units would say 2)
    expect(approxTokenCount('éé😀😀')).toBe(3)
    expect(approxTokenCount('word '.repeat(200))).toBe(250)
  })

  it('equals ceil(TextEncoder length / 4) for arbitrary strings', () => {
    const encoder = new TextEncoder()
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        expect(approxTokenCount(s)).toBe(Math.ceil(encoder.encode(s).length / 4))
      }),
    )
  })
})

describe('truncateTextToTokens', () => {
  it('compaction.md §12.5: "word "×200 at 16 tokens keeps 32 head + 32 tail bytes', () => {
    const out = truncateTextToTokens('word '.repeat(200), 16)
    expect(out).toBe(
      `word word word word word word wo${ELLIPSIS}234 tokens truncated${ELLIPSIS}d word word word word word word `,
    )
    expect(out).toContain('tokens truncated')
    expect(out).not.toContain('word '.repeat(200))
  })

  it('compaction.md §12.5: 40×"b" at 9 tokens keeps 18 + 18 bytes and reports 1 token', () => {
    expect(truncateTextToTokens('b'.repeat(40), 9)).toBe(
      `${'b'.repeat(18)}${ELLIPSIS}1 tokens truncated${ELLIPSIS}${'b'.repeat(18)}`,
    )
  })

  it('compaction.md §12.6: "middle1234" at 2 tokens', () => {
    expect(truncateTextToTokens('middle1234', 2)).toBe(
      `midd${ELLIPSIS}1 tokens truncated${ELLIPSIS}1234`,
    )
  })

  it('returns the text unchanged when it fits (bytes ≤ 4n)', () => {
    expect(truncateTextToTokens('abcdefgh', 2)).toBe('abcdefgh')
    expect(truncateTextToTokens('b'.repeat(40), 10)).toBe('b'.repeat(40))
    expect(truncateTextToTokens('', 1)).toBe('')
  })

  it('never splits a multi-byte character', () => {
    // 'é' is 2 bytes: a 4-byte budget per side would land mid-character on an odd offset
    const text = 'aéééééééééé'
    const out = truncateTextToTokens(text, 1)
    expect(out).not.toContain('\ufffd')
    const [head, tail] = out.split(/\u2026\d+ tokens truncated\u2026/)
    expect(text.startsWith(head ?? '\0')).toBe(true)
    expect(text.endsWith(tail ?? '\0')).toBe(true)
    expect(utf8Length(head ?? '')).toBeLessThanOrEqual(2)
    expect(utf8Length(tail ?? '')).toBeLessThanOrEqual(2)
  })

  it('keeps head and tail within the 4n budget for arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 33, maxLength: 80 }),
        fc.integer({ min: 1, max: 8 }),
        (s, n) => {
          // 33+ graphemes are 33+ bytes, above any 4n budget here; texts that fit are tested above
          fc.pre(utf8Length(s) > 4 * n)
          const out = truncateTextToTokens(s, n)
          const match = /^([\s\S]*?)\u2026(\d+) tokens truncated\u2026([\s\S]*)$/.exec(out)
          expect(match).not.toBeNull()
          const [, head = '', k = '', tail = ''] = match ?? []
          expect(s.startsWith(head)).toBe(true)
          expect(s.endsWith(tail)).toBe(true)
          expect(utf8Length(head)).toBeLessThanOrEqual(Math.floor((4 * n) / 2))
          expect(utf8Length(tail)).toBeLessThanOrEqual(4 * n - Math.floor((4 * n) / 2))
          expect(Number(k)).toBe(Math.ceil((utf8Length(s) - 4 * n) / 4))
        },
      ),
    )
  })
})
