import { callIdOf, type HistoryItem } from '../core/index.ts'

/**
 * Pure edits of a history (a list of core items). Tool calls and their outputs are paired by
 * `callId`: removing a call removes its outputs, renaming a call's id renames its outputs'.
 */

/** An id not used by any item: `base`, else `base-2`, `base-3`… */
export function uniqueId(items: readonly HistoryItem[], base: string): string {
  const taken = new Set(items.map((item) => item.id))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** A call id not used by any item. */
export function uniqueCallId(items: readonly HistoryItem[]): string {
  const taken = new Set(items.flatMap((item) => callIdOf(item) ?? []))
  for (let n = 1; ; n++) if (!taken.has(`call-${n}`)) return `call-${n}`
}

function isCall(item: HistoryItem): boolean {
  return item.type === 'function_call' || item.type === 'custom_tool_call'
}

function outputTypeOf(item: HistoryItem): HistoryItem['type'] | undefined {
  if (item.type === 'function_call') return 'function_call_output'
  if (item.type === 'custom_tool_call') return 'custom_tool_call_output'
  return undefined
}

/** The outputs paired with a call. */
export function pairedOutputs(items: readonly HistoryItem[], call: HistoryItem): HistoryItem[] {
  const outputType = outputTypeOf(call)
  const callId = callIdOf(call)
  if (outputType === undefined || callId === undefined) return []
  return items.filter((item) => item.type === outputType && callIdOf(item) === callId)
}

/** Removes an item; a call takes its outputs with it. Returns the ids removed. */
export function removeItem(
  items: readonly HistoryItem[],
  id: string,
): { readonly items: HistoryItem[]; readonly removed: readonly string[] } {
  const item = items.find((candidate) => candidate.id === id)
  if (!item) return { items: [...items], removed: [] }
  const removed = new Set([
    id,
    ...(isCall(item) ? pairedOutputs(items, item).map((o) => o.id) : []),
  ])
  return { items: items.filter((candidate) => !removed.has(candidate.id)), removed: [...removed] }
}

/** Swaps an item with its neighbour (`-1` up, `+1` down); unchanged at the ends. */
export function moveItem(items: readonly HistoryItem[], id: string, delta: -1 | 1): HistoryItem[] {
  const index = items.findIndex((item) => item.id === id)
  const target = index + delta
  if (index < 0 || target < 0 || target >= items.length) return [...items]
  const next = [...items]
  next[index] = items[target]!
  next[target] = items[index]!
  return next
}

/** Replaces an item; a call whose callId changed renames its outputs' callId too. */
export function replaceItem(
  items: readonly HistoryItem[],
  id: string,
  next: HistoryItem,
): HistoryItem[] {
  const old = items.find((item) => item.id === id)
  if (!old) return [...items]
  const oldCallId = isCall(old) ? callIdOf(old) : undefined
  const newCallId = callIdOf(next)
  const outputType = outputTypeOf(old)
  return items.map((item) => {
    if (item.id === id) return next
    if (
      oldCallId !== undefined &&
      newCallId !== undefined &&
      newCallId !== oldCallId &&
      item.type === outputType &&
      callIdOf(item) === oldCallId &&
      (item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
    )
      return { ...item, callId: newCallId }
    return item
  })
}
