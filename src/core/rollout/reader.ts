import type { HistoryItem } from '../history.ts'
import { countUnknown, keepText, newStats, toHistoryItem, type ItemContext } from './items.ts'
import { LineSplitter, nestedDeeperThan } from './lines.ts'
import {
  ROLLOUT_LIMITS,
  type CompactedRecord,
  type RolloutLimit,
  type RolloutLimits,
  type RolloutStop,
  type RolloutEra,
  type RolloutIssue,
  type RolloutLog,
  type RolloutRecord,
  type SessionMeta,
  type TokenUsage,
  type TurnContextRecord,
} from './types.ts'
import { compactMarkerOf } from './markers.ts'

/** At most this many issues are listed (all are counted in `stats.malformed`). */
export const MAX_LISTED_ISSUES = 200

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
const NOT_BLANK = /\S/
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined)
const num = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isFinite(v) ? v : undefined

// event types a reader may meet and does not need: not "unknown"
const KNOWN_EVENTS: ReadonlySet<unknown> = new Set([
  'agent_message',
  'agent_reasoning',
  'agent_reasoning_raw_content',
  'entered_review_mode',
  'exited_review_mode',
  'undo_completed',
  'item_started',
  'item_completed',
  'error',
  'warning',
  'stream_error',
  'exec_command_end',
  'web_search_end',
  'mcp_tool_call_end',
  'patch_apply_end',
  'image_generation_end',
  'thread_goal_updated',
  'thread_name_updated',
  'thread_settings_applied',
  'guardian_assessment',
  'plan_update',
])
// replacement items Codex never sends to the model
const SKIPPED_ITEMS: ReadonlySet<unknown> = new Set(['ghost_snapshot', 'compaction_trigger'])
// bookkeeping line types (§1.3): known, carry nothing model-visible
const KNOWN_LINES: ReadonlySet<unknown> = new Set([
  'world_state',
  'inter_agent_communication_metadata',
  'token_usage_record',
  'security_risk_score',
  'retained_context',
  'realtime_item',
])

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The English sentence for a stop: the limit, its value and the line. */
export function describeStop(limit: RolloutLimit, max: number, line: number): string {
  switch (limit) {
    case 'line_chars':
      return `line ${line} is longer than ${grouped(max)} characters (the line-length limit)`
    case 'blank_run':
      return `more than ${grouped(max)} blank lines in a row at line ${line} (the blank-line limit)`
    case 'text_bytes':
      return `more than ${grouped(max)} bytes of text by line ${line} (the decompressed-size limit)`
    case 'zstd_window':
      return `a zstd frame asks for a window over ${grouped(max)} bytes at line ${line} (the zstd window limit)`
  }
}

/**
 * Whether a file read as a rollout at all: a record, a session meta line, or a line of a type this
 * reader does not know (`toString`, a newer Codex's line) all count; only a file of nothing but
 * blank, malformed or refused lines did not.
 */
export function readAsRollout(log: RolloutLog): boolean {
  return (
    log.records.length > 0 || log.meta !== undefined || Object.keys(log.stats.unknown).length > 0
  )
}

/**
 * Reads a rollout line by line (spec rollout.md §1). Feed text chunks with `push`, then call
 * `finish`. Never throws: a line that is not JSON, or JSON of an unexpected shape, becomes an
 * issue with its line number; unknown types are skipped and counted. Past a limit
 * (`ROLLOUT_LIMITS`: line length, blank lines in a row, or one the caller enforces with `stop`)
 * it reads nothing more and `finish` says where it stopped, with everything read before.
 */
export class RolloutReader {
  private readonly limits: RolloutLimits
  private readonly splitter: LineSplitter
  private blankRun = 0
  private stopRecord: RolloutStop | undefined
  private readonly ctx: ItemContext = { stats: newStats(), intern: new Map() }
  private readonly records: RolloutRecord[] = []
  private readonly issues: RolloutIssue[] = []
  private readonly eras = new Set<RolloutEra>()
  private meta: SessionMeta | undefined
  private lineNo = 0
  private lastLineOpen = false
  private readonly onLine = (text: string) => this.readLine(text)
  /** A line past `lineChars`: counted and named, never built, and the file is read on. */
  private readonly onSkip = (chars: number) => {
    if (this.stopRecord) return
    this.lineNo++
    this.ctx.stats.lines++
    this.blankRun = 0
    this.issue(
      `${grouped(chars)} characters, longer than ${grouped(this.limits.lineChars)} (the line-length limit): skipped`,
    )
  }

  constructor(limits: RolloutLimits = ROLLOUT_LIMITS) {
    this.limits = limits
    this.splitter = new LineSplitter(limits.lineChars, limits.lineSkipChars)
  }

  push(chunk: string): void {
    if (this.stopRecord) return
    this.ctx.stats.chars += chunk.length
    if (!this.splitter.push(chunk, this.onLine, this.onSkip) && !this.stopRecord)
      this.stop('line_chars', this.limits.lineSkipChars, this.lineNo + 1)
    this.lastLineOpen = chunk.length > 0 ? !chunk.endsWith('\n') : this.lastLineOpen
  }

  /** Stops reading at a limit (the first stop wins); the line defaults to the one being read. */
  stop(limit: RolloutLimit, max: number, line = this.lineNo + 1): void {
    this.stopRecord ??= { limit, max, line, message: describeStop(limit, max, line) }
  }

  /** Where reading stopped, if it did. */
  get stopped(): RolloutStop | undefined {
    return this.stopRecord
  }

  /** Records read so far (the worker reports progress with it). */
  get lineCount(): number {
    return this.lineNo
  }

  finish(): RolloutLog {
    const truncated = this.lastLineOpen
    this.splitter.end(this.onLine, this.onSkip)
    return {
      eras: [...this.eras],
      meta: this.meta,
      records: this.records,
      issues: this.issues,
      stats: this.ctx.stats,
      truncatedLastLine: truncated && !this.stopRecord,
      ...optional('stopped', this.stopRecord),
    }
  }

  private issue(message: string): void {
    this.ctx.stats.malformed++
    if (this.issues.length < MAX_LISTED_ISSUES) this.issues.push({ line: this.lineNo, message })
  }

  private readLine(text: string): void {
    if (this.stopRecord) return
    this.lineNo++
    this.ctx.stats.lines++
    // a blank test that copies nothing: trim() would copy every line once more
    if (!NOT_BLANK.test(text)) {
      this.ctx.stats.blank++
      if (++this.blankRun > this.limits.blankRun)
        this.stop('blank_run', this.limits.blankRun, this.lineNo)
      return
    }
    this.blankRun = 0
    if (nestedDeeperThan(text, this.limits.nestingDepth)) {
      this.issue(`nested deeper than ${this.limits.nestingDepth} levels (the nesting limit)`)
      return
    }
    let value: unknown
    try {
      value = JSON.parse(text)
    } catch (error) {
      this.issue(`not JSON (${(error as Error).message.slice(0, 80)})`)
      return
    }
    if (!isRecord(value)) {
      this.issue('not a JSON object')
      return
    }
    if (isRecord(value['payload']) && typeof value['type'] === 'string') this.readEnvelope(value)
    else this.readLegacy(value)
  }

  /** Pre-envelope lines: a bare meta object first, then bare items and state lines (§1.2). */
  private readLegacy(value: Record<string, unknown>): void {
    if (value['record_type'] === 'state') {
      this.eras.add('legacy')
      this.ctx.stats.stateLines++
      return
    }
    if (
      this.records.length === 0 &&
      !this.meta &&
      typeof value['id'] === 'string' &&
      !('type' in value)
    ) {
      this.eras.add('legacy')
      this.meta = {
        line: this.lineNo,
        id: value['id'] as string,
        ...optional('timestamp', str(value['timestamp'])),
      }
      return
    }
    if (typeof value['type'] === 'string') {
      this.eras.add('legacy')
      this.readItem(value)
      return
    }
    this.issue('neither an envelope {timestamp, type, payload} nor a legacy item')
  }

  private readEnvelope(value: Record<string, unknown>): void {
    const payload = value['payload'] as Record<string, unknown>
    const type = value['type'] as string
    this.eras.add('envelope')
    if ('ordinal' in value || 'metadata' in value) this.eras.add('newest')
    switch (type) {
      case 'session_meta':
        this.meta ??= readMeta(this.lineNo, payload)
        this.records.push({
          kind: 'session_meta',
          line: this.lineNo,
          ...optional('cliVersion', str(payload['cli_version'])),
          ...optional('timestamp', str(payload['timestamp'])),
        })
        return
      case 'response_item':
        this.readItem(payload)
        return
      case 'compacted':
        this.readCompacted(payload, str(value['timestamp']))
        return
      case 'turn_context':
        this.records.push(readTurnContext(this.lineNo, payload))
        return
      case 'event_msg':
        this.readEvent(payload)
        return
      case 'inter_agent_communication':
        this.readInterAgent(payload)
        return
      default:
        if (KNOWN_LINES.has(type)) return
        countUnknown(this.ctx.stats, type)
    }
  }

  private readItem(payload: Record<string, unknown>): void {
    const item = toHistoryItem(this.ctx, payload, `L${this.lineNo}`)
    if (item === undefined) countUnknown(this.ctx.stats, `response_item.${String(payload['type'])}`)
    else if (item !== null) this.records.push({ kind: 'item', line: this.lineNo, item })
  }

  private readInterAgent(payload: Record<string, unknown>): void {
    // newest: an inter-agent message becomes model input (§3.1 generation 3)
    const text = str(payload['content']) ?? str(payload['message']) ?? JSON.stringify(payload)
    const item: HistoryItem = {
      id: `L${this.lineNo}`,
      type: 'agent_message',
      text: keepText(this.ctx, text),
    }
    this.records.push({ kind: 'inter_agent', line: this.lineNo, item })
  }

  private readCompacted(payload: Record<string, unknown>, timestamp?: string): void {
    const line = this.lineNo
    const rh = payload['replacement_history']
    let replacementHistory: HistoryItem[] | undefined
    if (Array.isArray(rh)) {
      replacementHistory = []
      rh.forEach((raw, i) => {
        if (!isRecord(raw)) return
        const item = toHistoryItem(this.ctx, raw, `L${line}.${i + 1}`)
        if (item) replacementHistory!.push(item)
        else if (item === undefined)
          countUnknown(this.ctx.stats, `replacement_history.${String(raw['type'])}`)
      })
    } else if (rh !== undefined && rh !== null) this.issue('replacement_history is not an array')
    const rawItems = Array.isArray(rh) ? rh.filter(isRecord) : []
    // the raw type of the last item the model sees (ghost snapshots never reach it)
    const lastRaw = rawItems.findLast((raw) => !SKIPPED_ITEMS.has(String(raw['type'])))
    const ghosts = rawItems.filter((raw) => raw['type'] === 'ghost_snapshot').length
    const windowRaw = payload['window_id']
    const windowNumber = num(payload['window_number']) ?? num(windowRaw)
    const windowId = str(windowRaw)
    if (windowRaw !== undefined || 'window_number' in payload) this.eras.add('newest')
    const record: CompactedRecord = {
      kind: 'compacted',
      line,
      message: str(payload['message']) ?? '',
      ...optional('replacementHistory', replacementHistory),
      ...optional('windowId', windowId),
      ...optional('windowNumber', windowNumber),
      ...optional('firstWindowId', str(payload['first_window_id'])),
      ...optional('previousWindowId', str(payload['previous_window_id'])),
      ...optional('lastItemType', lastRaw ? str(lastRaw['type']) : undefined),
      ...optional('ghostSnapshots', ghosts > 0 ? ghosts : undefined),
      ...optional('timestamp', timestamp),
    }
    this.records.push(record)
  }

  private readEvent(payload: Record<string, unknown>): void {
    const line = this.lineNo
    const type = str(payload['type'])
    const turnId = optional('turnId', str(payload['turn_id']))
    switch (type) {
      case 'user_message':
        this.records.push({ kind: 'user_message', line })
        return
      case 'task_started':
      case 'turn_started':
        this.records.push({
          kind: 'task_started',
          line,
          ...turnId,
          ...optional('contextWindow', num(payload['model_context_window'])),
        })
        return
      case 'task_complete':
      case 'turn_complete':
        this.records.push({ kind: 'task_complete', line, ...turnId })
        return
      case 'turn_aborted':
        this.records.push({ kind: 'turn_aborted', line, ...turnId })
        return
      case 'thread_rolled_back': {
        const n = num(payload['num_turns'])
        if (n === undefined || n < 0) this.issue('thread_rolled_back without a valid num_turns')
        else this.records.push({ kind: 'rolled_back', line, numTurns: Math.floor(n) })
        return
      }
      case 'token_count':
        this.records.push(readTokenCount(line, payload['info']))
        return
      case 'context_compacted':
        this.records.push({ kind: 'context_compacted', line })
        return
      default: {
        const marker = compactMarkerOf(type, payload)
        if (marker) this.records.push({ kind: 'compact_marker', line, marker })
        else if (type !== undefined && KNOWN_EVENTS.has(type)) this.ctx.stats.ignoredEvents++
        else countUnknown(this.ctx.stats, `event_msg.${String(type)}`)
      }
    }
  }
}

/** `{key: value}` when the value is defined, `{}` otherwise (exact optional properties). */
export function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V }
}

function readMeta(line: number, p: Record<string, unknown>): SessionMeta {
  const source = p['source']
  return {
    line,
    ...optional('id', str(p['id'])),
    ...optional('cliVersion', str(p['cli_version'])),
    ...optional('originator', str(p['originator'])),
    ...optional('cwd', str(p['cwd'])),
    ...optional(
      'source',
      typeof source === 'string' ? source : isRecord(source) ? Object.keys(source)[0] : undefined,
    ),
    ...optional('modelProvider', str(p['model_provider'])),
    ...optional('timestamp', str(p['timestamp'])),
  }
}

function readTurnContext(line: number, p: Record<string, unknown>): TurnContextRecord {
  const sandbox = isRecord(p['sandbox_policy']) ? p['sandbox_policy'] : {}
  // legacy files tag the sandbox policy with `mode`, newer ones with `type`
  const sandboxMode = str(sandbox['type']) ?? str(sandbox['mode'])
  const truncation = isRecord(p['truncation_policy']) ? p['truncation_policy'] : undefined
  const collaboration = isRecord(p['collaboration_mode'])
    ? str(p['collaboration_mode']['mode'])
    : str(p['collaboration_mode'])
  const network = sandbox['network_access']
  return {
    kind: 'turn_context',
    line,
    ...optional('turnId', str(p['turn_id'])),
    ...optional('model', str(p['model'])),
    ...optional('cwd', str(p['cwd'])),
    ...optional('approvalPolicy', str(p['approval_policy'])),
    ...optional('sandboxMode', sandboxMode),
    ...optional('networkAccess', typeof network === 'boolean' ? network : undefined),
    ...optional('effort', str(p['effort'])),
    ...optional('userInstructions', str(p['user_instructions'])),
    ...optional('developerInstructions', str(p['developer_instructions'])),
    ...optional('personality', str(p['personality'])),
    ...optional('collaborationMode', collaboration),
    ...optional('currentDate', str(p['current_date'])),
    ...optional('timezone', str(p['timezone'])),
    ...optional(
      'realtimeActive',
      typeof p['realtime_active'] === 'boolean' ? p['realtime_active'] : undefined,
    ),
    ...optional(
      'truncationPolicy',
      truncation && num(truncation['limit']) !== undefined
        ? { mode: str(truncation['mode']) ?? 'bytes', limit: num(truncation['limit'])! }
        : undefined,
    ),
  }
}

function readUsage(raw: unknown): TokenUsage | undefined {
  if (!isRecord(raw)) return undefined
  const n = (key: string) => (typeof raw[key] === 'number' ? (raw[key] as number) : NaN)
  return {
    input: n('input_tokens'),
    cachedInput: n('cached_input_tokens'),
    output: n('output_tokens'),
    reasoningOutput: n('reasoning_output_tokens'),
    total: n('total_tokens'),
  }
}

function readTokenCount(line: number, info: unknown): RolloutRecord {
  if (!isRecord(info)) return { kind: 'token_count', line }
  return {
    kind: 'token_count',
    line,
    ...optional('last', readUsage(info['last_token_usage'])),
    ...optional('total', readUsage(info['total_token_usage'])),
    ...optional('contextWindow', num(info['model_context_window'])),
  }
}

/** Reads a whole text (tests, small files); large files go through `RolloutReader.push`. */
export function readRollout(text: string, chunkSize = 1 << 16): RolloutLog {
  const reader = new RolloutReader()
  for (let i = 0; i < text.length; i += chunkSize) reader.push(text.slice(i, i + chunkSize))
  return reader.finish()
}
