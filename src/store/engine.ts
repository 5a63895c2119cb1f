import type * as EngineModule from './engineModule.ts'

/**
 * The core's heavy half (parsing and validating a scenario, running the nine cells, the registry
 * and its edits) loads on demand: the first screen shows the bundled lesson from the core's own
 * precomputed results (`lessonResults.ts`) and runs none of it. Whatever puts another scenario in
 * the store (an edit, saved work, a share link, a lesson, an import, any screen but the grid)
 * awaits {@link loadEngine} first; {@link engine} then answers synchronously.
 *
 * The module is loaded code, not app state: once loaded it stays, like the catalogs' sections.
 */
export type Engine = typeof EngineModule

let loaded: Engine | undefined
let loading: Promise<Engine> | undefined
let announce: (engine: Engine) => void = () => {}
const announced = new Promise<Engine>((resolve) => (announce = resolve))
const loadListeners: ((engine: Engine) => void)[] = []

/** Loads the engine once (later calls share the request; a failed one is tried again). */
export function loadEngine(): Promise<Engine> {
  loading ??= import('./engineModule.ts').then(
    (module) => {
      loaded = module
      // synchronously, before any caller's `then`: the store holds the engine before an action
      // that awaited it can put a scenario there
      for (const listener of loadListeners) listener(module)
      announce(module)
      return module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Resolves once something has loaded the engine, without loading it (saving waits for it). */
export function whenEngineLoads(): Promise<Engine> {
  return announced
}

/** The loaded engine, or null: for state whose type must say the engine may not be there. */
export function loadedEngine(): Engine | null {
  return loaded ?? null
}

/** Calls `listener` as the engine loads (at once when it has). */
export function onEngineLoad(listener: (engine: Engine) => void): void {
  if (loaded) listener(loaded)
  else loadListeners.push(listener)
}

/**
 * The loaded engine, for actions (edits, undo, parsing saved work), which run only once it is:
 * a caller that did not await {@link loadEngine} first is a bug. Selectors never call it: they read
 * the engine from the state.
 */
export function engine(): Engine {
  if (!loaded) throw new Error('The core engine is not loaded yet: await loadEngine() first.')
  return loaded
}

/**
 * Runs `action` now when the engine is loaded, else as soon as it is (a first edit). When it
 * cannot load (the network went away), the edit is not made: its control shows the unchanged
 * scenario, and the next edit tries again.
 */
export function whenEngine(action: () => void): void {
  if (loaded) action()
  else
    loadEngine().then(action, (error: unknown) =>
      console.error('Context Lab: the core could not load', error),
    )
}
