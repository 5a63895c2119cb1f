import { describe, expect, it } from 'vitest'
import { blobSlices } from '../../../../../src/features/session/engine.ts'
import { indexRolloutFile } from '../../../../../src/features/session/folder/indexFile.ts'
import { sessionText } from '../../../../../scripts/syntheticRollout.ts'

const index = (text: string | Uint8Array<ArrayBuffer>, path = 'f.jsonl') => {
  const blob = new Blob([text])
  return indexRolloutFile(blobSlices(blob, 4096), path, blob.size)
}

describe('indexRolloutFile', () => {
  it('gives a session its entry', async () => {
    const r = await index(sessionText({ turns: 5, compactEvery: 2 }))
    expect(r.kind === 'entry' && r.entry.compactions.length).toBe(2)
  })

  it('fails a binary file with its name and line, without throwing', async () => {
    const r = await index(new Uint8Array([0, 159, 146, 150, 10, 1, 2]), 'bin.jsonl')
    expect(r).toMatchObject({ kind: 'failed', failure: { path: 'bin.jsonl', line: 1 } })
  })

  it('fails a zstd file whose frames are broken, naming the file', async () => {
    const r = await index(new Uint8Array([0x28, 0xb5, 0x2f, 0xfd, 0xff, 0xff, 0xff, 0xff]), 'z.zst')
    expect(r).toMatchObject({ kind: 'failed', failure: { path: 'z.zst' } })
  })

  it('keeps a truncated file as a session whose last line is cut off', async () => {
    const text = sessionText({ turns: 3 })
    const r = await index(text.slice(0, text.length - 40))
    expect(r).toMatchObject({ kind: 'entry', entry: { truncatedLastLine: true, turns: 3 } })
  })
})
