import { createElement, lazy, type ComponentType } from 'react'
import { chunkLoader } from '../i18n/chunkLoader.ts'

/** A component whose code is a chunk of its own, with a way to fetch it ahead. */
export type LazyPart<P extends object = object> = ComponentType<P> & {
  /** Fetches the chunk (and what its loader waits for); never throws: drawing it shows a failure. */
  readonly preload: () => Promise<void>
}

/**
 * A component in a chunk of its own: drawn through `lazy` (under the caller's Suspense) until its
 * chunk is here, directly after. `lazy` alone suspends on its first draw even when the code has
 * already arrived, and React then holds the revealed content back for up to 300 ms after the
 * fallback: an opened card would show its parts a third of a second late. Preloaded on hover or
 * focus, the part is drawn in the frame of the click.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const chunk = chunkLoader(load)
  const Lazy = lazy(() => chunk.load().then((Part) => ({ default: Part })))
  const ignore = () => {}
  return Object.assign(
    (props: P) => createElement(chunk.loaded() ?? (Lazy as ComponentType<P>), props),
    { preload: () => chunk.load().then(ignore, ignore) },
  )
}
