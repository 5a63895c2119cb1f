/** The folder sweep, off the main thread (`runFolderSweep`); started by `useFolderSweep.ts`. */
import { runFolderSweep } from './folderSweepEngine.ts'
import type { FolderSweepAnswer, FolderSweepRequest } from './folderSweepProtocol.ts'

self.addEventListener('message', (event: MessageEvent<FolderSweepRequest>) => {
  void runFolderSweep(event.data, (answer: FolderSweepAnswer) => self.postMessage(answer))
})
