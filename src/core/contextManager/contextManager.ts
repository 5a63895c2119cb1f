import { parseHookPromptFragment } from '../fragments/eventMapping.ts'
import { approxTokenCount } from '../text.ts'
import { estimateItemTokenCount, isModelGeneratedItem } from './estimate.ts'
import { matchesMarkedText } from '../fragments/matcher.ts'
import { isContextualDeveloperText, isContextualUserText } from '../fragments/registry.ts'
import {
  DEFAULT_INPUT_MODALITIES,
  ensureCallOutputsPresent,
  removeCorrespondingFor,
  removeOrphanOutputs,
  stripAudioWhenUnsupported,
  stripImagesWhenUnsupported,
  type InputModality,
  type NormalizeOptions,
} from './normalize.ts'
import type { ContentItem, FunctionCallOutputPayload, ResponseItem } from './responseItem.ts'
import {
  scalePolicy,
  truncateFunctionOutputItemsWithPolicy,
  truncateText,
  type TruncationPolicy,
} from './truncation.ts'

/**
 * Codex's `ContextManager` (`core/src/context_manager/history.rs` at the pin) for what decides
 * which items a prompt holds: recording (non-API items dropped, tool outputs cut at record
 * time), the prompt view (normalized), rollback of the last turns, and removal of the oldest
 * item with its pair. The lab's compaction cells do not use it yet; a rollout reader replaying
 * `thread_rolled_back` or a resumed / forked session can.
 */

/** How an audio part is charged when a tool output is cut (`estimate_audio_token_count`). */
export type AudioTokenEstimate = (audioUrl: string) => number

/** The text of an `InputText` part; other parts are never contextual. */
function inputText(part: ContentItem): string | undefined {
  return part.type === 'input_text' ? part.text : undefined
}

/** `is_contextual_user_fragment` (contextual_user_message.rs:39–44). */
function isContextualUserFragment(part: ContentItem): boolean {
  const text = inputText(part)
  return (
    text !== undefined &&
    (parseHookPromptFragment(text) !== undefined || isContextualUserText(text))
  )
}

/** `is_contextual_user_message_content` (event_mapping.rs:63–65): any part is contextual. */
export function isContextualUserMessageContent(content: readonly ContentItem[]): boolean {
  return content.some(isContextualUserFragment)
}

function isContextualDevFragment(part: ContentItem): boolean {
  const text = inputText(part)
  return text !== undefined && isContextualDeveloperText(text)
}

/** `is_contextual_dev_message_content` (event_mapping.rs:72–74). */
export function isContextualDevMessageContent(content: readonly ContentItem[]): boolean {
  return content.some(isContextualDevFragment)
}

/** `has_non_contextual_dev_message_content` (event_mapping.rs:78–82). */
export function hasNonContextualDevMessageContent(content: readonly ContentItem[]): boolean {
  return content.some((part) => !isContextualDevFragment(part))
}

/** An absolute `AgentPath` (`protocol/src/agent_path.rs:148–170`): `/root[/name…]` or `/morpheus`. */
function isAgentPath(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value === '/morpheus') return true
  const segments = value.split('/')
  if (segments[0] !== '' || segments[1] !== 'root' || value.endsWith('/')) return false
  return segments
    .slice(2)
    .every((name) => name !== 'root' && name !== '.' && name !== '..' && /^[a-z0-9_]+$/.test(name))
}

/**
 * `InterAgentCommunication::is_message_content` (protocol.rs:857–868): one text part that parses
 * as the structured message (author and recipient paths, content, `trigger_turn`). The older
 * `author: … Content: …` text form does not.
 */
export function isInterAgentInstructionContent(content: readonly ContentItem[]): boolean {
  if (content.length !== 1) return false
  const part = content[0]!
  if (part.type !== 'input_text' && part.type !== 'output_text') return false
  let value: unknown
  try {
    value = JSON.parse(part.text)
  } catch {
    return false
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const message = value as Record<string, unknown>
  const others = message['other_recipients']
  return (
    isAgentPath(message['author']) &&
    isAgentPath(message['recipient']) &&
    typeof message['content'] === 'string' &&
    typeof message['trigger_turn'] === 'boolean' &&
    (others === undefined || (Array.isArray(others) && others.every(isAgentPath)))
  )
}

/**
 * `is_user_turn_boundary` (history.rs:920–930): where a turn starts for rollback: an inter-agent
 * item, a user message that is not context, or an assistant message carrying a structured
 * inter-agent instruction.
 */
export function isUserTurnBoundary(item: ResponseItem): boolean {
  if (item.type === 'agent_message') return true
  if (item.type !== 'message') return false
  return (
    (item.role === 'user' && !isContextualUserMessageContent(item.content)) ||
    (item.role === 'assistant' && isInterAgentInstructionContent(item.content))
  )
}

/** `is_api_message` (history.rs:585–605): system messages, triggers and unknown items are not. */
export function isApiMessage(item: ResponseItem): boolean {
  if (item.type === 'message') return item.role !== 'system'
  return item.type !== 'compaction_trigger' && item.type !== 'other'
}

/** `truncate_function_output_payload` (history.rs:563–580). */
export function truncateFunctionOutputPayload(
  output: FunctionCallOutputPayload,
  policy: TruncationPolicy,
  estimateAudio: AudioTokenEstimate,
): FunctionCallOutputPayload {
  const body =
    typeof output.body === 'string'
      ? truncateText(output.body, policy)
      : truncateFunctionOutputItemsWithPolicy(output.body, policy, estimateAudio)
  return { ...output, body }
}

/** `ModelSwitchInstructions::matches_text`: the `<model_switch>` wrapper. */
function isModelSwitchText(part: ContentItem): boolean {
  const text = inputText(part)
  return text !== undefined && matchesMarkedText('<model_switch>', '</model_switch>', text)
}

export class ContextManager {
  private items: ResponseItem[] = []
  private version = 0
  private reference: unknown = undefined
  private lastTotalTokens = 0
  private readonly estimateAudio: AudioTokenEstimate

  /** `estimateAudio` charges audio parts of tool outputs when they are cut at record time. */
  constructor(estimateAudio: AudioTokenEstimate = () => 0) {
    this.estimateAudio = estimateAudio
  }

  /** The items as recorded (`raw_items`), oldest first. */
  rawItems(): readonly ResponseItem[] {
    return this.items
  }

  /** `update_token_info` (history.rs:368–378), reduced to the last response's total. */
  updateTokenInfo(lastTotalTokens: number): void {
    this.lastTotalTokens = lastTotalTokens
  }

  /**
   * `estimate_token_count_with_base_instructions` (history.rs:263–277): the instructions'
   * bytes / 4 and every item's estimate.
   */
  estimateTokenCountWithBaseInstructions(baseInstructions: string): number {
    return this.items.reduce(
      (sum, item) => sum + estimateItemTokenCount(item),
      approxTokenCount(baseInstructions),
    )
  }

  /**
   * `get_non_last_reasoning_items_tokens` (history.rs:380–404): encrypted reasoning before the
   * last turn boundary, which the server no longer counts.
   */
  getNonLastReasoningItemsTokens(): number {
    const last = this.items.findLastIndex(isUserTurnBoundary)
    if (last < 0) return 0
    return this.items
      .slice(0, last)
      .filter((item) => item.type === 'reasoning' && item.encryptedContent !== undefined)
      .reduce((sum, item) => sum + estimateItemTokenCount(item), 0)
  }

  /**
   * `items_after_last_model_generated_item` (history.rs:408–417): the items recorded locally
   * since the model last answered, which its reported usage does not cover.
   */
  itemsAfterLastModelGeneratedItem(): readonly ResponseItem[] {
    // with no model item yet, nothing is counted here (the start is the end)
    const last = this.items.findLastIndex(isModelGeneratedItem)
    return last < 0 ? [] : this.items.slice(last + 1)
  }

  /** `get_total_token_usage` (history.rs:421–438). */
  getTotalTokenUsage(serverReasoningIncluded: boolean): number {
    const after = this.itemsAfterLastModelGeneratedItem().reduce(
      (sum, item) => sum + estimateItemTokenCount(item),
      0,
    )
    const reasoning = serverReasoningIncluded ? 0 : this.getNonLastReasoningItemsTokens()
    return this.lastTotalTokens + reasoning + after
  }

  /** `history_version`: bumped by every rewrite (compaction, rollback). */
  historyVersion(): number {
    return this.version
  }

  /** The baseline for the next turn's context diff (`reference_context_item`). */
  referenceContextItem(): unknown {
    return this.reference
  }

  setReferenceContextItem(item: unknown): void {
    this.reference = item
  }

  /**
   * `record_items` (history.rs:162–201): non-API items are skipped and tool outputs are cut to
   * the policy with 20% room for serialization (`process_item`, history.rs:466–513).
   */
  recordItems(items: readonly ResponseItem[], policy: TruncationPolicy): void {
    const budget = scalePolicy(policy, 1.2)
    for (const item of items) {
      if (!isApiMessage(item)) continue
      if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
        this.items.push({
          ...item,
          output: truncateFunctionOutputPayload(item.output, budget, this.estimateAudio),
        })
      else this.items.push(item)
    }
  }

  /**
   * `for_prompt` (history.rs:206–220 with `normalize_history`, 450–464): calls get outputs,
   * orphan outputs go, unsupported images and audio become placeholder texts. The recorded
   * history is left as it was.
   */
  forPrompt(
    modalities: readonly InputModality[] = DEFAULT_INPUT_MODALITIES,
    options: NormalizeOptions = {},
  ): ResponseItem[] {
    let items = ensureCallOutputsPresent(this.items, options)
    items = removeOrphanOutputs(items, options)
    items = stripImagesWhenUnsupported(modalities, items)
    return stripAudioWhenUnsupported(modalities, items)
  }

  /** `normalize_history` in place, as the pin's tests call it. */
  normalizeHistory(
    modalities: readonly InputModality[] = DEFAULT_INPUT_MODALITIES,
    options: NormalizeOptions = {},
  ): void {
    this.items = this.forPrompt(modalities, options)
  }

  /** `replace` / `replace_annotated` (history.rs:294–302): new items, a new version. */
  replace(items: readonly ResponseItem[]): void {
    this.items = [...items]
    this.version++
  }

  /** `remove_first_item` (history.rs:279–291): the oldest item and its call/output pair. */
  removeFirstItem(): void {
    const [removed, ...rest] = this.items
    if (removed === undefined) return
    this.items = removeCorrespondingFor(rest, removed)
  }

  /**
   * `drop_last_n_user_turns` (history.rs:320–366): cut before the n-th last turn boundary (or
   * the first, when n reaches past it), then trim the context updates just above the cut. A
   * cut at the first turn also drops that turn's model-switch notes from its developer messages.
   */
  dropLastNUserTurns(numTurns: number): void {
    // Codex takes a u32: anything else is the caller's mistake, not a turn count
    if (!Number.isInteger(numTurns) || numTurns < 0)
      throw new RangeError(`numTurns must be a whole number of turns, got ${numTurns}`)
    if (numTurns === 0) return
    const snapshot = this.items
    const boundaries = snapshot.flatMap((item, i) => (isUserTurnBoundary(item) ? [i] : []))
    const first = boundaries[0]
    if (first === undefined) {
      this.replace(snapshot)
      return
    }
    let cut = numTurns >= boundaries.length ? first : boundaries[boundaries.length - numTurns]!
    cut = this.trimPreTurnContextUpdates(snapshot, first, cut)
    let retained = snapshot.slice(0, cut)
    const firstTurnId = snapshot[first]!.turnId
    if (cut === first && firstTurnId !== undefined)
      retained = retained.flatMap((item) => {
        if (item.turnId !== firstTurnId || item.type !== 'message' || item.role !== 'developer')
          return [item]
        const content = item.content.filter((part) => !isModelSwitchText(part))
        return content.length === 0 ? [] : [{ ...item, content }]
      })
    this.replace(retained)
  }

  /**
   * `trim_pre_turn_context_updates` (history.rs:532–560): walk up from the cut over contextual
   * developer and user messages, never past the first turn. Trimming a developer message that
   * also holds persistent text clears the reference context, so the next turn reinjects all.
   */
  private trimPreTurnContextUpdates(
    snapshot: readonly ResponseItem[],
    firstTurn: number,
    cut: number,
  ): number {
    while (cut > firstTurn) {
      const item = snapshot[cut - 1]!
      if (item.type !== 'message') break
      if (item.role === 'developer' && isContextualDevMessageContent(item.content)) {
        if (hasNonContextualDevMessageContent(item.content)) this.reference = undefined
      } else if (!(item.role === 'user' && isContextualUserMessageContent(item.content))) break
      cut--
    }
    return cut
  }
}
