import { folderCompactions } from '../../view-models/sweep/folderSweep.ts'
import { blobSlices } from '../session/engine.ts'
import { readRolloutStream } from '../session/rolloutStream.ts'
import type {
  FolderSweepProgress,
  FolderSweepRequest,
  FolderSweepResult,
} from './folderSweepProtocol.ts'

/**
 * The folder sweep's work, free of the Worker API (so jsdom runs it in-process): each file
 * read, each of its compactions through the nine cells, its log dropped before the next file. A
 * file that cannot be read fails alone.
 */
export async function runFolderSweep(
  request: FolderSweepRequest,
  progress: (value: FolderSweepProgress) => void,
): Promise<FolderSweepResult> {
  const total = request.files.length
  for (let i = 0; i < total; i++) {
    const { path, file } = request.files[i]!
    try {
      const log = await readRolloutStream(blobSlices(file), { size: file.size })
      folderCompactions(path, log, (row) => progress({ type: 'compaction', row }))
    } catch (error) {
      progress({
        type: 'failed',
        path,
        message: error instanceof Error ? error.message : String(error),
      })
    }
    progress({ type: 'file', done: i + 1, total })
  }
  return { files: total }
}
