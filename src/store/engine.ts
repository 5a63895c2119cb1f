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

/** Loads the engine once (later calls share the request; a failed one is tried again). */
export function loadEngine(): Promise<Engine> {
  loading ??= import('./engineModule.ts').then(
    (module) => {
      loaded = module
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

/** The loaded engine; a caller that did not await {@link loadEngine} first is a bug. */
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
