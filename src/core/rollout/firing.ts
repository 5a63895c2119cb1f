import { autoCompactTokenLimit } from '../compaction/tokens.ts'
import type { CompactionPath, Phase } from '../compaction/types.ts'
import type { HistoryItem } from '../history.ts'
import type { RequestPoint } from './timeline.ts'
import { recordedTokensAt } from './tokens.ts'
import type { RolloutLog } from './types.ts'
import { codexBehaviour } from './versions.ts'

/**
 * Which compaction would fire next at a line of a session, and on which path. The limit is the
 * pin's `auto_compact_token_limit` (`protocol/src/openai_models.rs:486–497`): the configured one
 * capped at 90 % of the window; a file never records the configured one, so the cap stands.
 * Automatic compaction fires in two places (`core/src/session/turn.rs`): before a turn's first
 * request when the tokens in use reached the limit (pre-turn, line 1024), and after a request
 * whose answer needs a follow-up, a tool output, when they reached it (mid-turn, line 469).
 */

/** Where in a turn the line is. */
export type TurnPosition = 'between_turns' | 'awaiting_follow_up' | 'in_turn'

export interface FiringAt {
  readonly line: number
  /** the recorded input of the last request at or before the line. */
  readonly tokens?: number
  readonly tokensLine?: number
  readonly window?: number
  /** the auto-compact limit: 90 % of the window (undefined without a window). */
  readonly limit?: number
  readonly position: TurnPosition
  /** the timing that would fire next: mid-turn after a tool output, else pre-turn. */
  readonly next: Extract<Phase, 'pre_turn' | 'mid_turn'>
  /** the limit is reached: the next check fires. */
  readonly reached: boolean
  /** tokens still free below the limit. */
  readonly headroom?: number
  readonly path: CompactionPath
  /** the path is a default (provider or version unknown, or a version's default). */
  readonly pathInferred: boolean
  readonly provider?: string
  readonly version?: string
}

/** The turn position from the lifecycle events and the last item at or before the line. */
export function turnPosition(log: Pick<RolloutLog, 'records'>, line: number): TurnPosition {
  let inTurn: boolean | undefined
  let last: HistoryItem | undefined
  for (const r of log.records) {
    if (r.line > line) break
    if (r.kind === 'task_started') inTurn = true
    else if (r.kind === 'task_complete' || r.kind === 'turn_aborted') inTurn = false
    else if (r.kind === 'item') last = r.item
    else if (r.kind === 'compacted') last = undefined
  }
  const afterTool =
    last?.type === 'function_call_output' || last?.type === 'custom_tool_call_output'
  if (inTurn === false) return 'between_turns'
  if (afterTool) return 'awaiting_follow_up'
  // without lifecycle events (old files) an assistant answer ends the turn
  if (inTurn === undefined)
    return last?.type === 'message' && last.role === 'user' ? 'in_turn' : 'between_turns'
  return 'in_turn'
}

/**
 * The path: OpenAI's provider compacts remotely (`model-provider/src/provider.rs:342–348`), on v2
 * or the legacy endpoint by the recording version (`versions.ts`); any other provider locally.
 */
function pathAt(
  log: RolloutLog,
  line: number,
): { path: CompactionPath; inferred: boolean; version?: string } {
  const behaviour = codexBehaviour(log, line)
  const provider = log.meta?.modelProvider
  const version = behaviour.version ? { version: behaviour.version } : {}
  if (provider !== undefined && provider !== 'openai' && !/azure/i.test(provider))
    return { path: 'local', inferred: false, ...version }
  return {
    path: behaviour.remoteCompactionV2 ? 'remote_v2' : 'remote_legacy',
    inferred: provider === undefined || behaviour.inferred,
    ...version,
  }
}

export function firingAt(
  log: RolloutLog,
  line: number,
  requests: readonly RequestPoint[],
  window: number | undefined,
): FiringAt {
  const request = recordedTokensAt(requests, line)
  const win = request?.window ?? window
  const limit = win ? autoCompactTokenLimit({ contextWindow: win }) : undefined
  const position = turnPosition(log, line)
  const { path, inferred, version } = pathAt(log, line)
  const tokens = request?.tokens
  return {
    line,
    ...(request ? { tokens: request.tokens, tokensLine: request.line } : {}),
    ...(win ? { window: win } : {}),
    ...(limit !== undefined ? { limit } : {}),
    position,
    next: position === 'awaiting_follow_up' ? 'mid_turn' : 'pre_turn',
    reached: tokens !== undefined && limit !== undefined && tokens >= limit,
    ...(tokens !== undefined && limit !== undefined
      ? { headroom: Math.max(0, limit - tokens) }
      : {}),
    path,
    pathInferred: inferred,
    ...(log.meta?.modelProvider ? { provider: log.meta.modelProvider } : {}),
    ...(version ? { version } : {}),
  }
}
