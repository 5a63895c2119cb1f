/// <reference lib="webworker" />
import { SessionEngine } from './engine.ts'
import type { SessionRequest } from './protocol.ts'

// the file is read and replayed here, off the main thread; cancel terminates this worker
const engine = new SessionEngine((response) => postMessage(response))
onmessage = (event: MessageEvent<SessionRequest>) => void engine.handle(event.data)
