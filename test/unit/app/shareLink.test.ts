import { describe, expect, it } from 'vitest'
import {
  MAX_PAYLOAD_CHARS,
  decodeScenario,
  encodeScenario,
  MAX_SHARED_BYTES,
  sharePayloadFromHash,
  shareUrl,
  toBase64Url,
  withoutSharePayload,
} from '../../../src/app/shareLink.ts'
import { MAX_HASH_CHARS, oversizedHash } from '../../../src/app/shareHash.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

async function deflate(text: string): Promise<string> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'))
  return toBase64Url(new Uint8Array(await new Response(stream).arrayBuffer()))
}

describe('share links', () => {
  it('round-trips a scenario, hostile text included', async () => {
    const scenario = {
      ...DEFAULT_SCENARIO,
      name: '<img src=x onerror=alert(1)> 한국어 \u212A',
      cell: { phase: 'manual', implementation: 'local' } as const,
    }
    const payload = await encodeScenario(scenario)
    expect(payload).toMatch(/^[A-Za-z0-9_-]+\.[0-9a-f]{8}$/)
    const decoded = await decodeScenario(payload)
    expect(decoded).toEqual({ ok: true, value: scenario })
  })

  it('compresses: the link is much shorter than the JSON', async () => {
    const payload = await encodeScenario(DEFAULT_SCENARIO)
    expect(payload.length).toBeLessThan(JSON.stringify(DEFAULT_SCENARIO).length / 1.5)
  })

  it('reads base64url’s own characters (- and _) and every unpadded length', async () => {
    const lengths = new Set<number>()
    for (let i = 0; lengths.size < 3; i++) {
      const scenario = { ...DEFAULT_SCENARIO, name: `link ${i}` }
      const payload = await encodeScenario(scenario)
      const data = payload.slice(0, payload.lastIndexOf('.'))
      if (!data.includes('-') || !data.includes('_') || lengths.has(data.length % 4)) continue
      lengths.add(data.length % 4)
      expect(await decodeScenario(payload)).toEqual({ ok: true, value: scenario })
    }
    // base64's own + and /, and a length no bytes encode to, are not base64url
    expect(await decodeScenario('a+b/')).toEqual({ ok: false, error: { kind: 'encoding' } })
    expect(await decodeScenario('abcde')).toEqual({ ok: false, error: { kind: 'encoding' } })
  })

  it('reports a tampered payload as a typed error, never throwing', async () => {
    expect(await decodeScenario('')).toEqual({ ok: false, error: { kind: 'encoding' } })
    expect(await decodeScenario('%%%')).toEqual({ ok: false, error: { kind: 'encoding' } })
    const good = await encodeScenario(DEFAULT_SCENARIO)
    const tampered = `${good.slice(0, 20)}AAAA${good.slice(24)}`
    const result = await decodeScenario(tampered)
    expect(result.ok).toBe(false)
    const truncated = await decodeScenario(good.slice(0, good.length / 2))
    expect(truncated.ok).toBe(false)
  })

  it('reports JSON that is not a scenario with parseScenario field paths', async () => {
    expect(await decodeScenario(await deflate('{"history": 3}'))).toMatchObject({
      ok: false,
      error: {
        kind: 'invalid',
        errors: expect.arrayContaining([expect.objectContaining({ path: 'history' })]),
      },
    })
    expect(await decodeScenario(await deflate('not json'))).toMatchObject({
      ok: false,
      error: { kind: 'json' },
    })
  })

  it('refuses a payload that inflates past the size limit', async () => {
    const bomb = await deflate(' '.repeat(MAX_SHARED_BYTES + 10))
    const result = await decodeScenario(bomb)
    expect(result).toMatchObject({ ok: false, error: { kind: 'too_large' } })
  })

  it('reads and writes only the hash, keeping the grid query string', () => {
    const url = shareUrl('http://127.0.0.1:4173/app/?cell=manual:local&step=3#old', 'abc')
    expect(url).toBe('http://127.0.0.1:4173/app/?cell=manual:local&step=3#s=abc')
    expect(sharePayloadFromHash(new URL(url).hash)).toBe('abc')
    expect(sharePayloadFromHash('#x=1')).toBeUndefined()
    expect(withoutSharePayload(url)).toBe('http://127.0.0.1:4173/app/?cell=manual:local&step=3')
    expect(withoutSharePayload('http://h/#s=abc&x=1')).toBe('http://h/#x=1')
  })
})

describe('a share link of megabytes', () => {
  it('is refused by its length before anything decodes it', async () => {
    const payload = 'A'.repeat(2 * 1024 * 1024) + '.0123abcd'
    const started = performance.now()
    const result = await decodeScenario(payload)
    expect(performance.now() - started).toBeLessThan(100)
    expect(result).toEqual({ ok: false, error: { kind: 'too_long', chars: payload.length } })
    // one character under the limit is read as any payload is (and refused as damaged here)
    const under = await decodeScenario('A'.repeat(MAX_PAYLOAD_CHARS - 9) + '.0123abcd')
    expect(under.ok ? undefined : under.error.kind).not.toBe('too_long')
  })
})

describe('a hash past MAX_HASH_CHARS', () => {
  it('is cut from the address unread; a hash within it is left alone', () => {
    // a payload at its limit, with answers beside it, is within the hash's bound
    expect(MAX_HASH_CHARS).toBeGreaterThan(MAX_PAYLOAD_CHARS + 1024)
    const base = 'https://lab.test/?tab=grid&lang=en'
    expect(oversizedHash(`${base}#s=${'A'.repeat(MAX_HASH_CHARS - 2)}`)).toBeUndefined()
    expect(oversizedHash(base)).toBeUndefined()
    expect(oversizedHash(`${base}#zz=${'A'.repeat(MAX_HASH_CHARS)}`)).toEqual({
      href: base,
      chars: MAX_HASH_CHARS + 3,
    })
  })
})
