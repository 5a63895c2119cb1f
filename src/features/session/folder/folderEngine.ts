import { serveRpc } from '../../../app/workerRpc.ts'
import { blobSlices, loadedSession } from '../engine.ts'
import type { LoadedSession } from '../protocol.ts'
import { indexRolloutFile } from './indexFile.ts'
import type { FolderAnswer, FolderRequest } from './protocol.ts'

/** Files up to this size come back with their bytes: opening one then reads nothing again. */
const KEEP_BYTES_MAX = 32 * 1024 * 1024

/** The slices as they are read, copied into `into.bytes` while they fit (a file that grew: none). */
async function* keeping(
  slices: AsyncIterable<Uint8Array>,
  into: { bytes?: Uint8Array<ArrayBuffer>; at: number },
): AsyncGenerator<Uint8Array> {
  for await (const slice of slices) {
    if (into.bytes && into.at + slice.length <= into.bytes.length) into.bytes.set(slice, into.at)
    else delete into.bytes
    into.at += slice.length
    yield slice
  }
}

/** The name the session view shows: the file's own, as opening it from the disk would. */
const nameOf = (file: Blob, path: string) =>
  file instanceof File ? file.name : (path.split('/').at(-1) ?? path)

/** A folder worker's logic, free of the Worker API so jsdom runs it in-process. */
async function indexFolderFile(
  request: FolderRequest,
  progress: (bytes: number) => void,
): Promise<FolderAnswer> {
  const { file, path } = request
  let last = 0
  const kept: { bytes?: Uint8Array<ArrayBuffer>; at: number } = {
    ...(file.size <= KEEP_BYTES_MAX ? { bytes: new Uint8Array(file.size) } : {}),
    at: 0,
  }
  let session: LoadedSession | undefined
  const result = await indexRolloutFile(keeping(blobSlices(file), kept), path, file.size, {
    // a file small enough to keep also keeps its overview: a row opens with it at once
    ...(kept.bytes
      ? {
          onSummary: (log, summary) =>
            (session = loadedSession(nameOf(file, path), file.size, log, summary)),
        }
      : {}),
    onProgress: ({ bytes }) => {
      const now = Date.now()
      // at most ten messages a second per worker: a bar to move, nothing more
      if (now - last < 100) return
      last = now
      progress(bytes)
    },
  })
  // a file read whole comes back with its bytes (moved, not copied); a failed one does not
  const bytes = result.kind === 'entry' && kept.at === file.size ? kept.bytes : undefined
  return { result, ...(bytes ? { bytes, ...(session ? { session } : {}) } : {}) }
}

/** A pool worker's message handler: `folder.worker.ts`, or in-process in jsdom. */
export function serveFolder(scope: {
  postMessage(message: unknown, transfer?: Transferable[]): void
}): (event: MessageEvent) => Promise<void> {
  return serveRpc<FolderRequest, number, FolderAnswer>(scope, indexFolderFile, (answer) =>
    answer.bytes ? [answer.bytes.buffer] : [],
  )
}
