import { loadPersistence } from '../src/app/usePersistence.ts'
import { loadEngine } from '../src/store/engine.ts'

// the app loads the core's engine before any scenario but the bundled lesson enters the store,
// and persistence with it (src/store/engine.ts, src/app/usePersistence.ts); tests build such
// scenarios directly, so both are loaded up front
await Promise.all([loadEngine(), loadPersistence()])
