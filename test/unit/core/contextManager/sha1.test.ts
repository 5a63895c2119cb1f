import { describe, expect, it } from 'vitest'
import { sha1, uuidV5 } from '../../../../src/core/contextManager/sha1.ts'
import { utf8Encode } from '../../../../src/core/text.ts'

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')

describe('sha1 and uuidV5', () => {
  it('matches the FIPS 180 test vectors, across a block boundary', () => {
    expect(hex(sha1(utf8Encode('abc')))).toBe('a9993e364706816aba3e25717850c26c9cd0d89d')
    expect(hex(sha1(utf8Encode('')))).toBe('da39a3ee5e6b4b0d3255bfef95601890afd80709')
    expect(hex(sha1(utf8Encode('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')))).toBe(
      '84983e441c3bd26ebaae4aa1f95129e5e54670f1',
    )
  })

  it('gives RFC 4122 name-based ids (the DNS namespace and python.org)', () => {
    expect(uuidV5('6ba7b8109dad11d180b400c04fd430c8', utf8Encode('python.org'))).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    )
  })
})
