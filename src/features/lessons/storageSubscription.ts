/**
 * A `useSyncExternalStore` subscribe for a module store whose saved copy another tab may change:
 * the page listens to the `storage` event only while someone listens to the store.
 */
export function storageSubscription(
  listeners: Set<() => void>,
  onStorage: (event: StorageEvent) => void,
): (listener: () => void) => () => void {
  return (listener) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) window.removeEventListener('storage', onStorage)
    }
  }
}
