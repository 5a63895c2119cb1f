import { useDeferredValue, type ReactNode } from 'react'

/**
 * False on a component's first render, true on the render React does right after it, as a
 * transition the browser may paint before: what the first frame must show (the grid's cells, the
 * lane) paints sooner on a slow machine, and what can wait (the trace's rows, the legends)
 * follows. Under `act` (the tests) both renders run at once.
 */
export function useAfterFirstFrame(): boolean {
  return useDeferredValue(true, false)
}

/** `children` once the screen around them has been drawn; `fallback` (or nothing) until then. */
export function AfterFirstFrame({
  children,
  fallback = null,
}: {
  readonly children: ReactNode
  readonly fallback?: ReactNode
}) {
  return useAfterFirstFrame() ? children : fallback
}
