import type { FragmentRegistry } from '../fragments/types.ts'
import { itemText, type HistoryItem } from '../history.ts'
import { fragmentTypeOf, isSummaryItem, isUserMessage, toResultItem } from '../compaction/items.ts'
import type { CompactionResult, ResultItem } from '../compaction/types.ts'
import type { CodexBehaviour } from './versions.ts'

/**
 * The Codex a prediction stands for: the version (and day) that recorded a compaction, as
 * `codexBehaviour` reads it, or the pin. It is an explicit input of the prediction
 * (`compareCompaction`'s `versionWorld`): the core in `compaction/` runs at the pin, and what the
 * recording version did differently is applied to its nine cells here, each rule with its PR and
 * commit in the fork of Codex's history:
 *
 * - the remote endpoint (`remoteCompactionV2`, version and date together): the core's own
 *   feature flag, so the core runs that path;
 * - where a remote compaction put the initial context (`remoteInitialContext`):
 *   - `server_output` (until #10574, 143daadb3, 2026-02-06; `compact_remote.rs` of #6795,
 *     838531d3e): the legacy server's reply installed as it came, no filter and no initial
 *     context: the request's user and developer messages where the request had them (the
 *     simulated server's reply, as the core's own legacy path simulates it), then the server's
 *     compaction item;
 *   - `every_timing` (#10574 to #12252, bb0ac5be7, 2026-02-20): `process_compacted_history`
 *     kept the filtered reply and spliced the fresh initial context in before the last real user
 *     message, else at the end, at every timing (`compact.rs` at 143daadb3, lines 254–277);
 *   - `mid_turn`: the pin;
 * - where a local compaction put the initial context (`localInitialContext`):
 *   - `first` (until #12252, bb0ac5be7, 2026-02-20): `run_compact_task_inner` built the new
 *     history on the fresh initial context, at every timing: the context, the kept user
 *     messages, the summary (`compact.rs` at 143daadb3, lines 190–191, `build_compacted_history`
 *     lines 316–352). That Codex wrote no replacement history for it (line 203): its resume
 *     rebuilt the same shape from the file (`codex.rs` at 143daadb3, lines 2006–2017, #3533 to
 *     #12612), and so does the recorded side here (`resumeContext.ts`), so the cell is predicted
 *     in its era with or without a recorded replacement;
 *   - `mid_turn`: the pin;
 * - the layout of the initial context (`sectionsBundled`, #12417, 07aefffb1, 2026-02-26):
 *   `versionLayout` in `scenario.ts`;
 * - the permissions instructions (`permissionsSection`, since #8961, 87f7226cc, 2026-01-12):
 *   before it the initial context had none (`build_initial_context` at 5346cc422, `codex.rs`
 *   722–733: AGENTS.md and the environment context, which carried approval and sandbox), so the
 *   prediction's is taken out of the context it installs;
 * - ghost snapshots (`ghostSnapshots`, until #19481, 4e05f3053, 2026-04-27) were appended after
 *   a remote replacement; they never reach the model, so neither side lists them as items;
 * - the empty-window path (`emptyWindow`, since #29743, 32b65bbf7, 2026-06-23): before it those
 *   cells stay the pin's, and the session screen says they were not in that version.
 */
export type VersionWorld = Pick<
  CodexBehaviour,
  | 'remoteCompactionV2'
  | 'remoteInitialContext'
  | 'localInitialContext'
  | 'sectionsBundled'
  | 'permissionsSection'
  | 'ghostSnapshots'
  | 'emptyWindow'
> & {
  /** the version it stands for; none for the pin. */
  readonly version?: string
}

/** The pin's own behaviour: what the core runs with no version applied. */
export const PIN_WORLD: VersionWorld = {
  remoteCompactionV2: true,
  remoteInitialContext: 'mid_turn',
  localInitialContext: 'mid_turn',
  sectionsBundled: true,
  permissionsSection: true,
  ghostSnapshots: false,
  emptyWindow: true,
}

/** The world of the Codex that recorded a line (`codexBehaviour`). */
export function versionWorldOf(behaviour: CodexBehaviour): VersionWorld {
  return {
    ...(behaviour.version ? { version: behaviour.version } : {}),
    remoteCompactionV2: behaviour.remoteCompactionV2,
    remoteInitialContext: behaviour.remoteInitialContext,
    localInitialContext: behaviour.localInitialContext,
    sectionsBundled: behaviour.sectionsBundled,
    permissionsSection: behaviour.permissionsSection,
    ghostSnapshots: behaviour.ghostSnapshots,
    emptyWindow: behaviour.emptyWindow,
  }
}

const isRemoteResult = (result: CompactionResult) =>
  result.outcome === 'completed' && (result.path === 'remote_legacy' || result.path === 'remote_v2')

const isLocalResult = (result: CompactionResult) =>
  result.outcome === 'completed' && result.path === 'local'

/**
 * One cell's replacement as the world's Codex installed it. `before` is the history the cell ran
 * on; only remote and local cells that completed change (the empty-window path is the pin's in
 * every era this file knows of, or, before #29743, the pin's cell said so).
 */
export function predictInWorld(
  result: CompactionResult,
  before: readonly HistoryItem[],
  world: VersionWorld,
  registry: FragmentRegistry,
): CompactionResult {
  const inWorld = installInWorld(result, before, world, registry)
  if (world.permissionsSection || inWorld.outcome !== 'completed') return inWorld
  return { ...inWorld, items: withoutPermissions(inWorld.items, registry) }
}

function installInWorld(
  result: CompactionResult,
  before: readonly HistoryItem[],
  world: VersionWorld,
  registry: FragmentRegistry,
): CompactionResult {
  if (isLocalResult(result))
    return world.localInitialContext === 'first'
      ? { ...result, items: contextFirst(result) }
      : result
  if (!isRemoteResult(result)) return result
  switch (world.remoteInitialContext) {
    case 'server_output':
      return { ...result, items: serverOutput(result.items, before, registry) }
    case 'every_timing':
      return { ...result, items: contextAtEveryTiming(result) }
    case 'mid_turn':
      return result
  }
}

const PERMISSIONS = 'PermissionsInstructions'

/**
 * Before #8961 the initial context had no permissions instructions: each injected message loses
 * its permissions part, and a message left with none is gone. A context message the history held
 * (the server's output before #10574) is that session's own and stays.
 */
function withoutPermissions(items: readonly ResultItem[], registry: FragmentRegistry) {
  return items.flatMap((item): ResultItem[] => {
    if (item.status !== 'injected' || item.type !== 'message' || item.rule === 'server_transcript')
      return [item]
    const parts = item.parts ?? [item.text]
    const role = item.role ?? 'developer'
    const typeOf = (part: string) =>
      fragmentTypeOf({ id: item.id, type: 'message', role, parts: [part] }, registry)
    const kept = parts.filter((part) => typeOf(part) !== PERMISSIONS)
    if (kept.length === parts.length) return [item]
    if (kept.length === 0) return []
    const one: HistoryItem = { id: item.id, type: 'message', role, parts: kept }
    const fragmentType = fragmentTypeOf(one, registry)
    const { fragmentType: _all, ...rest } = item
    return [
      { ...rest, text: itemText(one), parts: kept, ...(fragmentType ? { fragmentType } : {}) },
    ]
  })
}

/**
 * Before #10574: the legacy server's reply as it came. The server returned the request's user and
 * developer messages (the core's `simulatedLegacyReply`), context messages among them; the client
 * kept them all where they were and added no initial context. The compaction item is the core's.
 */
function serverOutput(
  items: readonly ResultItem[],
  before: readonly HistoryItem[],
  registry: FragmentRegistry,
): ResultItem[] {
  const returned = before.filter(
    (item) => item.type === 'message' && (item.role === 'user' || item.role === 'developer'),
  )
  const ids = new Set<string>()
  const out = returned.map((item): ResultItem => {
    let id = item.id
    for (let n = 2; ids.has(id); n++) id = `${item.id}~${n}`
    ids.add(id)
    const one = id === item.id ? item : { ...item, id }
    // what the recorded side calls context (developer text, contextual user fragments)
    const context =
      item.type === 'message' &&
      (item.role === 'developer' || (item.role === 'user' && !isUserMessage(item, registry)))
    if (context)
      return toResultItem(
        one,
        registry,
        'injected',
        'server_transcript',
        undefined,
        fragmentTypeOf(item, registry),
      )
    if (isSummaryItem(item, registry))
      return toResultItem(one, registry, 'summary', 'server_transcript')
    return toResultItem(one, registry, 'kept', 'server_transcript')
  })
  return [
    ...out,
    ...items.filter((i) => i.type === 'compaction' || i.type === 'context_compaction'),
  ]
}

/** A real user message of a remote replacement: where #10574 anchored the initial context. */
const isRealUser = (item: ResultItem) =>
  item.type === 'message' &&
  item.role === 'user' &&
  (item.status === 'kept' || item.status === 'truncated')

/**
 * #10574 to #12252: the filtered reply with the full initial context before the last real user
 * message, else at the end, whatever the timing. Mid-turn the pin already carries that context;
 * pre-turn and manual it is the one the pin leaves for the next turn.
 */
function contextAtEveryTiming(result: CompactionResult): ResultItem[] {
  const { context, rest } = fullContext(result)
  let at = -1
  for (let i = rest.length - 1; i >= 0 && at < 0; i--) if (isRealUser(rest[i]!)) at = i
  if (at < 0) return [...rest, ...context]
  return [...rest.slice(0, at), ...context, ...rest.slice(at)]
}

/**
 * The full initial context of a cell and the rest of its replacement: mid-turn the pin already
 * carries that context; pre-turn and manual it is the one the pin leaves for the next turn.
 */
function fullContext(result: CompactionResult) {
  const injected = result.items.filter((i) => i.status === 'injected')
  const context: readonly ResultItem[] =
    injected.length > 0
      ? injected
      : result.nextTurnInjection.map((i) => ({
          ...i,
          rule: 'insert_initial_context' as const,
          reason: 'initial_context' as const,
        }))
  return { context, rest: result.items.filter((i) => i.status !== 'injected') }
}

/**
 * Before #12252: a local compaction's new history started with the full initial context, then
 * the kept user messages and the summary, whatever the timing (`compact.rs` at 143daadb3, 191).
 */
function contextFirst(result: CompactionResult): ResultItem[] {
  const { context, rest } = fullContext(result)
  return [...context, ...rest]
}
