/// <reference lib="webworker" />
import { serveSession } from './engine.ts'

// the file is read and replayed here, off the main thread; cancel terminates this worker
self.addEventListener('message', serveSession(self))
