import { DEFAULT_REGISTRY } from './fragments/catalogue.ts'
import { MatcherKind, type FragmentRegistry, type FragmentType } from './fragments/types.ts'
import { DEFAULT_WORLD_STATE, type WorldState } from './fragments/worldState.ts'
import {
  defined,
  newChecker,
  type Checker,
  describe,
  isRecord,
  modelOver,
  parseModelFields,
  parseWorldFields,
  SCENARIO_LIMITS,
  type ScenarioError,
} from './scenarioChecks.ts'
import {
  IMPLEMENTATIONS,
  LEGACY_SERVER_REPLIES,
  PHASES,
  type Cell,
  type CompactionInput,
  type Faults,
  type HookOutcome,
  type LocalFault,
  type RemoteFault,
  type Implementation,
  type LegacyServerReply,
  type ModelInfo,
  type Phase,
} from './compaction/types.ts'
import { duplicateTypeNameWords, typeNameProblem, TYPE_NAME_WORDS } from './typeNames.ts'
import { HISTORY_ITEM_TYPES, MESSAGE_ROLES, type HistoryItem } from './history.ts'
import { TOKEN_SCOPES, type TokenScope } from './compaction/tokens.ts'
import { DEFAULT_REQUEST_MAX_RETRIES, DEFAULT_STREAM_MAX_RETRIES } from './compaction/transport.ts'

/**
 * Scenario files: the JSON contract shared by the CLI, the app's import/export and share links.
 * Field names here are fixed so that scenarios written elsewhere keep working; new fields may be
 * added.
 */

/** A history item as a scenario file writes it: a message has `text` or `parts`. */
export type ScenarioItem = Record<string, unknown> & { readonly id: string; readonly type: string }

export interface RegistryEdits {
  /** replace fields of existing types, by name; `null` removes the type. */
  readonly update?: Readonly<Record<string, Partial<FragmentType> | null>>
  /** new types, appended. */
  readonly add?: readonly FragmentType[]
}

export interface ScenarioRegistry {
  /** a full catalogue; Codex's default when absent. */
  readonly types?: readonly FragmentType[]
  readonly contextualUserMatchers?: readonly string[]
  readonly developerPrefixes?: readonly string[]
  readonly edits?: RegistryEdits
}

export interface ScenarioFile {
  readonly name?: string
  readonly description?: string
  readonly history: readonly ScenarioItem[]
  readonly cell: Cell
  readonly features?: { readonly tokenBudget?: boolean; readonly remoteCompactionV2?: boolean }
  readonly provider?: {
    readonly remoteCompaction?: 'v2' | 'unsupported'
    readonly streamMaxRetries?: number
    readonly requestMaxRetries?: number
    readonly supportsWebsockets?: boolean
    readonly isOpenAi?: boolean
  }
  readonly server?: {
    readonly transcript?: readonly ScenarioItem[]
    readonly compactionOutputs?: number
    /** the legacy `/responses/compact` reply when no transcript is given (default `realistic`). */
    readonly legacyReply?: LegacyServerReply
  }
  readonly model?: Partial<ModelInfo> & { readonly summary?: string }
  readonly turn?: {
    readonly activeTokens?: number
    readonly fallbackBufferTokens?: number
    /** `total` (default) or `body_after_prefix`; the latter counts after `prefillInputTokens`. */
    readonly tokenScope?: TokenScope
    readonly prefillInputTokens?: number
    readonly modelNeedsFollowUp?: boolean
    readonly hasPendingInput?: boolean
    readonly newWindowRequested?: boolean
    readonly previousModel?: Partial<ModelInfo>
    readonly codexBackendAuth?: boolean
  }
  readonly world?: Partial<WorldState>
  readonly registry?: ScenarioRegistry
  readonly faults?: Faults
  readonly historyVersion?: number
  readonly compactPrompt?: string
}

export type { ScenarioError } from './scenarioChecks.ts'
export { SCENARIO_LIMITS } from './scenarioChecks.ts'

export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly errors: readonly ScenarioError[] }

export const DEFAULT_MODEL: ModelInfo = {
  slug: 'gpt-5-codex',
  contextWindow: 200_000,
  effectiveContextWindowPercent: 95,
  autoCompactTokenLimit: 180_000,
}

/** What the simulated model answers when a scenario gives no summary. */
export const DEFAULT_MODEL_SUMMARY =
  'The user is fixing a failing test in /repo. Tests were run; one assertion still fails. Next: update the fixture and rerun npm test.'

const FAULTS_REMOTE: readonly RemoteFault[] = [
  'timeout',
  'invalid_request',
  'http_404',
  'http_500',
  'stream_error',
]
const FAULTS_LOCAL: readonly LocalFault[] = [
  'context_window_exceeded',
  'stream_error',
  'session_budget_exceeded',
  'interrupted',
]
/**
 * Local fault names of files written before the pin was read: Codex's loop has no "committed
 * output" case, so each reads as the error kind it named.
 */
const LEGACY_LOCAL_FAULTS: Readonly<Record<string, LocalFault>> = {
  overflow_before_commit: 'context_window_exceeded',
  overflow_after_commit: 'context_window_exceeded',
  stream_error_before_commit: 'stream_error',
  stream_error_after_commit: 'stream_error',
}
const HOOK_OUTCOMES: readonly HookOutcome[] = ['continue', 'stop']

/** A message's content: `parts` (bounded, each a string) or a single `text`. */
function parseParts(c: Checker, raw: Record<string, unknown>, path: string): string[] | undefined {
  if (raw['parts'] === undefined) {
    const text = c.string(raw, 'text', path, false)
    if (text === undefined && raw['text'] === undefined)
      c.fail(`${path}.text`, 'a message needs `text` or `parts`')
    if (text === undefined || !c.parts(1, `${path}.text`)) return undefined
    return [text]
  }
  const value = raw['parts']
  if (!Array.isArray(value) || value.length === 0 || !value.every((p) => typeof p === 'string')) {
    c.fail(`${path}.parts`, 'must be a non-empty array of strings')
    return undefined
  }
  if (value.length > SCENARIO_LIMITS.parts) {
    c.fail(`${path}.parts`, `has ${value.length} parts; at most ${SCENARIO_LIMITS.parts}`)
    return undefined
  }
  if (!c.parts(value.length, `${path}.parts`)) return undefined
  const parts: string[] = []
  for (let i = 0; i < value.length; i++) {
    const part = c.text(value[i] as string, `${path}.parts[${i}]`)
    if (part === undefined) return undefined
    parts.push(part)
  }
  return parts
}

/** Parses one history item, or records why it cannot. */
function parseItem(c: Checker, raw: unknown, path: string): HistoryItem | undefined {
  if (!isRecord(raw)) {
    c.fail(path, `must be an object, got ${describe(raw)}`)
    return undefined
  }
  const id = c.string(raw, 'id', path, true)
  const type = raw['type']
  if (typeof type !== 'string' || !HISTORY_ITEM_TYPES.includes(type as HistoryItem['type'])) {
    c.fail(
      `${path}.type`,
      `unknown item type ${describe(type)}; expected one of ${HISTORY_ITEM_TYPES.join(', ')}`,
    )
    return undefined
  }
  if (id === undefined) return undefined
  if (id === '') {
    c.fail(`${path}.id`, 'must not be empty')
    return undefined
  }
  return parseItemFields(c, raw, path, id, type as HistoryItem['type'])
}

/** The fields of an item of a known type, with its id already checked. */
function parseItemFields(
  c: Checker,
  raw: Record<string, unknown>,
  path: string,
  id: string,
  type: HistoryItem['type'],
): HistoryItem | undefined {
  switch (type) {
    case 'message': {
      const role = c.oneOf(raw, 'role', path, MESSAGE_ROLES)
      if (raw['role'] === undefined)
        c.fail(`${path}.role`, `is required (${MESSAGE_ROLES.join(', ')})`)
      const parts = parseParts(c, raw, path)
      if (!role || !parts) return undefined
      return { id, type: 'message', role, parts }
    }
    case 'function_call':
    case 'custom_tool_call': {
      const name = c.string(raw, 'name', path, true)
      const callId = c.string(raw, 'callId', path, true)
      const argKey = type === 'function_call' ? 'arguments' : 'input'
      const args = c.string(raw, argKey, path, false) ?? ''
      if (name === undefined || callId === undefined) return undefined
      return type === 'function_call'
        ? { id, type, name, callId, arguments: args }
        : { id, type: 'custom_tool_call', name, callId, input: args }
    }
    case 'function_call_output':
    case 'custom_tool_call_output': {
      const callId = c.string(raw, 'callId', path, true)
      const output = c.string(raw, 'output', path, false) ?? ''
      if (callId === undefined) return undefined
      return {
        id,
        type,
        callId,
        output,
      }
    }
    case 'agent_message': {
      const text = c.string(raw, 'text', path, false) ?? ''
      const author = c.string(raw, 'author', path, false)
      const recipient = c.string(raw, 'recipient', path, false)
      return {
        id,
        type: 'agent_message',
        text,
        ...(author !== undefined ? { author } : {}),
        ...(recipient !== undefined ? { recipient } : {}),
      }
    }
    case 'reasoning':
    case 'other': {
      const text = c.string(raw, 'text', path, false) ?? ''
      return { id, type, text }
    }
    case 'compaction': {
      const encryptedContent =
        c.string(raw, 'encryptedContent', path, false) ?? 'encrypted-checkpoint'
      return { id, type: 'compaction', encryptedContent }
    }
    case 'context_compaction':
    case 'compaction_trigger':
      return { id, type }
  }
}

/** Parses a list of items: bounded, unique ids, and every tool output after its call. */
function parseItems(c: Checker, raw: unknown, path: string): HistoryItem[] {
  const entries = c.array(raw, path, SCENARIO_LIMITS.items, 'items')
  if (entries === undefined) return []
  const items: HistoryItem[] = []
  const seen = new Set<string>()
  const calls = new Map<string, 'function_call' | 'custom_tool_call'>()
  entries.forEach((entry, index) => {
    const item = parseItem(c, entry, `${path}[${index}]`)
    if (!item) return
    if (seen.has(item.id)) c.fail(`${path}[${index}].id`, `duplicate id "${item.id}"`)
    seen.add(item.id)
    if (item.type === 'function_call' || item.type === 'custom_tool_call')
      calls.set(item.callId, item.type)
    if (item.type === 'function_call_output' || item.type === 'custom_tool_call_output') {
      const callType = item.type === 'function_call_output' ? 'function_call' : 'custom_tool_call'
      if (calls.get(item.callId) !== callType)
        c.fail(
          `${path}[${index}].callId`,
          `output for call "${item.callId}" has no earlier ${callType} with that callId`,
        )
    }
    items.push(item)
  })
  return items
}

/** Every field of a fragment type that a scenario carries (the parser keeps these, no others). */
export const FRAGMENT_TYPE_KEYS = [
  'name',
  'role',
  'startMarker',
  'endMarker',
  'requiresSeparateMessage',
  'contentKind',
  'matcher',
  'exampleBody',
  'developerPrefix',
  'custom',
] as const satisfies readonly (keyof FragmentType)[]

function parseFragmentType(c: Checker, raw: unknown, path: string): FragmentType | undefined {
  if (!isRecord(raw)) {
    c.fail(path, `must be an object, got ${describe(raw)}`)
    return undefined
  }
  const name = c.string(raw, 'name', path, true)
  const role = c.oneOf(raw, 'role', path, ['user', 'developer', 'assistant'] as const)
  const startMarker = c.string(raw, 'startMarker', path, false) ?? ''
  const endMarker = c.string(raw, 'endMarker', path, false) ?? ''
  const matcher = c.oneOf(raw, 'matcher', path, Object.values(MatcherKind)) ?? MatcherKind.Marked
  const problem = name === undefined ? undefined : typeNameProblem(name)
  if (problem !== undefined) c.fail(`${path}.name`, TYPE_NAME_WORDS[problem])
  if (name === undefined || role === undefined || problem !== undefined) {
    if (raw['role'] === undefined)
      c.fail(`${path}.role`, 'is required (user, developer or assistant)')
    return undefined
  }
  const developerPrefix = c.string(raw, 'developerPrefix', path, false)
  return {
    name,
    role,
    startMarker,
    endMarker,
    requiresSeparateMessage: c.boolean(raw, 'requiresSeparateMessage', path) ?? false,
    contentKind: c.string(raw, 'contentKind', path, false) ?? 'custom.fragment',
    matcher,
    exampleBody: c.string(raw, 'exampleBody', path, false) ?? '',
    ...(developerPrefix !== undefined ? { developerPrefix } : {}),
    ...(raw['custom'] === true ? { custom: true } : {}),
  }
}

function fragmentTypes(c: Checker, raw: unknown, path: string): FragmentType[] | undefined {
  const entries = c.array(raw, path, SCENARIO_LIMITS.registryEntries, 'fragment types')
  return entries
    ?.map((entry, i) => parseFragmentType(c, entry, `${path}[${i}]`))
    .filter((t): t is FragmentType => t !== undefined)
}

function stringList(c: Checker, raw: unknown, path: string): string[] | undefined {
  if (raw === undefined) return undefined
  const entries = c.array(raw, path, SCENARIO_LIMITS.registryEntries, 'strings')
  if (entries === undefined) return undefined
  if (!entries.every((entry) => typeof entry === 'string')) {
    c.fail(path, 'must be an array of strings')
    return undefined
  }
  return entries.map((entry, i) => c.text(entry as string, `${path}[${i}]`) ?? '')
}

/**
 * `registry.edits.update`, applied to `types` in place. Returns the checked edits: each change
 * holds only fragment-type fields, with the values the merge validated.
 */
function applyUpdates(
  c: Checker,
  update: Record<string, unknown>,
  types: FragmentType[],
): Record<string, Partial<FragmentType> | null> {
  const checked: [string, Partial<FragmentType> | null][] = []
  for (const [name, change] of Object.entries(update)) {
    const path = `registry.edits.update.${name}`
    const index = types.findIndex((t) => t.name === name)
    // deleting a type that is not there holds already: saved work may delete a type the default
    // registry has since dropped (five types with no struct at the pin)
    if (index < 0 && change === null) continue
    if (index < 0) {
      c.fail(path, `no fragment type named "${name}"`)
      continue
    }
    if (change === null) {
      types.splice(index, 1)
      checked.push([name, null])
      continue
    }
    if (!isRecord(change)) {
      c.fail(path, 'must be an object or null')
      continue
    }
    const merged = parseFragmentType(c, { ...types[index], ...change }, path)
    if (!merged) continue
    types[index] = merged
    const fields = FRAGMENT_TYPE_KEYS.filter((key) => change[key] !== undefined && key in merged)
    checked.push([name, Object.fromEntries(fields.map((key) => [key, merged[key]]))])
  }
  // fromEntries defines own properties: a "__proto__" type name stays a plain key
  return Object.fromEntries(checked)
}

function applyEdits(c: Checker, raw: unknown, types: FragmentType[]): RegistryEdits | undefined {
  if (raw === undefined) return undefined
  if (!isRecord(raw)) {
    c.fail('registry.edits', 'must be an object with `update` and/or `add`')
    return undefined
  }
  let update: RegistryEdits['update']
  if (raw['update'] !== undefined) {
    if (!isRecord(raw['update']))
      c.fail('registry.edits.update', 'must map type names to changes or null')
    else update = applyUpdates(c, raw['update'], types)
  }
  const add =
    raw['add'] === undefined ? undefined : fragmentTypes(c, raw['add'], 'registry.edits.add')
  if (add) types.push(...add)
  return defined({ update, add })
}

/** A scenario's `registry` field: the checked field, and the registry it describes. */
function parseRegistry(
  c: Checker,
  raw: unknown,
): { readonly registry: FragmentRegistry; readonly field?: ScenarioRegistry } {
  if (raw === undefined || raw === 'default') return { registry: DEFAULT_REGISTRY }
  if (!isRecord(raw)) {
    c.fail('registry', `must be an object or "default", got ${describe(raw)}`)
    return { registry: DEFAULT_REGISTRY }
  }
  const given =
    raw['types'] === undefined ? undefined : fragmentTypes(c, raw['types'], 'registry.types')
  const types = [...(given ?? DEFAULT_REGISTRY.types)]
  const edits = applyEdits(c, raw['edits'], types)
  if (types.length > SCENARIO_LIMITS.registryEntries)
    c.fail(
      'registry.edits.add',
      `makes ${types.length} types; at most ${SCENARIO_LIMITS.registryEntries}`,
    )
  const names = new Set<string>()
  types.forEach((type, i) => {
    if (names.has(type.name)) c.fail(`registry.types[${i}].name`, duplicateTypeNameWords(type.name))
    names.add(type.name)
  })
  const matchers = stringList(c, raw['contextualUserMatchers'], 'registry.contextualUserMatchers')
  const prefixes = stringList(c, raw['developerPrefixes'], 'registry.developerPrefixes')
  return {
    registry: {
      types,
      contextualUserMatchers: matchers ?? DEFAULT_REGISTRY.contextualUserMatchers,
      developerPrefixes: prefixes ?? DEFAULT_REGISTRY.developerPrefixes,
    },
    field: defined({
      types: given,
      edits,
      contextualUserMatchers: matchers,
      developerPrefixes: prefixes,
    }),
  }
}

/** An optional object field of the scenario, read by `read` when present. */
function section<T>(
  c: Checker,
  raw: Record<string, unknown>,
  key: string,
  read: (value: Record<string, unknown>) => T,
): T | undefined {
  const value = raw[key]
  if (value === undefined) return undefined
  if (!isRecord(value)) {
    c.fail(key, `must be an object, got ${describe(value)}`)
    return undefined
  }
  return read(value)
}

function parseCell(c: Checker, raw: unknown): Cell | undefined {
  if (!isRecord(raw)) {
    c.fail('cell', 'is required: { "phase": …, "implementation": … }')
    return undefined
  }
  const phase = c.oneOf(raw, 'phase', 'cell', PHASES)
  if (raw['phase'] === undefined) c.fail('cell.phase', `is required (${PHASES.join(', ')})`)
  const implementation = c.oneOf(raw, 'implementation', 'cell', IMPLEMENTATIONS)
  if (raw['implementation'] === undefined)
    c.fail('cell.implementation', `is required (${IMPLEMENTATIONS.join(', ')})`)
  return phase && implementation ? { phase, implementation } : undefined
}

type Section<K extends keyof ScenarioFile> = NonNullable<ScenarioFile[K]>

function parseTurn(c: Checker, turn: Record<string, unknown>): Section<'turn'> {
  const previousModel = parseModelFields(c, turn['previousModel'], 'turn.previousModel')
  return defined({
    activeTokens: c.number(turn, 'activeTokens', 'turn'),
    fallbackBufferTokens: c.number(turn, 'fallbackBufferTokens', 'turn'),
    tokenScope: c.oneOf(turn, 'tokenScope', 'turn', TOKEN_SCOPES),
    prefillInputTokens: c.number(turn, 'prefillInputTokens', 'turn'),
    modelNeedsFollowUp: c.boolean(turn, 'modelNeedsFollowUp', 'turn'),
    hasPendingInput: c.boolean(turn, 'hasPendingInput', 'turn'),
    newWindowRequested: c.boolean(turn, 'newWindowRequested', 'turn'),
    previousModel,
    codexBackendAuth: c.boolean(turn, 'codexBackendAuth', 'turn'),
  })
}

function legacyLocalFault(raw: unknown): unknown {
  return typeof raw === 'string' && Object.hasOwn(LEGACY_LOCAL_FAULTS, raw)
    ? LEGACY_LOCAL_FAULTS[raw]
    : raw
}

function parseFaults(c: Checker, faults: Record<string, unknown>): Faults {
  return defined({
    remote: c.oneOf(faults, 'remote', 'faults', FAULTS_REMOTE),
    remoteFallback: c.oneOf(faults, 'remoteFallback', 'faults', FAULTS_REMOTE),
    local: c.oneOf({ local: legacyLocalFault(faults['local']) }, 'local', 'faults', FAULTS_LOCAL),
    localRepeat: c.number(faults, 'localRepeat', 'faults', {
      min: 1,
      max: SCENARIO_LIMITS.localRepeat,
    }),
    preCompactHook: c.oneOf(faults, 'preCompactHook', 'faults', HOOK_OUTCOMES),
    postCompactHook: c.oneOf(faults, 'postCompactHook', 'faults', HOOK_OUTCOMES),
  })
}

/** Every section of a scenario but its history, cell, world and registry. */
function parseSections(c: Checker, raw: Record<string, unknown>) {
  return {
    features: section(c, raw, 'features', (f) =>
      defined({
        tokenBudget: c.boolean(f, 'tokenBudget', 'features'),
        remoteCompactionV2: c.boolean(f, 'remoteCompactionV2', 'features'),
      }),
    ),
    provider: section(c, raw, 'provider', (p) =>
      defined({
        remoteCompaction: c.oneOf(p, 'remoteCompaction', 'provider', [
          'v2',
          'unsupported',
        ] as const),
        streamMaxRetries: c.number(p, 'streamMaxRetries', 'provider', {
          max: SCENARIO_LIMITS.streamMaxRetries,
        }),
        requestMaxRetries: c.number(p, 'requestMaxRetries', 'provider', {
          max: SCENARIO_LIMITS.requestMaxRetries,
        }),
        supportsWebsockets: c.boolean(p, 'supportsWebsockets', 'provider'),
        isOpenAi: c.boolean(p, 'isOpenAi', 'provider'),
      }),
    ),
    server: section(c, raw, 'server', (s) =>
      defined({
        transcript:
          s['transcript'] === undefined
            ? undefined
            : parseItems(c, s['transcript'], 'server.transcript').map(toScenarioItem),
        compactionOutputs: c.number(s, 'compactionOutputs', 'server', {
          max: SCENARIO_LIMITS.compactionOutputs,
        }),
        legacyReply: c.oneOf(s, 'legacyReply', 'server', LEGACY_SERVER_REPLIES),
      }),
    ),
    model: section(c, raw, 'model', (m) =>
      defined({
        ...parseModelFields(c, m, 'model'),
        summary: c.string(m, 'summary', 'model', false),
      }),
    ),
    turn: section(c, raw, 'turn', (t) => parseTurn(c, t)),
    faults: section(c, raw, 'faults', (f) => parseFaults(c, f)),
  }
}

/**
 * Validates a scenario file and returns a new value built from the checked fields only (unknown
 * fields are dropped; the input is never returned). Never throws, whatever the input.
 */
export function parseScenario(raw: unknown): Parsed<ScenarioFile> {
  const parsed = parseScenarioRuntime(raw)
  return parsed.ok ? { ok: true, value: parsed.value.scenario } : parsed
}

/** A parsed scenario and what the core runs from it, made in the same pass. */
export interface ParsedScenario {
  readonly scenario: ScenarioFile
  readonly runtime: ScenarioRuntime
}

/**
 * {@link parseScenario}, also returning the scenario's runtime (history items, registry, models,
 * world) from the same pass: whoever keeps the runtime beside the scenario never parses it again.
 */
export function parseScenarioRuntime(raw: unknown): Parsed<ParsedScenario> {
  const c = newChecker()
  if (!isRecord(raw))
    return {
      ok: false,
      errors: [{ path: '', message: `a scenario must be a JSON object, got ${describe(raw)}` }],
    }
  const history = parseItems(c, raw['history'], 'history')
  if (raw['history'] === undefined) c.fail('history', 'is required')
  const cell = parseCell(c, raw['cell'])
  const sections = parseSections(c, raw)
  const world = parseWorldFields(c, raw['world'])
  const registry = parseRegistry(c, raw['registry'])
  const top = defined({
    historyVersion: c.number(raw, 'historyVersion', '', { max: SCENARIO_LIMITS.historyVersion }),
    compactPrompt: c.string(raw, 'compactPrompt', '', false),
    name: c.string(raw, 'name', '', false),
    description: c.string(raw, 'description', '', false),
  })
  if (c.errors.length > 0 || cell === undefined)
    return { ok: false, errors: c.errors.map((e) => ({ ...e, path: e.path.replace(/^\./, '') })) }
  const scenario: ScenarioFile = defined({
    ...top,
    history: history.map(toScenarioItem),
    cell,
    ...sections,
    world,
    registry: registry.field,
  })
  // the same checker: the fields read again here were checked a moment ago
  return { ok: true, value: { scenario, runtime: sharedInput(c, scenario, history, registry) } }
}

/** Turns one scenario item into a core history item (the scenario must have been parsed). */
export function toHistoryItems(items: readonly ScenarioItem[]): HistoryItem[] {
  const c = newChecker()
  return parseItems(c, items, 'history')
}

/** Converts a core history item back to the scenario format (a one-part message uses `text`). */
export function toScenarioItem(item: HistoryItem): ScenarioItem {
  if (item.type === 'message') {
    const { parts, ...rest } = item
    return parts.length === 1 ? { ...rest, text: parts[0] } : { ...rest, parts: [...parts] }
  }
  return { ...item }
}

/** The registry a scenario describes. */
export function registryOf(scenario: ScenarioFile): FragmentRegistry {
  return parseRegistry(newChecker(), scenario.registry).registry
}

/** What every cell of a scenario shares: converted once, not once per cell. */
export interface ScenarioRuntime {
  readonly history: readonly HistoryItem[]
  readonly model: ModelInfo
  readonly previousModel: ModelInfo | undefined
  readonly world: WorldState
  readonly registry: FragmentRegistry
  readonly serverTranscript: HistoryItem[] | undefined
}

/**
 * Converts a scenario's shared parts. Given no parse (`history`, `registry`), it checks again
 * (ignoring problems, dropping what fails): the core must never read a field of the wrong type.
 */
function sharedInput(
  c: Checker,
  scenario: ScenarioFile,
  history = parseItems(c, scenario.history, 'history'),
  registry = parseRegistry(c, scenario.registry),
): ScenarioRuntime {
  const transcript = scenario.server?.transcript
  const previousModel = parseModelFields(c, scenario.turn?.previousModel, 'turn.previousModel')
  return {
    history,
    model: modelOver(DEFAULT_MODEL, parseModelFields(c, scenario.model, 'model')),
    previousModel: previousModel ? modelOver(DEFAULT_MODEL, previousModel) : undefined,
    world: { ...DEFAULT_WORLD_STATE, ...parseWorldFields(c, scenario.world) },
    registry: registry.registry,
    serverTranscript: transcript ? parseItems(c, transcript, 'server.transcript') : undefined,
  }
}

/**
 * The runtime of a scenario that comes without one (a parse of its own): prefer the one
 * {@link parseScenarioRuntime} returned with the scenario.
 */
export function scenarioRuntime(scenario: ScenarioFile): ScenarioRuntime {
  return sharedInput(newChecker(), scenario)
}

function inputWith(scenario: ScenarioFile, cell: Cell, shared: ScenarioRuntime): CompactionInput {
  const implementation: Implementation = cell.implementation
  const phase: Phase = cell.phase
  const f = scenario.features ?? {}
  const p = scenario.provider ?? {}
  const t = scenario.turn ?? {}
  const { previousModel, serverTranscript } = shared
  return {
    history: shared.history,
    cell: { phase, implementation },
    features: {
      tokenBudget: f.tokenBudget ?? implementation === 'empty_window',
      remoteCompactionV2: f.remoteCompactionV2 ?? true,
    },
    provider: {
      remoteCompaction: p.remoteCompaction ?? (implementation === 'local' ? 'unsupported' : 'v2'),
      streamMaxRetries: p.streamMaxRetries ?? DEFAULT_STREAM_MAX_RETRIES,
      requestMaxRetries: p.requestMaxRetries ?? DEFAULT_REQUEST_MAX_RETRIES,
      // the built-in provider streams over WebSockets; the local cell's stand-in provider does not
      supportsWebsockets: p.supportsWebsockets ?? implementation !== 'local',
      isOpenAi: p.isOpenAi ?? implementation !== 'local',
    },
    model: shared.model,
    turn: {
      ...(t.activeTokens !== undefined ? { activeTokens: t.activeTokens } : {}),
      fallbackBufferTokens: t.fallbackBufferTokens ?? 0,
      tokenScope: t.tokenScope ?? 'total',
      ...(t.prefillInputTokens !== undefined ? { prefillInputTokens: t.prefillInputTokens } : {}),
      modelNeedsFollowUp: t.modelNeedsFollowUp ?? true,
      hasPendingInput: t.hasPendingInput ?? false,
      newWindowRequested: t.newWindowRequested ?? false,
      ...(previousModel ? { previousModel } : {}),
      codexBackendAuth: t.codexBackendAuth ?? true,
    },
    world: shared.world,
    registry: shared.registry,
    ...(serverTranscript ? { serverTranscript } : {}),
    serverCompactionOutputs: scenario.server?.compactionOutputs ?? 1,
    legacyServerReply: scenario.server?.legacyReply ?? 'realistic',
    modelSummary: scenario.model?.summary ?? DEFAULT_MODEL_SUMMARY,
    ...(scenario.compactPrompt !== undefined ? { compactPrompt: scenario.compactPrompt } : {}),
    faults: scenario.faults ?? {},
    historyVersion: scenario.historyVersion ?? 0,
  }
}

/**
 * The core input for one cell of a scenario. The cell picks the feature and provider switches;
 * switches the scenario gives explicitly win.
 */
export function inputForCell(
  scenario: ScenarioFile,
  cell: Cell,
  runtime = scenarioRuntime(scenario),
): CompactionInput {
  return inputWith(scenario, cell, runtime)
}

/**
 * The inputs for several cells of one scenario. The history, registry, world and models are
 * converted once and shared: the core never changes its input, and a shared registry also
 * shares what classification learned about it.
 */
export function inputsForCells(
  scenario: ScenarioFile,
  cells: readonly Cell[],
  runtime = scenarioRuntime(scenario),
): CompactionInput[] {
  return cells.map((cell) => inputWith(scenario, cell, runtime))
}
