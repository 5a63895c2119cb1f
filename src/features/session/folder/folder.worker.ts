/// <reference lib="webworker" />
import { serveFolder } from './folderEngine.ts'

// files are read here, one at a time per worker; cancel terminates the worker
self.addEventListener('message', serveFolder(self))
