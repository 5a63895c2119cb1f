import { describe, expect, it } from 'vitest'
import {
  LineSplitter,
  readRollout,
  RolloutReader,
  ROLLOUT_LIMITS,
} from '../../../../src/core/index.ts'
import { CP, META, sessionText, U } from '../../../../scripts/syntheticRollout.ts'
import {
  legacySession,
  NO_SAMPLE,
  redactedSession,
  sampleText,
} from '../../../helpers/rolloutSamples.ts'

const V058 = sampleText('v058')
const CATALOG = sampleText('catalog')

describe('LineSplitter', () => {
  it('joins lines split across chunks and drops \\r', () => {
    const lines: string[] = []
    const s = new LineSplitter()
    for (const chunk of ['{"a":', '1}\r\n{"b"', ':2}\n', '{"c":3}'])
      s.push(chunk, (l) => lines.push(l))
    s.end((l) => lines.push(l))
    expect(lines).toEqual(['{"a":1}', '{"b":2}', '{"c":3}'])
  })

  it('measures a line past the limit without building it and goes on', () => {
    const lines: string[] = []
    const skipped: number[] = []
    const s = new LineSplitter(4, 20)
    for (const chunk of ['ab\nxyz', 'xyzxyz', '\ncd\n', 'toolong'])
      s.push(
        chunk,
        (l) => lines.push(l),
        (n) => skipped.push(n),
      )
    s.end(
      (l) => lines.push(l),
      (n) => skipped.push(n),
    )
    expect(lines).toEqual(['ab', 'cd'])
    expect(skipped).toEqual([9, 7])
  })

  it('stops at a line past the skip limit, keeping the lines before it', () => {
    const lines: string[] = []
    const s = new LineSplitter(4, 10)
    expect(s.push('ab\n', (l) => lines.push(l))).toBe(true)
    expect(s.push('x'.repeat(8), (l) => lines.push(l))).toBe(true)
    expect(s.push('xxx\ncd\n', (l) => lines.push(l))).toBe(false)
    expect(s.overflowed).toBe(true)
    expect(lines).toEqual(['ab'])
  })

  it('gives the same records whatever the chunk size', () => {
    const text = sessionText({ turns: 5, compactEvery: 2 })
    const whole = readRollout(text, text.length).records
    for (const size of [1, 7, 1000]) expect(readRollout(text, size).records).toEqual(whole)
  })
})

describe('RolloutReader', () => {
  it('skips a line past the line-length limit by name and reads the rest of the file', () => {
    const text = sessionText({ turns: 3 })
    const lines = text.split('\n')
    const long = U('x'.repeat(5_000))
    const withLong = [...lines.slice(0, 4), long, ...lines.slice(4)].join('\n')
    const limits = { ...ROLLOUT_LIMITS, lineChars: 4_096, lineSkipChars: 8_192 }
    for (const size of [100, 1 << 16]) {
      const reader = new RolloutReader(limits)
      for (let i = 0; i < withLong.length; i += size) reader.push(withLong.slice(i, i + size))
      const log = reader.finish()
      expect(log.stopped).toBeUndefined()
      expect(log.issues).toEqual([
        {
          line: 5,
          message: `${long.length.toLocaleString('en')} characters, longer than 4,096 (the line-length limit): skipped`,
        },
      ])
      // every other line read as without it, each at its own line number
      const plain = readRollout(text).records
      expect(log.records).toHaveLength(plain.length)
      expect(log.records.at(-1)?.line).toBe((plain.at(-1)?.line ?? 0) + 1)
    }
  })

  it('stops at a line past the skip limit, naming it', () => {
    const text = [META(), U('x'.repeat(9_000)), U('after')].join('\n')
    const reader = new RolloutReader({ ...ROLLOUT_LIMITS, lineChars: 4_096, lineSkipChars: 8_192 })
    reader.push(text)
    const log = reader.finish()
    expect(log.stopped).toMatchObject({ limit: 'line_chars', max: 8_192, line: 2 })
    expect(log.stats.lines).toBe(1)
  })

  it('reports malformed lines by number and keeps reading', () => {
    const text = [
      META(),
      U('one'),
      '{"timestamp":"x","type":',
      'null',
      U('two'),
      '{"nope":1}',
    ].join('\n')
    const log = readRollout(text)
    expect(log.issues.map((i) => i.line)).toEqual([3, 4, 6])
    expect(log.records.filter((r) => r.kind === 'item')).toHaveLength(2)
    expect(log.stats.malformed).toBe(3)
  })

  it('keeps what a truncated file had before its cut', () => {
    const full = sessionText({ turns: 3 })
    const cut = full.slice(0, Math.floor(full.length * 0.6))
    const log = readRollout(cut)
    expect(log.truncatedLastLine).toBe(true)
    expect(log.issues.at(-1)?.line).toBe(cut.split('\n').length)
    expect(log.records.length).toBeGreaterThan(10)
  })

  it('skips and counts unknown line, event and item types', () => {
    const text = [
      META(),
      JSON.stringify({ timestamp: 't', type: 'future_thing', payload: {} }),
      JSON.stringify({ timestamp: 't', type: 'event_msg', payload: { type: 'brand_new' } }),
      JSON.stringify({ timestamp: 't', type: 'response_item', payload: { type: 'hologram' } }),
    ].join('\n')
    const log = readRollout(text)
    expect(log.stats.unknown).toEqual({
      future_thing: 1,
      'event_msg.brand_new': 1,
      'response_item.hologram': 1,
    })
    expect(log.issues).toEqual([])
  })

  it('counts encrypted content and images without keeping them', () => {
    const secret = 'gAAAA'.repeat(1000)
    const image = `data:image/png;base64,${'A'.repeat(5000)}`
    const text = [
      JSON.stringify({
        timestamp: 't',
        type: 'response_item',
        payload: { type: 'reasoning', summary: [], encrypted_content: secret },
      }),
      JSON.stringify({
        timestamp: 't',
        type: 'response_item',
        payload: {
          type: 'message',
          role: 'user',
          content: [{ type: 'input_image', image_url: image }],
        },
      }),
      CP('', [{ type: 'compaction', encrypted_content: secret }]),
    ].join('\n')
    const log = readRollout(text)
    expect(log.stats.encrypted).toBe(2)
    expect(log.stats.encryptedChars).toBe(2 * secret.length)
    expect(log.stats.images).toBe(1)
    expect(log.stats.imageChars).toBe(image.length)
    expect(JSON.stringify(log.records)).not.toContain('gAAAAgAAAA')
    expect(JSON.stringify(log.records)).not.toContain('base64')
  })

  it('reads the pre-envelope legacy era', () => {
    const log = readRollout(sessionText({ era: 'legacy', turns: 3 }))
    expect(log.eras).toEqual(['legacy'])
    expect(log.meta?.id).toMatch(/^0198/)
    expect(log.stats.stateLines).toBe(6)
    expect(log.records.every((r) => r.kind === 'item')).toBe(true)
    expect(log.issues).toEqual([])
  })

  it('reads the newest era: ordinal, window ids, numeric window_id as window number', () => {
    const log = readRollout(sessionText({ era: 'newest', turns: 5, compactEvery: 2 }))
    expect(log.eras).toContain('newest')
    const compacted = log.records.filter((r) => r.kind === 'compacted')
    expect(compacted.map((c) => c.windowNumber)).toEqual([2, 3])
    expect(compacted[0]?.windowId).toMatch(/^019c/)
    const legacyNumber = readRollout(CP('', [], { window_id: 7 })).records[0]
    expect(legacyNumber).toMatchObject({ kind: 'compacted', windowNumber: 7 })
    expect(legacyNumber).not.toHaveProperty('windowId')
  })

  it('is fed in chunks by a stream', () => {
    const reader = new RolloutReader()
    const text = sessionText({ turns: 2 })
    for (const ch of text) reader.push(ch)
    expect(reader.finish().records).toEqual(readRollout(text).records)
  })
})

describe('whole sessions (generated in the shapes of real files)', () => {
  it('reads a 0.58.0 session: one user turn, a turn context per request, no compaction', () => {
    const session = legacySession()
    const log = readRollout(session.text)
    expect(log.issues).toEqual([])
    expect(log.meta?.cliVersion).toBe('0.58.0')
    expect(log.stats.lines).toBe(session.lines)
    // one per request, and the one before the final answer
    expect(log.records.filter((r) => r.kind === 'turn_context')).toHaveLength(session.requests + 1)
    expect(log.records.filter((r) => r.kind === 'compacted')).toHaveLength(0)
    const tc = log.records.find((r) => r.kind === 'turn_context')
    expect(tc).toMatchObject({ sandboxMode: 'danger-full-access', model: 'gpt-5.1-codex' })
    expect(log.stats.ghostSnapshots).toBe(1)
  })

  it('reads a newest-era session with window fields on every compaction', () => {
    const session = redactedSession()
    const log = readRollout(session.text)
    expect(log.issues).toEqual([])
    expect(log.eras).toEqual(expect.arrayContaining(['envelope', 'newest']))
    const compacted = log.records.filter((r) => r.kind === 'compacted')
    expect(compacted).toHaveLength(session.compactions)
    expect(compacted.every((c) => c.kind === 'compacted' && c.windowId !== undefined)).toBe(true)
    expect(compacted.every((c) => c.kind === 'compacted' && c.windowNumber !== undefined)).toBe(
      true,
    )
  })
})

describe('the public sample rollouts (an optional extra run)', () => {
  it('reads the real 0.58.0 rollout: one user turn, a turn context per request, no compaction', (ctx) => {
    ctx.skip(!V058, NO_SAMPLE)
    const log = readRollout(V058!)
    expect(log.issues).toEqual([])
    expect(log.meta?.cliVersion).toBe('0.58.0')
    expect(log.stats.lines).toBe(279)
    expect(log.records.filter((r) => r.kind === 'turn_context')).toHaveLength(40)
    expect(log.records.filter((r) => r.kind === 'compacted')).toHaveLength(0)
    const tc = log.records.find((r) => r.kind === 'turn_context')
    expect(tc).toMatchObject({ sandboxMode: 'danger-full-access', model: 'gpt-5.1-codex' })
    expect(log.stats.ghostSnapshots).toBe(1)
  })

  it('reads every shape of the 0.146–0.149 catalog without an error', (ctx) => {
    ctx.skip(!CATALOG, NO_SAMPLE)
    const log = readRollout(CATALOG!)
    expect(log.issues).toEqual([])
    expect(log.eras).toEqual(expect.arrayContaining(['envelope', 'newest']))
    const compacted = log.records.filter((r) => r.kind === 'compacted')
    expect(compacted).toHaveLength(6)
    expect(compacted.some((c) => c.kind === 'compacted' && c.windowId !== undefined)).toBe(true)
    expect(compacted.some((c) => c.kind === 'compacted' && c.windowNumber !== undefined)).toBe(true)
  })
})
