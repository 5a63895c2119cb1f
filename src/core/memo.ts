/** A map that can look a key up and remember a new entry: Map and WeakMap both are. */
interface MemoMap<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/**
 * The value remembered for `key`, made by `create(key)` and remembered the first time. `create`
 * takes the key so that hot callers can pass a function made once, not a new closure per call.
 */
export function remembered<K, V>(map: MemoMap<K, V>, key: K, create: (key: K) => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = create(key)
    map.set(key, value)
  }
  return value
}
