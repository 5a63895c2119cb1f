/**
 * One worker thread of the folder bench: indexes the paths it is sent with the folder workers'
 * own function and reports each result's size and its isolate's peak heap above its baseline.
 */
import { createReadStream, statSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import { indexRolloutFile } from '../../src/features/session/folder/indexFile.ts'

const gc = (globalThis as { gc?: () => void }).gc
gc?.()
const base = process.memoryUsage().heapUsed
let peak = base
const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed))

parentPort!.on('message', async (path: string | null) => {
  if (path === null) return process.exit(0)
  const size = statSync(path).size
  const stream = createReadStream(path, { highWaterMark: 1 << 20 })
  const result = await indexRolloutFile(stream, path, size, { onProgress: sample })
  sample()
  parentPort!.postMessage({
    ok: result.kind === 'entry',
    compactions: result.kind === 'entry' ? result.entry.compactions.length : 0,
    // the entry crosses as the worker's would: its size says what the index keeps per file
    entryBytes: JSON.stringify(result).length,
    peakHeap: peak - base,
  })
})
