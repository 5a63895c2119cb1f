import {
  FRAGMENT_TYPE_SEPARATOR,
  fragmentTypeOf,
  type FragmentRegistry,
  type HistoryItem,
} from '../core/index.ts'

/**
 * The one name of a history item's fragment type, as the lane, the replacement table, the
 * session's history and diff and the history editor show it: the core's `fragmentTypeOf` under
 * the registry in use (a message of several typed parts: their names joined). An item named here
 * is never called plain text elsewhere.
 */
export function itemTypeName(item: HistoryItem, registry: FragmentRegistry): string | undefined {
  return fragmentTypeOf(item, registry)
}

/** The names in {@link itemTypeName}, one per type (empty: the item has none). */
export function itemTypeNames(item: HistoryItem, registry: FragmentRegistry): string[] {
  return itemTypeName(item, registry)?.split(FRAGMENT_TYPE_SEPARATOR) ?? []
}
