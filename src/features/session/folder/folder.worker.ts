/// <reference lib="webworker" />
import { handleFolderRequest } from './folderEngine.ts'
import type { FolderRequest } from './protocol.ts'

// files are read here, one at a time per worker; cancel terminates the worker
onmessage = (event: MessageEvent<FolderRequest>) =>
  void handleFolderRequest(event.data, (response, transfer = []) => postMessage(response, transfer))
