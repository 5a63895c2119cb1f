/**
 * The folder sweep, off the main thread (`runFolderSweep`), one call over the worker RPC.
 * Started by `useFolderSweep.ts`.
 */
import { serveRpc } from '../../app/workerRpc.ts'
import { runFolderSweep } from './folderSweepEngine.ts'
import type {
  FolderSweepProgress,
  FolderSweepRequest,
  FolderSweepResult,
} from './folderSweepProtocol.ts'

self.addEventListener(
  'message',
  serveRpc<FolderSweepRequest, FolderSweepProgress, FolderSweepResult>(self, runFolderSweep),
)
