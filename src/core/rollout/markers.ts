import type { CompactMarker } from './types.ts'

/**
 * Events that say a compact task ran. Facts from Codex: before the task lifecycle was persisted
 * (PR #11246) the compact task ended with the agent message "Compact task completed"; later
 * versions emit `item_started` / `item_completed` with a `ContextCompaction` item
 * (core/src/compact.rs:247 at the pin), and the local path warns about long threads
 * (core/src/compact.rs:390).
 */

const COMPACT_TASK_COMPLETED = 'Compact task completed'
const LONG_THREAD_WARNING = 'Heads up: Long threads and multiple compactions'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** The compact-task marker an `event_msg` payload carries, if any. */
export function compactMarkerOf(
  type: string | undefined,
  payload: Record<string, unknown>,
): CompactMarker | undefined {
  const message = typeof payload['message'] === 'string' ? payload['message'] : undefined
  if (type === 'agent_message' && message === COMPACT_TASK_COMPLETED)
    return 'compact_task_completed'
  if (type === 'warning' && message?.startsWith(LONG_THREAD_WARNING)) return 'long_thread_warning'
  if (type === 'item_started' || type === 'item_completed') {
    const item = payload['item']
    if (
      isRecord(item) &&
      (item['type'] === 'ContextCompaction' || item['type'] === 'contextCompaction')
    )
      return 'context_compaction_item'
  }
  return undefined
}
