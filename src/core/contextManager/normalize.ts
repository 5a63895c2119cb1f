import { utf8Encode } from '../text.ts'
import type {
  ContentItem,
  FunctionCallOutputContentItem,
  FunctionCallOutputPayload,
  ResponseItem,
} from './responseItem.ts'
import { outputFromText } from './responseItem.ts'
import { uuidV5 } from './sha1.ts'

/**
 * Prompt normalization, as `core/src/context_manager/normalize.rs` at the pin: every call gets
 * an output (a made-up `aborted` one right after it), outputs without their call go, and media
 * the model cannot take becomes a short text. Functions mutate nothing: each returns new lists.
 */

/** What the model accepts (`InputModality`). */
export type InputModality = 'text' | 'image' | 'audio'

/** `default_input_modalities()`: text and images. */
export const DEFAULT_INPUT_MODALITIES: readonly InputModality[] = ['text', 'image']

/**
 * `error_or_panic`: a debug build panics on a broken pair, a release build logs and repairs.
 * The lab runs as a release build unless a caller asks for debug assertions.
 */
export interface NormalizeOptions {
  readonly debugAssertions?: boolean
}

export class BrokenHistoryInvariant extends Error {}

function errorOrPanic(options: NormalizeOptions, message: string): void {
  if (options.debugAssertions === true) throw new BrokenHistoryInvariant(message)
}

export const IMAGE_CONTENT_OMITTED_PLACEHOLDER =
  'image content omitted because you do not support image input'
export const AUDIO_CONTENT_OMITTED_PLACEHOLDER =
  'audio content omitted because you do not support audio input'

/** `SYNTHETIC_OUTPUT_ID_NAMESPACE` (normalize.rs:19): fixed, or ids and prompt caches change. */
const SYNTHETIC_OUTPUT_ID_NAMESPACE = '90d38d3e6a5b4d52bfe22f1e634bfac4'

/**
 * `synthetic_output_id` (normalize.rs:146–153): `{prefix}_{uuid v5 of "{prefix}:{call item id}"}`,
 * none when the call has no id (older items keep the old behaviour).
 */
export function syntheticOutputId(prefix: string, itemId: string | undefined): string | undefined {
  if (itemId === undefined || itemId === '') return undefined
  return `${prefix}_${uuidV5(SYNTHETIC_OUTPUT_ID_NAMESPACE, utf8Encode(`${prefix}:${itemId}`))}`
}

const aborted = (): FunctionCallOutputPayload => outputFromText('aborted')

function withId(item: ResponseItem, id: string | undefined): ResponseItem {
  return id === undefined ? item : { ...item, id }
}

/** The output Codex makes up for a call whose output is missing, or undefined. */
function missingOutput(
  item: ResponseItem,
  outputs: { fn: Set<string>; search: Set<string>; custom: Set<string> },
  options: NormalizeOptions,
): ResponseItem | undefined {
  switch (item.type) {
    case 'function_call':
      if (outputs.fn.has(item.callId)) return undefined
      return withId(
        { type: 'function_call_output', callId: item.callId, output: aborted() },
        syntheticOutputId('fco', item.id),
      )
    case 'tool_search_call':
      if (item.callId === undefined || outputs.search.has(item.callId)) return undefined
      return withId(
        {
          type: 'tool_search_output',
          callId: item.callId,
          status: 'completed',
          execution: 'client',
          tools: [],
        },
        syntheticOutputId('tso', item.id),
      )
    case 'custom_tool_call':
      if (outputs.custom.has(item.callId)) return undefined
      errorOrPanic(options, `Custom tool call output is missing for call id: ${item.callId}`)
      return withId(
        { type: 'custom_tool_call_output', callId: item.callId, output: aborted() },
        syntheticOutputId('ctco', item.id),
      )
    case 'local_shell_call':
      // a local shell call is answered by a function call output upstream
      if (item.callId === undefined || outputs.fn.has(item.callId)) return undefined
      errorOrPanic(options, `Local shell call output is missing for call id: ${item.callId}`)
      return withId(
        { type: 'function_call_output', callId: item.callId, output: aborted() },
        syntheticOutputId('fco', item.id),
      )
    default:
      return undefined
  }
}

/** `ensure_call_outputs_present` (normalize.rs:21–138): a made-up output right after each call. */
export function ensureCallOutputsPresent(
  items: readonly ResponseItem[],
  options: NormalizeOptions = {},
): ResponseItem[] {
  const outputs = { fn: new Set<string>(), search: new Set<string>(), custom: new Set<string>() }
  for (const item of items) {
    if (item.type === 'function_call_output' && item.callId !== undefined)
      outputs.fn.add(item.callId)
    else if (item.type === 'tool_search_output' && item.callId !== undefined)
      outputs.search.add(item.callId)
    else if (item.type === 'custom_tool_call_output') outputs.custom.add(item.callId)
  }
  const out: ResponseItem[] = []
  for (const item of items) {
    out.push(item)
    const output = missingOutput(item, outputs, options)
    if (output !== undefined) out.push(output)
  }
  return out
}

/**
 * `remove_orphan_outputs` (normalize.rs:155–225): outputs whose call is not in history go, but
 * a function output without a call id (a named external event) and a server-side tool search
 * output stand alone.
 */
export function removeOrphanOutputs(
  items: readonly ResponseItem[],
  options: NormalizeOptions = {},
): ResponseItem[] {
  const fnCalls = new Set<string>()
  const searchCalls = new Set<string>()
  const customCalls = new Set<string>()
  for (const item of items) {
    if (item.type === 'function_call') fnCalls.add(item.callId)
    else if (item.type === 'local_shell_call' && item.callId !== undefined) fnCalls.add(item.callId)
    else if (item.type === 'tool_search_call' && item.callId !== undefined)
      searchCalls.add(item.callId)
    else if (item.type === 'custom_tool_call') customCalls.add(item.callId)
  }
  return items.filter((item) => {
    if (item.type === 'function_call_output' && item.callId !== undefined) {
      if (fnCalls.has(item.callId)) return true
      errorOrPanic(options, `Orphan function call output for call id: ${item.callId}`)
      return false
    }
    if (item.type === 'custom_tool_call_output') {
      if (customCalls.has(item.callId)) return true
      errorOrPanic(options, `Orphan custom tool call output for call id: ${item.callId}`)
      return false
    }
    if (item.type === 'tool_search_output' && item.callId !== undefined) {
      if (item.execution === 'server' || searchCalls.has(item.callId)) return true
      errorOrPanic(options, `Orphan tool search output for call id: ${item.callId}`)
      return false
    }
    return true
  })
}

/** Whether `item` is the counterpart of `removed` that `remove_corresponding_for` looks for. */
function pairs(removed: ResponseItem, item: ResponseItem): boolean {
  switch (removed.type) {
    case 'function_call':
    case 'local_shell_call':
      return (
        removed.callId !== undefined &&
        item.type === 'function_call_output' &&
        item.callId === removed.callId
      )
    case 'tool_search_call':
      return (
        removed.callId !== undefined &&
        item.type === 'tool_search_output' &&
        item.callId === removed.callId
      )
    case 'tool_search_output':
      return (
        removed.callId !== undefined &&
        item.type === 'tool_search_call' &&
        item.callId === removed.callId
      )
    case 'custom_tool_call':
      return item.type === 'custom_tool_call_output' && item.callId === removed.callId
    case 'custom_tool_call_output':
      return item.type === 'custom_tool_call' && item.callId === removed.callId
    default:
      return false
  }
}

/**
 * `remove_corresponding_for` (normalize.rs:227–317): drop the first counterpart of a removed
 * call or output. A function output looks for its function call first, then a local shell call.
 */
export function removeCorrespondingFor(
  items: readonly ResponseItem[],
  removed: ResponseItem,
): ResponseItem[] {
  let index: number
  if (removed.type === 'function_call_output') {
    const id = removed.callId
    if (id === undefined) return [...items]
    index = items.findIndex((i) => i.type === 'function_call' && i.callId === id)
    if (index < 0) index = items.findIndex((i) => i.type === 'local_shell_call' && i.callId === id)
  } else index = items.findIndex((item) => pairs(removed, item))
  return index < 0 ? [...items] : items.filter((_, i) => i !== index)
}

/** Each part of the stripped kind becomes the placeholder text, in place. */
function stripParts<T extends { readonly type: string }>(
  parts: readonly T[],
  kind: 'image' | 'audio',
): (T | { type: 'input_text'; text: string })[] {
  const text =
    kind === 'image' ? IMAGE_CONTENT_OMITTED_PLACEHOLDER : AUDIO_CONTENT_OMITTED_PLACEHOLDER
  return parts.map((part) => (part.type === `input_${kind}` ? { type: 'input_text', text } : part))
}

function stripOutput(
  output: FunctionCallOutputPayload,
  kind: 'image' | 'audio',
): FunctionCallOutputPayload {
  if (typeof output.body === 'string') return output
  return { ...output, body: stripParts<FunctionCallOutputContentItem>(output.body, kind) }
}

function stripMedia(
  modalities: readonly InputModality[],
  items: readonly ResponseItem[],
  kind: 'image' | 'audio',
): ResponseItem[] {
  if (modalities.includes(kind)) return [...items]
  return items.map((item): ResponseItem => {
    switch (item.type) {
      case 'message':
        return { ...item, content: stripParts<ContentItem>(item.content, kind) }
      case 'function_call_output':
      case 'custom_tool_call_output':
        return { ...item, output: stripOutput(item.output, kind) }
      case 'image_generation_call':
        // only images: a generated image's payload is cleared, the call stays
        return kind === 'image' ? { ...item, result: '' } : item
      default:
        return item
    }
  })
}

/** `strip_images_when_unsupported` (normalize.rs:330–380). */
export function stripImagesWhenUnsupported(
  modalities: readonly InputModality[],
  items: readonly ResponseItem[],
): ResponseItem[] {
  return stripMedia(modalities, items, 'image')
}

/** `strip_audio_when_unsupported` (normalize.rs:384–421). */
export function stripAudioWhenUnsupported(
  modalities: readonly InputModality[],
  items: readonly ResponseItem[],
): ResponseItem[] {
  return stripMedia(modalities, items, 'audio')
}
