import { remembered } from '../memo.ts'
import { rustTrim } from '../text.ts'
import { DEFAULT_REGISTRY } from './catalogue.ts'
import { matchContextualUserText, matchDeveloperPrefix } from './registry.ts'
import type { FragmentRegistry } from './types.ts'

/**
 * What `parse_turn_item` makes of a message (event_mapping.rs): the UI turn item kind.
 * `hidden` is Codex's `None` for a user message with a contextual part.
 */
export const TurnItemKind = {
  /** a real user message: shown, kept by compaction, collected by the local rebuild. */
  UserMessage: 'user_message',
  /** persisted hook-prompt fragments (optionally beside contextual ones). */
  HookPrompt: 'hook_prompt',
  /** a user message with at least one contextual part: one such part hides the whole message. */
  Hidden: 'hidden',
  /** any assistant message. */
  AgentMessage: 'agent_message',
  /** developer, system and other roles never become UI turn items. */
  None: 'none',
} as const
export type TurnItemKind = (typeof TurnItemKind)[keyof typeof TurnItemKind]

/** How one text part was recognized. */
export interface PartRecognition {
  readonly kind: 'hook_prompt' | 'contextual_user' | 'contextual_developer' | 'plain'
  /** the fragment type that recognized it (user side), when any. */
  readonly typeName?: string
  /** the developer prefix entry that recognized it (developer side), when any. */
  readonly prefix?: string
}

export interface MessageClassification {
  readonly kind: TurnItemKind
  readonly parts: readonly PartRecognition[]
  /** developer messages: `is_contextual_dev_message_content` (any part contextual). */
  readonly contextualDeveloper?: boolean
  /** developer messages: `has_non_contextual_dev_message_content` (any part not contextual). */
  readonly hasNonContextualDeveloper?: boolean
}

export interface HookPromptFragment {
  readonly hookRunId: string
  readonly text: string
}

const HOOK_OPEN = '<hook_prompt hook_run_id="'
const HOOK_CLOSE = '</hook_prompt>'

function unescapeXml(text: string): string {
  return text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replace(/&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g, (ref, hex?: string, dec?: string) => {
      const code = hex === undefined ? Number(dec) : parseInt(hex, 16)
      return code <= 0x10ffff ? String.fromCodePoint(code) : ref
    })
    .replaceAll('&amp;', '&')
}

/** Escapes text for a hook prompt body; `parseHookPromptFragment` inverts it exactly. */
export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** Renders a hook prompt fragment as the protocol persists it. */
export function renderHookPrompt(fragment: HookPromptFragment): string {
  return `${HOOK_OPEN}${escapeXml(fragment.hookRunId)}">${escapeXml(fragment.text)}${HOOK_CLOSE}`
}

/**
 * `parse_hook_prompt_fragment` (protocol/src/items.rs:650–658): the trimmed text read as XML,
 * `<hook_prompt hook_run_id="…">escaped text</hook_prompt>` in any well-formed spelling (single
 * quotes, spaces, other attributes), and only with a `hook_run_id` that
 * is not blank once trimmed (an empty id makes it plain text again). Hook prompts are not a
 * `ContextualUserFragment`; the protocol parses them on its own.
 */
export function parseHookPromptFragment(text: string): HookPromptFragment | undefined {
  const match = HOOK_PROMPT_XML.exec(rustTrim(text))
  if (!match) return undefined
  let hookRunId: string | undefined
  for (const attribute of match[1]!.matchAll(XML_ATTRIBUTE))
    if (attribute[1] === 'hook_run_id') hookRunId = unescapeXml(attribute[2] ?? attribute[3]!)
  if (hookRunId === undefined || rustTrim(hookRunId) === '') return undefined
  return { hookRunId, text: unescapeXml(match[2]!) }
}

/**
 * A `<hook_prompt>` element as an XML reader takes it (`from_xml_str::<HookPromptXml>`): the
 * attributes in double or single quotes with any spacing around `=`, other attributes ignored,
 * text without markup, and a closing tag that may have spaces before its `>`.
 */
const HOOK_PROMPT_XML =
  /^<hook_prompt((?:\s+[A-Za-z_][\w.:-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*>([^<]*)<\/hook_prompt\s*>$/
const XML_ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g

// shared, frozen: most parts are plain, and one object serves them all
const PLAIN: PartRecognition = Object.freeze({ kind: 'plain' })
const HOOK_PROMPT: PartRecognition = Object.freeze({ kind: 'hook_prompt' })

/**
 * Recognitions and one-part classifications, shared per registry. A classification is a value of
 * the registry and the text, so equal answers can be one frozen object: classification runs on
 * every message of every cell, and most messages have one part.
 */
interface Interned {
  readonly userParts: Map<string, PartRecognition>
  readonly developerParts: Map<string, PartRecognition>
  readonly single: Map<string, Map<PartRecognition, MessageClassification>>
}
const internedByRegistry = new WeakMap<FragmentRegistry, Interned>()

const newInterned = (): Interned => ({
  userParts: new Map(),
  developerParts: new Map(),
  single: new Map(),
})
const newClassificationMap = (): Map<PartRecognition, MessageClassification> => new Map()
const userRecognition = (typeName: string): PartRecognition =>
  Object.freeze({ kind: 'contextual_user', typeName })
const developerRecognition = (prefix: string): PartRecognition =>
  Object.freeze({ kind: 'contextual_developer', prefix })

// the factories above are made once: a closure per call would allocate on every message
function internedFor(registry: FragmentRegistry): Interned {
  return remembered(internedByRegistry, registry, newInterned)
}

function userPartRecognition(interned: Interned, typeName: string): PartRecognition {
  return remembered(interned.userParts, typeName, userRecognition)
}

function developerPartRecognition(interned: Interned, prefix: string): PartRecognition {
  return remembered(interned.developerParts, prefix, developerRecognition)
}

function recognizeUserPartIn(
  text: string,
  registry: FragmentRegistry,
  interned: Interned,
): PartRecognition {
  if (parseHookPromptFragment(text)) return HOOK_PROMPT
  const type = matchContextualUserText(text, registry)
  return type ? userPartRecognition(interned, type.name) : PLAIN
}

/** How a user-role part is recognized: hook prompt first, then the contextual-user matchers. */
export function recognizeUserPart(text: string, registry: FragmentRegistry): PartRecognition {
  return recognizeUserPartIn(text, registry, internedFor(registry))
}

function recognizePart(
  role: string,
  text: string,
  registry: FragmentRegistry,
  interned: Interned,
): PartRecognition {
  if (role === 'user') return recognizeUserPartIn(text, registry, interned)
  if (role === 'developer') {
    const prefix = matchDeveloperPrefix(text, registry)
    return prefix === undefined ? PLAIN : developerPartRecognition(interned, prefix)
  }
  return PLAIN
}

/** The classification from the parts' recognitions (the rules of `parse_turn_item`). */
function classificationOf(
  role: string,
  recognized: readonly PartRecognition[],
): MessageClassification {
  if (role === 'user') {
    let hasHook = false
    let hasPlain = false
    for (const part of recognized) {
      if (part.kind === 'hook_prompt') hasHook = true
      else if (part.kind === 'plain') hasPlain = true
    }
    if (hasHook && !hasPlain) return { kind: TurnItemKind.HookPrompt, parts: recognized }
    if (recognized.some((part) => part.kind !== 'plain'))
      return { kind: TurnItemKind.Hidden, parts: recognized }
    return { kind: TurnItemKind.UserMessage, parts: recognized }
  }
  if (role === 'assistant') return { kind: TurnItemKind.AgentMessage, parts: recognized }
  if (role === 'developer')
    return {
      kind: TurnItemKind.None,
      parts: recognized,
      contextualDeveloper: recognized.some((part) => part.kind === 'contextual_developer'),
      hasNonContextualDeveloper: recognized.some((part) => part.kind === 'plain'),
    }
  return { kind: TurnItemKind.None, parts: recognized }
}

/**
 * `parse_turn_item` for a message, with the reason for each part.
 *
 * - user: a hook prompt when every part is a hook prompt or contextual and at least one is a hook
 *   prompt; otherwise hidden when any part is contextual; otherwise a real user message.
 * - assistant: an agent message.
 * - developer: never a turn item, but its parts are checked against the developer prefix table.
 *
 * The result is frozen and may be shared between messages.
 */
export function classifyMessage(
  role: string,
  parts: readonly string[],
  registry: FragmentRegistry = DEFAULT_REGISTRY,
): MessageClassification {
  const interned = internedFor(registry)
  if (parts.length !== 1)
    return Object.freeze(
      classificationOf(
        role,
        Object.freeze(parts.map((part) => recognizePart(role, part, registry, interned))),
      ),
    )
  const recognition = recognizePart(role, parts[0]!, registry, interned)
  const byRecognition = remembered(interned.single, role, newClassificationMap)
  let classification = byRecognition.get(recognition)
  if (!classification) {
    classification = Object.freeze(classificationOf(role, Object.freeze([recognition])))
    byRecognition.set(recognition, classification)
  }
  return classification
}
