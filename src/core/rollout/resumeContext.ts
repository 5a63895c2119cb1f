import { fragmentTypeOf, fragmentTypesIn } from '../compaction/items.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import {
  buildInitialContext,
  DEFAULT_WORLD_STATE,
  type WorldState,
} from '../fragments/worldState.ts'
import type { HistoryItem, MessageItem } from '../history.ts'
import { remembered } from '../memo.ts'
import { turnContextUpTo } from './reconstruct.ts'
import type { CompactedRecord, RolloutLog } from './types.ts'
import { codexBehaviour } from './versions.ts'
import { contextItemsUpTo, scenarioWorld, worldFromFile, type SessionWorld } from './world.ts'

/**
 * The initial context a Codex of before #12252 (bb0ac5be7, 2026-02-20) put first in a local
 * compaction's new history, as far as the file lets one know it.
 *
 * That Codex wrote no replacement history for a local compaction (`compact.rs` at 143daadb3, line
 * 203: `replacement_history: None`); live it had installed `build_compacted_history(initial
 * context, user messages, summary)` (lines 190–191), and its resume rebuilt the same from the
 * file: `reconstruct_history_from_rollout` called `build_compacted_history(
 * self.build_initial_context(turn_context), …)` for a `compacted` line without replacement history
 * (`codex.rs` at 143daadb3, lines 2006–2017; at 5346cc422, the 0.47 era, lines 686–694, where
 * every `compacted` line was rebuilt so). That resume rule landed with #3533 (bbea6bbf7,
 * 2025-09-14) and stayed until #12612 (695957a34, 2026-02-27), which rebuilds with an empty
 * initial context (the pin's `session/rollout_reconstruction.rs:361–365`, `replayHistory`'s
 * default).
 *
 * The context is rendered by the core's own renderers (`buildInitialContext`) from the world the
 * file states just before the compaction (`worldFromFile`: the turn context in force, the context
 * messages recorded up to there, the session's cwd), one message per section (that version's
 * layout, before #12417). Resume used the resumed session's turn context, which the file does not
 * record apart from its turn contexts: the one in force at the compaction is the one the live
 * compaction used, and the prediction runs on it too, so a difference left is the rule's, not the
 * world's.
 *
 * Only sections the session recorded are rebuilt (the version and settings that recorded it wrote
 * them); a section the session never recorded is the version's (`section_not_in_session`). A
 * recorded section whose fields the file does not state (a sandbox, approval or network setting
 * the core would have to assume, an unknown cwd) is left out and listed in `unrecorded`: the
 * prediction's copy of it is then a difference the file cannot decide, never a port error.
 */

/** A section of the initial context the file recorded but does not state enough to rebuild. */
export interface UnrecordedSection {
  /** its fragment type. */
  readonly type: string
  /** the world fields the file does not state. */
  readonly fields: readonly (keyof SessionWorld)[]
}

export interface ResumeContext {
  /** the rebuilt sections, one message each, in the order Codex assembles them. */
  readonly items: readonly MessageItem[]
  readonly unrecorded: readonly UnrecordedSection[]
}

/** The world fields each section is rendered from (what must be known to rebuild it). */
const FIELDS_OF: Readonly<Record<string, readonly (keyof SessionWorld)[]>> = {
  PermissionsInstructions: ['sandboxMode', 'approvalPolicy', 'networkAccess'],
  EnvironmentContext: ['cwd'],
  UserInstructions: ['agentsMd'],
}

/** The fragment types of every part of the context messages a session recorded. */
export function sessionFragmentTypes(
  items: readonly HistoryItem[],
  registry: FragmentRegistry,
): Set<string> {
  const types = new Set<string>()
  for (const item of items) {
    if (item.type !== 'message') continue
    const label = fragmentTypeOf(item, registry)
    for (const t of label === undefined ? [] : fragmentTypesIn(label)) types.add(t)
  }
  return types
}

// a comparison replays every compaction before its own: each is rebuilt once per log and registry
const rebuilt = new WeakMap<RolloutLog, WeakMap<FragmentRegistry, Map<number, ResumeContext>>>()

/** The initial context that Codex put first at the compaction on `line`, from the file. */
export function resumeInitialContext(
  log: RolloutLog,
  line: number,
  registry: FragmentRegistry,
): ResumeContext {
  const byRegistry = remembered(rebuilt, log, () => new WeakMap())
  const byLine = remembered(byRegistry, registry, () => new Map<number, ResumeContext>())
  return remembered(byLine, line, () => renderResumeContext(log, line, registry))
}

function renderResumeContext(
  log: RolloutLog,
  line: number,
  registry: FragmentRegistry,
): ResumeContext {
  const tc = turnContextUpTo(log.records, line - 1)
  const recorded = contextItemsUpTo(log, line - 1)
  const known = worldFromFile(recorded, tc, log.meta)
  const { world, assumed } = scenarioWorld(known, tc)
  const full: WorldState = { ...DEFAULT_WORLD_STATE, ...world }
  const sessionTypes = sessionFragmentTypes(recorded, registry)
  const missing = (type: string) =>
    (FIELDS_OF[type] ?? []).filter((f) => assumed.includes(f) || known[f] === undefined)
  const items: MessageItem[] = []
  const unrecorded: UnrecordedSection[] = []
  const messages = buildInitialContext(registry, full, { tokenBudget: false })
  for (const message of messages)
    for (const fragment of message.fragments) {
      const item: MessageItem = {
        id: `L${line}.context.${items.length + 1}`,
        type: 'message',
        role: message.role,
        parts: [fragment.text],
      }
      // a raw string (the turn's developer instructions) is the turn context's own statement
      const type = fragment.raw ? undefined : fragmentTypeOf(item, registry)
      if (type !== undefined && !sessionTypes.has(type)) continue
      const fields = type === undefined ? [] : missing(type)
      if (type !== undefined && fields.length > 0) unrecorded.push({ type, fields })
      else items.push(item)
    }
  return { items, unrecorded }
}

/**
 * The initial context the recording Codex put first when it rebuilt the compaction `record`
 * without replacement history: the file's context (`resumeInitialContext`) for a version before
 * #12252, else none (the pin's resume). `replayHistory`'s `initialContext` option.
 */
export function recordingInitialContext(
  log: RolloutLog,
  registry: FragmentRegistry,
): (record: CompactedRecord) => ResumeContext | undefined {
  return (record) =>
    codexBehaviour(log, record.line).localInitialContext === 'first'
      ? resumeInitialContext(log, record.line, registry)
      : undefined
}
