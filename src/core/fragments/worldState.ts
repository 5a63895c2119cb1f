import { truncateTextToTokens, utf8Encode, utf8Length } from '../text.ts'
import { escapeXml } from './eventMapping.ts'
import { findFragmentType, matchContextualUserText, renderFragment } from './registry.ts'
import type { FragmentRegistry, FragmentRole, FragmentType } from './types.ts'

/**
 * The session facts the initial context is rendered from: Codex's world-state sections
 * (`core/src/session/world_state.rs`, `build_world_state_for_step`) reduced to what the lesson
 * and the compaction paths need.
 */
export interface WorldState {
  readonly cwd: string
  readonly shell: string
  readonly currentDate: string
  readonly timezone: string
  readonly sandboxMode: 'read-only' | 'workspace-write' | 'danger-full-access'
  readonly approvalPolicy: 'untrusted' | 'on-failure' | 'on-request' | 'never'
  readonly networkAccess: boolean
  /**
   * the exec policy's approved command prefixes (`get_allowed_prefixes`), each a command's
   * tokens. Rendered inside the permissions instructions under `on-request`, so they come back
   * wherever the initial context is injected, a compaction's included.
   */
  readonly approvedCommandPrefixes?: readonly (readonly string[])[]
  /** the AGENTS.md text, and the directory it was found in. */
  readonly agentsMd: { readonly directory?: string; readonly text: string } | null
  /** the turn's `developer_instructions`: a raw string, not a fragment type. */
  readonly developerInstructions: string | null
  /**
   * set when the model changed since the previous turn. Its instructions render a model switch
   * only when not empty, and a model switch keeps the personality out of the full render.
   */
  readonly modelSwitch: { readonly previousModel: string; readonly instructions: string } | null
  /** `Feature::Personality` with a personality not baked into the base instructions. */
  readonly personality: string | null
  readonly collaborationMode: string | null
  /** `<multi_agent_mode>` text, or null for none. */
  readonly multiAgentMode: string | null
  /** an unmarked, separate multi-agent usage hint. */
  readonly multiAgentUsageHint: string | null
  readonly managedDeveloperInstructions: string | null
  /**
   * `is_guardian_reviewer_source`: the raw developer instructions leave the merged developer
   * message and become a developer message of their own, after the contextual user message.
   */
  readonly guardianSeparate: boolean
  /** the TokenBudget window identity (used only when `Feature::TokenBudget` is on). */
  readonly contextWindow: {
    readonly agentPath: string
    readonly firstWindowId: string
    readonly currentWindowId: string
    readonly previousWindowId?: string
    readonly threadHint?: string
  }
}

export const DEFAULT_WORLD_STATE: WorldState = {
  cwd: '/repo',
  shell: 'bash',
  currentDate: '2026-02-26',
  timezone: 'America/Los_Angeles',
  sandboxMode: 'workspace-write',
  approvalPolicy: 'on-request',
  networkAccess: false,
  approvedCommandPrefixes: [],
  agentsMd: { directory: '/repo', text: 'Run npm test before every commit.' },
  developerInstructions: null,
  modelSwitch: null,
  personality: null,
  collaborationMode: null,
  multiAgentMode: null,
  multiAgentUsageHint: null,
  managedDeveloperInstructions: null,
  guardianSeparate: false,
  // `AgentPath::root()` is `/root` (protocol/src/agent_path.rs:18)
  contextWindow: { agentPath: '/root', firstWindowId: 'window-1', currentWindowId: 'window-1' },
}

/**
 * A section of the initial context: a registered type and the body its builder produced, or
 * (`raw`) a plain string Codex pushes without any type. The builder collects `Vec<String>`
 * sections, so nothing but the recognition tables stops untyped text from getting in.
 */
export interface Fragment {
  /** the type's name; for a raw string, the field it comes from (`developer_instructions`). */
  readonly typeName: string
  /** a raw string section: no struct, no markers, recognized by nothing later. */
  readonly raw?: true
  readonly role: FragmentRole
  readonly startMarker: string
  readonly endMarker: string
  readonly requiresSeparateMessage: boolean
  readonly body: string
  readonly text: string
}

/** Instantiates a registered type with a body; the type's current markers are used. */
export function instantiate(registry: FragmentRegistry, typeName: string, body: string): Fragment {
  const type: FragmentType | undefined = findFragmentType(registry, typeName)
  // a deleted type still renders (as Codex's struct would), just unmarked and unrecognized
  const startMarker = type?.startMarker ?? ''
  const endMarker = type?.endMarker ?? ''
  return {
    typeName,
    role: type?.role ?? 'developer',
    startMarker,
    endMarker,
    requiresSeparateMessage: type?.requiresSeparateMessage ?? false,
    body,
    text: renderFragment({ startMarker, endMarker }, body),
  }
}

/** `developer_instructions` as the builder pushes it: the string itself (session/mod.rs:3558). */
function rawDeveloperInstructions(text: string): Fragment {
  return {
    typeName: 'developer_instructions',
    raw: true,
    role: 'developer',
    startMarker: '',
    endMarker: '',
    requiresSeparateMessage: false,
    body: text,
    text,
  }
}

/** One environment, as `EnvironmentsState` renders it (world_state/environment.rs:262–290). */
function environmentBody(world: WorldState): string {
  const lines = [
    `  <cwd>${escapeXml(world.cwd)}</cwd>`,
    `  <shell>${escapeXml(world.shell)}</shell>`,
    `  <current_date>${escapeXml(world.currentDate)}</current_date>`,
    `  <timezone>${escapeXml(world.timezone)}</timezone>`,
  ]
  return `\n${lines.join('\n')}\n`
}

/** `format_allow_prefixes` (protocol/src/models.rs): sorted, at most 100, at most 5,000 chars. */
export function formatAllowPrefixes(prefixes: readonly (readonly string[])[]): string | undefined {
  if (prefixes.length === 0) return undefined
  const combined = (p: readonly string[]) => p.reduce((n, token) => n + utf8Length(token), 0)
  const sorted = [...prefixes].sort(
    (a, b) => a.length - b.length || combined(a) - combined(b) || compareTokens(a, b),
  )
  const lines = sorted
    .slice(0, MAX_RENDERED_PREFIXES)
    .map((p) => `- [${p.map(jsonQuote).join(', ')}]`)
  const full = lines.join('\n')
  const chars = [...full]
  const output =
    chars.length > MAX_ALLOW_PREFIX_TEXT_CHARS
      ? chars.slice(0, MAX_ALLOW_PREFIX_TEXT_CHARS).join('')
      : full
  const truncated = prefixes.length > MAX_RENDERED_PREFIXES || output !== full
  return truncated ? `${output}...\n[Some commands were truncated]` : output
}

/**
 * A token as a JSON string (`serde_json`'s escapes: quote, backslash, the short control escapes,
 * `\u00XX` for the other controls), written out rather than through `JSON.stringify`, which the
 * impact worker's tests watch so that an edit serializes nothing.
 */
function jsonQuote(token: string): string {
  let out = '"'
  for (const c of token) {
    const code = c.charCodeAt(0)
    if (c === '"' || c === '\\') out += `\\${c}`
    else if (code >= 0x20) out += c
    else out += SHORT_ESCAPES.get(c) ?? `\\u${code.toString(16).padStart(4, '0')}`
  }
  return `${out}"`
}

const SHORT_ESCAPES: ReadonlyMap<string, string> = new Map([
  ['\b', '\\b'],
  ['\f', '\\f'],
  ['\n', '\\n'],
  ['\r', '\\r'],
  ['\t', '\\t'],
])

const MAX_RENDERED_PREFIXES = 100
const MAX_ALLOW_PREFIX_TEXT_CHARS = 5000

/** `Vec<String>`'s order: token by token (byte order), a shorter prefix first. */
function compareTokens(a: readonly string[], b: readonly string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = utf8Encode(a[i]!)
    const y = utf8Encode(b[i]!)
    for (let j = 0; j < Math.min(x.length, y.length); j++) if (x[j] !== y[j]) return x[j]! - y[j]!
    if (x.length !== y.length) return x.length - y.length
  }
  return a.length - b.length
}

function permissionsBody(world: WorldState): string {
  const network = world.networkAccess ? 'enabled' : 'restricted'
  // the on-request rule carries the approved prefixes (permissions_instructions.rs)
  const prefixes =
    world.approvalPolicy === 'on-request'
      ? formatAllowPrefixes(world.approvedCommandPrefixes ?? [])
      : undefined
  const approved =
    prefixes === undefined
      ? ''
      : `\n\n## Approved command prefixes\nThe following prefix rules have already been approved: ${prefixes}`
  return `\nFilesystem sandboxing: ${world.sandboxMode}. Approval policy: ${world.approvalPolicy}. Network access is ${network}.${approved}\n`
}

function contextWindowBody(world: WorldState): string {
  const w = world.contextWindow
  const lines = [
    `Agent name: ${w.agentPath}`,
    `First context window id: ${w.firstWindowId}`,
    `Current context window id: ${w.currentWindowId}`,
  ]
  if (w.previousWindowId) lines.push(`Previous context window id: ${w.previousWindowId}`)
  if (w.threadHint) lines.push(w.threadHint)
  return `\n${lines.join('\n')}\n`
}

/**
 * `world_state.render_full()`: one fragment per section that has something to say, in the order
 * `build_world_state_for_step` adds the sections (core/src/session/world_state.rs:79–297). The
 * TokenBudget section renders nothing here (no previous window): its window identity is pushed
 * separately by the assembly.
 */
export function renderFullWorldState(registry: FragmentRegistry, world: WorldState): Fragment[] {
  const out: Fragment[] = []
  // ModelInstructionsState::render_diff: a changed model with empty instructions says nothing
  const modelSwitch = world.modelSwitch && world.modelSwitch.instructions !== ''
  if (world.modelSwitch && modelSwitch)
    out.push(
      instantiate(
        registry,
        'ModelSwitchInstructions',
        `\nThe user was previously using a different model. Please continue the conversation according to the following instructions:\n\n${world.modelSwitch.instructions}\n`,
      ),
    )
  // PersonalityState with no previous snapshot renders only when the previous model is the same
  // one (world_state/personality.rs:84–88): a model switch leaves the personality out
  if (world.personality && !world.modelSwitch)
    out.push(
      instantiate(
        registry,
        'PersonalitySpecInstructions',
        ` The user has requested a new communication style. Future messages should adhere to the following personality: \n${world.personality} `,
      ),
    )
  const agentsMdText = world.agentsMd ? readAgentsMd(world.agentsMd.text) : ''
  if (world.agentsMd && agentsMdText.trim() !== '') {
    const dir = world.agentsMd.directory ? ` for ${world.agentsMd.directory}` : ''
    out.push(
      instantiate(registry, 'UserInstructions', `${dir}\n\n<INSTRUCTIONS>\n${agentsMdText}\n`),
    )
  }
  out.push(instantiate(registry, 'PermissionsInstructions', permissionsBody(world)))
  // the instructions verbatim, rendered whenever there are some, even empty ones
  // (world_state/collaboration_mode.rs:92, 140–142)
  if (world.collaborationMode !== null)
    out.push(instantiate(registry, 'CollaborationModeInstructions', world.collaborationMode))
  out.push(instantiate(registry, 'EnvironmentContext', environmentBody(world)))
  if (world.multiAgentUsageHint)
    out.push(instantiate(registry, 'MultiAgentUsageHint', world.multiAgentUsageHint))
  // the mode's text verbatim; an empty custom text renders nothing
  // (multi_agent_mode_instructions.rs:15–24, 40–48)
  if (world.multiAgentMode)
    out.push(
      instantiate(
        registry,
        'MultiAgentModeInstructions',
        // a custom mode is cut to 400 tokens before it is kept or rendered; the built-in modes'
        // texts are far shorter, so the cut leaves them as they are
        truncateTextToTokens(world.multiAgentMode, MULTI_AGENT_MODE_MAX_TOKENS),
      ),
    )
  if (world.managedDeveloperInstructions)
    out.push(
      instantiate(
        registry,
        'ManagedDeveloperInstructions',
        `\n${world.managedDeveloperInstructions}\n`,
      ),
    )
  return out
}

/** Why a fragment landed in its bucket (for the assembly view). */
export type AssemblyReason =
  | 'developer_instructions'
  | 'model_switch_first'
  | 'token_budget_window'
  | 'held_multi_agent_mode'
  | 'held_managed_last'
  | 'multi_agent_role_separate'
  | 'unmarked_separate'
  | 'merged_developer'
  | 'contextual_user'
  | 'contextual_user_unlisted'
  | 'guardian_policy'
  | 'dropped_role'

export type AssemblyBucket =
  | 'merged_developer'
  | 'separate_developer'
  | 'multi_agent_mode'
  | 'contextual_user'
  | 'guardian_policy'
  | 'managed_developer'

/** One message of the initial context, with the fragments it holds. */
export interface AssembledMessage {
  readonly role: 'user' | 'developer'
  readonly bucket: AssemblyBucket
  readonly fragments: readonly Fragment[]
  readonly reasons: readonly AssemblyReason[]
}

export interface AssemblyOptions {
  /** `Feature::TokenBudget` on (and the model's context window known). */
  readonly tokenBudget: boolean
}

/**
 * `Session::build_initial_context_with_world_state` (core/src/session/mod.rs:3535–3750): sorts
 * sections into one merged developer message (model switch first, then the raw
 * `developer_instructions` string), separate developer messages (window identity first), the
 * multi-agent mode, one contextual user message, the guardian reviewer's raw developer
 * instructions and, always last, the managed developer instructions. Empty buckets are skipped.
 * Not modelled: extension contributions and recommended plugins.
 */
export function buildInitialContext(
  registry: FragmentRegistry,
  world: WorldState,
  options: AssemblyOptions,
): AssembledMessage[] {
  return assembleMessages(registry, world, sortIntoBuckets(registry, world, options))
}

/** The initial context's fragments, sorted into the buckets that become its messages. */
interface InitialContextBuckets {
  readonly dev: Fragment[]
  readonly devReasons: AssemblyReason[]
  readonly user: Fragment[]
  readonly sep: { fragment: Fragment; reason: AssemblyReason }[]
  multiAgentMode: Fragment | undefined
  managed: Fragment | undefined
}

/** Renders the world state and routes each fragment to its bucket, as Codex does. */
function sortIntoBuckets(
  registry: FragmentRegistry,
  world: WorldState,
  options: AssemblyOptions,
): InitialContextBuckets {
  const buckets: InitialContextBuckets = {
    dev: [],
    devReasons: [],
    user: [],
    sep: [],
    multiAgentMode: undefined,
    managed: undefined,
  }
  const developerInstructions = world.developerInstructions ?? ''
  if (!world.guardianSeparate && developerInstructions !== '') {
    buckets.dev.push(rawDeveloperInstructions(developerInstructions))
    buckets.devReasons.push('developer_instructions')
  }
  if (options.tokenBudget) {
    // the window identity renders nothing through render_full, so it is pushed explicitly
    buckets.sep.push({
      fragment: instantiate(registry, 'TokenBudgetContext', contextWindowBody(world)),
      reason: 'token_budget_window',
    })
  }
  // trait objects are told apart by comparing markers().0 with a type's type_markers().0, so an
  // edited marker changes the routing exactly as it would in Codex
  const startOf = (name: string): string | undefined =>
    findFragmentType(registry, name)?.startMarker
  const modelSwitchStart = startOf('ModelSwitchInstructions')
  const multiAgentModeStart = startOf('MultiAgentModeInstructions')
  const managedStart = startOf('ManagedDeveloperInstructions')
  const multiAgentRoleStart = startOf('MultiAgentRoleInstructions')
  for (const fragment of renderFullWorldState(registry, world)) {
    const start = fragment.startMarker
    if (fragment.role === 'developer') {
      if (start === modelSwitchStart) {
        buckets.dev.unshift(fragment)
        buckets.devReasons.unshift('model_switch_first')
      } else if (start === multiAgentModeStart) buckets.multiAgentMode = fragment
      else if (start === managedStart) buckets.managed = fragment
      else if (start === multiAgentRoleStart)
        buckets.sep.push({ fragment, reason: 'multi_agent_role_separate' })
      else if (fragment.requiresSeparateMessage && start === '')
        buckets.sep.push({ fragment, reason: 'unmarked_separate' })
      else {
        buckets.dev.push(fragment)
        buckets.devReasons.push('merged_developer')
      }
    } else if (fragment.role === 'user') buckets.user.push(fragment)
    // any other role is dropped, as Codex drops it
  }
  return buckets
}

/** The buckets in message order; empty ones are skipped. */
function assembleMessages(
  registry: FragmentRegistry,
  world: WorldState,
  { dev, devReasons, user, sep, multiAgentMode, managed }: InitialContextBuckets,
): AssembledMessage[] {
  const developerInstructions = world.developerInstructions ?? ''
  const messages: AssembledMessage[] = []
  if (dev.length > 0)
    messages.push({
      role: 'developer',
      bucket: 'merged_developer',
      fragments: dev,
      reasons: devReasons,
    })
  for (const { fragment, reason } of sep)
    messages.push({
      role: 'developer',
      bucket: 'separate_developer',
      fragments: [fragment],
      reasons: [reason],
    })
  if (multiAgentMode)
    messages.push({
      role: 'developer',
      bucket: 'multi_agent_mode',
      fragments: [multiAgentMode],
      reasons: ['held_multi_agent_mode'],
    })
  if (user.length > 0)
    messages.push({
      role: 'user',
      bucket: 'contextual_user',
      fragments: user,
      // being in this message hides nothing later: only a listed matcher that recognizes the
      // text makes it contextual (CONTEXTUAL_USER_FRAGMENT_MATCHERS)
      reasons: user.map((fragment) =>
        matchContextualUserText(fragment.text, registry)
          ? ('contextual_user' as const)
          : ('contextual_user_unlisted' as const),
      ),
    })
  if (world.guardianSeparate && developerInstructions !== '')
    messages.push({
      role: 'developer',
      bucket: 'guardian_policy',
      fragments: [rawDeveloperInstructions(developerInstructions)],
      reasons: ['guardian_policy'],
    })
  if (managed)
    messages.push({
      role: 'developer',
      bucket: 'managed_developer',
      fragments: [managed],
      reasons: ['held_managed_last'],
    })
  return messages
}

/** A fragment in the steady-state merge: its role and whether it must stand alone. */
export interface MergeInput {
  readonly role: FragmentRole
  readonly requiresSeparateMessage: boolean
  readonly text: string
}

/**
 * `merge_contextual_fragments` (the turn-to-turn diff path): a fragment joins the previous
 * message only when both have the same role and both are mergeable. Runs are never reordered.
 */
export function mergeContextualFragments<T extends MergeInput>(fragments: readonly T[]): T[][] {
  const messages: { role: FragmentRole; mergeable: boolean; items: T[] }[] = []
  for (const fragment of fragments) {
    const last = messages[messages.length - 1]
    const mergeable = !fragment.requiresSeparateMessage
    if (last && last.role === fragment.role && last.mergeable && mergeable)
      last.items.push(fragment)
    else messages.push({ role: fragment.role, mergeable, items: [fragment] })
  }
  return messages.map((m) => m.items)
}

/**
 * `DEFAULT_PROJECT_DOC_MAX_BYTES` (config/src/config_toml.rs:73, 32 KiB): how much of the project's
 * AGENTS.md files Codex reads by default (`project_doc_max_bytes`).
 */
export const AGENTS_MD_MAX_BYTES = 32 * 1024

/**
 * `read_agents_md` (core/src/agents_md.rs:154–191): the file is cut to the byte budget, decoded
 * lossily (a character the cut splits becomes one U+FFFD), and a text that is blank after that is
 * not an entry at all.
 */
export function readAgentsMd(text: string, maxBytes: number = AGENTS_MD_MAX_BYTES): string {
  let bytes = 0
  let i = 0
  while (i < text.length) {
    const code = text.codePointAt(i)!
    const size = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4
    if (bytes + size > maxBytes) return text.slice(0, i) + (bytes < maxBytes ? '\uFFFD' : '')
    bytes += size
    i += code >= 0x10000 ? 2 : 1
  }
  return text
}

/** `MULTI_AGENT_MODE_MAX_TOKENS` (context/world_state/multi_agent_mode.rs:13). */
export const MULTI_AGENT_MODE_MAX_TOKENS = 400
