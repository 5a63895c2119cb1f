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
    parent !== undefined && parent !== 'src' && (base === 'mod.rs' || sharedBaseNames().has(base))
  const name = qualify ? `${parent}/${base}` : base
  if (source.startLine === undefined) return name
  return source.endLine === undefined || source.endLine === source.startLine
    ? `${name}:${source.startLine}`
    : `${name}:${source.startLine}–${source.endLine}`
}

let shared: Set<string> | undefined
function sharedBaseNames(): Set<string> {
  if (!shared) {
    const paths = new Set(allRuleSources().map((rule) => rule.source.file))
    const seen = new Map<string, number>()
    for (const path of paths) {
      const base = path.split('/').pop() ?? path
      seen.set(base, (seen.get(base) ?? 0) + 1)
    }
    shared = new Set([...seen].filter(([, count]) => count > 1).map(([base]) => base))
  }
  return shared
}

export interface RuleSource {
  readonly source: SourceRef
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
const REMOTE_V2 = 'core/src/compact_remote_v2.rs'
const HISTORY = 'core/src/context_manager/history.rs'
const TOKEN_BUDGET = 'core/src/compact_token_budget.rs'
const FALLBACK = 'core/src/compact_model_fallback.rs'

function at(file: string, symbol: string, startLine?: number, endLine?: number): SourceRef {
  return {
    file,
    symbol,
    ...(startLine !== undefined ? { startLine } : {}),
    ...(endLine !== undefined ? { endLine } : {}),
  }
}

function ref(source: SourceRef, lessonCitation?: string): RuleSource {
  return lessonCitation === undefined ? { source } : { source, lessonCitation }
}

/** The function each path's shell is: hooks, item events and the error event live there. */
const INNER: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner')),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner')),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner')),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner')),
}
/** …and the function that emits `ItemStarted` / `ItemCompleted` and installs. */
const INNER_IMPL: Readonly<Record<CompactionPath, RuleSource>> = {
  local: ref(at(COMPACT, 'run_compact_task_inner_impl')),
  remote_legacy: ref(at(REMOTE, 'run_remote_compact_task_inner_impl')),
  remote_v2: ref(at(REMOTE_V2, 'run_remote_compact_task_inner_impl')),
  empty_window: ref(at(TOKEN_BUDGET, 'run_compact_task_inner')),
}

/** `CompactTask::run` dispatches a manual compaction (not `run_auto_compact`). */
const MANUAL_DISPATCH = ref(at(COMPACT_TASK, 'CompactTask::run', 19), 'tasks/compact.rs L19')

/**
 * Where each rule lives, per path. Line numbers are the lesson's where it cites them (they belong
 * to the pinned commit); the rest name the file and function only, because the spec could not pin
 * their lines at that commit.
 */
const SOURCES: Readonly<Record<RuleId, RuleSources>> = {
  input_history: { default: ref(at(HISTORY, 'ContextManager')) },
  token_status: {
    default: ref(
      at('core/src/session/context_window.rs', 'context_window_token_status', 77),
      'context_window.rs L77',
    ),
  },
  pre_turn_check: {
    default: ref(at(TURN, 'run_pre_sampling_compact', 1012), 'turn.rs L1012'),
  },
  previous_model_check: {
    default: ref(at(TURN, 'maybe_run_previous_model_inline_compact')),
  },
  mid_turn_roll_over: {
    default: ref(at(TURN, 'run_turn', 458, 483), 'turn.rs L458'),
  },
  manual_compact_task: { default: MANUAL_DISPATCH },
  dispatch_token_budget: {
    default: ref(at(TURN, 'run_auto_compact', 1189), 'turn.rs L1189'),
    byPhase: { manual: MANUAL_DISPATCH },
  },
  dispatch_provider: {
    default: ref(at(TURN, 'run_auto_compact', 1201), 'turn.rs L1201'),
    byPhase: { manual: MANUAL_DISPATCH },
  },
  pre_compact_hook: { default: INNER.local, byPath: INNER },
  post_compact_hook: { default: INNER.local, byPath: INNER },
  item_started: { default: INNER_IMPL.local, byPath: INNER_IMPL },
  item_completed: { default: INNER_IMPL.local, byPath: INNER_IMPL },
  trim_function_outputs: {
    default: ref(at(REMOTE, 'trim_function_call_history_to_fit_context_window')),
  },
  remote_request: {
    default: ref(at(REMOTE, 'run_remote_compact_attempt')),
    byPath: { remote_v2: ref(at(REMOTE_V2, 'run_remote_compaction_request_v2')) },
  },
  remote_error: { default: INNER.remote_legacy, byPath: INNER },
  model_fallback: {
    default: ref(
      at(FALLBACK, 'should_retry_with_current_model', 8, 20),
      'compact_model_fallback.rs L8–20',
    ),
  },
  server_transcript: { default: ref(at(REMOTE, 'run_remote_compact_attempt')) },
  should_keep: {
    default: ref(
      at(REMOTE, 'should_keep_compacted_history_item', 370, 397),
      'compact_remote.rs L370',
    ),
  },
  v2_prefilter: { default: ref(at(REMOTE_V2, 'is_retained_for_remote_compaction_v2')) },
  v2_retention: { default: ref(at(REMOTE_V2, 'truncate_retained_messages')) },
  v2_compaction_output: { default: ref(at(REMOTE_V2, 'collect_compaction_output')) },
  local_prompt_clone: { default: INNER_IMPL.local },
  local_stream: { default: ref(at(COMPACT, 'drain_to_completed')) },
  local_overflow_trim: { default: INNER_IMPL.local },
  local_summary_output: { default: ref(at(COMPACT, 'drain_to_completed')) },
  collect_user_messages: { default: ref(at(COMPACT, 'collect_user_messages')) },
  build_compacted_history: { default: ref(at(COMPACT, 'build_compacted_history_with_limit')) },
  summary_message: { default: ref(at(COMPACT, 'build_compacted_history_with_limit')) },
  initial_context_injection: {
    default: ref(at(COMPACT, 'InitialContextInjection', 68), 'compact.rs L68'),
  },
  insert_initial_context: {
    default: ref(at(COMPACT, 'insert_initial_context_before_last_real_user_or_summary')),
  },
  empty_window_install: {
    default: ref(at(TOKEN_BUDGET, 'run_inline_auto_compact_task')),
    byPhase: {
      manual: ref(
        at(TOKEN_BUDGET, 'run_manual_compact_task', 21, 25),
        'compact_token_budget.rs L21–25',
      ),
    },
  },
  replace_history: {
    default: ref(at(HISTORY, 'ContextManager::replace_compacted', 298, 302)),
  },
  history_version: {
    default: ref(at(HISTORY, 'ContextManager::replace_compacted', 298), 'history.rs L298'),
  },
  // the reference is set or cleared where each path installs: the empty window sets it in
  // `start_new_context_window`, whatever the injection says
  reference_context: {
    default: ref(at(COMPACT, 'run_compact_task_inner_impl')),
    byPath: {
      local: INNER_IMPL.local,
      remote_legacy: INNER_IMPL.remote_legacy,
      remote_v2: INNER_IMPL.remote_v2,
      empty_window: ref(at(SESSION, 'Session::start_new_context_window')),
    },
  },
  local_warning: { default: INNER_IMPL.local },
  // DoNotInject: the turn's own context step re-injects (pre-turn: the same run_turn; manual: the
  // next regular turn's)
  next_turn_reinjection: {
    default: ref(at(SESSION, 'Session::record_context_updates_and_set_reference_context_item')),
  },
  outcome: {
    default: ref(at(TURN, 'run_pre_sampling_compact')),
    byPhase: {
      mid_turn: ref(at(TURN, 'run_turn')),
      manual: MANUAL_DISPATCH,
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
