import {
  classifyMessage,
  TurnItemKind,
  type MessageClassification,
} from '../fragments/eventMapping.ts'
import { identifyDeveloperType } from '../fragments/registry.ts'
import type { FragmentRegistry } from '../fragments/types.ts'
import type { HistoryItem, MessageItem } from '../history.ts'
import { remembered } from '../memo.ts'
import { laneCardOf } from './laneCard.ts'
import { SUMMARY_PREFIX } from './prompts.ts'
import type { FateReason, ItemStatus, LaneCard, LaneStatus, ResultItem, RuleId } from './types.ts'

export { laneCardOf }

/** `is_summary_message`: the text starts with SUMMARY_PREFIX + "\n". */
export function isSummaryText(text: string): boolean {
  return text.startsWith(SUMMARY_PREFIX_LINE)
}

// built once: a template literal here would make a new string on every call
const SUMMARY_PREFIX_LINE = `${SUMMARY_PREFIX}\n`

/**
 * `UserMessageItem::message()`: a user message's text parts joined with nothing. (Codex also
 * drops an image's label parts beside the image; the port's parts are text only.)
 */
export function userMessageText(item: MessageItem): string {
  return item.parts.length === 1 ? item.parts[0]! : item.parts.join('')
}

/** The summary message's text. */
export function summaryText(summary: string): string {
  return `${SUMMARY_PREFIX}\n${summary}`
}

// per registry, per message (its role and parts): the nine cells of a scenario share one converted
// history and registry, and the initial context's messages share their parts across runs
type ByRole = Partial<Record<MessageItem['role'], MessageClassification>>
const classified = new WeakMap<FragmentRegistry, WeakMap<readonly string[], ByRole>>()

/**
 * `classifyMessage` for a history message, remembered per registry and message. Within one run a
 * lookup costs about what matching again does, but the nine cells classify the same items with
 * the same registry: eight of nine are then lookups (runAllCells at 50,000 items: ~45% less CPU
 * with the shared input pass of RunContext). A message is its role and parts (what
 * `classifyMessage` reads), so the key is its parts array and its role: the initial context's
 * items are new objects in every run, but their parts are the rendered context's, made once
 * (`renderedInitialContext`).
 */
export function classifyItem(item: MessageItem, registry: FragmentRegistry): MessageClassification {
  const byParts = remembered(classified, registry, newPartsMap)
  const byRole = remembered(byParts, item.parts, newRoleRecord)
  return (byRole[item.role] ??= classifyMessage(item.role, item.parts, registry))
}

const newPartsMap = (): WeakMap<readonly string[], ByRole> => new WeakMap()
const newRoleRecord = (): ByRole => ({})

/** What `parse_turn_item` makes of a history item (only messages become user or agent items). */
export function turnItemKindOf(item: HistoryItem, registry: FragmentRegistry): TurnItemKind {
  if (item.type !== 'message') return TurnItemKind.None
  return classifyItem(item, registry).kind
}

/** True for a message that parses as a `UserMessage` (real user text or a summary). */
export function isUserMessage(item: HistoryItem, registry: FragmentRegistry): boolean {
  return turnItemKindOf(item, registry) === TurnItemKind.UserMessage
}

/** A user message that is a summary. */
export function isSummaryItem(item: HistoryItem, registry: FragmentRegistry): boolean {
  return (
    item.type === 'message' && isUserMessage(item, registry) && isSummaryText(userMessageText(item))
  )
}

/** What `should_keep` decided, and why. */
export interface KeepVerdict {
  readonly keep: boolean
  readonly reason: FateReason
}

// a verdict is a value of (keep, reason): one frozen object for each the rule can give, made as
// the module loads, none made per item
const KEPT_REASONS = [
  'assistant_message',
  'hook_prompt',
  'summary_message',
  'real_user_message',
  'agent_message',
  'compaction_item',
] as const satisfies readonly FateReason[]
const DROPPED_REASONS = [
  'developer_message',
  'system_message',
  'contextual_wrapper',
  'compaction_trigger',
  'tool_or_reasoning',
] as const satisfies readonly FateReason[]

function verdicts<R extends FateReason>(
  keep: boolean,
  reasons: readonly R[],
): Readonly<Record<R, KeepVerdict>> {
  const table: Partial<Record<R, KeepVerdict>> = {}
  for (const reason of reasons) table[reason] = Object.freeze({ keep, reason })
  return table as Record<R, KeepVerdict>
}

const KEPT = verdicts(true, KEPT_REASONS)
const DROPPED = verdicts(false, DROPPED_REASONS)

/**
 * `should_keep_compacted_history_item` (compact_remote.rs L370–397), with the reason in words.
 * Developer and system messages, contextual wrappers, tool items, reasoning and triggers go;
 * real user messages, summaries, hook prompts, assistant messages and compaction items stay.
 */
export function shouldKeepCompactedHistoryItem(
  item: HistoryItem,
  registry: FragmentRegistry,
): KeepVerdict {
  switch (item.type) {
    case 'message':
      switch (item.role) {
        case 'developer':
          return DROPPED.developer_message
        case 'assistant':
          // future remote compaction models may emit them
          return KEPT.assistant_message
        case 'system':
          return DROPPED.system_message
        case 'user': {
          const kind = turnItemKindOf(item, registry)
          if (kind === TurnItemKind.HookPrompt) return KEPT.hook_prompt
          if (kind === TurnItemKind.UserMessage)
            return isSummaryText(userMessageText(item))
              ? KEPT.summary_message
              : KEPT.real_user_message
          return DROPPED.contextual_wrapper
        }
      }
      break
    case 'agent_message':
      return KEPT.agent_message
    case 'compaction':
    case 'context_compaction':
      return KEPT.compaction_item
    case 'compaction_trigger':
      return DROPPED.compaction_trigger
    case 'function_call':
    case 'function_call_output':
    case 'custom_tool_call':
    case 'custom_tool_call_output':
    case 'reasoning':
    case 'other':
      return DROPPED.tool_or_reasoning
  }
  return DROPPED.system_message
}

/** Joins the fragment types of a message of several parts into one label ("A + B"). */
export const FRAGMENT_TYPE_SEPARATOR = ' + '

/** The fragment types one label names: the parts {@link fragmentTypeOf} joined. */
export function fragmentTypesIn(label: string): string[] {
  return label.split(FRAGMENT_TYPE_SEPARATOR)
}

/** The fragment type(s) a message is recognized as, joined when it has several parts. */
export function fragmentTypeOf(item: HistoryItem, registry: FragmentRegistry): string | undefined {
  if (item.type !== 'message') return undefined
  const classification = classifyItem(item, registry)
  if (item.parts.length === 1) return partTypeName(item, 0, classification, registry)
  const names: string[] = []
  for (let index = 0; index < item.parts.length; index++) {
    const name = partTypeName(item, index, classification, registry)
    if (name && !names.includes(name)) names.push(name)
  }
  return names.length > 0 ? names.join(FRAGMENT_TYPE_SEPARATOR) : undefined
}

function partTypeName(
  item: MessageItem,
  index: number,
  classification: MessageClassification,
  registry: FragmentRegistry,
): string | undefined {
  const recognized = classification.parts[index]
  if (recognized?.kind === 'hook_prompt') return 'HookPrompt'
  if (recognized?.typeName) return recognized.typeName
  const part = item.parts[index]!
  if (item.role === 'developer') return identifyDeveloperType(part, registry)?.name
  if (item.role === 'user' && isSummaryText(part)) return 'CompactionSummary'
  return undefined
}

/** A history item as the lane and the CLI show it. */
export function toLaneCard(
  item: HistoryItem,
  registry: FragmentRegistry,
  status: LaneStatus,
  rule?: RuleId,
  reason?: FateReason,
  fragmentType?: string,
): LaneCard {
  return laneCardOf(item, status, fragmentType ?? fragmentTypeOf(item, registry), rule, reason)
}

/** A history item of the final live history. */
export function toResultItem(
  item: HistoryItem,
  registry: FragmentRegistry,
  status: ItemStatus,
  rule: RuleId,
  reason?: FateReason,
  fragmentType?: string,
): ResultItem {
  return toLaneCard(item, registry, status, rule, reason, fragmentType) as ResultItem
}

/** True when an existing id has a prefix the core's own ids use, so that the two could clash. */
export function mayCollideWithGeneratedId(id: string): boolean {
  for (const prefix of GENERATED_ID_PREFIXES) if (id.startsWith(prefix)) return true
  return false
}

/** The prefixes of every id the core creates; see {@link createIdFactory}. */
export const GENERATED_ID_PREFIXES = [
  'ic-',
  'next-turn-',
  'compaction',
  'context-compaction',
  'summary',
  'model-output',
  'compact-prompt',
  'window-',
] as const

/**
 * Deterministic ids for items the core creates, never colliding with existing ones. Only the
 * existing ids that could collide (those with a generated prefix) are remembered, so a large
 * history costs no extra set of all its ids.
 */
export function createIdFactory(taken: Iterable<string>): (base: string) => string {
  const mayCollide = mayCollideWithGeneratedId
  const used = new Set<string>()
  for (const id of taken) if (mayCollide(id)) used.add(id)
  return (base) => {
    if (!mayCollide(base))
      throw new Error(`id base "${base}" needs a prefix in GENERATED_ID_PREFIXES`)
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}
