import { utf8Encode, utf8Length } from '../text.ts'
import { findFragmentType, renderFragment } from './registry.ts'
import type { FragmentRegistry, FragmentRole, FragmentType } from './types.ts'

/**
 * The session facts the initial context is rendered from: Codex's world-state sections (era C,
 * `session/world_state.rs`) reduced to what the lesson and the compaction paths need.
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
  /** the turn's `developer_instructions`. */
  readonly developerInstructions: string | null
  /** set when the model changed since the previous turn. */
  readonly modelSwitch: { readonly previousModel: string; readonly instructions: string } | null
  /** `Feature::Personality` with a personality not baked into the base instructions. */
  readonly personality: string | null
  readonly collaborationMode: string | null
  /** `<multi_agent_mode>` text, or null for none. */
  readonly multiAgentMode: string | null
  /** an unmarked, separate multi-agent usage hint. */
  readonly multiAgentUsageHint: string | null
  readonly managedDeveloperInstructions: string | null
  /** `is_basic_session_source`: developer instructions become a separate GuardianPolicy message. */
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
  contextWindow: { agentPath: 'root', firstWindowId: 'window-1', currentWindowId: 'window-1' },
}

/** A fragment instance: a registered type and the body its builder produced. */
export interface Fragment {
  readonly typeName: string
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

function environmentBody(world: WorldState): string {
  const lines = [
    `  <cwd>${world.cwd}</cwd>`,
    `  <shell>${world.shell}</shell>`,
    `  <current_date>${world.currentDate}</current_date>`,
    `  <timezone>${world.timezone}</timezone>`,
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
    .map((p) => `- [${p.map((token) => JSON.stringify(token)).join(', ')}]`)
  const full = lines.join('\n')
  const chars = [...full]
  const output =
    chars.length > MAX_ALLOW_PREFIX_TEXT_CHARS
      ? chars.slice(0, MAX_ALLOW_PREFIX_TEXT_CHARS).join('')
      : full
  const truncated = prefixes.length > MAX_RENDERED_PREFIXES || output !== full
  return truncated ? `${output}...\n[Some commands were truncated]` : output
}

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
 * `world_state.render_full()`: one fragment per section that has something to say, in the
 * era-C section order (fragments.md §10.3). The TokenBudget section renders nothing here: its
 * window identity is pushed separately by the assembly.
 */
export function renderFullWorldState(registry: FragmentRegistry, world: WorldState): Fragment[] {
  const out: Fragment[] = []
  if (world.modelSwitch)
    out.push(
      instantiate(
        registry,
        'ModelSwitchInstructions',
        `\nThe user was previously using a different model. Please continue the conversation according to the following instructions:\n\n${world.modelSwitch.instructions}\n`,
      ),
    )
  if (world.personality)
    out.push(
      instantiate(
        registry,
        'PersonalitySpecInstructions',
        ` The user has requested a new communication style. Future messages should adhere to the following personality: \n${world.personality} `,
      ),
    )
  if (world.agentsMd) {
    const dir = world.agentsMd.directory ? ` for ${world.agentsMd.directory}` : ''
    out.push(
      instantiate(
        registry,
        'UserInstructions',
        `${dir}\n\n<INSTRUCTIONS>\n${world.agentsMd.text}\n`,
      ),
    )
  }
  out.push(instantiate(registry, 'PermissionsInstructions', permissionsBody(world)))
  if (world.collaborationMode)
    out.push(
      instantiate(registry, 'CollaborationModeInstructions', `\n${world.collaborationMode}\n`),
    )
  out.push(instantiate(registry, 'EnvironmentContext', environmentBody(world)))
  if (world.multiAgentUsageHint)
    out.push(instantiate(registry, 'MultiAgentUsageHint', world.multiAgentUsageHint))
  if (world.multiAgentMode)
    out.push(instantiate(registry, 'MultiAgentModeInstructions', `\n${world.multiAgentMode}\n`))
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
 * `Session::build_initial_context_with_world_state` (era C): sorts fragments into one merged
 * developer message (model switch first), separate developer messages (window identity first),
 * the multi-agent mode, one contextual user message, the guardian policy and, always last, the
 * managed developer instructions. Empty buckets are skipped.
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
    buckets.dev.push(instantiate(registry, 'DeveloperInstructions', developerInstructions))
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
      reasons: user.map(() => 'contextual_user' as const),
    })
  if (world.guardianSeparate && developerInstructions !== '')
    messages.push({
      role: 'developer',
      bucket: 'guardian_policy',
      fragments: [instantiate(registry, 'GuardianPolicy', developerInstructions)],
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
