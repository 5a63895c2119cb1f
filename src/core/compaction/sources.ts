import type { SourceRef } from '../fragments/types.ts'
import type { RuleId } from './types.ts'

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
    const paths = new Set(Object.values(RULE_SOURCES).map((rule) => rule.source.file))
    const seen = new Map<string, number>()
    for (const path of paths) {
      const base = path.split('/').pop() ?? path
      seen.set(base, (seen.get(base) ?? 0) + 1)
    }
    shared = new Set([...seen].filter(([, count]) => count > 1).map(([base]) => base))
  }
  return shared
}

interface RuleSource {
  readonly source: SourceRef
  /** the lesson's own citation, kept verbatim so the UI can show it beside the link. */
  readonly lessonCitation?: string
}

const TURN = 'core/src/session/turn.rs'
const COMPACT = 'core/src/compact.rs'
const REMOTE = 'core/src/compact_remote.rs'
const REMOTE_V2 = 'core/src/compact_remote_v2.rs'
const HISTORY = 'core/src/context_manager/history.rs'
const TOKEN_BUDGET = 'core/src/compact_token_budget.rs'

/**
 * Where each rule lives. Line numbers are the lesson's where it cites them (they belong to the
 * pinned commit); the rest name the file only, because the spec could not pin their lines.
 */
export const RULE_SOURCES: Readonly<Record<RuleId, RuleSource>> = {
  input_history: { source: { file: HISTORY } },
  token_status: {
    source: { file: 'core/src/session/context_window.rs', startLine: 77 },
    lessonCitation: 'context_window.rs L77',
  },
  pre_turn_check: {
    source: { file: TURN, startLine: 1012 },
    lessonCitation: 'turn.rs L1012',
  },
  previous_model_check: {
    source: { file: TURN, startLine: 1012 },
    lessonCitation: 'turn.rs L1012',
  },
  mid_turn_roll_over: {
    source: { file: TURN, startLine: 458, endLine: 483 },
    lessonCitation: 'turn.rs L458',
  },
  manual_compact_task: {
    source: { file: 'core/src/tasks/compact.rs', startLine: 19 },
    lessonCitation: 'tasks/compact.rs L19',
  },
  dispatch_token_budget: {
    source: { file: TURN, startLine: 1189 },
    lessonCitation: 'turn.rs L1189',
  },
  dispatch_provider: {
    source: { file: TURN, startLine: 1201 },
    lessonCitation: 'turn.rs L1201',
  },
  pre_compact_hook: { source: { file: 'core/src/hook_runtime.rs' } },
  post_compact_hook: { source: { file: 'core/src/hook_runtime.rs' } },
  item_started: { source: { file: COMPACT } },
  item_completed: { source: { file: COMPACT } },
  trim_function_outputs: { source: { file: REMOTE } },
  remote_request: { source: { file: REMOTE } },
  remote_error: { source: { file: REMOTE } },
  model_fallback: {
    source: { file: 'core/src/compact_model_fallback.rs', startLine: 8, endLine: 20 },
    lessonCitation: 'compact_model_fallback.rs L8–20',
  },
  server_transcript: { source: { file: REMOTE } },
  should_keep: {
    source: { file: REMOTE, startLine: 370, endLine: 397 },
    lessonCitation: 'compact_remote.rs L370',
  },
  v2_prefilter: { source: { file: REMOTE_V2 } },
  v2_retention: { source: { file: REMOTE_V2 } },
  v2_compaction_output: { source: { file: REMOTE_V2 } },
  local_prompt_clone: { source: { file: COMPACT } },
  local_stream: { source: { file: COMPACT } },
  local_overflow_trim: { source: { file: COMPACT } },
  local_summary_output: { source: { file: COMPACT } },
  collect_user_messages: { source: { file: COMPACT } },
  build_compacted_history: { source: { file: COMPACT } },
  summary_message: { source: { file: COMPACT } },
  initial_context_injection: {
    source: { file: COMPACT, startLine: 68 },
    lessonCitation: 'compact.rs L68',
  },
  insert_initial_context: { source: { file: COMPACT } },
  empty_window_install: {
    source: { file: TOKEN_BUDGET, startLine: 21, endLine: 25 },
    lessonCitation: 'compact_token_budget.rs L21–25',
  },
  replace_history: { source: { file: HISTORY, startLine: 298, endLine: 302 } },
  history_version: {
    source: { file: HISTORY, startLine: 298 },
    lessonCitation: 'history.rs L298',
  },
  reference_context: { source: { file: COMPACT, startLine: 68 } },
  local_warning: { source: { file: COMPACT } },
  next_turn_reinjection: { source: { file: 'core/src/session/mod.rs' } },
  outcome: { source: { file: TURN } },
}
