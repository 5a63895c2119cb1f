import { DEFAULT_REGISTRY } from './fragments/catalogue.ts'
import { MatcherKind, type FragmentRegistry, type FragmentType } from './fragments/types.ts'
import { DEFAULT_WORLD_STATE, type WorldState } from './fragments/worldState.ts'
import {
  IMPLEMENTATIONS,
  PHASES,
  type Cell,
  type CompactionInput,
  type Faults,
  type Implementation,
  type ModelInfo,
  type Phase,
} from './compaction/types.ts'
import { HISTORY_ITEM_TYPES, type HistoryItem, type MessageRole } from './history.ts'

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
    readonly isOpenAi?: boolean
  }
  readonly server?: {
    readonly transcript?: readonly ScenarioItem[]
    readonly compactionOutputs?: number
  }
  readonly model?: Partial<ModelInfo> & { readonly summary?: string }
  readonly turn?: {
    readonly activeTokens?: number
    readonly fallbackBufferTokens?: number
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

/** A validation problem, naming the field as a path (`history[3].callId`). */
export interface ScenarioError {
  readonly path: string
  readonly message: string
}

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

const ROLES: readonly MessageRole[] = ['user', 'assistant', 'developer', 'system']
const FAULTS_REMOTE = ['timeout', 'invalid_request', 'http_404', 'http_500', 'stream_error']
const FAULTS_LOCAL = [
  'overflow_before_commit',
  'overflow_after_commit',
  'stream_error_before_commit',
  'stream_error_after_commit',
]
const HOOK_OUTCOMES = ['continue', 'stop']

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : typeof value
}

class Checker {
  readonly errors: ScenarioError[] = []
  fail(path: string, message: string): void {
    // keep the list readable on hostile input
    if (this.errors.length < 50) this.errors.push({ path, message })
  }
  string(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    required: boolean,
  ): string | undefined {
    const value = obj[key]
    if (value === undefined) {
      if (required) this.fail(`${path}.${key}`, 'is required (a string)')
      return undefined
    }
    if (typeof value !== 'string') {
      this.fail(`${path}.${key}`, `must be a string, got ${describe(value)}`)
      return undefined
    }
    return value
  }
  boolean(obj: Record<string, unknown>, key: string, path: string): boolean | undefined {
    const value = obj[key]
    if (value === undefined) return undefined
    if (typeof value !== 'boolean') {
      this.fail(`${path}.${key}`, `must be true or false, got ${describe(value)}`)
      return undefined
    }
    return value
  }
  number(obj: Record<string, unknown>, key: string, path: string, min = 0): number | undefined {
    const value = obj[key]
    if (value === undefined) return undefined
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min) {
      this.fail(`${path}.${key}`, `must be a number ≥ ${min}, got ${describe(value)}`)
      return undefined
    }
    return value
  }
  oneOf<T extends string>(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    allowed: readonly T[],
  ): T | undefined {
    const value = obj[key]
    if (value === undefined) return undefined
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      this.fail(`${path}.${key}`, `must be one of ${allowed.join(', ')}; got ${describe(value)}`)
      return undefined
    }
    return value as T
  }
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
  switch (type as HistoryItem['type']) {
    case 'message': {
      const role = c.oneOf(raw, 'role', path, ROLES)
      if (raw['role'] === undefined) c.fail(`${path}.role`, `is required (${ROLES.join(', ')})`)
      let parts: string[] | undefined
      if (raw['parts'] !== undefined) {
        const value = raw['parts']
        if (
          !Array.isArray(value) ||
          value.length === 0 ||
          !value.every((p) => typeof p === 'string')
        )
          c.fail(`${path}.parts`, 'must be a non-empty array of strings')
        else parts = value as string[]
      } else {
        const text = c.string(raw, 'text', path, false)
        if (text === undefined && raw['text'] === undefined)
          c.fail(`${path}.text`, 'a message needs `text` or `parts`')
        if (text !== undefined) parts = [text]
      }
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
        type: type as 'function_call_output' | 'custom_tool_call_output',
        callId,
        output,
      }
    }
    case 'reasoning':
    case 'agent_message':
    case 'other': {
      const text = c.string(raw, 'text', path, false) ?? ''
      return { id, type: type as 'reasoning' | 'agent_message' | 'other', text }
    }
    case 'compaction': {
      const encryptedContent =
        c.string(raw, 'encryptedContent', path, false) ?? 'encrypted-checkpoint'
      return { id, type: 'compaction', encryptedContent }
    }
    case 'context_compaction':
    case 'compaction_trigger':
      return { id, type: type as 'context_compaction' | 'compaction_trigger' }
  }
}

/** Parses a list of items: unique ids, and every tool output after its call. */
function parseItems(c: Checker, raw: unknown, path: string): HistoryItem[] {
  if (!Array.isArray(raw)) {
    c.fail(path, `must be an array of items, got ${describe(raw)}`)
    return []
  }
  const items: HistoryItem[] = []
  const seen = new Set<string>()
  const calls = new Map<string, 'function_call' | 'custom_tool_call'>()
  raw.forEach((entry, index) => {
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
  if (name === undefined || role === undefined) {
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

function stringList(c: Checker, raw: unknown, path: string): string[] | undefined {
  if (raw === undefined) return undefined
  if (!Array.isArray(raw) || !raw.every((entry) => typeof entry === 'string')) {
    c.fail(path, 'must be an array of strings')
    return undefined
  }
  return raw as string[]
}

/** Builds a registry from a scenario's `registry` field (Codex's default when absent). */
function parseRegistry(c: Checker, raw: unknown): FragmentRegistry {
  if (raw === undefined || raw === 'default') return DEFAULT_REGISTRY
  if (!isRecord(raw)) {
    c.fail('registry', `must be an object or "default", got ${describe(raw)}`)
    return DEFAULT_REGISTRY
  }
  let types: FragmentType[] = [...DEFAULT_REGISTRY.types]
  if (raw['types'] !== undefined) {
    if (!Array.isArray(raw['types'])) c.fail('registry.types', 'must be an array of fragment types')
    else
      types = raw['types']
        .map((entry, i) => parseFragmentType(c, entry, `registry.types[${i}]`))
        .filter((t): t is FragmentType => t !== undefined)
  }
  const edits = raw['edits']
  if (edits !== undefined) {
    if (!isRecord(edits)) c.fail('registry.edits', 'must be an object with `update` and/or `add`')
    else {
      const update = edits['update']
      if (update !== undefined) {
        if (!isRecord(update))
          c.fail('registry.edits.update', 'must map type names to changes or null')
        else
          for (const [name, change] of Object.entries(update)) {
            const index = types.findIndex((t) => t.name === name)
            if (index < 0) {
              c.fail(`registry.edits.update.${name}`, `no fragment type named "${name}"`)
              continue
            }
            if (change === null) {
              types.splice(index, 1)
              continue
            }
            const merged = parseFragmentType(
              c,
              { ...types[index], ...(isRecord(change) ? change : {}) },
              `registry.edits.update.${name}`,
            )
            if (!isRecord(change))
              c.fail(`registry.edits.update.${name}`, 'must be an object or null')
            else if (merged) types[index] = merged
          }
      }
      if (edits['add'] !== undefined) {
        if (!Array.isArray(edits['add']))
          c.fail('registry.edits.add', 'must be an array of fragment types')
        else
          edits['add'].forEach((entry, i) => {
            const type = parseFragmentType(c, entry, `registry.edits.add[${i}]`)
            if (type) types.push(type)
          })
      }
    }
  }
  const names = new Set<string>()
  types.forEach((type, i) => {
    if (names.has(type.name))
      c.fail(`registry.types[${i}].name`, `duplicate type name "${type.name}"`)
    names.add(type.name)
  })
  return {
    types,
    contextualUserMatchers:
      stringList(c, raw['contextualUserMatchers'], 'registry.contextualUserMatchers') ??
      DEFAULT_REGISTRY.contextualUserMatchers,
    developerPrefixes:
      stringList(c, raw['developerPrefixes'], 'registry.developerPrefixes') ??
      DEFAULT_REGISTRY.developerPrefixes,
  }
}

function parseModel(c: Checker, raw: unknown, path: string, base: ModelInfo): ModelInfo {
  if (raw === undefined) return base
  if (!isRecord(raw)) {
    c.fail(path, `must be an object, got ${describe(raw)}`)
    return base
  }
  const slug = c.string(raw, 'slug', path, false)
  const contextWindow = c.number(raw, 'contextWindow', path, 1)
  const percent = c.number(raw, 'effectiveContextWindowPercent', path, 1)
  const limit = c.number(raw, 'autoCompactTokenLimit', path, 0)
  const compHash = c.string(raw, 'compHash', path, false)
  const { autoCompactTokenLimit: baseLimit, compHash: baseHash, ...rest } = base
  const resolvedLimit = limit ?? baseLimit
  const resolvedHash = compHash ?? baseHash
  return {
    ...rest,
    slug: slug ?? base.slug,
    contextWindow: contextWindow ?? base.contextWindow,
    effectiveContextWindowPercent: percent ?? base.effectiveContextWindowPercent,
    ...(resolvedLimit !== undefined ? { autoCompactTokenLimit: resolvedLimit } : {}),
    ...(resolvedHash !== undefined ? { compHash: resolvedHash } : {}),
  }
}

function parseWorld(c: Checker, raw: unknown): WorldState {
  if (raw === undefined) return DEFAULT_WORLD_STATE
  if (!isRecord(raw)) {
    c.fail('world', `must be an object, got ${describe(raw)}`)
    return DEFAULT_WORLD_STATE
  }
  const world: Record<string, unknown> = { ...DEFAULT_WORLD_STATE }
  for (const [key, value] of Object.entries(raw)) {
    if (!(key in DEFAULT_WORLD_STATE)) {
      c.fail(`world.${key}`, 'is not a world-state field')
      continue
    }
    const expected = DEFAULT_WORLD_STATE[key as keyof WorldState]
    const nullable =
      expected === null || ['agentsMd', 'developerInstructions', 'modelSwitch'].includes(key)
    if (value === null && nullable) world[key] = null
    else if (typeof expected === 'string' || (expected === null && typeof value === 'string')) {
      if (typeof value === 'string') world[key] = value
      else c.fail(`world.${key}`, `must be a string, got ${describe(value)}`)
    } else if (typeof expected === 'boolean') {
      if (typeof value === 'boolean') world[key] = value
      else c.fail(`world.${key}`, 'must be true or false')
    } else if (isRecord(value)) world[key] = value
    else c.fail(`world.${key}`, `has the wrong shape (${describe(value)})`)
  }
  return world as unknown as WorldState
}

/** Validates a scenario file. Never throws, whatever the input. */
export function parseScenario(raw: unknown): Parsed<ScenarioFile> {
  const c = new Checker()
  if (!isRecord(raw))
    return {
      ok: false,
      errors: [{ path: '', message: `a scenario must be a JSON object, got ${describe(raw)}` }],
    }
  parseItems(c, raw['history'], 'history')
  if (raw['history'] === undefined) c.fail('history', 'is required')
  if (!isRecord(raw['cell'])) c.fail('cell', 'is required: { "phase": …, "implementation": … }')
  else {
    if (
      c.oneOf(raw['cell'], 'phase', 'cell', PHASES) === undefined &&
      raw['cell']['phase'] === undefined
    )
      c.fail('cell.phase', `is required (${PHASES.join(', ')})`)
    if (
      c.oneOf(raw['cell'], 'implementation', 'cell', IMPLEMENTATIONS) === undefined &&
      raw['cell']['implementation'] === undefined
    )
      c.fail('cell.implementation', `is required (${IMPLEMENTATIONS.join(', ')})`)
  }
  for (const key of ['features', 'provider', 'server', 'model', 'turn', 'faults'] as const)
    if (raw[key] !== undefined && !isRecord(raw[key]))
      c.fail(key, `must be an object, got ${describe(raw[key])}`)
  const features = isRecord(raw['features']) ? raw['features'] : {}
  c.boolean(features, 'tokenBudget', 'features')
  c.boolean(features, 'remoteCompactionV2', 'features')
  const provider = isRecord(raw['provider']) ? raw['provider'] : {}
  c.oneOf(provider, 'remoteCompaction', 'provider', ['v2', 'unsupported'] as const)
  c.number(provider, 'streamMaxRetries', 'provider')
  c.boolean(provider, 'isOpenAi', 'provider')
  const server = isRecord(raw['server']) ? raw['server'] : {}
  if (server['transcript'] !== undefined) parseItems(c, server['transcript'], 'server.transcript')
  c.number(server, 'compactionOutputs', 'server')
  const model = isRecord(raw['model']) ? raw['model'] : {}
  parseModel(c, model, 'model', DEFAULT_MODEL)
  c.string(model, 'summary', 'model', false)
  const turn = isRecord(raw['turn']) ? raw['turn'] : {}
  c.number(turn, 'activeTokens', 'turn')
  c.number(turn, 'fallbackBufferTokens', 'turn')
  for (const key of [
    'modelNeedsFollowUp',
    'hasPendingInput',
    'newWindowRequested',
    'codexBackendAuth',
  ])
    c.boolean(turn, key, 'turn')
  if (turn['previousModel'] !== undefined)
    parseModel(c, turn['previousModel'], 'turn.previousModel', DEFAULT_MODEL)
  const faults = isRecord(raw['faults']) ? raw['faults'] : {}
  c.oneOf(faults, 'remote', 'faults', FAULTS_REMOTE)
  c.oneOf(faults, 'remoteFallback', 'faults', FAULTS_REMOTE)
  c.oneOf(faults, 'local', 'faults', FAULTS_LOCAL)
  c.number(faults, 'localRepeat', 'faults', 1)
  c.oneOf(faults, 'preCompactHook', 'faults', HOOK_OUTCOMES)
  c.oneOf(faults, 'postCompactHook', 'faults', HOOK_OUTCOMES)
  parseWorld(c, raw['world'])
  parseRegistry(c, raw['registry'])
  c.number(raw, 'historyVersion', '', 0)
  c.string(raw, 'compactPrompt', '', false)
  c.string(raw, 'name', '', false)
  c.string(raw, 'description', '', false)
  if (c.errors.length > 0)
    return { ok: false, errors: c.errors.map((e) => ({ ...e, path: e.path.replace(/^\./, '') })) }
  return { ok: true, value: raw as unknown as ScenarioFile }
}

/** Turns one scenario item into a core history item (the scenario must have been parsed). */
export function toHistoryItems(items: readonly ScenarioItem[]): HistoryItem[] {
  const c = new Checker()
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
  return parseRegistry(new Checker(), scenario.registry)
}

/** What every cell of a scenario shares: converted once, not once per cell. */
interface SharedInput {
  readonly history: HistoryItem[]
  readonly model: ModelInfo
  readonly previousModel: ModelInfo | undefined
  readonly world: WorldState
  readonly registry: FragmentRegistry
  readonly serverTranscript: HistoryItem[] | undefined
}

function sharedInput(scenario: ScenarioFile): SharedInput {
  const c = new Checker()
  const t = scenario.turn ?? {}
  const transcript = scenario.server?.transcript
  return {
    history: parseItems(c, scenario.history, 'history'),
    model: parseModel(c, scenario.model, 'model', DEFAULT_MODEL),
    previousModel: t.previousModel
      ? parseModel(c, t.previousModel, 'turn.previousModel', DEFAULT_MODEL)
      : undefined,
    world: parseWorld(c, scenario.world),
    registry: parseRegistry(c, scenario.registry),
    serverTranscript: transcript ? parseItems(c, transcript, 'server.transcript') : undefined,
  }
}

function inputWith(scenario: ScenarioFile, cell: Cell, shared: SharedInput): CompactionInput {
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
      streamMaxRetries: p.streamMaxRetries ?? 5,
      isOpenAi: p.isOpenAi ?? implementation !== 'local',
    },
    model: shared.model,
    turn: {
      ...(t.activeTokens !== undefined ? { activeTokens: t.activeTokens } : {}),
      fallbackBufferTokens: t.fallbackBufferTokens ?? 0,
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
export function inputForCell(scenario: ScenarioFile, cell: Cell): CompactionInput {
  return inputWith(scenario, cell, sharedInput(scenario))
}

/**
 * The inputs for several cells of one scenario. The history, registry, world and models are
 * converted once and shared: the core never changes its input, and a shared registry also
 * shares what classification learned about it.
 */
export function inputsForCells(scenario: ScenarioFile, cells: readonly Cell[]): CompactionInput[] {
  const shared = sharedInput(scenario)
  return cells.map((cell) => inputWith(scenario, cell, shared))
}
