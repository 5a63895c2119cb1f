import { useEffect } from 'react'
import { chunkLoader } from '../i18n/chunkLoader.ts'
import { loadEngine, whenEngineLoads } from '../store/engine.ts'
import { useVisualizerStore } from '../store/index.ts'
import { STORAGE_KEY } from './savedWorkKey.ts'
import { sharePayloadFromHash } from './shareHash.ts'

type Persistence = typeof import('./persistence.ts')

// loaded code, not state (like the engine): `persistence.ts` once it has arrived
const PERSISTENCE = chunkLoader(() => import('./persistence.ts'))

/** Loads `persistence.ts` (saved work, share links, undo keys) once. */
export function loadPersistence(): Promise<Persistence> {
  return PERSISTENCE.load()
}

/**
 * Whether persistence has work as the page opens: saved work to restore, a share link to open,
 * or storage to report missing. `main.tsx` then loads it (and the engine) before the first render.
 */
export function persistenceNeededAtStart(href: string = window.location.href): boolean {
  if (sharePayloadFromHash(new URL(href).hash) !== undefined) return true
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== null
  } catch {
    return true
  }
}

/**
 * Starts persistence (`initPersistence`) once per page, whatever tab opens first: at once when it
 * was loaded before the first render, else with the engine (nothing can need saving before an
 * edit, and every edit waits for the engine) or with a share link pasted into the address bar.
 * A first visit to the lesson loads none of it.
 */
export function usePersistence(): void {
  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    const start = (module: Persistence) => {
      if (!cancelled && !stop) stop = module.initPersistence(useVisualizerStore)
    }
    // persistence applies saved work and share links through the engine: it starts with both
    const startLater = () =>
      void Promise.all([loadEngine(), loadPersistence()]).then(([, module]) => start(module))
    const loaded = PERSISTENCE.loaded()
    if (loaded) start(loaded)
    else if (persistenceNeededAtStart()) startLater()
    else void whenEngineLoads().then(startLater)
    const onHashChange = () => {
      if (!stop) startLater()
    }
    window.addEventListener('hashchange', onHashChange)
    return () => {
      cancelled = true
      window.removeEventListener('hashchange', onHashChange)
      stop?.()
    }
  }, [])
}
