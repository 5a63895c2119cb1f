/**
 * The fragment model: Codex's `ContextualUserFragment` trait (context-fragments/src/fragment.rs at
 * the pin) as plain, serializable data.
 *
 * A registry is data, not code, so it can be edited in the UI, saved, shared in a link and
 * carried inside a scenario file. Custom matchers are therefore named by a {@link MatcherKind}
 * instead of being functions.
 */

/** The Responses API role a fragment is recorded with. */
export type FragmentRole = 'user' | 'developer' | 'assistant'

/**
 * How a type recognizes its own text later in history (`matches_text`).
 *
 * - `marked`: the trait default, `matches_marked_text(start, end, text)`.
 * - the others are the `matches_text` overrides Codex writes by hand (additional_context.rs,
 *   internal_model_context.rs, the three legacy warnings).
 */
export const MatcherKind = {
  /** `matches_marked_text(type_markers)`; false whenever a marker is empty. */
  Marked: 'marked',
  /** `<external_{key}>…</external_{key}>`, case-sensitive, key taken up to the first `>`. */
  AdditionalContextUser: 'additional_context_user',
  /** `<codex_internal_context source="[a-z][a-z0-9_]*">…`, or the legacy `<goal_context>` pair. */
  InternalModelContext: 'internal_model_context',
  /** trimmed text starts with the unified-exec process-limit warning. */
  LegacyUnifiedExecWarning: 'legacy_unified_exec_warning',
  /** trimmed text starts with the apply_patch-via-exec warning and ends with its advice. */
  LegacyApplyPatchWarning: 'legacy_apply_patch_warning',
  /** trimmed text starts with the cyber-activity model-mismatch warning. */
  LegacyModelMismatchWarning: 'legacy_model_mismatch_warning',
} as const
export type MatcherKind = (typeof MatcherKind)[keyof typeof MatcherKind]

/** A place in a public source, linked from the UI at a pinned commit. */
export interface SourceRef {
  /** path under `codex-rs/`, e.g. `core/src/compact.rs` */
  readonly file: string
  /** the function, method or type that makes the decision, e.g. `run_auto_compact`. */
  readonly symbol?: string
  readonly startLine?: number
  readonly endLine?: number
  /** the repository the line numbers belong to when it is not `openai/codex`. */
  readonly repo?: string
}

/** One fragment type: what Codex writes as a struct implementing `ContextualUserFragment`. */
export interface FragmentType {
  /** the Codex struct name, e.g. `EnvironmentContext`; unique in a registry. */
  readonly name: string
  readonly role: FragmentRole
  /** `type_markers().0`; empty together with `endMarker` means an unmarked one-shot. */
  readonly startMarker: string
  readonly endMarker: string
  /** `requires_separate_message()`: must stand in its own message. */
  readonly requiresSeparateMessage: boolean
  /**
   * A `<feature>.<name>` tag the lab shows and searches by. Not a Codex fact at the pin: the
   * trait has no `content_kind()` there (an older version's method); the tags keep that naming.
   */
  readonly contentKind: string
  readonly matcher: MatcherKind
  /**
   * An example body, as the type's body builder would produce it (including its own leading and
   * trailing whitespace). Rendering joins markers and body with no separator.
   */
  readonly exampleBody: string
  /**
   * The developer-prefix text this type is recognized by when it is in the prefix table. Only
   * set when it differs from `startMarker` (ApprovedCommandPrefixSaved is unmarked but has one).
   */
  readonly developerPrefix?: string
  /** the struct at the pin: its file under `codex-rs/`, name and first line. */
  readonly source?: SourceRef
  /** true for types a user added in the registry editor. */
  readonly custom?: boolean
}

/**
 * The registry: the catalogue plus the two recognition tables Codex keeps beside it.
 * A type that is not in the right table is never recognized, however it is marked.
 */
export interface FragmentRegistry {
  readonly types: readonly FragmentType[]
  /** `CONTEXTUAL_USER_FRAGMENT_MATCHERS`: type names, in Codex's order. */
  readonly contextualUserMatchers: readonly string[]
  /** `CONTEXTUAL_DEVELOPER_PREFIXES`: literal prefixes, in Codex's order. */
  readonly developerPrefixes: readonly string[]
}
