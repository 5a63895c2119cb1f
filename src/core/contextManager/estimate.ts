import { utf8Length } from '../utf8Length.ts'
import {
  decodeBase64,
  estimateAudioTokenCount,
  imageDimensions,
  parseBase64DataUrl,
} from './media.ts'
import type { ImageDetail, ResponseItem } from './responseItem.ts'
import { serializeResponseItem } from './serialize.ts'
import { approxBytesForTokens, approxTokensFromByteCountI64 } from './truncation.ts'

/**
 * Codex's history token estimate (`history.rs:607–918` at the pin): an item costs its
 * serialized bytes / 4, except that encrypted reasoning and compactions are charged by the
 * length of what they decode to, and inline base64 images, audio and encrypted tool output are
 * charged at a model-visible size instead of their payload.
 */

/** One image at any detail but `original` (history.rs:632): 7,373 bytes ≈ 1,844 tokens. */
export const RESIZED_IMAGE_BYTES_ESTIMATE = 7373
const ORIGINAL_IMAGE_PATCH_SIZE = 32
export const ORIGINAL_IMAGE_MAX_PATCHES = 10_000

/** `estimate_reasoning_length`: ¾ of the encoded length, less 650, never below zero. */
export function estimateReasoningLength(encodedLength: number): number {
  return Math.max(0, Math.floor((encodedLength * 3) / 4) - 650)
}

/** `estimate_encrypted_function_output_length`: 9/16 of the encoded length, rounded up. */
export function estimateEncryptedFunctionOutputLength(encodedLength: number): number {
  return Math.ceil((encodedLength * 9) / 16)
}

/** `estimate_original_image_bytes` (history.rs:732–766): 32-px patches, at most 10,000. */
function estimateOriginalImageBytes(imageUrl: string): number | undefined {
  const payload = parseBase64DataUrl(imageUrl, 'image/')
  const bytes = payload === undefined ? undefined : decodeBase64(payload)
  const size = bytes === undefined ? undefined : imageDimensions(bytes)
  if (size === undefined) return undefined
  const [width, height] = size
  const patches =
    Math.ceil(width / ORIGINAL_IMAGE_PATCH_SIZE) * Math.ceil(height / ORIGINAL_IMAGE_PATCH_SIZE)
  return approxBytesForTokens(Math.min(patches, ORIGINAL_IMAGE_MAX_PATCHES))
}

type Adjustment = [payloadBytes: number, replacementBytes: number]

/** The tool-output or message parts an item carries, for the media scans. */
function parts(item: ResponseItem) {
  if (item.type === 'message') return item.content
  if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output')
    return typeof item.output.body === 'string' ? [] : item.output.body
  return []
}

/** `image_data_url_estimate_adjustment` (history.rs:772–813). */
function imageAdjustment(item: ResponseItem): Adjustment {
  const out: Adjustment = [0, 0]
  for (const part of parts(item)) {
    if (part.type !== 'input_image') continue
    const payload = parseBase64DataUrl(part.imageUrl, 'image/')
    if (payload === undefined) continue
    out[0] += utf8Length(payload)
    const detail: ImageDetail | undefined = part.detail
    out[1] +=
      detail === 'original'
        ? (estimateOriginalImageBytes(part.imageUrl) ?? RESIZED_IMAGE_BYTES_ESTIMATE)
        : RESIZED_IMAGE_BYTES_ESTIMATE
  }
  return out
}

/** `audio_data_url_estimate_adjustment` (history.rs:818–857). */
function audioAdjustment(item: ResponseItem): Adjustment {
  const out: Adjustment = [0, 0]
  for (const part of parts(item)) {
    if (part.type !== 'input_audio') continue
    const payload = parseBase64DataUrl(part.audioUrl, 'audio/')
    if (payload === undefined) continue
    out[0] += utf8Length(payload)
    out[1] += approxBytesForTokens(estimateAudioTokenCount(part.audioUrl))
  }
  return out
}

/**
 * `encrypted_function_output_estimate_adjustment` (history.rs:859–896): encrypted parts of a
 * function output or an inter-agent message (not a custom tool's output).
 */
function encryptedAdjustment(item: ResponseItem): Adjustment {
  const out: Adjustment = [0, 0]
  const encrypted =
    item.type === 'agent_message'
      ? item.content
      : item.type === 'function_call_output' && typeof item.output.body !== 'string'
        ? item.output.body
        : []
  for (const part of encrypted) {
    if (part.type !== 'encrypted_content') continue
    const length = utf8Length(part.encryptedContent)
    out[0] += length
    out[1] += estimateEncryptedFunctionOutputLength(length)
  }
  return out
}

/** `estimate_response_item_model_visible_bytes` (history.rs:650–686). */
export function estimateResponseItemModelVisibleBytes(item: ResponseItem): number {
  const encrypted =
    item.type === 'compaction' ||
    ((item.type === 'reasoning' || item.type === 'context_compaction') &&
      item.encryptedContent !== undefined)
      ? item.encryptedContent!
      : undefined
  if (encrypted !== undefined) return estimateReasoningLength(utf8Length(encrypted))
  let bytes = utf8Length(serializeResponseItem(item))
  for (const [payload, replacement] of [
    imageAdjustment(item),
    audioAdjustment(item),
    encryptedAdjustment(item),
  ])
    bytes = bytes - payload + replacement
  return bytes
}

/** `estimate_item_token_count` (history.rs:623–626). */
export function estimateItemTokenCount(item: ResponseItem): number {
  return approxTokensFromByteCountI64(estimateResponseItemModelVisibleBytes(item))
}

/** `is_model_generated_item` (history.rs:898–918): what the last response's usage covers. */
export function isModelGeneratedItem(item: ResponseItem): boolean {
  switch (item.type) {
    case 'message':
      return item.role === 'assistant'
    case 'reasoning':
    case 'function_call':
    case 'tool_search_call':
    case 'web_search_call':
    case 'image_generation_call':
    case 'custom_tool_call':
    case 'local_shell_call':
    case 'compaction':
    case 'context_compaction':
      return true
    default:
      return false
  }
}
