import { useEffect, useMemo } from 'react'

/**
 * A piece of saved lesson work as a screen reads it from the store. `held` is the store's copy,
 * `undefined` until the page first reads storage and the address (`read`). The screen that
 * renders first shows what `read` gives and puts it in the store after it commits (`hold`,
 * which keeps a copy already there): writing the store while rendering would redraw other
 * screens in the middle of a render. `read` may run once per screen before that, so it must give
 * the same answer each time. While mounted, the screen listens to the `storage` event (another
 * tab saved): each mounted screen adds its own listener, so `onStorage` must set the same value
 * however many run.
 */
export function useSavedWork<T>(
  held: T | undefined,
  read: () => T,
  hold: (value: T) => void,
  onStorage: (event: StorageEvent) => void,
): T {
  const missing = held === undefined
  const first = useMemo(() => (missing ? read() : undefined), [missing, read])
  useEffect(() => {
    if (missing && first !== undefined) hold(first)
  }, [missing, first, hold])
  useEffect(() => {
    const listener = (event: StorageEvent) => onStorage(event)
    window.addEventListener('storage', listener)
    return () => window.removeEventListener('storage', listener)
  }, [onStorage])
  return held ?? (first as T)
}
