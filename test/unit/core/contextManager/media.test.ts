import { describe, expect, it } from 'vitest'
import {
  decodeBase64,
  estimateAudioTokenCount,
  imageDimensions,
  parseBase64DataUrl,
} from '../../../../src/core/contextManager/media.ts'

describe('inline media for the token estimate', () => {
  it('decodes canonical base64 only', () => {
    expect([...decodeBase64('YXVkaW8=')!]).toEqual([...Buffer.from('audio')])
    expect(decodeBase64('YXVkaW8')).toBeUndefined()
    expect(decodeBase64('YXVkaW9=')).toBeUndefined() // trailing bits set
    expect(decodeBase64('YX*kaW8=')).toBeUndefined()
  })

  it('reads the payload of a typed base64 data URL, markers in any case', () => {
    expect(parseBase64DataUrl('Data:IMAGE/png;Base64,QUJD', 'image/')).toBe('QUJD')
    expect(parseBase64DataUrl('data:image/png,QUJD', 'image/')).toBeUndefined()
    expect(parseBase64DataUrl('data:audio/wav;base64,QUJD', 'image/')).toBeUndefined()
  })

  it('reads no size from bytes that are not a PNG or WebP header', () => {
    expect(imageDimensions(new Uint8Array(40))).toBeUndefined()
  })

  it('falls back to the URL size for audio it cannot measure', () => {
    const mp3 = `data:audio/mpeg;base64,${'A'.repeat(400)}`
    expect(estimateAudioTokenCount(mp3)).toBe(Math.ceil(mp3.length / 4))
  })
})
