/**
 * Every sentence of the app that states a fact about Codex, and where the pinned tree
 * (openai/codex 4f39251a, paths relative to codex-rs/) decides it; and every other key of the
 * sections that speak about Codex, classified as not a Codex claim. Keys are the catalogs'
 * dotted keys (`lessons.` for the lessons' catalog), `scenarios.<file>.description` for a bundled
 * scenario's description, and `peerData.codex.<question>.<n>` for the Codex row of the peers
 * page. test/unit/i18n/claims.test.ts fails on a key of those sections that is in neither table,
 * and on a citation that does not lie inside an indexed file of the pin.
 */

/** One place at the pin: a file under codex-rs/ and a line or an inclusive line range. */
export interface PinCitation {
  readonly file: string
  readonly line: number | readonly [number, number]
}

/** Why a key states nothing about Codex. */
export type NotAClaim =
  /** a label, heading, control or placeholder-only template */
  | 'ui'
  /** an instruction, a question or a candidate answer put to the student */
  | 'student'
  /** about Context Lab itself: its scenarios, simulation, links or screens */
  | 'lab'
  /** about another agent */
  | 'peer'

export const PIN_COMMIT = '4f39251a010a8bd7d692d25fb33832ff06f1635a'

const at = (file: string, from: number, to?: number): PinCitation => ({
  file,
  line: to === undefined ? from : [from, to],
})

// the places most sentences rest on
const TURN = 'core/src/session/turn.rs'
const SESSION = 'core/src/session/mod.rs'
const COMPACT = 'core/src/compact.rs'
const REMOTE = 'core/src/compact_remote.rs'
const V2 = 'core/src/compact_remote_v2.rs'
const FRAGMENT = 'context-fragments/src/fragment.rs'
const PERMISSIONS = 'prompts/src/permissions_instructions.rs'

const RUN_TURN_PRE_TURN = at(TURN, 169, 190)
const RUN_TURN_RECORDS_CONTEXT = at(TURN, 225, 226)
const RECORD_CONTEXT = at(SESSION, 3870, 3944)
const CLEAR_REFERENCE = at(COMPACT, 368, 373)
const INJECTION_ENUM = at(COMPACT, 59, 74)
const INSERT_CONTEXT = at(COMPACT, 581, 637)
const KEEP_FILTER = at(REMOTE, 370, 397)
const V2_BUILD = at(V2, 459, 488)
const V2_PREFILTER = at(V2, 512, 543)
const V2_BUDGET = at(V2, 65, 66)
const V2_TRANSPORT_RETRY = at(V2, 350, 398)
const V2_FALLBACK = at(V2, 243, 280)
const RETRY_WITH_CURRENT = at('core/src/compact_model_fallback.rs', 9, 20)
const RETRYABLE = at('protocol/src/error.rs', 364, 404)
// handle_retryable_response_stream_error: the WebSocket fallback and the retry budget
const STREAM_RETRY = at('core/src/responses_retry.rs', 44, 129)
// read_agents_md: the file cut to project_doc_max_bytes (32 KiB by default)
const AGENTS_MD_READ = at('core/src/agents_md.rs', 154, 191)
// compact_conversation_history: an empty request is answered without a call
const LEGACY_EMPTY_REQUEST = at('core/src/client.rs', 572, 574)
const FALLBACK_CONTEXT = at(TURN, 1055, 1074)
const PREVIOUS_MODEL = at(TURN, 1080, 1171)
const DISPATCH = at(TURN, 1178, 1258)
const MID_TURN = at(TURN, 458, 498)
const MANUAL_TASK = at('core/src/tasks/compact.rs', 28, 85)
const LOCAL_LOOP = at(COMPACT, 291, 344)
const LOCAL_REBUILD = at(COMPACT, 639, 717)
const COLLECT_USERS = at(COMPACT, 535, 542)
const EMPTY_WINDOW = at(SESSION, 3800, 3849)
const TOKEN_BUDGET_TASK = at('core/src/compact_token_budget.rs', 66, 93)
const INSTALL = at(SESSION, 3383, 3432)
const VERSION_BUMP = at('core/src/context_manager/history.rs', 298, 302)
const ROLLBACK = at('core/src/context_manager/history.rs', 320, 366)
const APPROVED_PREFIXES = at(PERMISSIONS, 264, 267)
const APPROVED_PREFIXES_GRANULAR = at(PERMISSIONS, 439, 442)
const APPROVED_NOTICE_MARKERS = at('core/src/context/approved_command_prefix_saved.rs', 28, 30)
const DEVELOPER_PREFIXES = at('core/src/event_mapping.rs', 40, 61)
// any one contextual part makes `parse_user_message` return None for the whole message
const ANY_CONTEXTUAL_PART = at('core/src/event_mapping.rs', 63, 99)
// the local rebuild collects only messages that parse as a user message
const LOCAL_COLLECT = at(COMPACT, 544, 550)
const DEVELOPER_PREFIX_USE = at('core/src/event_mapping.rs', 67, 75)
const USER_MATCHERS = at('core/src/context/contextual_user_message.rs', 18, 44)
const TRAIT = at(FRAGMENT, 14, 36)
const RENDER = at(FRAGMENT, 38, 46)
const INTO_ITEM = at(FRAGMENT, 63, 73)
const MATCH_RULE = at(FRAGMENT, 89, 103)
const ASSEMBLY = at(SESSION, 3677, 3750)
const TOKEN_BUDGET_WINDOW = at(SESSION, 3630, 3676)
const RAW_DEVELOPER_STRING = at(SESSION, 3554, 3559)
// the module list (the re-export of the trait, a few lines below, is past the index's last symbol)
const CONTEXT_MODULES = at('core/src/context/mod.rs', 3, 41)
const USER_INSTRUCTIONS_MARKERS = at('core/src/context/user_instructions.rs', 18, 20)
const PROTOCOL_TAGS = at('protocol/src/protocol.rs', 112, 113)
const HOOKS_V2 = at(V2, 157, 200)
const TOKEN_STATUS = at('core/src/session/context_window.rs', 23, 91)
const LIMIT_CAP = at('protocol/src/openai_models.rs', 486, 497)
const FEATURE_DEFAULTS = at('features/src/lib.rs', 1428, 1547)
const SUMMARY = at(COMPACT, 346, 352)
/** the local path samples the summary with the model: one more sampling round on a copy */
const LOCAL_SAMPLE = at(COMPACT, 240, 290)

/** The Codex claims: key → the places at the pin that decide it. */
export const CLAIMS: Readonly<Record<string, readonly PinCitation[]>> = {
  // ---- the fragments lesson
  'lessons.fragments.summary': [TRAIT, ASSEMBLY],
  'lessons.fragments.steps.symptoms.body': [APPROVED_NOTICE_MARKERS, KEEP_FILTER],
  'lessons.fragments.steps.whyTypes.body': [
    TRAIT,
    USER_MATCHERS,
    RAW_DEVELOPER_STRING,
    ASSEMBLY,
    CONTEXT_MODULES,
  ],
  'lessons.fragments.steps.fourQuestions.body': [TRAIT],
  'lessons.fragments.steps.renderRule.body': [RENDER, INTO_ITEM],
  'lessons.fragments.steps.twoCalls.body': [TRAIT, USER_MATCHERS],
  'lessons.fragments.steps.markedOneShot.body': [
    APPROVED_NOTICE_MARKERS,
    at(FRAGMENT, 30, 36),
    DEVELOPER_PREFIXES,
    DEVELOPER_PREFIX_USE,
    APPROVED_PREFIXES,
    APPROVED_PREFIXES_GRANULAR,
  ],
  'lessons.fragments.steps.matchRule.body': [MATCH_RULE],
  'lessons.fragments.steps.trap.body': [USER_INSTRUCTIONS_MARKERS, PROTOCOL_TAGS],
  'lessons.fragments.steps.sorting.body': [ASSEMBLY],
  'lessons.fragments.steps.order.body': [ASSEMBLY, TOKEN_BUDGET_WINDOW],
  'lessons.fragments.steps.boundary.body': [TRAIT, INSERT_CONTEXT, AGENTS_MD_READ],
  'lessons.fragments.steps.dsh.body': [TRAIT, CONTEXT_MODULES, RAW_DEVELOPER_STRING],
  // ---- the compaction lesson
  'lessons.compaction.summary': [DISPATCH, KEEP_FILTER, INJECTION_ENUM],
  'lessons.compaction.steps.timing.body': [
    RUN_TURN_PRE_TURN,
    MID_TURN,
    MANUAL_TASK,
    DISPATCH,
    INSTALL,
  ],
  'lessons.compaction.steps.dispatch.body': [DISPATCH, MANUAL_TASK, FEATURE_DEFAULTS],
  'lessons.compaction.steps.filter.body': [KEEP_FILTER, V2_BUILD, V2_PREFILTER, V2_BUDGET],
  'lessons.compaction.steps.summaryLast.body': [INJECTION_ENUM, INSERT_CONTEXT],
  'lessons.compaction.steps.placement.body': [
    INJECTION_ENUM,
    CLEAR_REFERENCE,
    RUN_TURN_RECORDS_CONTEXT,
    RECORD_CONTEXT,
    MANUAL_TASK,
  ],
  'lessons.compaction.steps.placement.lessonNote': [INJECTION_ENUM],
  'lessons.compaction.steps.emptyWindow.body': [
    EMPTY_WINDOW,
    TOKEN_BUDGET_TASK,
    at('core/src/compact_token_budget.rs', 52, 64),
  ],
  'lessons.compaction.steps.failures.body': [
    STREAM_RETRY,
    V2_TRANSPORT_RETRY,
    RETRYABLE,
    RUN_TURN_PRE_TURN,
    MID_TURN,
    MANUAL_TASK,
    LOCAL_LOOP,
    HOOKS_V2,
  ],
  'lessons.compaction.steps.modelSwitch.body': [
    PREVIOUS_MODEL,
    FALLBACK_CONTEXT,
    RETRY_WITH_CURRENT,
    V2_FALLBACK,
    V2_TRANSPORT_RETRY,
  ],
  // ---- questions: the explanation states the fact the answer rests on
  'lessons.questions.f_problem.explain': [
    KEEP_FILTER,
    INSERT_CONTEXT,
    APPROVED_PREFIXES,
    APPROVED_PREFIXES_GRANULAR,
    RUN_TURN_RECORDS_CONTEXT,
  ],
  'lessons.questions.f_whyTypes.explain': [TRAIT, CONTEXT_MODULES],
  'lessons.questions.f_fourQuestions.explain': [TRAIT],
  'lessons.questions.f_renderRule.explain': [RENDER],
  'lessons.questions.f_twoCalls.explain': [TRAIT],
  'lessons.questions.f_markedOneShot.explain': [
    APPROVED_NOTICE_MARKERS,
    MATCH_RULE,
    DEVELOPER_PREFIXES,
  ],
  'lessons.questions.f_matchRule.explain': [MATCH_RULE],
  'lessons.questions.f_trap.explain': [USER_INSTRUCTIONS_MARKERS, KEEP_FILTER, ASSEMBLY],
  'lessons.questions.f_sorting.explain': [TOKEN_BUDGET_WINDOW, ASSEMBLY],
  'lessons.questions.f_order.explain': [ASSEMBLY],
  'lessons.questions.f_boundary.explain': [TRAIT, AGENTS_MD_READ],
  'lessons.questions.c_dispatch.explain': [DISPATCH],
  'lessons.questions.c_survivors.explain': [V2_PREFILTER, KEEP_FILTER],
  'lessons.questions.c_summaryLast.explain': [INJECTION_ENUM, INSERT_CONTEXT],
  'lessons.questions.c_placement.explain': [
    CLEAR_REFERENCE,
    RUN_TURN_RECORDS_CONTEXT,
    RECORD_CONTEXT,
  ],
  'lessons.questions.c_emptyWindow.explain': [EMPTY_WINDOW],
  'lessons.questions.c_failure.explain': [
    V2_TRANSPORT_RETRY,
    RETRYABLE,
    STREAM_RETRY,
    RUN_TURN_PRE_TURN,
  ],
  'lessons.questions.c_modelSwitch.explain': [
    RETRY_WITH_CURRENT,
    FALLBACK_CONTEXT,
    V2_FALLBACK,
    RETRYABLE,
  ],
  // ---- the exercise's rules and answers
  'lessons.exercise.contextAnswers.notInTable': [RUN_TURN_RECORDS_CONTEXT, MANUAL_TASK],
  'lessons.exercise.mistake.summary': [INSERT_CONTEXT, EMPTY_WINDOW],
  'lessons.exercise.mistake.initialContext': [
    INSERT_CONTEXT,
    RUN_TURN_RECORDS_CONTEXT,
    MANUAL_TASK,
    EMPTY_WINDOW,
  ],
  'lessons.exercise.further.fullWindowFailureAnswer': [
    V2_TRANSPORT_RETRY,
    STREAM_RETRY,
    at(TURN, 1012, 1041),
    RUN_TURN_PRE_TURN,
  ],
  'lessons.exercise.further.modelSwitchFallbackAnswer': [
    RETRY_WITH_CURRENT,
    RETRYABLE,
    V2_FALLBACK,
  ],
  'lessons.demos.markedOneShot.prefixTable': [DEVELOPER_PREFIXES, DEVELOPER_PREFIX_USE],

  // ---- the grid's tooltips
  'grid.phaseHints.pre_turn': [RUN_TURN_PRE_TURN, RUN_TURN_RECORDS_CONTEXT],
  'grid.phaseHints.mid_turn': [MID_TURN, INJECTION_ENUM],
  'grid.phaseHints.manual': [MANUAL_TASK],
  'grid.implementationHints.remote': [V2_BUILD],
  'grid.implementationHints.local': [LOCAL_SAMPLE],
  'grid.implementationHints.empty_window': [EMPTY_WINDOW],
  'grid.badges.hints.filter_applied': [KEEP_FILTER, V2_BUILD],
  'grid.badges.hints.summary_last': [INSERT_CONTEXT],
  'grid.badges.hints.reinjected_same_turn': [RUN_TURN_RECORDS_CONTEXT, RECORD_CONTEXT],
  'grid.badges.hints.reinjected_next_turn': [MANUAL_TASK, RECORD_CONTEXT],
  'grid.badges.hints.empty_window': [EMPTY_WINDOW],
  'grid.lane.nextTurnHint': [MANUAL_TASK, RECORD_CONTEXT],
  'grid.lane.sameTurnHint': [RUN_TURN_RECORDS_CONTEXT, RECORD_CONTEXT],
  'compare.values.sameTurnItems': [RUN_TURN_RECORDS_CONTEXT],
  'compare.values.nextTurnItems': [MANUAL_TASK, RECORD_CONTEXT],
  'replacementTable.nextTurn': [MANUAL_TASK, RECORD_CONTEXT],
  'replacementTable.sameTurn': [RUN_TURN_RECORDS_CONTEXT, RECORD_CONTEXT],
  'faults.legend.fallback': [V2_FALLBACK],
  'faults.fallbackHint': [V2_FALLBACK],
  'faultsPanel.modelSwitch': [PREVIOUS_MODEL],
  'faultsPanel.retryHint': [RETRYABLE, RETRY_WITH_CURRENT],

  // ---- why an item was cut (the fates)
  'fates.compactionReasons.context_limit': [at(TURN, 1028, 1040)],
  'fates.compactionReasons.user_requested': [MANUAL_TASK],
  'fates.compactionReasons.comp_hash_changed': [at(TURN, 1100, 1121)],
  'fates.compactionReasons.model_downshift': [at(TURN, 1123, 1171)],
  'fates.reasons.real_user_message': [KEEP_FILTER, COLLECT_USERS],
  'fates.reasons.summary_message': [SUMMARY],
  'fates.reasons.hook_prompt': [KEEP_FILTER],
  'fates.reasons.contextual_wrapper': [KEEP_FILTER, USER_MATCHERS],
  'fates.reasons.developer_message': [KEEP_FILTER],
  'fates.reasons.system_message': [KEEP_FILTER],
  'fates.reasons.assistant_message': [KEEP_FILTER],
  'fates.reasons.agent_message': [KEEP_FILTER],
  'fates.reasons.descendant_progress_agent_message': [V2_PREFILTER],
  'fates.reasons.final_answer_agent_message': [V2_PREFILTER],
  'fates.reasons.oversized_agent_message': [V2_PREFILTER, V2_BUDGET],
  'fates.reasons.compaction_item': [KEEP_FILTER],
  'fates.reasons.tool_or_reasoning': [KEEP_FILTER, COLLECT_USERS],
  'fates.reasons.compaction_trigger': [KEEP_FILTER],
  'fates.reasons.not_retained_by_v2': [V2_PREFILTER],
  'fates.reasons.over_retention_budget': [at(V2, 556, 632)],
  'fates.reasons.truncated_to_budget': [at(V2, 556, 632), LOCAL_REBUILD],
  'fates.reasons.over_user_message_budget': [at(COMPACT, 57), LOCAL_REBUILD],
  'fates.reasons.not_a_user_message': [COLLECT_USERS],
  'fates.reasons.new_context_window': [EMPTY_WINDOW],
  'fates.reasons.initial_context': [at(COMPACT, 86, 109), EMPTY_WINDOW],
  'fates.reasons.compaction_output': [at(V2, 400, 457)],
  'fates.reasons.model_output': [at(COMPACT, 345, 380)],
  'fates.reasons.attached_notice': [at(V2, 497, 510)],

  // ---- the trace's step explanations
  'steps.pre_turn_check': [RUN_TURN_PRE_TURN, at(TURN, 160, 161)],
  'steps.previous_model_check.compHashChanged': [at(TURN, 1100, 1121), at(TURN, 1045, 1049)],
  'steps.previous_model_check.modelDownshift': [at(TURN, 1123, 1171)],
  'steps.previous_model_check.none': [PREVIOUS_MODEL],
  'steps.previous_model_check.fallback': [FALLBACK_CONTEXT, RETRY_WITH_CURRENT],
  'steps.token_status.reached': [TOKEN_STATUS, LIMIT_CAP],
  'steps.token_status.fullReached': [TOKEN_STATUS],
  'steps.token_status.notReached': [TOKEN_STATUS, LIMIT_CAP],
  'steps.token_status.scopeTotal': [TOKEN_STATUS],
  'steps.token_status.scopeBody': [TOKEN_STATUS],
  'steps.token_status.scopeBodyNoPrefill': [TOKEN_STATUS],
  'steps.mid_turn_roll_over.rollOverLimit': [MID_TURN],
  'steps.mid_turn_roll_over.rollOverNewWindow': [MID_TURN],
  'steps.mid_turn_roll_over.noFollowUp': [MID_TURN],
  'steps.mid_turn_roll_over.underLimit': [MID_TURN],
  'steps.manual_compact_task': [MANUAL_TASK],
  'steps.dispatch_token_budget.on': [DISPATCH],
  'steps.dispatch_token_budget.off': [DISPATCH, FEATURE_DEFAULTS],
  'steps.dispatch_provider.remote_v2': [DISPATCH],
  'steps.dispatch_provider.remote_legacy': [DISPATCH],
  'steps.dispatch_provider.local': [DISPATCH],
  'steps.dispatch_provider.empty_window': [DISPATCH],
  'steps.pre_compact_hook.continue': [HOOKS_V2],
  'steps.pre_compact_hook.stop': [HOOKS_V2],
  'steps.post_compact_hook.continue': [HOOKS_V2],
  'steps.post_compact_hook.stop': [HOOKS_V2],
  'steps.item_started': [at(V2, 229, 231)],
  'steps.item_completed': [at(V2, 339, 340)],
  'steps.trim_function_outputs': [at(REMOTE, 399, 455)],
  'steps.remote_request.ok': [at(V2, 350, 398), at('core/src/compact_remote_request.rs', 23, 102)],
  'steps.remote_request.fault': [at(V2, 350, 398)],
  'steps.remote_error': [at(V2, 200, 206), DISPATCH],
  'steps.model_fallback.retrySucceeded': [V2_FALLBACK],
  'steps.model_fallback.retryFailed': [V2_FALLBACK],
  'steps.model_fallback.noFallback': [V2_FALLBACK, FALLBACK_CONTEXT],
  'steps.model_fallback.notRetryable': [RETRY_WITH_CURRENT],
  'steps.server_transcript.realistic': [at('core/src/compact_remote_request.rs', 23, 102)],
  'steps.server_transcript.echo': [KEEP_FILTER],
  'steps.should_keep': [KEEP_FILTER, V2_BUILD],
  'steps.v2_prefilter': [V2_PREFILTER],
  'steps.v2_retention': [at(V2, 556, 632), V2_BUDGET],
  'steps.v2_compaction_output.valid': [at(V2, 400, 457), V2_BUILD],
  'steps.v2_compaction_output.invalid': [at(V2, 400, 457)],
  'steps.local_prompt_clone.default': [LOCAL_SAMPLE],
  'steps.local_prompt_clone.custom': [MANUAL_TASK, LOCAL_SAMPLE],
  'steps.local_stream.sessionBudget': [LOCAL_LOOP],
  'steps.local_stream.interrupted': [LOCAL_LOOP],
  'steps.remote_request.retried': [V2_TRANSPORT_RETRY, RETRYABLE, STREAM_RETRY],
  'steps.remote_request.fellBack': [at('core/src/responses_retry.rs', 85, 100)],
  'steps.remote_request.retriedLegacy': [at('core/src/client.rs', 561, 665)],
  'steps.remote_request.empty': [LEGACY_EMPTY_REQUEST],
  'steps.server_transcript.empty_request': [LEGACY_EMPTY_REQUEST],
  'steps.local_stream.retry': [LOCAL_LOOP],
  'steps.local_stream.retriesExhausted': [LOCAL_LOOP],
  'steps.local_stream.windowFull': [LOCAL_LOOP],
  'steps.local_overflow_trim': [LOCAL_LOOP],
  'steps.local_summary_output': [at(COMPACT, 719, 779)],
  'steps.collect_user_messages': [COLLECT_USERS],
  'steps.build_compacted_history': [LOCAL_REBUILD],
  'steps.summary_message': [SUMMARY],
  'steps.initial_context_injection.do_not_inject': [
    INJECTION_ENUM,
    RUN_TURN_RECORDS_CONTEXT,
    MANUAL_TASK,
  ],
  'steps.initial_context_injection.before_last_user_message': [INJECTION_ENUM],
  'steps.insert_initial_context.last_real_user': [INSERT_CONTEXT],
  'steps.insert_initial_context.last_summary': [INSERT_CONTEXT],
  'steps.insert_initial_context.last_compaction': [INSERT_CONTEXT],
  'steps.insert_initial_context.append': [INSERT_CONTEXT],
  'steps.insert_initial_context.summaryLast': [INJECTION_ENUM],
  'steps.notSimulated.retainClientDeveloperMessages': [V2_BUILD, V2_BUDGET],
  'steps.empty_window_install': [EMPTY_WINDOW, at('core/src/compact_token_budget.rs', 52, 64)],
  'steps.replace_history': [INSTALL],
  'steps.history_version': [VERSION_BUMP],
  'steps.reference_context.cleared': [CLEAR_REFERENCE, RECORD_CONTEXT],
  'steps.reference_context.clearedSameTurn': [CLEAR_REFERENCE, RUN_TURN_RECORDS_CONTEXT],
  'steps.reference_context.set': [CLEAR_REFERENCE, RECORD_CONTEXT],
  'steps.local_warning': [at(COMPACT, 389, 392)],
  'steps.next_turn_reinjection.same_turn': [RUN_TURN_RECORDS_CONTEXT, RECORD_CONTEXT],
  'steps.next_turn_reinjection.next_turn': [MANUAL_TASK, RECORD_CONTEXT],
  'steps.outcome.failed': [RUN_TURN_PRE_TURN, MID_TURN],
  'steps.outcome.failedManual': [MANUAL_TASK],
  'steps.outcome.turn_aborted': [HOOKS_V2],

  // ---- the peers page
  'peers.lesson.dsh': [VERSION_BUMP, ROLLBACK, INSTALL],
  'peers.lesson.claude': [MANUAL_TASK, MID_TURN],
  'peerData.codex.gist': [TRAIT, DISPATCH, VERSION_BUMP],
  'peerData.codex.inject.0': [TRAIT, RENDER],
  'peerData.codex.recognize.0': [MATCH_RULE, USER_MATCHERS, at(COMPACT, 567, 569)],
  'peerData.codex.trigger.0': [TOKEN_STATUS, RUN_TURN_PRE_TURN, PREVIOUS_MODEL, MID_TURN],
  'peerData.codex.runs.0': [DISPATCH, FEATURE_DEFAULTS],
  'peerData.codex.produces.0': [V2_BUILD, at(V2, 400, 457)],
  'peerData.codex.produces.1': [SUMMARY, EMPTY_WINDOW],
  'peerData.codex.kept.0': [V2_BUILD, V2_PREFILTER, V2_BUDGET],
  'peerData.codex.kept.1': [LOCAL_REBUILD, at(COMPACT, 57)],
  'peerData.codex.kept.2': [INSERT_CONTEXT, RUN_TURN_RECORDS_CONTEXT, MANUAL_TASK],
  'peerData.codex.generation.0': [VERSION_BUMP, ROLLBACK, INSTALL],
  'peerData.codex.failure.0': [
    V2_TRANSPORT_RETRY,
    STREAM_RETRY,
    RETRY_WITH_CURRENT,
    FALLBACK_CONTEXT,
  ],
  'peerData.codex.failure.1': [LOCAL_LOOP],
  'peerData.codex.recursion.0': [MANUAL_TASK, LOCAL_LOOP],
  'peerData.codex.hooks.0': [HOOKS_V2],
  'peerData.codex.hooks.1': [HOOKS_V2],

  // ---- presets and scenario descriptions
  'presets.approved-prefix-forgotten.description': [
    APPROVED_NOTICE_MARKERS,
    DEVELOPER_PREFIXES,
    KEEP_FILTER,
    APPROVED_PREFIXES,
    RUN_TURN_RECORDS_CONTEXT,
  ],
  'presets.workspace-amnesia.description': [
    INJECTION_ENUM,
    RUN_TURN_RECORDS_CONTEXT,
    MANUAL_TASK,
    EMPTY_WINDOW,
  ],
  'presets.forked-expired-environment.description': [MATCH_RULE, KEEP_FILTER],
  'presets.one-part-hides-the-message.description': [
    ANY_CONTEXTUAL_PART,
    KEEP_FILTER,
    LOCAL_COLLECT,
  ],
  'scenarios.approved-prefix-forgotten.json.description': [
    APPROVED_NOTICE_MARKERS,
    DEVELOPER_PREFIXES,
    KEEP_FILTER,
    APPROVED_PREFIXES,
    RUN_TURN_RECORDS_CONTEXT,
  ],
  'scenarios.workspace-amnesia.json.description': [
    INJECTION_ENUM,
    RUN_TURN_RECORDS_CONTEXT,
    MANUAL_TASK,
    EMPTY_WINDOW,
  ],
  'scenarios.forked-expired-environment.json.description': [MATCH_RULE, KEEP_FILTER],
  'scenarios.one-part-hides-the-message.json.description': [
    ANY_CONTEXTUAL_PART,
    KEEP_FILTER,
    LOCAL_COLLECT,
  ],
  'scenarios.model-switch-fallback.json.description': [
    PREVIOUS_MODEL,
    FALLBACK_CONTEXT,
    RETRY_WITH_CURRENT,
    V2_TRANSPORT_RETRY,
  ],
  'scenarios.remote-failure-full-window.json.description': [
    V2_TRANSPORT_RETRY,
    at(TURN, 1012, 1041),
    RUN_TURN_PRE_TURN,
  ],
}

/**
 * Keys, or key prefixes ending in `.`, that state nothing about Codex. An exact key wins over a
 * prefix, and a key in {@link CLAIMS} wins over both.
 */
export const NOT_CLAIMS: Readonly<Record<string, NotAClaim>> = {
  'lessons.ui.': 'ui',
  'lessons.question.': 'ui',
  'lessons.question.basisSource': 'lab',
  'lessons.goals.': 'student',
  'lessons.fragments.title': 'ui',
  'lessons.compaction.title': 'ui',
  'lessons.demos.': 'ui',
  'lessons.exercise.': 'ui',
  'lessons.exercise.intro': 'student',
  'lessons.exercise.further.intro': 'student',
  'lessons.questions.f_dsh.explain': 'peer',
  'grid.': 'ui',
  'grid.intro': 'lab',
  'grid.trace.hint': 'lab',
  'compare.': 'ui',
  'compare.intro': 'lab',
  'matrix.': 'ui',
  'matrix.intro': 'lab',
  'matrix.caveats.summary': 'lab',
  'matrix.caveats.server': 'lab',
  'matrix.values.fallback': 'lab',
  'sweep.': 'ui',
  'sweep.intro': 'lab',
  'sweep.estimate': 'lab',
  'sweep.chart.hint': 'lab',
  'sweep.errors.': 'lab',
  'sweep.meta.': 'lab',
  'replacementTable.': 'ui',
  'faults.': 'ui',
  'faults.legend.lesson': 'lab',
  'faultsPanel.': 'lab',
  'faultsPanel.reset': 'ui',
  'fates.reasons.not_in_server_transcript': 'lab',
  'fates.reasons.server_item': 'lab',
  'fates.reasons.unchanged': 'lab',
  'rules.titles.': 'ui',
  'rules.steps.': 'lab',
  'steps.token_status.assumed': 'lab',
  'steps.server_transcript.scenario': 'lab',
  'steps.reference_context.unchanged': 'lab',
  'steps.outcome.completed': 'lab',
  'steps.outcome.not_triggered': 'lab',
  'peers.': 'ui',
  'peers.intro': 'lab',
  'presets.lesson-mixed-history.description': 'lab',
  'scenarios.lesson-mixed-history.json.description': 'lab',
}

/** A citation as `file:line` or `file:start–end`, for the UI. */
export function citationLabel(citation: PinCitation): string {
  const { file, line } = citation
  return typeof line === 'number' ? `${file}:${line}` : `${file}:${line[0]}–${line[1]}`
}

/** The citation's address on GitHub at the pin. */
export function citationUrl(citation: PinCitation): string {
  const { file, line } = citation
  const anchor = typeof line === 'number' ? `L${line}` : `L${line[0]}-L${line[1]}`
  return `https://github.com/openai/codex/blob/${PIN_COMMIT}/codex-rs/${file}#${anchor}`
}
