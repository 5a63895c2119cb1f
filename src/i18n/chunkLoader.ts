/**
 * The one owner of code imported on demand: a chunk loader holds a lazily imported module, the
 * request on its way and whether the last one failed, as a worker client holds its worker. What
 * it holds is code (or data shipped as code), never the app's state, which lives in the store.
 * Every module-level loader in `src/` is made here (`test/unit/moduleState.test.ts` recognises
 * this file the way it recognises the worker clients); the catalogs' sections (`index.ts`), the
 * persistence module (`src/app/usePersistence.ts`), the lane's motion and the explanation table
 * (`src/features/`) each have one. It lives in the i18n layer, the lowest that loads a chunk, so
 * every layer above may use it.
 */

/** One lazily imported chunk. */
export interface ChunkLoader<M> {
  /** The module, once it has arrived; undefined before. */
  readonly loaded: () => M | undefined
  /**
   * The module: one request for every caller while it is on its way, at once once it is there.
   * A failed request is forgotten, so the next call asks again.
   */
  readonly load: () => Promise<M>
  /** Whether the last request that settled failed (true until one succeeds). */
  readonly failed: () => boolean
  /** Calls `listener` each time a request settles (arrived or failed); returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
}

/** A loader of the chunk `importer` imports (called at most once per request). */
export function chunkLoader<M>(importer: () => Promise<M>): ChunkLoader<M> {
  let arrived = false
  let module: M | undefined
  let request: Promise<M> | undefined
  let lastFailed = false
  const listeners = new Set<() => void>()
  const settled = () => {
    for (const listener of listeners) listener()
  }
  return {
    loaded: () => module,
    load: () => {
      if (arrived) return Promise.resolve(module as M)
      request ??= importer().then(
        (loaded) => {
          module = loaded
          arrived = true
          request = undefined
          lastFailed = false
          settled()
          return loaded
        },
        (error: unknown) => {
          request = undefined
          lastFailed = true
          settled()
          throw error
        },
      )
      return request
    },
    failed: () => lastFailed,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * A family of chunks named by key (a catalog's `ko/grid`, …), each with its own loader made on
 * first use, and one subscription to them all with a token that changes whenever any settles.
 */
export interface ChunkLoaders<M> {
  /** The loader of the chunk named `key`. */
  readonly of: (key: string) => ChunkLoader<M>
  /** The keys asked for so far, in the order they were first asked for. */
  readonly keys: () => string[]
  /** Calls `listener` each time any chunk's request settles; returns the unsubscribe. */
  readonly subscribe: (listener: () => void) => () => void
  /**
   * A frozen object that is replaced each time a chunk's request settles: what has loaded is the
   * same as long as it is (an identity key for memos of what was made from the loaded chunks).
   */
  readonly generation: () => object
}

/** A family whose chunk `key` is imported by `importer(key)`. */
export function chunkLoaders<M>(importer: (key: string) => Promise<M>): ChunkLoaders<M> {
  const loaders = new Map<string, ChunkLoader<M>>()
  const listeners = new Set<() => void>()
  let generation: object = Object.freeze({})
  const settled = () => {
    generation = Object.freeze({})
    for (const listener of [...listeners]) listener()
  }
  return {
    of: (key) => {
      let loader = loaders.get(key)
      if (loader === undefined) {
        loader = chunkLoader(() => importer(key))
        loader.subscribe(settled)
        loaders.set(key, loader)
      }
      return loader
    },
    keys: () => [...loaders.keys()],
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    generation: () => generation,
  }
}
