import {
  classifyMessage,
  TurnItemKind,
  type FragmentRegistry,
  type MessageClassification,
} from '../core/index.ts'

/** What one content part of a message matched, if anything. */
export type PartMatch =
  /** a `ContextualUserFragment` type recognized the part (user role). */
  | { readonly kind: 'fragment'; readonly typeName: string }
  /** a hook prompt fragment (user role), parsed on its own by the protocol. */
  | { readonly kind: 'hook_prompt' }
  /** an entry of the developer prefix table recognized the part (developer role). */
  | { readonly kind: 'developer_prefix'; readonly prefix: string }
  /** nothing recognized the part: the user's (or developer's) own text. */
  | { readonly kind: 'none' }

export interface MessagePart {
  /** 0-based position among the message's content parts. */
  readonly index: number
  readonly text: string
  readonly match: PartMatch
}

/** A message split into its parts, each with what it matched, and what the whole became. */
export interface MessageParts {
  readonly role: string
  readonly parts: readonly MessagePart[]
  /** what `parse_turn_item` makes of the whole message. */
  readonly turnItem: TurnItemKind
  /** positions of the parts that hide the whole message (user role; empty when it shows). */
  readonly hiddenBy: readonly number[]
  /** positions of the parts nothing recognized. */
  readonly plain: readonly number[]
}

const NONE: PartMatch = { kind: 'none' }

function matchOf(recognition: MessageClassification['parts'][number] | undefined): PartMatch {
  switch (recognition?.kind) {
    case 'contextual_user':
      return { kind: 'fragment', typeName: recognition.typeName ?? '' }
    case 'hook_prompt':
      return { kind: 'hook_prompt' }
    case 'contextual_developer':
      return { kind: 'developer_prefix', prefix: recognition.prefix ?? '' }
    default:
      return NONE
  }
}

/**
 * Each content part of a message with the fragment type (or hook prompt, or developer prefix) it
 * matched, and which parts decided the message's fate: for a user message any one contextual
 * part makes `parse_turn_item` return nothing, so the user's own text in another part goes with
 * it; a message of hook prompts only (beside contextual parts) is a hook prompt instead.
 */
export function messagePartsOf(
  role: string,
  parts: readonly string[],
  registry: FragmentRegistry,
): MessageParts {
  const classification = classifyMessage(role, parts, registry)
  const described = parts.map((text, index) => ({
    index,
    text,
    match: matchOf(classification.parts[index]),
  }))
  const plain = described.filter((part) => part.match.kind === 'none').map((part) => part.index)
  const hiddenBy =
    classification.kind === TurnItemKind.Hidden
      ? described.filter((part) => part.match.kind !== 'none').map((part) => part.index)
      : []
  return { role, parts: described, turnItem: classification.kind, hiddenBy, plain }
}
