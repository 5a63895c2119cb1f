import { blobSlices } from '../engine.ts'
import { indexRolloutFile } from './indexFile.ts'
import type { FolderRequest, FolderResponse } from './protocol.ts'

/** A folder worker's logic, free of the Worker API so jsdom runs it in-process. */
export async function handleFolderRequest(
  request: FolderRequest,
  post: (response: FolderResponse) => void,
): Promise<void> {
  const { id, file, path } = request
  let last = 0
  const result = await indexRolloutFile(blobSlices(file), path, file.size, {
    onProgress: ({ bytes }) => {
      const now = Date.now()
      // at most ten messages a second per worker: a bar to move, nothing more
      if (now - last < 100) return
      last = now
      post({ type: 'progress', id, bytes })
    },
  })
  post({ type: 'indexed', id, result })
}
