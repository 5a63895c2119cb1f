import { loadEngine } from '../src/store/engine.ts'

// the app loads the core's engine before any scenario but the bundled lesson enters the store
// (src/store/engine.ts); tests build such scenarios directly, so it is loaded up front
await loadEngine()
