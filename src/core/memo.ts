/** A map that can look a key up and remember a new entry: Map and WeakMap both are. */
interface MemoMap<K, V> {
  get(key: K): V | undefined
  set(key: K, value: V): unknown
}

/** The value remembered for `key`, made by `create` and remembered the first time. */
export function remembered<K, V>(map: MemoMap<K, V>, key: K, create: () => V): V {
  let value = map.get(key)
  if (value === undefined) {
    value = create()
    map.set(key, value)
  }
  return value
}
