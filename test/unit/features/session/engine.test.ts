import { afterEach, describe, expect, it, vi } from 'vitest'
import { RolloutReader } from '../../../../src/core/rollout/reader.ts'
import { SLICE_BYTES } from '../../../../src/features/session/engine.ts'
import type { SessionProgress } from '../../../../src/features/session/protocol.ts'
import { sessionText } from '../../../../scripts/syntheticRollout.ts'
import { readFolderFile, sessionWorker } from '../../../helpers/inProcessWorker.ts'
import { era104 } from '../../../helpers/rolloutEras.ts'

describe('the session worker', () => {
  afterEach(() => vi.restoreAllMocks())

  it('opens the bytes the folder read as it opens the file: the same session, one parse', async () => {
    const text = era104().text
    const reads = vi.spyOn(RolloutReader.prototype, 'finish')
    const fromFile = await sessionWorker().handle({
      type: 'open',
      source: new Blob([text]),
      name: 'era.jsonl',
    })
    const fromBytes = await sessionWorker().handle({
      type: 'open',
      source: new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>,
      name: 'era.jsonl',
    })
    expect(fromBytes).toEqual(fromFile)
    expect(fromBytes.summary.compactions.length).toBeGreaterThan(0)
    // one reader per open: the file is parsed once each time, never again for the first views
    expect(reads).toHaveBeenCalledTimes(2)
  })

  it('reports progress over bytes in memory, and a failed open as a thrown message', async () => {
    const bytes = new TextEncoder().encode(sessionText({ turns: 400 })) as Uint8Array<ArrayBuffer>
    expect(bytes.length).toBeGreaterThan(2 * SLICE_BYTES)
    const heard: SessionProgress[] = []
    let now = 0
    // each slice a second later: every slice's progress passes the 100 ms throttle
    vi.spyOn(Date, 'now').mockImplementation(() => (now += 1000))
    const engine = sessionWorker()
    await engine.handle({ type: 'open', source: bytes, name: 'big.jsonl' }, (p) => heard.push(p))
    expect(heard.length).toBeGreaterThanOrEqual(2)
    expect(heard.at(-1)).toMatchObject({ bytes: bytes.length, total: bytes.length })
    await expect(
      engine.handle({ type: 'open', source: new Uint8Array(0), name: 'empty.jsonl' }),
    ).rejects.toThrow('empty')
    await expect(engine.handle({ type: 'history', line: 1 })).rejects.toThrow('no session')
  })

  it('a folder’s read of a file gives the very overview the session’s open gives, and waits', async () => {
    const file = new File([era104().text], 'era.jsonl')
    const read = await readFolderFile({ file, path: '2026/03/01/era.jsonl' })
    expect(read.bytes).toHaveLength(file.size)
    const engine = sessionWorker()
    // the page shows the folder's overview and asks for a view before the worker's open ends
    const opened = engine.handle({ type: 'open', source: read.bytes!, name: file.name })
    const history = engine.handle({ type: 'history', line: 3 })
    expect(read.session).toEqual(await opened)
    expect((await history).line).toBe(3)
  })
})
