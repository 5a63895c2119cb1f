import type { HistoryItem } from '../history.ts'

/**
 * A Codex rollout file read into records (spec rollout.md §1–§2). Only what reconstruction, the
 * timeline and "use as scenario" need is kept; encrypted content and images are counted, not kept.
 */

/**
 * Which line formats a file used: `legacy` (pre-envelope, before PR #3380), `envelope`
 * (`{timestamp, type, payload}`), `newest` (envelope plus `ordinal`, a `metadata` sibling or the
 * window fields of a `compacted` line).
 */
export type RolloutEra = 'legacy' | 'envelope' | 'newest'

export interface TokenUsage {
  readonly input: number
  readonly cachedInput: number
  readonly output: number
  readonly reasoningOutput: number
  readonly total: number
}

export interface SessionMeta {
  readonly line: number
  readonly id?: string
  readonly cliVersion?: string
  readonly originator?: string
  readonly cwd?: string
  readonly source?: string
  readonly modelProvider?: string
  readonly timestamp?: string
}

/** A `turn_context` line, normalised across eras (legacy `sandbox_policy {mode}` included). */
export interface TurnContextRecord {
  readonly kind: 'turn_context'
  readonly line: number
  readonly turnId?: string
  readonly model?: string
  readonly cwd?: string
  readonly approvalPolicy?: string
  readonly sandboxMode?: string
  readonly networkAccess?: boolean
  readonly effort?: string
  readonly userInstructions?: string
  readonly developerInstructions?: string
  readonly personality?: string
  readonly collaborationMode?: string
  readonly currentDate?: string
  readonly timezone?: string
  readonly realtimeActive?: boolean
  readonly truncationPolicy?: { readonly mode: string; readonly limit: number }
}

/** A `compacted` line: the summary `message`, and the history Codex installed when recorded. */
export interface CompactedRecord {
  readonly kind: 'compacted'
  readonly line: number
  readonly message: string
  readonly replacementHistory?: readonly HistoryItem[]
  /** a UUID string; a numeric `window_id` is read as the legacy `windowNumber`. */
  readonly windowId?: string
  readonly windowNumber?: number
  readonly firstWindowId?: string
  readonly previousWindowId?: string
  /** the raw `type` of the replacement history's last item (`compaction_summary` is the early name). */
  readonly lastItemType?: string
  /** `ghost_snapshot` items the replacement carried (0.64 kept them; they never reach the model). */
  readonly ghostSnapshots?: number
  /** the envelope's `timestamp` (a folder's totals measure the time between compactions). */
  readonly timestamp?: string
}

/**
 * A line that says a compact task ran, whatever its path: the old "Compact task completed"
 * agent message, a `ContextCompaction` item event, the local path's long-thread warning.
 */
export type CompactMarker =
  'compact_task_completed' | 'context_compaction_item' | 'long_thread_warning'

export type RolloutRecord =
  | { readonly kind: 'item'; readonly line: number; readonly item: HistoryItem }
  | { readonly kind: 'inter_agent'; readonly line: number; readonly item: HistoryItem }
  | CompactedRecord
  | TurnContextRecord
  | { readonly kind: 'user_message'; readonly line: number }
  | {
      readonly kind: 'task_started'
      readonly line: number
      readonly turnId?: string
      readonly contextWindow?: number
    }
  | { readonly kind: 'task_complete'; readonly line: number; readonly turnId?: string }
  | { readonly kind: 'turn_aborted'; readonly line: number; readonly turnId?: string }
  | { readonly kind: 'rolled_back'; readonly line: number; readonly numTurns: number }
  | {
      readonly kind: 'token_count'
      readonly line: number
      readonly last?: TokenUsage
      readonly total?: TokenUsage
      readonly contextWindow?: number
    }
  | { readonly kind: 'context_compacted'; readonly line: number }
  | { readonly kind: 'compact_marker'; readonly line: number; readonly marker: CompactMarker }
  /** every `session_meta` line (a resumed session writes one per resume, each with its version). */
  | {
      readonly kind: 'session_meta'
      readonly line: number
      readonly cliVersion?: string
      readonly timestamp?: string
    }

/** A line that could not be read; the rest of the file still is. */
export interface RolloutIssue {
  readonly line: number
  readonly message: string
}

export interface RolloutStats {
  lines: number
  /** characters of text read (the file's size for ASCII files). */
  chars: number
  blank: number
  malformed: number
  /** line types and item types this reader does not know: skipped, by name. */
  unknown: Record<string, number>
  /** event types it knows but does not need (agent_reasoning, exec events…). */
  ignoredEvents: number
  /** legacy `{"record_type":"state"}` lines. */
  stateLines: number
  ghostSnapshots: number
  encrypted: number
  encryptedChars: number
  images: number
  imageChars: number
  /** texts longer than the cap, kept shortened. */
  shortenedTexts: number
}

/**
 * What a reader stops at, so a hostile or broken file can neither fill memory nor keep a tab busy
 * (a 250 KB `.jsonl.zst` can expand to gigabytes). Real sessions stay far inside each: Codex
 * writes one JSON object per line, never blank lines, and its files compress about tenfold.
 */
export const ROLLOUT_LIMITS = {
  /**
   * characters in one line, past which the line is skipped unread (an issue naming it) and the
   * rest of the file is read. A real line holds at most one window's text: a compacted line's
   * replacement history or one tool output, a few MB even with images inline as base64 (the
   * largest line of the sample sessions is 71 KB). A 30 MB line cost 10 s and 200 MB to build
   * and parse; the bound leaves real lines a fourfold margin.
   */
  lineChars: 16 * 1024 * 1024,
  /**
   * characters in one line, past which reading stops: no writer makes such a line (a stream
   * without newlines); skipping it could only read on to the text budget.
   */
  lineSkipChars: 64 * 1024 * 1024,
  /** blank lines in a row. */
  blankRun: 10_000,
  /**
   * arrays and objects open at once in one line: serde_json's default recursion limit, so a
   * line Codex itself could not read back on resume. A deeper line is refused as that line
   * (before `JSON.parse`: walking it later would overflow the stack).
   */
  nestingDepth: 128,
  /** bytes of text read in all (after decompression). */
  textBytes: 2 * 1024 * 1024 * 1024,
  /**
   * bytes of text per compressed byte, past the first `ratioFloorBytes`: zstd gives rollouts
   * 5–30×, a bomb thousands.
   */
  ratio: 200,
  ratioFloorBytes: 64 * 1024 * 1024,
  /** a zstd frame's window (the buffer the decoder allocates): zstd's own default cap, 2^27. */
  zstdWindowBytes: 1 << 27,
} as const

export type RolloutLimits = { readonly [K in keyof typeof ROLLOUT_LIMITS]: number }

export type RolloutLimit = 'line_chars' | 'blank_run' | 'text_bytes' | 'zstd_window'

/** Why and where reading stopped; what came before is kept. */
export interface RolloutStop {
  readonly limit: RolloutLimit
  /** the limit's value (characters, lines or bytes). */
  readonly max: number
  /** the line reading stopped at. */
  readonly line: number
  /** the same in English, for the CLI: names the limit and the line. */
  readonly message: string
}

export interface RolloutLog {
  readonly eras: readonly RolloutEra[]
  readonly meta: SessionMeta | undefined
  readonly records: readonly RolloutRecord[]
  readonly issues: readonly RolloutIssue[]
  readonly stats: RolloutStats
  /** the file ended in the middle of a line (a truncated or still-written file). */
  readonly truncatedLastLine: boolean
  /** reading stopped at a limit before the end of the file. */
  readonly stopped?: RolloutStop
}
