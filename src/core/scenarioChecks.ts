import type { ModelInfo } from './compaction/types.ts'
import { DEFAULT_WORLD_STATE, type WorldState } from './fragments/worldState.ts'

/**
 * The field checks behind `parseScenario`: every value the core reads is checked to the leaf and
 * bounded, so that a parsed scenario always runs to completion in bounded time.
 */

/**
 * Upper bounds on every count and size a scenario can ask for: what a real Codex run can reach,
 * and no more. A scenario past a bound is an error naming the field, never a slow or endless run.
 */
export const SCENARIO_LIMITS = {
  /** items in the history or the server transcript (a long real session has a few thousand). */
  items: 50_000,
  /** content parts in one message (text, images and files of one user turn). */
  parts: 256,
  /**
   * content parts over all messages of the history and the server transcript: each is
   * classified, counted and copied per cell, so together with `items` and `totalTextChars` this
   * bounds the work of a run (see `SCENARIO_WORK`). 50,000 messages of 256 empty parts, each
   * within its own bound, were 12.8 million parts.
   */
  totalParts: 100_000,
  /** characters in one text field. */
  textChars: 1_000_000,
  /** characters over all text fields of one scenario (the 5 MB import limit, with room). */
  totalTextChars: 8_000_000,
  /** Codex caps `stream_max_retries` at 100 (`MAX_STREAM_MAX_RETRIES`, model_provider_info.rs). */
  streamMaxRetries: 100,
  /** Codex caps `request_max_retries` at 100 (`MAX_REQUEST_MAX_RETRIES`). */
  requestMaxRetries: 100,
  /** consecutive failing local attempts: retries + 1, or one overflow trim per item (bounded). */
  localRepeat: 1_000,
  /** compaction items in one v2 reply (exactly one is valid; a few show the error). */
  compactionOutputs: 100,
  /** token counts and windows (today's largest windows are a few million tokens). */
  tokens: 1_000_000_000,
  /** `history_version` (one per installed replacement). */
  historyVersion: 1_000_000,
  /** fragment types in a registry, and entries in its matcher and prefix lists. */
  registryEntries: 1_000,
} as const

/** A validation problem, naming the field as a path (`history[3].callId`). */
export interface ScenarioError {
  readonly path: string
  readonly message: string
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function describe(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return typeof value === 'string' ? `"${value.slice(0, 40)}"` : typeof value
}

interface NumberRule {
  readonly min?: number
  readonly max?: number
  readonly integer?: boolean
}

export class Checker {
  readonly errors: ScenarioError[] = []
  private textChars = 0
  private partCount = 0
  /** Counts a message's parts against `totalParts`; false (recorded) past the bound. */
  parts(count: number, path: string): boolean {
    this.partCount += count
    if (this.partCount <= SCENARIO_LIMITS.totalParts) return true
    this.fail(
      path,
      `the scenario's messages pass ${SCENARIO_LIMITS.totalParts} parts in all (SCENARIO_LIMITS.totalParts)`,
    )
    return false
  }
  fail(path: string, message: string): void {
    // keep the list readable on hostile input
    if (this.errors.length < 50) this.errors.push({ path, message })
  }
  /** A text value: bounded alone and, summed, over the whole scenario. */
  text(value: string, path: string): string | undefined {
    if (value.length > SCENARIO_LIMITS.textChars) {
      this.fail(path, `is ${value.length} characters; at most ${SCENARIO_LIMITS.textChars}`)
      return undefined
    }
    this.textChars += value.length
    if (this.textChars > SCENARIO_LIMITS.totalTextChars) {
      this.fail(path, `the scenario's text passes ${SCENARIO_LIMITS.totalTextChars} characters`)
      return undefined
    }
    return value
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
    return this.text(value, `${path}.${key}`)
  }
  /** A string or null (the world's optional sections); undefined when absent or invalid. */
  nullableString(
    obj: Record<string, unknown>,
    key: string,
    path: string,
  ): string | null | undefined {
    if (obj[key] === null) return null
    if (obj[key] !== undefined && typeof obj[key] !== 'string') {
      this.fail(`${path}.${key}`, `must be a string or null, got ${describe(obj[key])}`)
      return undefined
    }
    return this.string(obj, key, path, false)
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
  number(
    obj: Record<string, unknown>,
    key: string,
    path: string,
    rule: NumberRule = {},
  ): number | undefined {
    const value = obj[key]
    if (value === undefined) return undefined
    const { min = 0, max = SCENARIO_LIMITS.tokens, integer = true } = rule
    const kind = integer ? 'a whole number' : 'a number'
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      value < min ||
      value > max ||
      (integer && !Number.isInteger(value))
    ) {
      this.fail(`${path}.${key}`, `must be ${kind} from ${min} to ${max}, got ${describe(value)}`)
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
  /** An array no longer than `max`, or undefined (recorded) when it is not one. */
  array(raw: unknown, path: string, max: number, what: string): readonly unknown[] | undefined {
    if (!Array.isArray(raw)) {
      this.fail(path, `must be an array of ${what}, got ${describe(raw)}`)
      return undefined
    }
    if (raw.length > max) {
      this.fail(path, `has ${raw.length} entries; at most ${max}`)
      return undefined
    }
    return raw
  }
}

/**
 * Every parse of scenario text starts here: one checker is one pass over a scenario's fields.
 * Callers go through this function (not `new Checker()`) so a test can count the passes an
 * edit costs (the store's edit parses once, `test/unit/store/parseCount.test.ts`).
 */
export function newChecker(): Checker {
  return new Checker()
}

/** `T` with its possibly-undefined keys made optional instead. */
export type Defined<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K]
} & { [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined> }

/** Drops the keys whose value is undefined (a parsed value carries only what was given). */
export function defined<T extends object>(value: T): Defined<T> {
  const out: Record<string, unknown> = {}
  for (const [key, entry] of Object.entries(value)) if (entry !== undefined) out[key] = entry
  return out as Defined<T>
}

/** A model description: every field optional, each checked. */
export function parseModelFields(
  c: Checker,
  raw: unknown,
  path: string,
): Partial<ModelInfo> | undefined {
  if (raw === undefined) return undefined
  if (!isRecord(raw)) {
    c.fail(path, `must be an object, got ${describe(raw)}`)
    return undefined
  }
  return defined({
    slug: c.string(raw, 'slug', path, false),
    contextWindow: c.number(raw, 'contextWindow', path, { min: 1 }),
    effectiveContextWindowPercent: c.number(raw, 'effectiveContextWindowPercent', path, {
      min: 1,
      max: 100,
      integer: false,
    }),
    autoCompactTokenLimit: c.number(raw, 'autoCompactTokenLimit', path),
    baseInstructionsTokens: c.number(raw, 'baseInstructionsTokens', path),
    compHash: c.string(raw, 'compHash', path, false),
  })
}

/** A model over a base: the scenario's fields win. */
export function modelOver(base: ModelInfo, fields: Partial<ModelInfo> | undefined): ModelInfo {
  return { ...base, ...fields }
}

const SANDBOX_MODES = ['read-only', 'workspace-write', 'danger-full-access'] as const
const APPROVAL_POLICIES = ['untrusted', 'on-failure', 'on-request', 'never'] as const
const NULLABLE_TEXT = [
  'developerInstructions',
  'personality',
  'collaborationMode',
  'multiAgentMode',
  'multiAgentUsageHint',
  'managedDeveloperInstructions',
] as const

/** Approved command prefixes: a bounded list of non-empty token lists. */
function parsePrefixes(c: Checker, raw: unknown, path: string): string[][] | undefined {
  const fits = (p: unknown): p is string[] =>
    Array.isArray(p) &&
    p.length > 0 &&
    p.length <= SCENARIO_LIMITS.parts &&
    p.every((token) => typeof token === 'string' && token.length <= SCENARIO_LIMITS.textChars)
  if (!Array.isArray(raw) || raw.length > SCENARIO_LIMITS.registryEntries || !raw.every(fits)) {
    c.fail(path, `must be a list of command prefixes (lists of strings), got ${describe(raw)}`)
    return undefined
  }
  return raw.map((p) => [...p])
}

function parseAgentsMd(c: Checker, raw: unknown, path: string): WorldState['agentsMd'] | undefined {
  if (raw === null) return null
  if (!isRecord(raw)) {
    c.fail(path, `must be an object { text, directory? } or null, got ${describe(raw)}`)
    return undefined
  }
  const text = c.string(raw, 'text', path, true)
  const directory = c.string(raw, 'directory', path, false)
  return text === undefined ? undefined : defined({ text, directory })
}

function parseModelSwitch(
  c: Checker,
  raw: unknown,
  path: string,
): WorldState['modelSwitch'] | undefined {
  if (raw === null) return null
  if (!isRecord(raw)) {
    c.fail(path, `must be an object { previousModel, instructions } or null, got ${describe(raw)}`)
    return undefined
  }
  const previousModel = c.string(raw, 'previousModel', path, true)
  const instructions = c.string(raw, 'instructions', path, true)
  if (previousModel === undefined || instructions === undefined) return undefined
  return { previousModel, instructions }
}

function parseContextWindow(
  c: Checker,
  raw: unknown,
  path: string,
): WorldState['contextWindow'] | undefined {
  if (!isRecord(raw)) {
    c.fail(path, `must be an object, got ${describe(raw)}`)
    return undefined
  }
  const base = DEFAULT_WORLD_STATE.contextWindow
  return {
    agentPath: c.string(raw, 'agentPath', path, false) ?? base.agentPath,
    firstWindowId: c.string(raw, 'firstWindowId', path, false) ?? base.firstWindowId,
    currentWindowId: c.string(raw, 'currentWindowId', path, false) ?? base.currentWindowId,
    ...defined({
      previousWindowId: c.string(raw, 'previousWindowId', path, false),
      threadHint: c.string(raw, 'threadHint', path, false),
    }),
  }
}

/** The scenario's `world`: only world-state fields, each of its own type. */
export function parseWorldFields(c: Checker, raw: unknown): Partial<WorldState> | undefined {
  if (raw === undefined) return undefined
  if (!isRecord(raw)) {
    c.fail('world', `must be an object, got ${describe(raw)}`)
    return undefined
  }
  for (const key of Object.keys(raw))
    if (!Object.hasOwn(DEFAULT_WORLD_STATE, key))
      c.fail(`world.${key}`, 'is not a world-state field')
  const nullable: Record<string, string | null | undefined> = {}
  for (const key of NULLABLE_TEXT) nullable[key] = c.nullableString(raw, key, 'world')
  const has = (key: string) => raw[key] !== undefined
  return defined({
    cwd: c.string(raw, 'cwd', 'world', false),
    shell: c.string(raw, 'shell', 'world', false),
    currentDate: c.string(raw, 'currentDate', 'world', false),
    timezone: c.string(raw, 'timezone', 'world', false),
    sandboxMode: c.oneOf(raw, 'sandboxMode', 'world', SANDBOX_MODES),
    approvalPolicy: c.oneOf(raw, 'approvalPolicy', 'world', APPROVAL_POLICIES),
    networkAccess: c.boolean(raw, 'networkAccess', 'world'),
    approvedCommandPrefixes: has('approvedCommandPrefixes')
      ? parsePrefixes(c, raw['approvedCommandPrefixes'], 'world.approvedCommandPrefixes')
      : undefined,
    guardianSeparate: c.boolean(raw, 'guardianSeparate', 'world'),
    agentsMd: has('agentsMd') ? parseAgentsMd(c, raw['agentsMd'], 'world.agentsMd') : undefined,
    modelSwitch: has('modelSwitch')
      ? parseModelSwitch(c, raw['modelSwitch'], 'world.modelSwitch')
      : undefined,
    contextWindow: has('contextWindow')
      ? parseContextWindow(c, raw['contextWindow'], 'world.contextWindow')
      : undefined,
    ...nullable,
  }) as Partial<WorldState>
}
