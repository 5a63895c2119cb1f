import type { WorldState } from '../fragments/worldState.ts'
import type { HistoryItem } from '../history.ts'
import type { RolloutLog, SessionMeta, TurnContextRecord } from './types.ts'

/**
 * The world a session ran in, read from the file only: the turn context in force, then the
 * context messages Codex recorded (`<environment_context>`, the permissions instructions, the
 * AGENTS.md message), then the session's `cwd`. A field the file does not state stays unknown;
 * nothing is taken from the lesson's world.
 */

export type WorldSource =
  'turn_context' | 'environment_context' | 'permissions' | 'agents_md' | 'session_meta'

export interface Known<T> {
  readonly value: T
  readonly line: number
  readonly source: WorldSource
}

export interface SessionWorld {
  readonly cwd?: Known<string>
  readonly sandboxMode?: Known<string>
  readonly approvalPolicy?: Known<string>
  readonly networkAccess?: Known<boolean>
  readonly agentsMd?: Known<{ readonly directory?: string; readonly text: string }>
  readonly currentDate?: Known<string>
  readonly timezone?: Known<string>
}

export const WORLD_FIELDS = [
  'cwd',
  'sandboxMode',
  'approvalPolicy',
  'networkAccess',
  'agentsMd',
  'currentDate',
  'timezone',
] as const satisfies readonly (keyof SessionWorld)[]

/** What the scenario carries for a text field the file does not state. */
export const UNKNOWN_TEXT = 'unknown'

/** The line an item was read from (`L12`, `L12.3` inside a replacement history). */
export function itemLine(item: HistoryItem): number | undefined {
  const m = /^L(\d+)/.exec(item.id)
  return m ? Number(m[1]) : undefined
}

const tag = (text: string, name: string) =>
  new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1]?.trim() || undefined

const AGENTS_HEADING = '# AGENTS.md instructions for '

type Mutable = { -readonly [K in keyof SessionWorld]?: SessionWorld[K] }

/** Fields of an `<environment_context>` (older ones also carry approval, sandbox and network). */
function readEnvironment(w: Mutable, text: string, line: number): void {
  const src = (value: string) => ({ value, line, source: 'environment_context' as const })
  const set = <K extends 'cwd' | 'sandboxMode' | 'approvalPolicy' | 'currentDate' | 'timezone'>(
    key: K,
    value: string | undefined,
  ) => {
    if (value !== undefined) w[key] = src(value)
  }
  set('cwd', tag(text, 'cwd'))
  set('approvalPolicy', tag(text, 'approval_policy'))
  set('sandboxMode', tag(text, 'sandbox_mode'))
  set('currentDate', tag(text, 'current_date'))
  set('timezone', tag(text, 'timezone'))
  const network = tag(text, 'network_access')
  if (network === 'enabled' || network === 'restricted')
    w.networkAccess = { value: network === 'enabled', line, source: 'environment_context' }
}

/** The permissions instructions' sandbox, network and (when it says so) approval sentences. */
function readPermissions(w: Mutable, text: string, line: number): void {
  const source = 'permissions' as const
  const sandbox = /`sandbox_mode` is `([a-z-]+)`/.exec(text)?.[1]
  if (sandbox) w.sandboxMode = { value: sandbox, line, source }
  const network = /Network access is (enabled|restricted)/.exec(text)?.[1]
  if (network) w.networkAccess = { value: network === 'enabled', line, source }
  if (/Approval policy is currently never/.test(text))
    w.approvalPolicy = { value: 'never', line, source }
  else if (/`approval_policy` is `unless-trusted`/.test(text))
    w.approvalPolicy = { value: 'untrusted', line, source }
}

function readAgentsMd(w: Mutable, text: string, line: number): void {
  const trimmed = text.trimStart()
  if (trimmed.startsWith(AGENTS_HEADING)) {
    const rest = trimmed.slice(AGENTS_HEADING.length)
    const directory = rest.slice(0, rest.indexOf('\n') < 0 ? rest.length : rest.indexOf('\n'))
    const body = /<INSTRUCTIONS>\n?([\s\S]*?)\n?<\/INSTRUCTIONS>/.exec(rest)?.[1] ?? ''
    w.agentsMd = { value: { directory: directory.trim(), text: body }, line, source: 'agents_md' }
  } else if (trimmed.startsWith('<user_instructions>')) {
    const body = /<user_instructions>\n?([\s\S]*?)\n?<\/user_instructions>/.exec(trimmed)?.[1]
    if (body !== undefined) w.agentsMd = { value: { text: body }, line, source: 'agents_md' }
  }
}

/** The recorded context messages of a history, oldest first: the newest statement wins. */
function fromHistory(history: readonly HistoryItem[]): Mutable {
  const w: Mutable = {}
  for (const item of history) {
    if (item.type !== 'message' || (item.role !== 'user' && item.role !== 'developer')) continue
    const line = itemLine(item) ?? 0
    for (const part of item.parts) {
      if (item.role === 'developer') readPermissions(w, part, line)
      else if (part.includes('<environment_context>')) readEnvironment(w, part, line)
      else readAgentsMd(w, part, line)
    }
  }
  return w
}

const isContextText = (part: string) => {
  const t = part.trimStart()
  return (
    t.startsWith('<environment_context>') ||
    t.startsWith('<permissions instructions>') ||
    t.startsWith(AGENTS_HEADING) ||
    t.startsWith('<user_instructions>')
  )
}

/**
 * The context messages recorded up to a line, in file order, replacement histories included: a
 * legacy compaction rebuilds the history without them, but the file still stated them.
 */
export function contextItemsUpTo(log: RolloutLog, line: number | undefined): HistoryItem[] {
  const out: HistoryItem[] = []
  const take = (item: HistoryItem) => {
    if (item.type === 'message' && (item.role === 'user' || item.role === 'developer'))
      if (item.parts.some(isContextText)) out.push(item)
  }
  for (const r of log.records) {
    if (line !== undefined && r.line > line) break
    if (r.kind === 'item') take(r.item)
    else if (r.kind === 'compacted') r.replacementHistory?.forEach(take)
  }
  return out
}

/** The turn context's own statements (authoritative for its turn). */
function fromTurnContext(w: Mutable, tc: TurnContextRecord): void {
  const k = <T>(value: T) => ({ value, line: tc.line, source: 'turn_context' as const })
  if (tc.cwd !== undefined) w.cwd = k(tc.cwd)
  if (tc.sandboxMode !== undefined) w.sandboxMode = k(tc.sandboxMode)
  if (tc.approvalPolicy !== undefined) w.approvalPolicy = k(tc.approvalPolicy)
  if (tc.networkAccess !== undefined) w.networkAccess = k(tc.networkAccess)
  if (tc.currentDate !== undefined) w.currentDate = k(tc.currentDate)
  if (tc.timezone !== undefined) w.timezone = k(tc.timezone)
  if (tc.userInstructions)
    w.agentsMd = k({ ...(tc.cwd ? { directory: tc.cwd } : {}), text: tc.userInstructions })
}

/** The world at a point of a session: its history there, the turn context in force, the meta. */
export function worldFromFile(
  history: readonly HistoryItem[],
  turnContext: TurnContextRecord | undefined,
  meta?: SessionMeta,
): SessionWorld {
  const w = fromHistory(history)
  if (turnContext) fromTurnContext(w, turnContext)
  if (!w.cwd && meta?.cwd) w.cwd = { value: meta.cwd, line: meta.line, source: 'session_meta' }
  return w
}

const SANDBOX: readonly string[] = ['read-only', 'workspace-write', 'danger-full-access']
const APPROVAL: Record<string, WorldState['approvalPolicy']> = {
  untrusted: 'untrusted',
  'unless-trusted': 'untrusted',
  'on-failure': 'on-failure',
  'on-request': 'on-request',
  never: 'never',
}

/**
 * The core's world for a session world. Unknown texts become `unknown` and an unknown AGENTS.md
 * none, so no lesson value is shown as the session's. The core needs a sandbox, an approval
 * policy and a network setting to render permissions: those the file does not state keep the
 * core's defaults and are listed in `assumed`.
 */
export function scenarioWorld(
  world: SessionWorld,
  turnContext: TurnContextRecord | undefined,
): { world: Partial<WorldState>; assumed: (keyof SessionWorld)[] } {
  const out: Record<string, unknown> = {
    cwd: world.cwd?.value ?? UNKNOWN_TEXT,
    currentDate: world.currentDate?.value ?? UNKNOWN_TEXT,
    timezone: world.timezone?.value ?? UNKNOWN_TEXT,
    agentsMd: world.agentsMd?.value ?? null,
    developerInstructions: turnContext?.developerInstructions ?? null,
    personality: turnContext?.personality ?? null,
    collaborationMode: turnContext?.collaborationMode ?? null,
  }
  const assumed: (keyof SessionWorld)[] = []
  const sandbox = world.sandboxMode?.value
  if (sandbox && SANDBOX.includes(sandbox)) out['sandboxMode'] = sandbox
  else assumed.push('sandboxMode')
  const approval = world.approvalPolicy ? APPROVAL[world.approvalPolicy.value] : undefined
  if (approval) out['approvalPolicy'] = approval
  else assumed.push('approvalPolicy')
  if (world.networkAccess) out['networkAccess'] = world.networkAccess.value
  else assumed.push('networkAccess')
  return { world: out as Partial<WorldState>, assumed }
}
