import {
  MatcherKind,
  type FragmentRegistry,
  type FragmentRole,
  type FragmentType,
} from './types.ts'

/**
 * Codex's default fragment catalogue at the pin (openai/codex 4f39251a), with the two recognition
 * tables. Example bodies follow each type's body builder; their wording is ours, their shape is
 * Codex's.
 */

interface Options {
  readonly separate?: boolean
  readonly matcher?: MatcherKind
  readonly developerPrefix?: string
  /** where the struct is defined at the pin: a path under `codex-rs/`, and its first line. */
  readonly at?: readonly [file: string, line: number]
  /** the struct's name at the pin, when the lab keys the type by another name. */
  readonly struct?: string
}

/** A path under `core/src/context/`, where most fragment structs live. */
const ctx = (file: string, line: number): readonly [string, number] => [
  `core/src/context/${file}`,
  line,
]

function fragmentType(
  name: string,
  role: FragmentRole,
  markers: readonly [string, string],
  contentKind: string,
  exampleBody: string,
  options: Options = {},
): FragmentType {
  return {
    name,
    role,
    startMarker: markers[0],
    endMarker: markers[1],
    requiresSeparateMessage: options.separate ?? false,
    contentKind,
    matcher: options.matcher ?? MatcherKind.Marked,
    exampleBody,
    ...(options.developerPrefix !== undefined ? { developerPrefix: options.developerPrefix } : {}),
    ...(options.at !== undefined
      ? {
          source: {
            file: options.at[0],
            symbol: options.struct ?? name,
            startLine: options.at[1],
          },
        }
      : {}),
  }
}

const UNMARKED = ['', ''] as const

/**
 * Every type of the default registry, user-role types first. Each one is a struct implementing
 * `ContextualUserFragment` at the pin (role, markers and `requires_separate_message` read from it).
 * Older notes listed types with no struct at the pin; there, developer and guardian instructions
 * are raw strings (session/mod.rs:3558, 3732–3741), base instructions are the request's
 * `instructions`, the local summary is a user message starting with `SUMMARY_PREFIX`
 * (compact.rs:351), unsupported media is a normalization text (context_manager/normalize.rs:15)
 * and `<token_budget>` survives only as a prefix.
 * Not modelled: `GuardianNodeReplPolicy`, `GuardianReviewEvidenceFragment`,
 * `NodeReplReviewEvidenceFragment` and the extension world-state wrappers (`<tools>`,
 * `<git_attribution>`), whose prefixes stay in the table without a type.
 */
export const DEFAULT_FRAGMENT_TYPES: readonly FragmentType[] = [
  fragmentType(
    'UserInstructions',
    'user',
    ['# AGENTS.md instructions', '</INSTRUCTIONS>'],
    'agents_md.instructions',
    ' for /repo\n\n<INSTRUCTIONS>\nRun npm test before every commit. Never edit generated files.\n',
    { at: ctx('user_instructions.rs', 4) },
  ),
  fragmentType(
    'EnvironmentContext',
    'user',
    ['<environment_context>', '</environment_context>'],
    'environments.environment_context',
    '\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n',
    { at: ctx('world_state/environment.rs', 16), struct: 'EnvironmentsState' },
  ),
  fragmentType(
    'TurnAborted',
    'user',
    ['<turn_aborted>', '</turn_aborted>'],
    'generic.turn_aborted',
    '\nThe user interrupted the previous turn on purpose. Do not resume it unless asked.\n',
    { at: ctx('turn_aborted.rs', 4) },
  ),
  fragmentType(
    'UserShellCommand',
    'user',
    ['<user_shell_command>', '</user_shell_command>'],
    'shell.user_command',
    '\n<command>\nnpm test\n</command>\n<result>\nExit code: 0\nDuration: 1.2000 seconds\nOutput:\n12 passed\n</result>\n',
    { at: ctx('user_shell_command.rs', 6) },
  ),
  fragmentType(
    'SubagentNotification',
    'user',
    ['<subagent_notification>', '</subagent_notification>'],
    'multi_agent.subagent_notification',
    // agent paths are absolute at the pin (protocol/src/agent_path.rs:18, `/root`)
    '\n{"agent_path":"/root/reviewer","status":"completed"}\n',
    { at: ctx('subagent_notification.rs', 6) },
  ),
  fragmentType(
    'InternalModelContextFragment',
    'user',
    ['<codex_internal_context', '</codex_internal_context>'],
    '{source}.internal_context',
    ' source="extension">\nInternal steering.\n',
    { matcher: MatcherKind.InternalModelContext, at: ctx('internal_model_context.rs', 63) },
  ),
  fragmentType(
    'RecommendedPluginsInstructions',
    'user',
    ['<recommended_plugins>', '</recommended_plugins>'],
    'plugins.recommendations',
    '\nHere is a list of plugins that are available but not installed.\n\n- Google Drive (google-drive@openai-curated-remote)\n',
    { at: ctx('recommended_plugins_instructions.rs', 9) },
  ),
  fragmentType(
    'AdditionalContextUserFragment',
    'user',
    ['<external_', '>'],
    'additional_content.{key}',
    'ticket>JIRA-42: flaky login test</external_ticket',
    {
      matcher: MatcherKind.AdditionalContextUser,
      at: ['context-fragments/src/additional_context.rs', 10],
    },
  ),
  fragmentType(
    'SkillInstructions',
    'user',
    ['<skill>', '</skill>'],
    'skills.instructions',
    '\n<name>demo</name>\n<path>skills/demo/SKILL.md</path>\nUse the demo skill for release notes.\n',
    // listed through codex_skills_extension::is_skill_prompt_fragment (ext/skills/src/lib.rs:48)
    { at: ['ext/skills/src/fragments.rs', 57] },
  ),
  fragmentType(
    'LegacyUnifiedExecProcessLimitWarning',
    'user',
    UNMARKED,
    'unified_exec.legacy_process_limit_warning',
    'Warning: The maximum number of unified exec processes you can keep open is 8.',
    {
      matcher: MatcherKind.LegacyUnifiedExecWarning,
      at: ctx('legacy_unified_exec_process_limit_warning.rs', 5),
    },
  ),
  fragmentType(
    'LegacyApplyPatchExecCommandWarning',
    'user',
    UNMARKED,
    'apply_patch.legacy_exec_command_warning',
    'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
    {
      matcher: MatcherKind.LegacyApplyPatchWarning,
      at: ctx('legacy_apply_patch_exec_command_warning.rs', 5),
    },
  ),
  fragmentType(
    'LegacyModelMismatchWarning',
    'user',
    UNMARKED,
    'model_switch.legacy_mismatch_warning',
    'Warning: Your account was flagged for potentially high-risk cyber activity; requests use a different model.',
    {
      matcher: MatcherKind.LegacyModelMismatchWarning,
      at: ctx('legacy_model_mismatch_warning.rs', 5),
    },
  ),
  fragmentType(
    'RealtimeDelegation',
    'user',
    ['<realtime_delegation>', '</realtime_delegation>'],
    'realtime_conversation.delegation',
    '\n  <source>transcript_tail_flush</source>\n  <input>open the failing test</input>\n',
    { at: ctx('realtime_delegation.rs', 13) },
  ),
  fragmentType(
    'InterAgentMessage',
    'assistant',
    UNMARKED,
    'multi_agent.inter_agent_message',
    'Message Type: MESSAGE\nTask name: /root/review\nSender: /root\nPayload:\nPlease review the diff.',
    { at: ctx('inter_agent_message.rs', 21) },
  ),
  fragmentType(
    'InterAgentCompletionMessage',
    'assistant',
    UNMARKED,
    'multi_agent.inter_agent_completion_message',
    'Message Type: FINAL_ANSWER\nTask name: /root/review\nSender: /root/reviewer\nPayload:\nLooks good.',
    { at: ctx('inter_agent_completion_message.rs', 6) },
  ),
  fragmentType(
    'PermissionsInstructions',
    'developer',
    ['<permissions instructions>', '</permissions instructions>'],
    'permissions.instructions',
    '\nFilesystem sandboxing: workspace-write. Approval policy: on-request. Network access is restricted.\n',
    { at: ['prompts/src/permissions_instructions.rs', 62] },
  ),
  fragmentType(
    'ModelSwitchInstructions',
    'developer',
    ['<model_switch>', '</model_switch>'],
    'model_switch.instructions',
    '\nThe user was previously using a different model. Please continue the conversation according to the following instructions:\n\nKeep answers short.\n',
    { separate: true, at: ctx('model_switch_instructions.rs', 4) },
  ),
  fragmentType(
    'PersonalitySpecInstructions',
    'developer',
    ['<personality_spec>', '</personality_spec>'],
    'personality.spec_instructions',
    ' The user has requested a new communication style. Future messages should adhere to the following personality: \nFriendly and brief. ',
    { separate: true, at: ctx('personality_spec_instructions.rs', 4) },
  ),
  fragmentType(
    'CollaborationModeInstructions',
    'developer',
    ['<collaboration_mode>', '</collaboration_mode>'],
    'collaboration_mode.instructions',
    'Plan mode: propose a plan before editing files.',
    { at: ctx('world_state/collaboration_mode.rs', 123) },
  ),
  fragmentType(
    'TokenBudgetContext',
    'developer',
    ['<context_window>', '</context_window>'],
    'token_budget.context_window',
    '\nAgent name: /root\nFirst context window id: 0198-a1\nCurrent context window id: 0198-a1\n',
    { separate: true, at: ctx('token_budget_context.rs', 12) },
  ),
  fragmentType(
    'ContextWindowGuidance',
    'developer',
    ['<context_window_guidance>', '</context_window_guidance>'],
    'token_budget.context_window_guidance',
    '\nPreserve important state before the window rolls over.\n',
    { at: ctx('token_budget_context.rs', 91) },
  ),
  fragmentType(
    'TokenBudgetRemainingContext',
    'developer',
    UNMARKED,
    'token_budget.remaining_tokens',
    'You have 12000 tokens left in this context window.',
    { at: ctx('token_budget_context.rs', 125) },
  ),
  fragmentType(
    'TokenBudgetReminder',
    'developer',
    UNMARKED,
    'token_budget.reminder',
    'Reminder: about 4000 tokens remain; wrap up or call new_context.',
    { at: ctx('token_budget_context.rs', 165) },
  ),
  fragmentType(
    'AutoCompactFallbackPrompt',
    'developer',
    UNMARKED,
    'compaction.auto_fallback_prompt',
    'The window is nearly full: write down what you need before it rolls over.',
    { at: ctx('token_budget_context.rs', 196) },
  ),
  fragmentType(
    'RolloutBudgetContext',
    'developer',
    ['<rollout_budget>\n', '\n</rollout_budget>'],
    'rollout_budget.remaining_tokens',
    'You have 5 weighted tokens left in the shared session token budget.',
    { developerPrefix: '<rollout_budget>', at: ctx('rollout_budget.rs', 4) },
  ),
  fragmentType(
    'CurrentTimeReminder',
    'developer',
    ['<current_time_reminder>', '</current_time_reminder>'],
    'current_time.reminder',
    'It is 2026-02-26 12:00:00 UTC.',
    { at: ctx('current_time_reminder.rs', 6) },
  ),
  fragmentType(
    'ImageResizeNotice',
    'developer',
    ['<image_resize_notice>', '</image_resize_notice>'],
    'images.resize_notice',
    '\nImage 1 of 2 in the preceding user message was resized from 4000x3000 to 2048x1536 pixels.\n',
    { separate: true, at: ctx('image_resize_notice.rs', 20) },
  ),
  fragmentType(
    'ManagedDeveloperInstructions',
    'developer',
    ['<managed_developer_instructions>', '</managed_developer_instructions>'],
    'managed_config.developer_instructions',
    '\nYour organization requires signed commits.\n',
    { separate: true, at: ctx('world_state/managed_developer_instructions.rs', 19) },
  ),
  fragmentType(
    'ApprovedCommandPrefixSaved',
    'developer',
    UNMARKED,
    'permissions.approved_command_prefix_saved',
    'Approved command prefix saved:\nnpm *',
    {
      developerPrefix: 'Approved command prefix saved:',
      at: ctx('approved_command_prefix_saved.rs', 7),
    },
  ),
  fragmentType(
    'NetworkRuleSaved',
    'developer',
    UNMARKED,
    'network_proxy.rule_saved',
    'Allowed network rule saved in execpolicy (allowlist): registry.npmjs.org',
    { at: ctx('network_rule_saved.rs', 6) },
  ),
  fragmentType(
    'HookAdditionalContext',
    'developer',
    UNMARKED,
    'hooks.additional_context',
    'The pre-commit hook reports two lint errors in src/app.ts.',
    { at: ctx('hook_additional_context.rs', 4) },
  ),
  fragmentType(
    'AdditionalContextDeveloperFragment',
    'developer',
    UNMARKED,
    'additional_content.{key}',
    '<ticket>JIRA-42: flaky login test</ticket>',
    { at: ['context-fragments/src/additional_context.rs', 56] },
  ),
  fragmentType(
    'GuardianFollowupReviewReminder',
    'developer',
    UNMARKED,
    'guardian.followup_review_reminder',
    'Use prior reviews as context, not binding precedent. Follow the Workspace Policy.',
    { at: ctx('guardian_followup_review_reminder.rs', 4) },
  ),
  fragmentType(
    'AppsInstructions',
    'developer',
    ['<apps_instructions>', '</apps_instructions>'],
    'apps.instructions',
    '\n## Apps (Connectors)\nUse connected apps when the user asks about their data.\n',
    { at: ctx('apps_instructions.rs', 8) },
  ),
  fragmentType(
    'AvailablePluginsInstructions',
    'developer',
    ['<plugins_instructions>', '</plugins_instructions>'],
    'plugins.usage_instructions',
    '\n## Plugins\nA plugin is a local bundle of skills, MCP servers, and apps.\n',
    { at: ctx('available_plugins_instructions.rs', 7) },
  ),
  fragmentType(
    'AvailableSkillsInstructions',
    'developer',
    ['<skills_instructions>', '</skills_instructions>'],
    'skills.available_instructions',
    '\n## Skills\n### Available skills\n- demo: release notes (file: skills/demo/SKILL.md)\n',
    { at: ['ext/skills/src/fragments.rs', 10] },
  ),
  fragmentType(
    'PluginInstructions',
    'developer',
    UNMARKED,
    'plugins.instructions',
    'The lint plugin runs on save.',
    { at: ctx('plugin_instructions.rs', 4) },
  ),
  fragmentType(
    'EnvironmentsInstructions',
    'developer',
    ['<environments_instructions>', '</environments_instructions>'],
    'environments.instructions',
    '\n## Execution environments\nCommands run in the local environment unless told otherwise.\n',
    { at: ctx('environments_instructions.rs', 6) },
  ),
  fragmentType(
    'MultiAgentModeInstructions',
    'developer',
    ['<multi_agent_mode>', '</multi_agent_mode>'],
    'multi_agent.mode_instructions',
    'Spawn sub-agents only when the user explicitly asks for them.',
    { at: ctx('multi_agent_mode_instructions.rs', 10) },
  ),
  fragmentType(
    'MultiAgentRoleInstructions',
    'developer',
    ['<multi_agent_role>', '</multi_agent_role>'],
    'multi_agent.role_instructions',
    '\nYou are the reviewer sub-agent.\n',
    { separate: true, at: ctx('multi_agent_role_instructions.rs', 4) },
  ),
  fragmentType(
    'MultiAgentUsageHint',
    'developer',
    UNMARKED,
    'multi_agent.usage_hint',
    'Sub-agents are available through spawn_agent.',
    { separate: true, at: ctx('multi_agent_usage_hint.rs', 5) },
  ),
  fragmentType(
    'RealtimeStartInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.start_instructions',
    '\nA realtime voice conversation has started.\n',
    { at: ctx('realtime_start_instructions.rs', 7) },
  ),
  fragmentType(
    'RealtimeStartWithInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.custom_start_instructions',
    '\nSpeak slowly and confirm each step.\n',
    { at: ctx('realtime_start_with_instructions.rs', 6) },
  ),
  fragmentType(
    'RealtimeEndInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.end_instructions',
    '\nThe realtime conversation has ended.\n',
    { at: ctx('realtime_end_instructions.rs', 7) },
  ),
]

/**
 * Types whose struct at the pin has another name than the one the lab keys them by. The lab keeps
 * the older name so that saved work, share links and scenario registry edits stay valid; the
 * screen shows the pin's name beside it.
 */
export const PIN_STRUCT_NAMES: ReadonlyMap<string, string> = new Map([
  ['EnvironmentContext', 'EnvironmentsState'],
])

/**
 * `CONTEXTUAL_USER_FRAGMENT_MATCHERS` (core/src/context/contextual_user_message.rs:18–31): 12
 * entries, in Codex's order. `SkillInstructions` stands for `is_skill_prompt_fragment`.
 */
export const DEFAULT_CONTEXTUAL_USER_MATCHERS: readonly string[] = [
  'UserInstructions',
  'EnvironmentContext',
  'AdditionalContextUserFragment',
  'SkillInstructions',
  'UserShellCommand',
  'TurnAborted',
  'SubagentNotification',
  'InternalModelContextFragment',
  'RecommendedPluginsInstructions',
  'LegacyUnifiedExecProcessLimitWarning',
  'LegacyApplyPatchExecCommandWarning',
  'LegacyModelMismatchWarning',
]

/**
 * `CONTEXTUAL_DEVELOPER_PREFIXES` (core/src/event_mapping.rs:40–61): 19 entries, in Codex's order.
 * `<token_budget>` has no struct at the pin: it is kept so that wrappers persisted by older
 * versions are still recognized. `<git_attribution>` and `<tools>` are world-state sections
 * rendered through wrappers, not types of this registry.
 */
export const DEFAULT_DEVELOPER_PREFIXES: readonly string[] = [
  '<permissions instructions>',
  'Approved command prefix saved:',
  '<model_switch>',
  '<managed_developer_instructions>',
  '<apps_instructions>',
  '<collaboration_mode>',
  '<multi_agent_role>',
  '<multi_agent_mode>',
  '<environments_instructions>',
  '<git_attribution>',
  '<plugins_instructions>',
  '<realtime_conversation>',
  '<skills_instructions>',
  '<tools>',
  '<personality_spec>',
  '<token_budget>',
  '<context_window>',
  '<context_window_guidance>',
  '<rollout_budget>',
]

/** Codex's default registry. */
export const DEFAULT_REGISTRY: FragmentRegistry = {
  types: DEFAULT_FRAGMENT_TYPES,
  contextualUserMatchers: DEFAULT_CONTEXTUAL_USER_MATCHERS,
  developerPrefixes: DEFAULT_DEVELOPER_PREFIXES,
}
