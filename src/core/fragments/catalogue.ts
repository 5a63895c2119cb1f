import {
  MatcherKind,
  type FragmentRegistry,
  type FragmentRole,
  type FragmentType,
} from './types.ts'

/**
 * Codex's default fragment catalogue (era C; fragments.md §6), with the two recognition tables.
 * Example bodies follow each type's body builder; their wording is ours, their shape is Codex's.
 */

interface Options {
  readonly separate?: boolean
  readonly matcher?: MatcherKind
  readonly developerPrefix?: string
  readonly file?: string
}

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
    ...(options.file !== undefined ? { source: { file: `core/src/context/${options.file}` } } : {}),
  }
}

const UNMARKED = ['', ''] as const

/** Every type of the default registry, user-role types first, in the catalogue's order. */
export const DEFAULT_FRAGMENT_TYPES: readonly FragmentType[] = [
  fragmentType(
    'UserInstructions',
    'user',
    ['# AGENTS.md instructions', '</INSTRUCTIONS>'],
    'agents_md.instructions',
    ' for /repo\n\n<INSTRUCTIONS>\nRun npm test before every commit. Never edit generated files.\n',
    { file: 'user_instructions.rs' },
  ),
  fragmentType(
    'EnvironmentContext',
    'user',
    ['<environment_context>', '</environment_context>'],
    'environments.environment_context',
    '\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n',
    { file: 'world_state/environment.rs' },
  ),
  fragmentType(
    'TurnAborted',
    'user',
    ['<turn_aborted>', '</turn_aborted>'],
    'generic.turn_aborted',
    '\nThe user interrupted the previous turn on purpose. Do not resume it unless asked.\n',
    { file: 'turn_aborted.rs' },
  ),
  fragmentType(
    'UserShellCommand',
    'user',
    ['<user_shell_command>', '</user_shell_command>'],
    'shell.user_command',
    '\n<command>\nnpm test\n</command>\n<result>\nExit code: 0\nDuration: 1.2000 seconds\nOutput:\n12 passed\n</result>\n',
    { file: 'user_shell_command.rs' },
  ),
  fragmentType(
    'SubagentNotification',
    'user',
    ['<subagent_notification>', '</subagent_notification>'],
    'multi_agent.subagent_notification',
    '\n{"agent_path":"root/reviewer","status":"completed"}\n',
    { file: 'subagent_notification.rs' },
  ),
  fragmentType(
    'InternalModelContextFragment',
    'user',
    ['<codex_internal_context', '</codex_internal_context>'],
    '{source}.internal_context',
    ' source="extension">\nInternal steering.\n',
    { matcher: MatcherKind.InternalModelContext, file: 'internal_model_context.rs' },
  ),
  fragmentType(
    'RecommendedPluginsInstructions',
    'user',
    ['<recommended_plugins>', '</recommended_plugins>'],
    'plugins.recommendations',
    '\nHere is a list of plugins that are available but not installed.\n\n- Google Drive (google-drive@openai-curated-remote)\n',
    { file: 'recommended_plugins_instructions.rs' },
  ),
  fragmentType(
    'AdditionalContextUserFragment',
    'user',
    ['<external_', '>'],
    'additional_content.{key}',
    'ticket>JIRA-42: flaky login test</external_ticket',
    { matcher: MatcherKind.AdditionalContextUser },
  ),
  fragmentType(
    'SkillInstructions',
    'user',
    ['<skill>', '</skill>'],
    'skills.instructions',
    '\n<name>demo</name>\n<path>skills/demo/SKILL.md</path>\nUse the demo skill for release notes.\n',
  ),
  fragmentType(
    'LegacyUnifiedExecProcessLimitWarning',
    'user',
    UNMARKED,
    'unified_exec.legacy_process_limit_warning',
    'Warning: The maximum number of unified exec processes you can keep open is 8.',
    {
      matcher: MatcherKind.LegacyUnifiedExecWarning,
      file: 'legacy_unified_exec_process_limit_warning.rs',
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
      file: 'legacy_apply_patch_exec_command_warning.rs',
    },
  ),
  fragmentType(
    'LegacyModelMismatchWarning',
    'user',
    UNMARKED,
    'model_switch.legacy_mismatch_warning',
    'Warning: Your account was flagged for potentially high-risk cyber activity; requests use a different model.',
    { matcher: MatcherKind.LegacyModelMismatchWarning, file: 'legacy_model_mismatch_warning.rs' },
  ),
  fragmentType(
    'CompactionSummary',
    'user',
    UNMARKED,
    'compaction.summary',
    'The user asked to fix the failing test; it now passes.',
    {
      file: 'compaction_summary.rs',
    },
  ),
  fragmentType(
    'UnsupportedMedia',
    'user',
    UNMARKED,
    'images.unsupported',
    'image content omitted because you do not support image input',
    { file: 'unsupported_media.rs' },
  ),
  fragmentType(
    'RealtimeDelegation',
    'user',
    ['<realtime_delegation>', '</realtime_delegation>'],
    'realtime_conversation.delegation',
    '\n  <source>transcript_tail_flush</source>\n  <input>open the failing test</input>\n',
    { file: 'realtime_delegation.rs' },
  ),
  fragmentType(
    'InterAgentMessage',
    'assistant',
    UNMARKED,
    'multi_agent.inter_agent_message',
    'Message Type: MESSAGE\nTask name: review\nSender: root\nPayload:\nPlease review the diff.',
    { file: 'inter_agent_message.rs' },
  ),
  fragmentType(
    'InterAgentCompletionMessage',
    'assistant',
    UNMARKED,
    'multi_agent.inter_agent_completion_message',
    'Message Type: FINAL_ANSWER\nTask name: review\nSender: root/reviewer\nPayload:\nLooks good.',
    { file: 'inter_agent_completion_message.rs' },
  ),
  fragmentType(
    'PermissionsInstructions',
    'developer',
    ['<permissions instructions>', '</permissions instructions>'],
    'permissions.instructions',
    '\nFilesystem sandboxing: workspace-write. Approval policy: on-request. Network access is restricted.\n',
    { file: 'permissions_instructions.rs' },
  ),
  fragmentType(
    'ModelSwitchInstructions',
    'developer',
    ['<model_switch>', '</model_switch>'],
    'model_switch.instructions',
    '\nThe user was previously using a different model. Please continue the conversation according to the following instructions:\n\nKeep answers short.\n',
    { separate: true, file: 'model_switch_instructions.rs' },
  ),
  fragmentType(
    'PersonalitySpecInstructions',
    'developer',
    ['<personality_spec>', '</personality_spec>'],
    'personality.spec_instructions',
    ' The user has requested a new communication style. Future messages should adhere to the following personality: \nFriendly and brief. ',
    { separate: true, file: 'personality_spec_instructions.rs' },
  ),
  fragmentType(
    'CollaborationModeInstructions',
    'developer',
    ['<collaboration_mode>', '</collaboration_mode>'],
    'collaboration_mode.instructions',
    '\nPlan mode: propose a plan before editing files.\n',
  ),
  fragmentType(
    'TokenBudgetContext',
    'developer',
    ['<context_window>', '</context_window>'],
    'token_budget.context_window',
    '\nAgent name: root\nFirst context window id: 0198-a1\nCurrent context window id: 0198-a1\n',
    { separate: true, file: 'token_budget_context.rs' },
  ),
  fragmentType(
    'ContextWindowGuidance',
    'developer',
    ['<context_window_guidance>', '</context_window_guidance>'],
    'token_budget.context_window_guidance',
    '\nPreserve important state before the window rolls over.\n',
  ),
  fragmentType(
    'TokenBudgetRemainingContext',
    'developer',
    UNMARKED,
    'token_budget.remaining_tokens',
    'You have 12000 tokens left in this context window.',
  ),
  fragmentType(
    'TokenBudgetReminder',
    'developer',
    UNMARKED,
    'token_budget.reminder',
    'Reminder: about 4000 tokens remain; wrap up or call new_context.',
  ),
  fragmentType(
    'AutoCompactFallbackPrompt',
    'developer',
    UNMARKED,
    'compaction.auto_fallback_prompt',
    'The window is nearly full: write down what you need before it rolls over.',
  ),
  fragmentType(
    'RolloutBudgetContext',
    'developer',
    ['<rollout_budget>\n', '\n</rollout_budget>'],
    'rollout_budget.remaining_tokens',
    'You have 5 weighted tokens left in the shared session token budget.',
    { developerPrefix: '<rollout_budget>', file: 'rollout_budget.rs' },
  ),
  fragmentType(
    'CurrentTimeReminder',
    'developer',
    ['<current_time_reminder>', '</current_time_reminder>'],
    'current_time.reminder',
    'It is 2026-02-26 12:00:00 UTC.',
    { file: 'current_time_reminder.rs' },
  ),
  fragmentType(
    'ImageResizeNotice',
    'developer',
    ['<image_resize_notice>', '</image_resize_notice>'],
    'images.resize_notice',
    '\nImage 1 of 2 in the preceding user message was resized from 4000x3000 to 2048x1536 pixels.\n',
    { separate: true, file: 'image_resize_notice.rs' },
  ),
  fragmentType(
    'ManagedDeveloperInstructions',
    'developer',
    ['<managed_developer_instructions>', '</managed_developer_instructions>'],
    'managed_config.developer_instructions',
    '\nYour organization requires signed commits.\n',
    { separate: true, file: 'world_state/managed_developer_instructions.rs' },
  ),
  fragmentType(
    'ApprovedCommandPrefixSaved',
    'developer',
    UNMARKED,
    'permissions.approved_command_prefix_saved',
    'Approved command prefix saved:\nnpm *',
    { developerPrefix: 'Approved command prefix saved:', file: 'approved_command_prefix_saved.rs' },
  ),
  fragmentType(
    'NetworkRuleSaved',
    'developer',
    UNMARKED,
    'network_proxy.rule_saved',
    'Allowed network rule saved in execpolicy (allowlist): registry.npmjs.org',
    { file: 'network_rule_saved.rs' },
  ),
  fragmentType(
    'HookAdditionalContext',
    'developer',
    UNMARKED,
    'hooks.additional_context',
    'The pre-commit hook reports two lint errors in src/app.ts.',
    { file: 'hook_additional_context.rs' },
  ),
  fragmentType(
    'DeveloperInstructions',
    'developer',
    UNMARKED,
    'generic.developer_instructions',
    'Prefer small, reviewed commits.',
    { file: 'developer_instructions.rs' },
  ),
  fragmentType(
    'BaseInstructionsFragment',
    'developer',
    UNMARKED,
    'model.base_instructions',
    'You are a coding agent running in a terminal.',
    { separate: true, file: 'base_instructions.rs' },
  ),
  fragmentType(
    'GuardianPolicy',
    'developer',
    UNMARKED,
    'guardian.policy',
    'Review each requested action against the workspace policy.',
    { separate: true, file: 'guardian_policy.rs' },
  ),
  fragmentType(
    'GuardianFollowupReviewReminder',
    'developer',
    UNMARKED,
    'guardian.followup_review_reminder',
    'Use prior reviews as context, not binding precedent. Follow the Workspace Policy.',
    { file: 'guardian_followup_review_reminder.rs' },
  ),
  fragmentType(
    'AppsInstructions',
    'developer',
    ['<apps_instructions>', '</apps_instructions>'],
    'apps.instructions',
    '\n## Apps (Connectors)\nUse connected apps when the user asks about their data.\n',
    { file: 'apps_instructions.rs' },
  ),
  fragmentType(
    'AvailablePluginsInstructions',
    'developer',
    ['<plugins_instructions>', '</plugins_instructions>'],
    'plugins.usage_instructions',
    '\n## Plugins\nA plugin is a local bundle of skills, MCP servers, and apps.\n',
    { file: 'available_plugins_instructions.rs' },
  ),
  fragmentType(
    'PluginInstructions',
    'developer',
    UNMARKED,
    'plugins.instructions',
    'The lint plugin runs on save.',
    {
      file: 'plugin_instructions.rs',
    },
  ),
  fragmentType(
    'EnvironmentsInstructions',
    'developer',
    ['<environments_instructions>', '</environments_instructions>'],
    'environments.instructions',
    '\n## Execution environments\nCommands run in the local environment unless told otherwise.\n',
    { file: 'environments_instructions.rs' },
  ),
  fragmentType(
    'MultiAgentModeInstructions',
    'developer',
    ['<multi_agent_mode>', '</multi_agent_mode>'],
    'multi_agent.mode_instructions',
    '\nSpawn sub-agents only when the user explicitly asks for them.\n',
    { file: 'multi_agent_mode_instructions.rs' },
  ),
  fragmentType(
    'MultiAgentRoleInstructions',
    'developer',
    ['<multi_agent_role>', '</multi_agent_role>'],
    'multi_agent.role_instructions',
    '\nYou are the reviewer sub-agent.\n',
    { separate: true, file: 'multi_agent_role_instructions.rs' },
  ),
  fragmentType(
    'MultiAgentUsageHint',
    'developer',
    UNMARKED,
    'multi_agent.usage_hint',
    'Sub-agents are available through spawn_agent.',
    { separate: true, file: 'multi_agent_usage_hint.rs' },
  ),
  fragmentType(
    'RealtimeStartInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.start_instructions',
    '\nA realtime voice conversation has started.\n',
    { file: 'realtime_start_instructions.rs' },
  ),
  fragmentType(
    'RealtimeStartWithInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.custom_start_instructions',
    '\nSpeak slowly and confirm each step.\n',
    { file: 'realtime_start_with_instructions.rs' },
  ),
  fragmentType(
    'RealtimeEndInstructions',
    'developer',
    ['<realtime_conversation>', '</realtime_conversation>'],
    'realtime_conversation.end_instructions',
    '\nThe realtime conversation has ended.\n',
    { file: 'realtime_end_instructions.rs' },
  ),
  fragmentType(
    'LegacyTokenBudgetContext',
    'developer',
    ['<token_budget>\n', '\n</token_budget>'],
    'token_budget.legacy',
    'You have 710 tokens left in this context window.',
    { developerPrefix: '<token_budget>' },
  ),
]

/**
 * Types whose era-C struct has another name than the one the lab keys them by. The lab keeps the
 * older name so that saved work, share links and scenario registry edits stay valid; the screen
 * shows the era-C name beside it.
 */
export const ERA_C_STRUCT_NAMES: ReadonlyMap<string, string> = new Map([
  ['EnvironmentContext', 'EnvironmentsState'],
])

/** `CONTEXTUAL_USER_FRAGMENT_MATCHERS` (era C, contextual_user_message.rs L19–32): 12 entries. */
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
 * `CONTEXTUAL_DEVELOPER_PREFIXES` (era C, event_mapping.rs L40–61). The `<token_budget>` entry is
 * kept so that wrappers persisted by older versions are still recognized.
 */
export const DEFAULT_DEVELOPER_PREFIXES: readonly string[] = [
  '<permissions instructions>',
  'Approved command prefix saved:',
  '<model_switch>',
  '<managed_developer_instructions>',
  '<persistent_mode>',
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
