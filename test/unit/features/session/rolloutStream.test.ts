import { describe, expect, it } from 'vitest'
import { ROLLOUT_LIMITS } from '../../../../src/core/index.ts'
import { readRolloutStream } from '../../../../src/features/session/rolloutStream.ts'
import { sessionText } from '../../../../scripts/syntheticRollout.ts'
import { MAX_BLOCK, zstdFrame } from '../../../helpers/zstdBomb.ts'

async function* slices(bytes: Uint8Array, size = 1 << 20) {
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size)
}

const GB = 1024 ** 3
const session = sessionText({ turns: 3 })
const sessionLines = session.split('\n').length - 1
// a line past the skip limit stops reading; small limits keep these tests fast
const LINE_LIMITS = { ...ROLLOUT_LIMITS, lineChars: 1 << 20, lineSkipChars: 4 << 20 }

describe('readRolloutStream within limits', () => {
  it('stops a 3 GB blank-line bomb at the blank-line limit and keeps the session before it', async () => {
    const bomb = zstdFrame({ prefix: session, byte: '\n', repeat: 3 * GB })
    expect(bomb.length).toBeLessThan(200_000)
    // how long it takes is `npm run bench`'s (scripts/bench/limits.ts): here, where it stops
    const log = await readRolloutStream(slices(bomb), { size: bomb.length })
    expect(log.stopped).toMatchObject({ limit: 'blank_run', max: ROLLOUT_LIMITS.blankRun })
    expect(log.stopped?.line).toBe(sessionLines + ROLLOUT_LIMITS.blankRun + 1)
    expect(log.stopped?.message).toContain('blank-line limit')
    expect(log.records.length).toBeGreaterThan(10)
    expect(log.meta?.id).toBeDefined()
  })

  it('stops an endless line at the line-length limit', async () => {
    const bomb = zstdFrame({ prefix: session, byte: 'x', repeat: 3 * GB })
    const log = await readRolloutStream(slices(bomb), { size: bomb.length, limits: LINE_LIMITS })
    expect(log.stopped).toMatchObject({
      limit: 'line_chars',
      max: LINE_LIMITS.lineSkipChars,
      line: sessionLines + 1,
    })
    expect(log.stats.lines).toBe(sessionLines)
  })

  it('stops at the text budget: a ratio over the compressed size, at most 2 GB', async () => {
    // the budget a read stops at, for a stated size (the text is read as it is, uncompressed)
    const text = new TextEncoder().encode(session)
    const stopsAt = async (
      size: number | undefined,
      textBytes: number,
      ratioFloorBytes: number,
    ) => {
      const small = { ...ROLLOUT_LIMITS, ratio: 10, textBytes, ratioFloorBytes }
      const read = await readRolloutStream(slices(text, 64), {
        ...(size === undefined ? {} : { size }),
        limits: small,
      })
      return read.stopped?.limit === 'text_bytes' ? read.stopped.max : undefined
    }
    expect(text.length).toBeGreaterThan(2000)
    expect(await stopsAt(undefined, 1000, 100)).toBe(1000) // no size: the whole budget
    expect(await stopsAt(10, 1000, 300)).toBe(300) // a tiny file: the floor
    expect(await stopsAt(50, 1000, 300)).toBe(500) // between: the ratio over the size
    expect(await stopsAt(GB, 1000, 300)).toBe(1000) // a huge file: never over the budget
    const limits = { ...ROLLOUT_LIMITS, ratio: 10, ratioFloorBytes: 1 << 20 }
    const bomb = zstdFrame({ prefix: session, byte: ' ', repeat: 64 << 20 })
    const log = await readRolloutStream(slices(bomb), { size: bomb.length, limits })
    expect(log.stopped).toMatchObject({ limit: 'text_bytes', max: 1 << 20 })
    expect(log.stats.lines).toBe(sessionLines)
  })

  it('refuses a frame whose header asks for a 2 GB window before any allocation', async () => {
    const bomb = zstdFrame({ byte: '\n', repeat: 10, windowLog: 31 })
    const log = await readRolloutStream(slices(bomb), { size: bomb.length })
    expect(log.stopped).toMatchObject({ limit: 'zstd_window', line: 1 })
  })

  // the time between reports (at most 250 ms) is measured by `npm run bench`; here, the count
  it('reports progress for every decompressed block, inside one compressed chunk', async () => {
    const bomb = zstdFrame({ prefix: session, byte: 'x', repeat: 3 * GB })
    // the whole bomb is one chunk of the source: reports come from inside it
    expect(bomb.length).toBeLessThan(1 << 20)
    const lines: number[] = []
    const log = await readRolloutStream(slices(bomb), {
      size: bomb.length,
      limits: LINE_LIMITS,
      onProgress: (progress) => lines.push(progress.lines),
    })
    expect(log.stopped?.limit).toBe('line_chars')
    // one report per block of at most 128 KB read before the line-length limit stopped it
    expect(lines.length).toBeGreaterThanOrEqual(Math.floor(LINE_LIMITS.lineSkipChars / MAX_BLOCK))
  })

  it('reads a whole session unchanged when it is within every limit', async () => {
    const frame = zstdFrame({ prefix: session, byte: '\n', repeat: 5 })
    const log = await readRolloutStream(slices(frame, 7), { size: frame.length })
    expect(log.stopped).toBeUndefined()
    expect(log.stats.lines).toBe(sessionLines + 5)
  })
})
