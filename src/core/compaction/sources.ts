import type { SourceRef } from '../fragments/types.ts'
import type { CompactionPath, Phase, RuleId } from './types.ts'

/** The openai/codex commit every source link points at. */
export const CODEX_COMMIT = '4f39251a010a8bd7d692d25fb33832ff06f1635a'

/** A GitHub link to a source location at the pinned commit. */
export function sourceUrl(source: SourceRef): string {
  const repo = source.repo ?? 'openai/codex'
  const lines =
    source.startLine === undefined
      ? ''
      : source.endLine === undefined || source.endLine === source.startLine
        ? `#L${source.startLine}`
        : `#L${source.startLine}-L${source.endLine}`
  return `https://github.com/${repo}/blob/${CODEX_COMMIT}/codex-rs/${source.file}${lines}`
}

/**
 * `file:line` as the trace panel shows it: the file name, with its folder when another source
 * file shares the name (`tasks/compact.rs` is not `compact.rs`) or the name says nothing (`mod.rs`).
 */
export function sourceLabel(source: SourceRef): string {
  const parts = source.file.split('/')
  const base = parts[parts.length - 1] ?? source.file
  const parent = parts[parts.length - 2]
  // a crate's top-level file keeps its bare name, as the lesson writes it; `mod.rs` needs its folder
  const qualify =
    parent !== undefined && parent !== 'src' && (base === 'mod.rs' || SHARED_BASE_NAMES.has(base))
  const name = qualify ? `${parent}/${base}` : base
  if (source.startLine === undefined) return name
  return source.endLine === undefined || source.endLine === source.startLine
    ? `${name}:${source.startLine}`
    : `${name}:${source.startLine}–${source.endLine}`
}

/** A link of the rules' table: always a symbol and a line range at the pin. */
export interface PinnedSourceRef extends SourceRef {
  readonly symbol: string
  readonly startLine: number
  readonly endLine: number
}

export interface RuleSource {
  readonly source: PinnedSourceRef
  /** the lesson's own citation, kept verbatim so the UI can show it beside the link. */
  readonly lessonCitation?: string
}

/** Where a step is decided: the cell's timing, and the path once the dispatcher picked one. */
export interface SourceSite {
  readonly phase: Phase
  readonly path: CompactionPath | null
}

/**
 * A rule's source: one default, and the places where another function decides the same rule on
 * a given path or timing. The path wins over the timing (a manual cell's item events belong to
 * its path; its dispatcher belongs to the compact task).
 */
interface RuleSources {
  readonly default: RuleSource
  readonly byPath?: Partial<Record<CompactionPath, RuleSource>>
  readonly byPhase?: Partial<Record<Phase, RuleSource>>
}

const TURN = 'core/src/session/turn.rs'
const SESSION = 'core/src/session/mod.rs'
const COMPACT = 'core/src/compact.rs'
const COMPACT_TASK = 'core/src/tasks/compact.rs'
const REMOTE = 'core/src/compact_remote.rs'
const REMOTE_REQUEST = 'core/src/compact_remote_request.rs'
const REMOTE_V2 = 'core/src/compact_remote_v2.rs'
const HISTORY = 'core/src/context_manager/history.rs'
const TOKEN_BUDGET = 'core/src/compact_token_budget.rs'
const FALLBACK = 'core/src/compact_model_fallback.rs'
const HANDLERS = 'core/src/session/handlers.rs'
const REMOTE_V2_ATTEMPT = 'core/src/compact_remote_v2_attempt.rs'

/** The lines (one, or a range) inside `symbol` that decide a step: every link has them. */
function at(file: string, symbol: string, startLine: number, endLine = startLine): PinnedSourceRef {
  return { file, symbol, startLine, endLine }
}

function ref(source: PinnedSourceRef, lessonCitation?: string): RuleSource {
  return lessonCitation === undefined ? { source } : { source, lessonCitation }
}

/** Each path's shell runs the hooks and sends the error event: `…_inner` of its own file. */
const PRE_COMPACT_HOOK: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner', 189, 204)),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner', 141, 156)),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner', 157, 172)),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner', 73, 77)),
}
const POST_COMPACT_HOOK: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner', 215, 228)),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner', 169, 177)),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner', 185, 193)),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner', 87, 90)),
}
/** …and `…_inner_impl` sends `ItemStarted` / `ItemCompleted` (the empty window: its one inner). */
const ITEM_STARTED: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner_impl', 247, 249)),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner_impl', 212, 214)),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner_impl', 229, 231)),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner', 79, 81)),
}
const ITEM_COMPLETED: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner_impl', 387, 388)),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner_impl', 306, 307)),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner_impl', 339, 340)),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner', 84, 85)),
}
/** The reference context item: None for DoNotInject, this turn's for BeforeLastUserMessage. */
const REFERENCE: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner_impl', 368, 373)),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner_impl', 272, 277)),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner_impl', 310, 315)),
  // a new window always sets it, whatever the injection says
  empty_window: ref(at(SESSION, 'Session::start_new_context_window', 3835, 3838)),
}

/** A manual compaction runs `CompactTask::run`, not `run_auto_compact`; the lesson cites L19. */
const MANUAL_CITATION = 'tasks/compact.rs L19'
const manualTask = (startLine: number, endLine: number): RuleSource =>
  ref(at(COMPACT_TASK, 'CompactTask::run', startLine, endLine), MANUAL_CITATION)

/**
 * Where each rule is decided, per path and timing: the function and the lines inside it at the
 * pinned commit. `lessonCitation` is the lesson's own wording, kept beside the link even where it
 * points elsewhere (a doc comment, an `impl` header).
 */
const SOURCES: Readonly<Record<RuleId, RuleSources>> = {
  // the items and the version a rewrite bumps
  input_history: { default: ref(at(HISTORY, 'ContextManager', 45, 50)) },
  token_status: {
    default: ref(
      at('core/src/session/context_window.rs', 'context_window_token_status', 27, 79),
      'context_window.rs L77',
    ),
  },
  // run_turn compacts before it records the context updates and the incoming user message
  pre_turn_check: {
    default: ref(at(TURN, 'run_turn', 165, 175), 'turn.rs L1012'),
  },
  previous_model_check: {
    default: ref(at(TURN, 'maybe_run_previous_model_inline_compact', 1086, 1147)),
  },
  mid_turn_roll_over: {
    default: ref(at(TURN, 'run_turn', 423, 483), 'turn.rs L458'),
  },
  // spawn_task aborts the running turn (Replaced) and starts the compact task as a turn of its own
  // Op::Compact: a new default turn, and the compact task spawned on it (handlers.rs)
  manual_compact_task: {
    default: ref(at(HANDLERS, 'compact', 244, 249), MANUAL_CITATION),
  },
  dispatch_token_budget: {
    default: ref(at(TURN, 'run_auto_compact', 1189, 1199), 'turn.rs L1189'),
    byPhase: { manual: manualTask(36, 39) },
  },
  dispatch_provider: {
    default: ref(at(TURN, 'run_auto_compact', 1201, 1256), 'turn.rs L1201'),
    byPhase: { manual: manualTask(41, 78) },
  },
  pre_compact_hook: { default: PRE_COMPACT_HOOK.local, byPath: PRE_COMPACT_HOOK },
  post_compact_hook: { default: POST_COMPACT_HOOK.local, byPath: POST_COMPACT_HOOK },
  item_started: { default: ITEM_STARTED.local, byPath: ITEM_STARTED },
  item_completed: { default: ITEM_COMPLETED.local, byPath: ITEM_COMPLETED },
  trim_function_outputs: {
    default: ref(at(REMOTE, 'trim_function_call_history_to_fit_context_window', 404, 450)),
  },
  remote_request: {
    default: ref(at(REMOTE_REQUEST, 'run_remote_compact_attempt', 61, 97)),
    byPath: { remote_v2: ref(at(REMOTE_V2, 'run_remote_compaction_request_v2', 357, 397)) },
  },
  remote_error: {
    default: ref(at(REMOTE, 'run_remote_compact_task_inner', 181, 188)),
    byPath: { remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner', 197, 208)) },
  },
  // the error is classified in should_retry_with_current_model; the fallback attempt, and which
  // error is returned, are decided where each remote path calls it
  model_fallback: {
    default: ref(
      at(FALLBACK, 'should_retry_with_current_model', 9, 20),
      'compact_model_fallback.rs L8–20',
    ),
    byPath: {
      remote_legacy: ref(
        at(REMOTE, 'run_remote_compact_task_inner_impl', 224, 262),
        'compact_model_fallback.rs L8–20',
      ),
      remote_v2: ref(
        at(REMOTE_V2, 'run_remote_compact_task_inner_impl', 242, 281),
        'compact_model_fallback.rs L8–20',
      ),
    },
  },
  server_transcript: { default: ref(at(REMOTE_REQUEST, 'run_remote_compact_attempt', 77, 97)) },
  should_keep: {
    default: ref(
      at(REMOTE, 'should_keep_compacted_history_item', 370, 397),
      'compact_remote.rs L370',
    ),
  },
  v2_prefilter: { default: ref(at(REMOTE_V2, 'is_retained_for_remote_compaction_v2', 512, 543)) },
  v2_retention: {
    default: ref(at(REMOTE_V2, 'truncate_retained_messages_for_remote_compaction', 560, 631)),
  },
  // the attempt takes collect_compaction_output's result (`?` returns a wrong count's error),
  // then sends RawResponseCompleted for the one compaction item
  v2_compaction_output: {
    default: ref(at(REMOTE_V2_ATTEMPT, 'run_remote_compact_v2_attempt', 117, 131)),
  },
  local_prompt_clone: { default: ref(at(COMPACT, 'run_compact_task_inner_impl', 250, 256)) },
  // the retry loop around drain_to_completed decides what an error does, not drain_to_completed
  local_stream: { default: ref(at(COMPACT, 'run_compact_task_inner_impl', 291, 344)) },
  local_overflow_trim: { default: ref(at(COMPACT, 'run_compact_task_inner_impl', 309, 318)) },
  local_summary_output: { default: ref(at(COMPACT, 'drain_to_completed', 740, 774)) },
  // production collects with collect_annotated_user_messages (collect_user_messages is test-only);
  // each item is judged here
  collect_user_messages: { default: ref(at(COMPACT, 'compacted_user_message', 548, 553)) },
  build_compacted_history: {
    default: ref(at(COMPACT, 'build_compacted_history_with_limit', 658, 683)),
  },
  summary_message: { default: ref(at(COMPACT, 'build_compacted_history_with_limit', 702, 714)) },
  // every path turns the injection into initial-context items (or none) here
  initial_context_injection: {
    default: ref(at(COMPACT, 'build_compaction_initial_context', 91, 108), 'compact.rs L68'),
  },
  insert_initial_context: {
    default: ref(at(COMPACT, 'insert_initial_context_before_last_real_user_or_summary', 585, 634)),
  },
  empty_window_install: {
    default: ref(at(SESSION, 'Session::start_new_context_window', 3823, 3846)),
    byPhase: {
      manual: ref(
        at(SESSION, 'Session::start_new_context_window', 3823, 3846),
        'compact_token_budget.rs L21–25',
      ),
    },
  },
  // Session::replace_compacted_history installs through SessionState (session/mod.rs:3409)
  replace_history: {
    default: ref(at(HISTORY, 'ContextManager::replace_annotated', 298, 302)),
  },
  history_version: {
    default: ref(at(HISTORY, 'ContextManager::replace_annotated', 300), 'history.rs L298'),
  },
  // the reference is set or cleared where each path installs: the empty window sets it in
  // `start_new_context_window`, whatever the injection says
  reference_context: { default: REFERENCE.local, byPath: REFERENCE },
  local_warning: { default: ref(at(COMPACT, 'run_compact_task_inner_impl', 389, 392)) },
  // DoNotInject: the turn's own context step finds no reference and injects the full initial
  // context (pre-turn: the same run_turn; manual: the next regular turn's)
  next_turn_reinjection: {
    default: ref(
      at(SESSION, 'Session::record_context_updates_and_set_reference_context_item', 3875, 3887),
    ),
  },
  outcome: {
    default: ref(at(TURN, 'run_turn', 169, 190)),
    byPhase: {
      mid_turn: ref(at(TURN, 'run_turn', 470, 497)),
      manual: manualTask(79, 84),
    },
  },
}

/** The source of a rule where it is decided: on the path taken, in the cell's timing. */
export function ruleSource(rule: RuleId, site: SourceSite): RuleSource {
  const entry = SOURCES[rule]
  return (
    (site.path !== null ? entry.byPath?.[site.path] : undefined) ??
    entry.byPhase?.[site.phase] ??
    entry.default
  )
}

/** Each rule's default source (a lane card names its rule only). */
export const RULE_SOURCES: Readonly<Record<RuleId, RuleSource>> = Object.fromEntries(
  Object.entries(SOURCES).map(([rule, entry]) => [rule, entry.default]),
) as Record<RuleId, RuleSource>

/** Every source the table names, for checks over all of them. */
export function allRuleSources(): RuleSource[] {
  return Object.values(SOURCES).flatMap((entry) => [
    entry.default,
    ...Object.values(entry.byPath ?? {}),
    ...Object.values(entry.byPhase ?? {}),
  ])
}

/**
 * The file names two source files share (`compact.rs`: `core/src/compact.rs` and
 * `core/src/tasks/compact.rs`), computed once as the module loads from the table above.
 */
const SHARED_BASE_NAMES: ReadonlySet<string> = (() => {
  const seen = new Map<string, number>()
  for (const path of new Set(allRuleSources().map((rule) => rule.source.file))) {
    const base = path.split('/').pop() ?? path
    seen.set(base, (seen.get(base) ?? 0) + 1)
  }
  return new Set([...seen].filter(([, count]) => count > 1).map(([base]) => base))
})()
