import type { Evidence } from './labels.ts'
import type { RolloutLog, RolloutRecord } from './types.ts'

/**
 * Which Codex behaviour a recorded session stands for. The core follows the pin; what differs by
 * version and can be known from a file: the remote endpoint (v2 landed 2026-05-04 behind a feature
 * off by default, default since 2026-06-11; Codex 0.104 and older always used the legacy
 * `/responses/compact` endpoint, so did every session recorded before v2 existed), where a remote
 * replacement took its initial context from, the layout of that context, ghost snapshots and the
 * empty-window path. Each rule names its PR and commit in the fork of Codex's history.
 */

/**
 * The day v2 landed (#20773, d927f6120, 2026-05-04) and the day it became the default (#27573,
 * 273a4aa4f, 2026-06-11). A session is v2 by default only when both its recording day and its
 * version are past that change: a newer version recorded before the day had not shipped it.
 */
export const REMOTE_V2_LANDED = '2026-05-04'
export const REMOTE_V2_DEFAULT = '2026-06-11'
/** The newest release known to predate v2 (pin.md point 16). */
export const LAST_LEGACY_ONLY_VERSION = '0.104'
/** The newest release known to predate v2 being on by default (0.137.0 shipped 2026-06-04). */
export const LAST_LEGACY_DEFAULT_VERSION = '0.137'

/**
 * Where a remote compaction's replacement took its initial context from:
 * - `server_output` until #10574 (143daadb3, 2026-02-06): the client installed the server's
 *   output as it came (then the ghost snapshots, `compact_remote.rs` of #6795, 838531d3e). The
 *   legacy server returned the request's user and developer messages, the context messages
 *   (AGENTS.md, the environment) among them, where the request had them: context is there when
 *   the server kept it, and the client added none;
 * - `every_timing` from #10574: the client drops the server's developer messages and puts the
 *   fresh initial context before the last user message, whatever the timing;
 * - `mid_turn` since #12252 (bb0ac5be7, 2026-02-20): it drops the server's context messages too
 *   and puts the initial context in mid-turn only, as at the pin.
 */
export type RemoteInitialContext = 'server_output' | 'every_timing' | 'mid_turn'
export const REMOTE_REINJECTION_LANDED = '2026-02-06'
/**
 * Where a local compaction put the initial context:
 * - `first` until #12252 (bb0ac5be7, 2026-02-20): `build_compacted_history` took the fresh
 *   initial context as the start of the new history, at every timing, then the user messages and
 *   the summary (`compact.rs` at 143daadb3, lines 190–191);
 * - `mid_turn` since: mid-turn before the last real user message, else none, as at the pin.
 */
export type LocalInitialContext = 'first' | 'mid_turn'
export const REINJECTION_MID_TURN_ONLY = '2026-02-20'
/**
 * Until #8961 (87f7226cc, 2026-01-12) the initial context had no permissions instructions: the
 * environment context carried the approval policy and the sandbox (`build_initial_context` at
 * 5346cc422, `codex.rs:722–733`, the 0.47 era: AGENTS.md, then the environment context); since
 * then it starts with `DeveloperInstructions::from_policy` (`codex.rs:1372–1379` at 87f7226cc).
 */
export const PERMISSIONS_SECTION_LANDED = '2026-01-12'
/**
 * Before this day (PR #12417, 07aefffb1, 2026-02-26) the initial context was one message per
 * section; since then it is bundled into one developer message and one contextual user message.
 */
export const SECTIONS_BUNDLED = '2026-02-26'
/**
 * Until #19481 (4e05f3053, 2026-04-27) Codex wrote `ghost_snapshot` items (for `/undo`) and a
 * remote compaction appended them to its replacement; they never reach the model.
 */
export const GHOST_SNAPSHOTS_REMOVED = '2026-04-27'
/**
 * The empty-window path (TokenBudget's `start_new_context_window`) landed with #29743
 * (32b65bbf7, 2026-06-23): a session recorded before it had no such compaction.
 */
export const EMPTY_WINDOW_LANDED = '2026-06-23'

export interface CodexBehaviour {
  /** the version that recorded the line, from the `session_meta` in force there. */
  readonly version?: string
  readonly remoteCompactionV2: boolean
  /** where a remote compaction of that version put the initial context. */
  readonly remoteInitialContext: RemoteInitialContext
  /** where a local compaction of that version put the initial context. */
  readonly localInitialContext: LocalInitialContext
  /** the initial context is bundled (false: one message per section, before #12417). */
  readonly sectionsBundled: boolean
  /** the initial context had permissions instructions (false before #8961). */
  readonly permissionsSection: boolean
  /** that Codex wrote ghost snapshots (before #19481). */
  readonly ghostSnapshots: boolean
  /** that Codex had the empty-window compaction (since #29743). */
  readonly emptyWindow: boolean
  /** not shown by the file: a default of that version or date. */
  readonly inferred: boolean
  readonly evidence: readonly Evidence[]
}

/** `0.104.0` → [0, 104, 0]; a pre-release suffix is ignored. */
export function versionParts(version: string): number[] | undefined {
  const m = /^v?(\d+)\.(\d+)(?:\.(\d+))?/.exec(version.trim())
  if (!m) return undefined
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
}

/** Negative when `a` is older than `b` (major and minor only, as Codex numbers its releases). */
export function compareVersions(a: string, b: string): number | undefined {
  const pa = versionParts(a)
  const pb = versionParts(b)
  if (!pa || !pb) return undefined
  return pa[0]! - pb[0]! || pa[1]! - pb[1]!
}

/** The `cli_version` of the last `session_meta` at or before a line (one per resume). */
// the session_meta lines of a log, found once (a long file has one label per compaction)
const metaLines = new WeakMap<RolloutLog, readonly RolloutRecord[]>()

function sessionMetas(log: RolloutLog): readonly RolloutRecord[] {
  let found = metaLines.get(log)
  if (!found) metaLines.set(log, (found = log.records.filter((r) => r.kind === 'session_meta')))
  return found
}

interface VersionAt {
  version?: string
  line: number
  /** the day the meta in force was written (a resume runs the Codex of its own day). */
  date?: string
}

const dayOf = (timestamp: string | undefined) => {
  const day = timestamp?.slice(0, 10)
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined
}

function versionAt(log: RolloutLog, line: number): VersionAt {
  let found: VersionAt | undefined
  let date = dayOf(log.meta?.timestamp)
  for (const r of sessionMetas(log)) {
    if (r.line > line) break
    if (r.kind !== 'session_meta') continue
    date = dayOf(r.timestamp) ?? date
    // a value that is not a version (a redacted file) names no version
    if (r.cliVersion && versionParts(r.cliVersion)) found = { version: r.cliVersion, line: r.line }
  }
  if (found) return { ...found, ...(date ? { date } : {}) }
  return {
    ...(log.meta?.cliVersion && versionParts(log.meta.cliVersion)
      ? { version: log.meta.cliVersion }
      : {}),
    line: log.meta?.line ?? 1,
    ...(date ? { date } : {}),
  }
}

function remoteInitialContextOn(date: string | undefined): RemoteInitialContext {
  if (date && date <= REMOTE_REINJECTION_LANDED) return 'server_output'
  if (date && date <= REINJECTION_MID_TURN_ONLY) return 'every_timing'
  return 'mid_turn'
}

/** The behaviour the recording version (or, without one, the recording date) stands for. */
export function codexBehaviour(log: RolloutLog, line: number): CodexBehaviour {
  const { version, line: metaLine, date: validDate } = versionAt(log, line)
  const ev: Evidence[] = []
  if (version) ev.push({ kind: 'recording_version', line: metaLine, value: version })
  else ev.push({ kind: 'version_unknown', line: metaLine })
  const older = (than: string) => (version ? (compareVersions(version, than) ?? 1) <= 0 : false)
  if (validDate) ev.push({ kind: 'recorded_on', line: metaLine, value: validDate })
  // a session recorded on or before a change's day ran a release without it
  const base = {
    ...(version ? { version } : {}),
    evidence: ev,
    remoteInitialContext: remoteInitialContextOn(validDate),
    localInitialContext:
      validDate && validDate <= REINJECTION_MID_TURN_ONLY
        ? ('first' as const)
        : ('mid_turn' as const),
    sectionsBundled: !(validDate && validDate <= SECTIONS_BUNDLED),
    permissionsSection: !(validDate && validDate <= PERMISSIONS_SECTION_LANDED),
    ghostSnapshots: !!validDate && validDate <= GHOST_SNAPSHOTS_REMOVED,
    // without a day, the pin's paths (a file of today)
    emptyWindow: !(validDate && validDate < EMPTY_WINDOW_LANDED),
  }
  if (older(LAST_LEGACY_ONLY_VERSION) || (validDate && validDate < REMOTE_V2_LANDED))
    return { ...base, remoteCompactionV2: false, inferred: false }
  // v2 by default needs both a release past 0.137 and a day past #27573
  if (older(LAST_LEGACY_DEFAULT_VERSION) || (validDate && validDate < REMOTE_V2_DEFAULT))
    return { ...base, remoteCompactionV2: false, inferred: true }
  // newer, or nothing known: the pin's default (features/src/lib.rs:1542–1547)
  return { ...base, remoteCompactionV2: true, inferred: true }
}
