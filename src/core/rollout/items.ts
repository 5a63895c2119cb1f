import { isMessageRole, type HistoryItem } from '../history.ts'
import type { RolloutStats } from './types.ts'

/**
 * Rollout `ResponseItem` payloads (spec rollout.md §1.7) as core history items. Encrypted
 * content and images are counted and replaced by a short placeholder, never kept; very long
 * texts are kept shortened so a huge file stays in bounded memory.
 */

/** The longest text kept per string; Codex itself truncates tool outputs near 10 000 tokens. */
export const MAX_KEPT_TEXT = 64_000

export interface ItemContext {
  readonly stats: RolloutStats
  /** equal long strings share one copy (replacement histories repeat most of the history). */
  readonly intern: Map<string, string>
}

export function newStats(): RolloutStats {
  return {
    lines: 0,
    chars: 0,
    blank: 0,
    malformed: 0,
    // null prototype: a line type is a key, even one named `toString` or `__proto__`
    unknown: Object.create(null) as Record<string, number>,
    ignoredEvents: 0,
    stateLines: 0,
    ghostSnapshots: 0,
    encrypted: 0,
    encryptedChars: 0,
    images: 0,
    imageChars: 0,
    shortenedTexts: 0,
  }
}

export function countUnknown(stats: RolloutStats, name: string): void {
  const counts = stats.unknown
  counts[name] = (Object.hasOwn(counts, name) ? counts[name]! : 0) + 1
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/** Keeps a text, shortened past the cap and shared when it was seen before. */
export function keepText(ctx: ItemContext, text: string): string {
  let kept = text
  if (text.length > MAX_KEPT_TEXT) {
    ctx.stats.shortenedTexts++
    kept = `${text.slice(0, MAX_KEPT_TEXT)}…[${text.length - MAX_KEPT_TEXT} more characters]`
  }
  if (kept.length < 200) return kept
  const seen = ctx.intern.get(kept)
  if (seen !== undefined) return seen
  ctx.intern.set(kept, kept)
  return kept
}

function imagePart(ctx: ItemContext, url: unknown): string {
  ctx.stats.images++
  const length = typeof url === 'string' ? url.length : 0
  ctx.stats.imageChars += length
  return `[image, ${length} characters]`
}

/** The texts of a content array (`input_text`, `output_text`, `reasoning_text`, images). */
function contentTexts(ctx: ItemContext, content: unknown): string[] {
  if (typeof content === 'string') return [keepText(ctx, content)]
  if (!Array.isArray(content)) return []
  const parts: string[] = []
  for (const part of content) {
    if (!isRecord(part)) continue
    if (part['type'] === 'input_image' || part['type'] === 'image') {
      parts.push(imagePart(ctx, part['image_url']))
      continue
    }
    const text = str(part['text'])
    if (text !== undefined) parts.push(keepText(ctx, text))
  }
  return parts
}

function outputText(ctx: ItemContext, output: unknown): string {
  if (typeof output === 'string') return keepText(ctx, output)
  if (isRecord(output)) return contentTexts(ctx, [output]).join('\n')
  if (Array.isArray(output)) return contentTexts(ctx, output).join('\n')
  return ''
}

/**
 * The encrypted payload's length of a reasoning or context-compaction item (its text drops the
 * payload): the token breakdown estimates it as Codex does. Kept beside the item, not on it, so
 * items stay the scenario format's shape.
 */
const encryptedLengths = new WeakMap<HistoryItem, number>()

/** The characters of encrypted content an item carried (0 when none). */
export function encryptedCharsOf(item: HistoryItem): number {
  if (item.type === 'compaction') {
    const m = /^\[encrypted, (\d+) characters\]$/.exec(item.encryptedContent)
    return m ? Number(m[1]) : item.encryptedContent.length
  }
  return encryptedLengths.get(item) ?? 0
}

const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0)

function encrypted(ctx: ItemContext, value: unknown): string {
  const length = lengthOf(value)
  ctx.stats.encrypted++
  ctx.stats.encryptedChars += length
  return `[encrypted, ${length} characters]`
}

function jsonText(ctx: ItemContext, value: unknown): string {
  if (value === undefined || value === null) return ''
  return keepText(ctx, typeof value === 'string' ? value : JSON.stringify(value))
}

/**
 * Converts one `ResponseItem`. Returns `null` for items Codex never shows the model
 * (`ghost_snapshot`, `compaction_trigger`) and `undefined` for a type this reader does not know.
 */
export function toHistoryItem(
  ctx: ItemContext,
  raw: Record<string, unknown>,
  id: string,
): HistoryItem | null | undefined {
  const type = raw['type']
  const callId = (fallback: string) => str(raw['call_id']) ?? str(raw['id']) ?? fallback
  switch (type) {
    case 'message': {
      const role = str(raw['role'])
      if (!isMessageRole(role)) return undefined
      const parts = contentTexts(ctx, raw['content'])
      return { id, type: 'message', role, parts: parts.length ? parts : [''] }
    }
    case 'reasoning': {
      if (raw['encrypted_content'] != null) encrypted(ctx, raw['encrypted_content'])
      const summary = contentTexts(ctx, raw['summary'])
      const content = contentTexts(ctx, raw['content'])
      const item: HistoryItem = { id, type: 'reasoning', text: [...summary, ...content].join('\n') }
      if (raw['encrypted_content'] != null)
        encryptedLengths.set(item, lengthOf(raw['encrypted_content']))
      return item
    }
    case 'function_call':
      return {
        id,
        type: 'function_call',
        name: str(raw['name']) ?? '',
        callId: callId(id),
        arguments: jsonText(ctx, raw['arguments']),
      }
    case 'function_call_output':
    case 'custom_tool_call_output':
      return { id, type, callId: callId(id), output: outputText(ctx, raw['output']) }
    case 'custom_tool_call':
      return {
        id,
        type: 'custom_tool_call',
        name: str(raw['name']) ?? '',
        callId: callId(id),
        input: jsonText(ctx, raw['input']),
      }
    default:
      return otherItem(ctx, raw, id)
  }
}

/** The rarer calls, read as function calls: each one's tool name and the field of its arguments. */
const OTHER_CALLS: ReadonlyMap<
  unknown,
  { readonly name: string; readonly argumentsField: string }
> = new Map([
  ['local_shell_call', { name: 'local_shell', argumentsField: 'action' }],
  ['web_search_call', { name: 'web_search', argumentsField: 'action' }],
  ['tool_search_call', { name: 'tool_search', argumentsField: 'arguments' }],
  ['image_generation_call', { name: 'image_generation', argumentsField: 'revised_prompt' }],
])

/** The rarer variants: shell, search and image calls become calls; checkpoints stay opaque. */
function otherItem(
  ctx: ItemContext,
  raw: Record<string, unknown>,
  id: string,
): HistoryItem | null | undefined {
  const type = raw['type']
  const callId = str(raw['call_id']) ?? str(raw['id']) ?? id
  const call = OTHER_CALLS.get(type)
  if (call) {
    // the generated image is counted, never kept
    if (type === 'image_generation_call' && typeof raw['result'] === 'string')
      imagePart(ctx, raw['result'])
    const args = jsonText(ctx, raw[call.argumentsField])
    return { id, type: 'function_call', name: call.name, callId, arguments: args }
  }
  switch (type) {
    case 'tool_search_output':
      return { id, type: 'function_call_output', callId, output: jsonText(ctx, raw['tools']) }
    case 'agent_message':
      return { id, type: 'agent_message', text: contentTexts(ctx, raw['content']).join('\n') }
    case 'compaction':
    case 'compaction_summary':
      return { id, type: 'compaction', encryptedContent: encrypted(ctx, raw['encrypted_content']) }
    case 'context_compaction': {
      const item: HistoryItem = { id, type: 'context_compaction' }
      if (raw['encrypted_content'] != null) {
        encrypted(ctx, raw['encrypted_content'])
        encryptedLengths.set(item, lengthOf(raw['encrypted_content']))
      }
      return item
    }
    case 'ghost_snapshot':
      ctx.stats.ghostSnapshots++
      return null
    case 'compaction_trigger':
      return null
    default:
      return undefined
  }
}
