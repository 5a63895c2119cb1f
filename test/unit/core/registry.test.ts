import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CONTEXTUAL_USER_MATCHERS,
  DEFAULT_DEVELOPER_PREFIXES,
  DEFAULT_FRAGMENT_TYPES,
  DEFAULT_REGISTRY,
} from '../../../src/core/fragments/catalogue.ts'
import { matchesFragmentType, matchesMarkedText } from '../../../src/core/fragments/matcher.ts'
import {
  findFragmentType,
  isContextualDeveloperText,
  isContextualUserText,
  isOneShot,
  matchContextualUserText,
  matchDeveloperPrefix,
  renderFragment,
} from '../../../src/core/fragments/registry.ts'
import type { FragmentRegistry, FragmentType } from '../../../src/core/fragments/types.ts'
import { indexedFolders, pinSymbols } from './pin/pinSymbols.ts'

function typeNamed(name: string): FragmentType {
  const type = findFragmentType(DEFAULT_REGISTRY, name)
  if (!type) throw new Error(`no fragment type ${name} in the default registry`)
  return type
}

const UNMARKED = { startMarker: '', endMarker: '' }

describe('the contextual-user matcher list (contextual_user_message.rs:18–31)', () => {
  it('has the 12 entries of the pin in Codex order', () => {
    expect(DEFAULT_CONTEXTUAL_USER_MATCHERS).toEqual([
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
    ])
    expect(DEFAULT_REGISTRY.contextualUserMatchers).toBe(DEFAULT_CONTEXTUAL_USER_MATCHERS)
  })

  it('names only user-role types that exist in the catalogue', () => {
    for (const name of DEFAULT_CONTEXTUAL_USER_MATCHERS) expect(typeNamed(name).role).toBe('user')
  })
})

describe('the developer prefix table (event_mapping.rs:40–61)', () => {
  it('has the 19 entries of the pin in Codex order, the legacy <token_budget> included', () => {
    expect(DEFAULT_DEVELOPER_PREFIXES).toEqual([
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
    ])
    expect(DEFAULT_REGISTRY.developerPrefixes).toBe(DEFAULT_DEVELOPER_PREFIXES)
  })
})

describe('isContextualUserText (fragments.md §11.1)', () => {
  const vectors: readonly (readonly [string, boolean])[] = [
    ['<environment_context>\n<cwd>/tmp</cwd>\n</environment_context>', true],
    ['<skill>\n<name>demo</name>\n</skill>', true],
    ['  <SKILL>\n<name>demo</name>\n</SKILL>  ', true],
    ['# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>', true],
    ['# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>', true],
    [
      '<recommended_plugins>\n- Google Drive (google-drive@openai-curated-remote)\n</recommended_plugins>',
      true,
    ],
    ['<goal_context>\nContinue working toward the active thread goal.\n</goal_context>', true],
    [
      '<codex_internal_context source="extension">\nInternal steering.\n</codex_internal_context>',
      true,
    ],
    ['<codex_internal_context source="Extension">\nbody\n</codex_internal_context>', false],
    ['<project_context>\nbody\n</project_context>', false],
    ['hello', false],
    ['<user_shell_command>echo 42</user_shell_command>', true],
    ['<SUBAGENT_NOTIFICATION>{}</subagent_notification>', true],
    ['<user_instructions>x</user_instructions>', false],
    ['\n\t <turn_aborted>x</turn_aborted>\n', true],
    ['<turn_aborted>x', false],
    ['<s\u212Aill>x</skill>', false],
    ['é<skill>x</skill>', false],
    ['<external_foo>bar</external_foo>', true],
    ['<EXTERNAL_foo>bar</external_foo>', false],
    ['<goal_context>x</GOAL_CONTEXT>', false],
    ['Warning: The maximum number of unified exec processes you can keep open is 8', true],
    // Rust whitespace (§3.4): U+FEFF is not White_Space, U+0085 is
    ['\uFEFF<skill>x</skill>', false],
    ['\u0085<skill>x</skill>\u0085', true],
  ]

  it.each(vectors)('%j → %s', (text, expected) => {
    expect(isContextualUserText(text)).toBe(expected)
  })

  it('SubagentNotification::matches_text accepts the mixed-case vector on its own', () => {
    expect(
      matchesFragmentType(
        typeNamed('SubagentNotification'),
        '<SUBAGENT_NOTIFICATION>{}</subagent_notification>',
      ),
    ).toBe(true)
  })

  it('reports the first matching type in list order', () => {
    expect(matchContextualUserText('<environment_context>x</environment_context>')?.name).toBe(
      'EnvironmentContext',
    )
    expect(
      matchContextualUserText('# AGENTS.md instructions\n\n<INSTRUCTIONS>\nb\n</INSTRUCTIONS>')
        ?.name,
    ).toBe('UserInstructions')
    expect(matchContextualUserText('<external_foo>bar</external_foo>')?.name).toBe(
      'AdditionalContextUserFragment',
    )
    expect(matchContextualUserText('<skill>x</skill>')?.name).toBe('SkillInstructions')
    expect(matchContextualUserText('<goal_context>x</goal_context>')?.name).toBe(
      'InternalModelContextFragment',
    )
    expect(
      matchContextualUserText(
        'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
      )?.name,
    ).toBe('LegacyApplyPatchExecCommandWarning')
    expect(
      matchContextualUserText(
        'Warning: Your account was flagged for potentially high-risk cyber activity.',
      )?.name,
    ).toBe('LegacyModelMismatchWarning')
    expect(matchContextualUserText('hello')).toBeUndefined()
  })

  it('recognizes only what is listed: a marked user type outside the list is not contextual', () => {
    // RealtimeDelegation is marked and user-role but not in CONTEXTUAL_USER_FRAGMENT_MATCHERS
    const text = '<realtime_delegation>\n  <input>x</input>\n</realtime_delegation>'
    expect(matchesFragmentType(typeNamed('RealtimeDelegation'), text)).toBe(true)
    expect(isContextualUserText(text)).toBe(false)
    const registry: FragmentRegistry = {
      ...DEFAULT_REGISTRY,
      contextualUserMatchers: [...DEFAULT_CONTEXTUAL_USER_MATCHERS, 'RealtimeDelegation'],
    }
    expect(isContextualUserText(text, registry)).toBe(true)
  })

  it('recognizes nothing with an empty matcher list', () => {
    const registry: FragmentRegistry = { ...DEFAULT_REGISTRY, contextualUserMatchers: [] }
    expect(isContextualUserText('<environment_context>x</environment_context>', registry)).toBe(
      false,
    )
  })
})

describe('the UserInstructions marker trap (fragments.md §9)', () => {
  const userInstructions = typeNamed('UserInstructions')

  it('uses the era-C markers, not <user_instructions>', () => {
    expect(userInstructions.startMarker).toBe('# AGENTS.md instructions')
    expect(userInstructions.endMarker).toBe('</INSTRUCTIONS>')
  })

  it('does not recognize legacy <user_instructions> text', () => {
    expect(matchesFragmentType(userInstructions, '<user_instructions>x</user_instructions>')).toBe(
      false,
    )
    expect(isContextualUserText('<user_instructions>x</user_instructions>')).toBe(false)
  })

  it('recognizes the AGENTS.md block with and without a directory in era C', () => {
    expect(isContextualUserText('# AGENTS.md instructions\n\n<INSTRUCTIONS>…</INSTRUCTIONS>')).toBe(
      true,
    )
    expect(
      isContextualUserText('# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>…</INSTRUCTIONS>'),
    ).toBe(true)
  })

  it('the era-A marker (trailing "for ") rejects the directory-less block', () => {
    expect(
      matchesMarkedText(
        '# AGENTS.md instructions for ',
        '</INSTRUCTIONS>',
        '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
      ),
    ).toBe(false)
  })

  it('checks only prefix and suffix, ASCII case-insensitively', () => {
    expect(isContextualUserText('# agents.md INSTRUCTIONS xyz</instructions>')).toBe(true)
  })
})

describe('isContextualDeveloperText (fragments.md §8, §11.3)', () => {
  it('recognizes every table entry as a prefix, ASCII case-insensitively, after trim_start', () => {
    const prefixes = [...DEFAULT_DEVELOPER_PREFIXES]
    expect(prefixes.filter((p) => !isContextualDeveloperText(`${p}\nbody`))).toEqual([])
    expect(prefixes.filter((p) => !isContextualDeveloperText(` \n\t${p.toUpperCase()}`))).toEqual(
      [],
    )
    expect(prefixes.map((p) => matchDeveloperPrefix(`${p} tail without end marker`))).toEqual(
      prefixes,
    )
  })

  it('the §11.3 developer vectors', () => {
    expect(isContextualDeveloperText('<skills_instructions>\n## Skills')).toBe(true)
    expect(
      isContextualDeveloperText(
        '<token_budget>\nYou have 710 tokens left in this context window.\n</token_budget>',
      ),
    ).toBe(true)
    expect(
      isContextualDeveloperText(
        '<context_window>\nThread id: 00000000-0000-0000-0000-000000000000\n</context_window>',
      ),
    ).toBe(true)
    expect(
      isContextualDeveloperText(
        '<context_window_guidance>\nPreserve important state.\n</context_window_guidance>',
      ),
    ).toBe(true)
  })

  it('<permissions_instructions> (underscore) is not contextual: the prefix has a space', () => {
    expect(
      isContextualDeveloperText('<permissions_instructions>\nbody\n</permissions_instructions>'),
    ).toBe(false)
    expect(
      isContextualDeveloperText('<permissions instructions>\nbody\n</permissions instructions>'),
    ).toBe(true)
  })

  it('matches the unmarked ApprovedCommandPrefixSaved by its message prefix', () => {
    expect(matchDeveloperPrefix('Approved command prefix saved:\nnpm *')).toBe(
      'Approved command prefix saved:',
    )
  })

  it('rejects plain developer text, non-ASCII folding, BOM and prefixes in the middle', () => {
    expect(isContextualDeveloperText('Prefer small, reviewed commits.')).toBe(false)
    expect(isContextualDeveloperText('<\u212Aool>')).toBe(false)
    expect(isContextualDeveloperText('<tools')).toBe(false)
    expect(isContextualDeveloperText('\uFEFF<tools>')).toBe(false)
    expect(isContextualDeveloperText('\u0085<tools>')).toBe(true)
    expect(isContextualDeveloperText('see <tools>')).toBe(false)
    expect(isContextualDeveloperText('')).toBe(false)
  })

  it('a one-entry table recognizes only that entry', () => {
    const registry: FragmentRegistry = { ...DEFAULT_REGISTRY, developerPrefixes: ['<tools>'] }
    expect(isContextualDeveloperText('<tools>x', registry)).toBe(true)
    expect(isContextualDeveloperText('<model_switch>x', registry)).toBe(false)
  })
})

describe('renderFragment (fragments.md §3.3, §11.2)', () => {
  it('joins markers and body with no separator, and returns the body alone when unmarked', () => {
    expect(renderFragment({ startMarker: '<a>', endMarker: '</a>' }, 'x')).toBe('<a>x</a>')
    expect(renderFragment(UNMARKED, 'just text')).toBe('just text')
    // one empty marker still concatenates in eras B–D
    expect(renderFragment({ startMarker: '<a>', endMarker: '' }, 'x')).toBe('<a>x')
    expect(renderFragment({ startMarker: '', endMarker: '</a>' }, 'x')).toBe('x</a>')
    expect(isOneShot(UNMARKED)).toBe(true)
    expect(isOneShot({ startMarker: '<a>', endMarker: '' })).toBe(false)
  })

  it('UserInstructions{dir:"/tmp", text:"body"}', () => {
    // body = " for {dir}" + "\n\n<INSTRUCTIONS>\n{text}\n"
    expect(
      renderFragment(typeNamed('UserInstructions'), ' for /tmp\n\n<INSTRUCTIONS>\nbody\n'),
    ).toBe('# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>')
  })

  it('UserInstructions{dir:None, text:"body"}', () => {
    expect(renderFragment(typeNamed('UserInstructions'), '\n\n<INSTRUCTIONS>\nbody\n')).toBe(
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    )
  })

  it('InternalModelContextFragment("extension", "Internal steering.")', () => {
    const type = typeNamed('InternalModelContextFragment')
    const rendered = renderFragment(type, ' source="extension">\nInternal steering.\n')
    expect(rendered).toBe(
      '<codex_internal_context source="extension">\nInternal steering.\n</codex_internal_context>',
    )
    expect(type.contentKind.replace('{source}', 'extension')).toBe('extension.internal_context')
    expect(isContextualUserText(rendered)).toBe(true)
  })

  it('an extension world-state section <extension_test>after</extension_test>', () => {
    expect(
      renderFragment({ startMarker: '<extension_test>', endMarker: '</extension_test>' }, 'after'),
    ).toBe('<extension_test>after</extension_test>')
  })

  describe('EnvironmentsState bodies built by hand (§6 #2: body starts with \\n, lines indented two spaces)', () => {
    const env = (): FragmentType => typeNamed('EnvironmentContext')

    it('no environments, with date and timezone', () => {
      expect(
        renderFragment(
          env(),
          '\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n',
        ),
      ).toBe(
        '<environment_context>\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n</environment_context>',
      )
    })

    it('with a network line after the timezone', () => {
      const network =
        '  <network enabled="true"><allowed>api.example.com,*.openai.com</allowed><denied>blocked.example.com</denied></network>'
      const rendered = renderFragment(
        env(),
        `\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n${network}\n`,
      )
      expect(rendered).toContain(`  <timezone>America/Los_Angeles</timezone>\n${network}\n`)
      expect(rendered.endsWith(`${network}\n</environment_context>`)).toBe(true)
    })

    it('with subagents before the close tag', () => {
      const rendered = renderFragment(
        env(),
        '\n  <current_date>2026-02-26</current_date>\n  <subagents>\n    - agent-1: atlas\n    - agent-2\n  </subagents>\n',
      )
      expect(
        rendered.endsWith(
          '  <subagents>\n    - agent-1: atlas\n    - agent-2\n  </subagents>\n</environment_context>',
        ),
      ).toBe(true)
    })

    it('two environments, local and remote', () => {
      const rendered = renderFragment(
        env(),
        '\n  <environments>\n    <environment id="local" primary="true">\n      <cwd>/repo</cwd>\n      <shell>bash</shell>\n    </environment>\n    <environment id="remote" primary="false">\n      <cwd>/srv</cwd>\n      <shell>zsh</shell>\n    </environment>\n  </environments>\n',
      )
      expect(
        rendered.startsWith(
          '<environment_context>\n  <environments>\n    <environment id="local" primary="true">\n      <cwd>/repo</cwd>\n      <shell>bash</shell>\n    </environment>\n    <environment id="remote" primary="false">',
        ),
      ).toBe(true)
      expect(isContextualUserText(rendered)).toBe(true)
    })

    it('shell version removed (diff)', () => {
      expect(renderFragment(env(), '\n  <shell_version status="unavailable" />\n')).toBe(
        '<environment_context>\n  <shell_version status="unavailable" />\n</environment_context>',
      )
    })
  })

  it('TurnAborted("G")', () => {
    expect(renderFragment(typeNamed('TurnAborted'), '\nG\n')).toBe(
      '<turn_aborted>\nG\n</turn_aborted>',
    )
  })

  it('CurrentTimeReminder(2026-02-26T12:00:00Z)', () => {
    expect(renderFragment(typeNamed('CurrentTimeReminder'), 'It is 2026-02-26 12:00:00 UTC.')).toBe(
      '<current_time_reminder>It is 2026-02-26 12:00:00 UTC.</current_time_reminder>',
    )
  })

  it('RolloutBudgetContext{remaining_tokens: 5}: the markers carry the newlines', () => {
    const rendered = renderFragment(
      typeNamed('RolloutBudgetContext'),
      'You have 5 weighted tokens left in the shared session token budget.',
    )
    expect(rendered).toBe(
      '<rollout_budget>\nYou have 5 weighted tokens left in the shared session token budget.\n</rollout_budget>',
    )
    expect(matchDeveloperPrefix(rendered)).toBe('<rollout_budget>')
  })

  it('NetworkRuleSaved{Allow, "example.com"} is unmarked', () => {
    const type = typeNamed('NetworkRuleSaved')
    expect(isOneShot(type)).toBe(true)
    expect(
      renderFragment(type, 'Allowed network rule saved in execpolicy (allowlist): example.com'),
    ).toBe('Allowed network rule saved in execpolicy (allowlist): example.com')
  })

  it('ImageResizeNotice(UserMessage, [1 of 2, 4000x3000→2048x1536])', () => {
    expect(
      renderFragment(
        typeNamed('ImageResizeNotice'),
        '\nImage 1 of 2 in the preceding user message was resized from 4000x3000 to 2048x1536 pixels.\n',
      ),
    ).toBe(
      '<image_resize_notice>\nImage 1 of 2 in the preceding user message was resized from 4000x3000 to 2048x1536 pixels.\n</image_resize_notice>',
    )
  })

  it('AdditionalContextUserFragment("foo", "bar") renders and recognizes itself', () => {
    const type = typeNamed('AdditionalContextUserFragment')
    // body = "{key}>{value}</external_{key}" between the markers "<external_" and ">"
    const rendered = renderFragment(type, 'foo>bar</external_foo')
    expect(rendered).toBe('<external_foo>bar</external_foo>')
    expect(matchesFragmentType(type, rendered)).toBe(true)
  })

  it('AdditionalContextDeveloperFragment("foo", "bar") is unmarked', () => {
    expect(renderFragment(UNMARKED, '<foo>bar</foo>')).toBe('<foo>bar</foo>')
  })

  it('legacy token budget: no type at the pin, still recognized by its prefix', () => {
    expect(findFragmentType(DEFAULT_REGISTRY, 'LegacyTokenBudgetContext')).toBeUndefined()
    const rendered = renderFragment(
      { startMarker: '<token_budget>\n', endMarker: '\n</token_budget>' },
      'You have 710 tokens left in this context window.',
    )
    expect(rendered).toBe(
      '<token_budget>\nYou have 710 tokens left in this context window.\n</token_budget>',
    )
    expect(isContextualDeveloperText(rendered)).toBe(true)
  })
})

describe('the default catalogue (the structs of the pin)', () => {
  // [name, role, start, end, separate] read from each struct's ContextualUserFragment impl
  const rows: readonly (readonly [string, string, string, string, boolean])[] = [
    ['UserInstructions', 'user', '# AGENTS.md instructions', '</INSTRUCTIONS>', false],
    ['EnvironmentContext', 'user', '<environment_context>', '</environment_context>', false],
    ['TurnAborted', 'user', '<turn_aborted>', '</turn_aborted>', false],
    ['UserShellCommand', 'user', '<user_shell_command>', '</user_shell_command>', false],
    ['SubagentNotification', 'user', '<subagent_notification>', '</subagent_notification>', false],
    [
      'InternalModelContextFragment',
      'user',
      '<codex_internal_context',
      '</codex_internal_context>',
      false,
    ],
    [
      'RecommendedPluginsInstructions',
      'user',
      '<recommended_plugins>',
      '</recommended_plugins>',
      false,
    ],
    ['AdditionalContextUserFragment', 'user', '<external_', '>', false],
    ['LegacyUnifiedExecProcessLimitWarning', 'user', '', '', false],
    ['LegacyApplyPatchExecCommandWarning', 'user', '', '', false],
    ['LegacyModelMismatchWarning', 'user', '', '', false],
    ['RealtimeDelegation', 'user', '<realtime_delegation>', '</realtime_delegation>', false],
    ['InterAgentMessage', 'assistant', '', '', false],
    ['InterAgentCompletionMessage', 'assistant', '', '', false],
    ['ModelSwitchInstructions', 'developer', '<model_switch>', '</model_switch>', true],
    ['PersonalitySpecInstructions', 'developer', '<personality_spec>', '</personality_spec>', true],
    ['TokenBudgetContext', 'developer', '<context_window>', '</context_window>', true],
    [
      'ContextWindowGuidance',
      'developer',
      '<context_window_guidance>',
      '</context_window_guidance>',
      false,
    ],
    ['TokenBudgetRemainingContext', 'developer', '', '', false],
    ['RolloutBudgetContext', 'developer', '<rollout_budget>\n', '\n</rollout_budget>', false],
    [
      'CurrentTimeReminder',
      'developer',
      '<current_time_reminder>',
      '</current_time_reminder>',
      false,
    ],
    ['ImageResizeNotice', 'developer', '<image_resize_notice>', '</image_resize_notice>', true],
    [
      'ManagedDeveloperInstructions',
      'developer',
      '<managed_developer_instructions>',
      '</managed_developer_instructions>',
      true,
    ],
    ['ApprovedCommandPrefixSaved', 'developer', '', '', false],
    ['NetworkRuleSaved', 'developer', '', '', false],
    ['AppsInstructions', 'developer', '<apps_instructions>', '</apps_instructions>', false],
    [
      'AvailablePluginsInstructions',
      'developer',
      '<plugins_instructions>',
      '</plugins_instructions>',
      false,
    ],
    [
      'EnvironmentsInstructions',
      'developer',
      '<environments_instructions>',
      '</environments_instructions>',
      false,
    ],
    ['MultiAgentModeInstructions', 'developer', '<multi_agent_mode>', '</multi_agent_mode>', false],
    ['MultiAgentRoleInstructions', 'developer', '<multi_agent_role>', '</multi_agent_role>', true],
    ['MultiAgentUsageHint', 'developer', '', '', true],
    [
      'RealtimeStartInstructions',
      'developer',
      '<realtime_conversation>',
      '</realtime_conversation>',
      false,
    ],
    [
      'RealtimeEndInstructions',
      'developer',
      '<realtime_conversation>',
      '</realtime_conversation>',
      false,
    ],
    [
      'PermissionsInstructions',
      'developer',
      '<permissions instructions>',
      '</permissions instructions>',
      false,
    ],
    ['SkillInstructions', 'user', '<skill>', '</skill>', false],
    [
      'AvailableSkillsInstructions',
      'developer',
      '<skills_instructions>',
      '</skills_instructions>',
      false,
    ],
    ['AdditionalContextDeveloperFragment', 'developer', '', '', false],
    ['HookAdditionalContext', 'developer', '', '', false],
    ['GuardianFollowupReviewReminder', 'developer', '', '', false],
    ['TokenBudgetReminder', 'developer', '', '', false],
    ['AutoCompactFallbackPrompt', 'developer', '', '', false],
    ['PluginInstructions', 'developer', '', '', false],
    [
      'CollaborationModeInstructions',
      'developer',
      '<collaboration_mode>',
      '</collaboration_mode>',
      false,
    ],
  ]

  it.each(rows)('%s: role %s, markers %j … %j, separate %s', (name, role, start, end, separate) => {
    const type = typeNamed(name)
    expect(type.role).toBe(role)
    expect(type.startMarker).toBe(start)
    expect(type.endMarker).toBe(end)
    expect(type.requiresSeparateMessage).toBe(separate)
  })

  // pin.md point 13: these have no struct at the pin (guardian and developer instructions are raw
  // strings, base instructions are the request's instructions, the summary is a prefixed user
  // message, unsupported media is a normalization text, <token_budget> a legacy prefix only)
  it.each([
    'DeveloperInstructions',
    'GuardianPolicy',
    'BaseInstructionsFragment',
    'CompactionSummary',
    'UnsupportedMedia',
    'LegacyTokenBudgetContext',
  ])('%s is not part of the default registry', (name) => {
    expect(findFragmentType(DEFAULT_REGISTRY, name)).toBeUndefined()
  })

  it('names, for every type, a struct of the pin and the line it starts on', () => {
    const indexed = indexedFolders()
    const structs = pinSymbols().filter((row) => row.kind === 'struct')
    const unchecked: string[] = []
    for (const type of DEFAULT_FRAGMENT_TYPES) {
      const source = type.source
      expect(source, type.name).toBeDefined()
      if (!indexed.has(source!.file.split('/')[0]!)) {
        unchecked.push(`${source!.file}:${source!.symbol}`)
        continue
      }
      const struct = structs.find(
        (row) => row.file === source!.file && row.symbol === source!.symbol,
      )
      expect(struct, `${type.name} → ${source!.file} ${source!.symbol}`).toBeDefined()
      expect(source!.startLine).toBe(struct!.line)
    }
    // the index holds every file a type names (ext/ included), so each one is checked
    expect(unchecked).toEqual([])
  })

  // pin.md point 11: agent paths are absolute, `/root` and below (protocol/src/agent_path.rs:18)
  it('writes agent paths as the pin does: absolute, from /root', () => {
    const paths = DEFAULT_FRAGMENT_TYPES.flatMap((type) => [
      ...type.exampleBody.matchAll(
        /(?:"agent_path":"|Sender: |Task name: |Agent name: )([^"\n]*)/g,
      ),
    ]).map((match) => match[1]!)
    expect(paths.length).toBeGreaterThanOrEqual(5)
    expect(paths.filter((path) => !/^\/root(\/[a-z0-9_]+)*$/.test(path))).toEqual([])
  })

  it('has unique type names', () => {
    const names = DEFAULT_FRAGMENT_TYPES.map((type) => type.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('never recognizes an unmarked type through the default matcher', () => {
    const unmarked = DEFAULT_FRAGMENT_TYPES.filter((t) => t.matcher === 'marked' && isOneShot(t))
    expect(unmarked.length).toBeGreaterThan(0)
    expect(
      unmarked.filter((type) => matchesFragmentType(type, renderFragment(type, type.exampleBody))),
    ).toEqual([])
  })
})
