import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/fragments/catalogue.ts'
import {
  isContextualDeveloperText,
  isContextualUserText,
} from '../../../src/core/fragments/registry.ts'
import {
  buildInitialContext,
  formatAllowPrefixes,
  mergeContextualFragments,
  renderFullWorldState,
  type AssembledMessage,
  type MergeInput,
  type WorldState,
} from '../../../src/core/fragments/worldState.ts'
import { QUIET_WORLD } from './pin/worldStateSupport.ts'

/** The §11.2 EnvironmentsState world: one environment at /repo, bash, 2026-02-26, Los Angeles. */
const BASE_WORLD: WorldState = {
  ...QUIET_WORLD,
  cwd: '/repo',
  shell: 'bash',
  currentDate: '2026-02-26',
  timezone: 'America/Los_Angeles',
}

const ENV_SINGLE =
  '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n</environment_context>'

/** A compact picture of the assembled messages: role, bucket and the fragment type names. */
function shape(messages: readonly AssembledMessage[]): string[] {
  return messages.map(
    (m) => `${m.role}:${m.bucket}:${m.fragments.map((f) => f.typeName).join(',')}`,
  )
}

describe('renderFullWorldState (fragments.md §10.3, §11.2)', () => {
  it('renders the single-environment EnvironmentsState vector', () => {
    const env = renderFullWorldState(DEFAULT_REGISTRY, BASE_WORLD).find(
      (f) => f.typeName === 'EnvironmentContext',
    )
    expect(env?.text).toBe(ENV_SINGLE)
    expect(env?.role).toBe('user')
    expect(isContextualUserText(env?.text ?? '')).toBe(true)
  })

  it('renders UserInstructions with and without a directory', () => {
    const withDir = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      agentsMd: { directory: '/tmp', text: 'body' },
    }).find((f) => f.typeName === 'UserInstructions')
    expect(withDir?.text).toBe(
      '# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    )
    const withoutDir = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      agentsMd: { text: 'body' },
    }).find((f) => f.typeName === 'UserInstructions')
    expect(withoutDir?.text).toBe(
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    )
  })

  it('renders the model switch body of §6 #18', () => {
    const fragment = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      modelSwitch: { previousModel: 'old-model', instructions: 'Be brief.' },
    }).find((f) => f.typeName === 'ModelSwitchInstructions')
    expect(fragment?.text).toBe(
      '<model_switch>\nThe user was previously using a different model. Please continue the conversation according to the following instructions:\n\nBe brief.\n</model_switch>',
    )
    expect(fragment?.requiresSeparateMessage).toBe(true)
  })

  it('renders the personality body of §6 #19 with spaces at its edges', () => {
    const fragment = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      personality: 'Friendly.',
    }).find((f) => f.typeName === 'PersonalitySpecInstructions')
    expect(fragment?.text).toBe(
      '<personality_spec> The user has requested a new communication style. Future messages should adhere to the following personality: \nFriendly. </personality_spec>',
    )
  })

  it('follows the order build_world_state_for_step adds its sections in', () => {
    const fragments = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      personality: 'p',
      agentsMd: { directory: '/repo', text: 't' },
      collaborationMode: 'c',
      multiAgentUsageHint: 'h',
      multiAgentMode: 'm',
      managedDeveloperInstructions: 'managed',
    })
    expect(fragments.map((f) => f.typeName)).toEqual([
      'PersonalitySpecInstructions',
      'UserInstructions',
      'PermissionsInstructions',
      'CollaborationModeInstructions',
      'EnvironmentContext',
      'MultiAgentUsageHint',
      'MultiAgentModeInstructions',
      'ManagedDeveloperInstructions',
    ])
  })

  // world_state/personality.rs:84–88: with no previous snapshot the personality renders only when
  // the previous model is the current one
  it('leaves the personality out when the model switched', () => {
    const fragments = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      modelSwitch: { previousModel: 'old', instructions: 'i' },
      personality: 'p',
    })
    expect(fragments.map((f) => f.typeName)).toEqual([
      'ModelSwitchInstructions',
      'PermissionsInstructions',
      'EnvironmentContext',
    ])
  })

  // world_state/model.rs:56: a model change with empty instructions renders nothing
  it('renders no model switch when its instructions are empty', () => {
    const fragments = renderFullWorldState(DEFAULT_REGISTRY, {
      ...BASE_WORLD,
      modelSwitch: { previousModel: 'old', instructions: '' },
    })
    expect(fragments.map((f) => f.typeName)).toEqual([
      'PermissionsInstructions',
      'EnvironmentContext',
    ])
  })
})

describe('buildInitialContext (session/mod.rs:3535–3750)', () => {
  it('puts the single-environment context in the contextual user message', () => {
    const messages = buildInitialContext(DEFAULT_REGISTRY, BASE_WORLD, { tokenBudget: false })
    const user = messages.filter((m) => m.role === 'user')
    expect(user).toHaveLength(1)
    expect(user[0]?.fragments.map((f) => f.text)).toEqual([ENV_SINGLE])
  })

  it('builds the full initial context: 6 messages in the order of the pin', () => {
    const world: WorldState = {
      ...BASE_WORLD,
      modelSwitch: { previousModel: 'previous-regular-model', instructions: 'Keep answers short.' },
      developerInstructions: 'Prefer small, reviewed commits.',
      multiAgentUsageHint: 'Sub-agents are available through spawn_agent.',
      multiAgentMode: 'Spawn sub-agents only when asked.',
      agentsMd: { directory: '/repo', text: 'Run npm test.' },
      managedDeveloperInstructions: 'Your organization requires signed commits.',
    }
    const messages = buildInitialContext(DEFAULT_REGISTRY, world, { tokenBudget: true })
    expect(shape(messages)).toEqual([
      'developer:merged_developer:ModelSwitchInstructions,developer_instructions,PermissionsInstructions',
      'developer:separate_developer:TokenBudgetContext',
      'developer:separate_developer:MultiAgentUsageHint',
      'developer:multi_agent_mode:MultiAgentModeInstructions',
      'user:contextual_user:UserInstructions,EnvironmentContext',
      'developer:managed_developer:ManagedDeveloperInstructions',
    ])

    const texts = messages.map((m) => m.fragments.map((f) => f.text))
    expect(texts[0]?.[0]?.startsWith('<model_switch>')).toBe(true)
    expect(texts[0]?.[1]).toBe('Prefer small, reviewed commits.')
    expect(texts[0]?.[2]?.startsWith('<permissions instructions>')).toBe(true)
    expect(texts[1]?.[0]).toBe(
      '<context_window>\nAgent name: /root\nFirst context window id: window-1\nCurrent context window id: window-1\n</context_window>',
    )
    // the usage hint is unmarked and separate: its text is the hint alone
    expect(texts[2]).toEqual(['Sub-agents are available through spawn_agent.'])
    expect(texts[3]).toEqual([
      // the mode's text verbatim, no newlines (multi_agent_mode_instructions.rs:40–48)
      '<multi_agent_mode>Spawn sub-agents only when asked.</multi_agent_mode>',
    ])
    expect(texts[4]?.[0]?.startsWith('# AGENTS.md instructions for /repo')).toBe(true)
    expect(texts[4]?.[1]).toBe(ENV_SINGLE)
    expect(texts[5]).toEqual([
      '<managed_developer_instructions>\nYour organization requires signed commits.\n</managed_developer_instructions>',
    ])
  })

  it('produces text that history recognizes again: user parts contextual, marked developer parts by prefix', () => {
    const world: WorldState = {
      ...BASE_WORLD,
      modelSwitch: { previousModel: 'old', instructions: 'i' },
      multiAgentMode: 'm',
      agentsMd: { text: 't' },
      managedDeveloperInstructions: 'managed',
    }
    const messages = buildInitialContext(DEFAULT_REGISTRY, world, { tokenBudget: true })
    const userTexts = messages
      .filter((m) => m.role === 'user')
      .flatMap((m) => m.fragments.map((f) => f.text))
    const markedDeveloper = messages
      .filter((m) => m.role === 'developer')
      .flatMap((m) => m.fragments.filter((f) => f.startMarker !== ''))
    expect(userTexts.length).toBeGreaterThan(0)
    expect(markedDeveloper.length).toBeGreaterThan(0)
    expect(userTexts.filter((text) => !isContextualUserText(text))).toEqual([])
    expect(
      markedDeveloper.filter((f) => !isContextualDeveloperText(f.text)).map((f) => f.typeName),
    ).toEqual([])
  })

  it('puts the model switch first even though developer instructions are pushed before it', () => {
    const messages = buildInitialContext(
      DEFAULT_REGISTRY,
      {
        ...BASE_WORLD,
        developerInstructions: 'dev',
        modelSwitch: { previousModel: 'old', instructions: 'i' },
        collaborationMode: 'c',
      },
      { tokenBudget: false },
    )
    expect(messages[0]?.fragments.map((f) => f.typeName)).toEqual([
      'ModelSwitchInstructions',
      'developer_instructions',
      'PermissionsInstructions',
      'CollaborationModeInstructions',
    ])
  })

  it('merges a marked separate fragment into the developer message (personality, no switch)', () => {
    const messages = buildInitialContext(
      DEFAULT_REGISTRY,
      { ...BASE_WORLD, developerInstructions: 'dev', personality: 'p' },
      { tokenBudget: false },
    )
    expect(messages[0]?.fragments.map((f) => f.typeName)).toEqual([
      'developer_instructions',
      'PersonalitySpecInstructions',
      'PermissionsInstructions',
    ])
  })

  // pin.md point 14: the builder pushes the developer_instructions String itself (mod.rs:3558)
  it('pushes developer_instructions as a raw string, with no fragment type', () => {
    const registry = { ...DEFAULT_REGISTRY, types: [] }
    const [merged] = buildInitialContext(
      registry,
      { ...BASE_WORLD, developerInstructions: '<persistent>dev</persistent>' },
      { tokenBudget: false },
    )
    const section = merged?.fragments[0]
    expect(section?.raw).toBe(true)
    expect(section?.text).toBe('<persistent>dev</persistent>')
    expect(section?.startMarker).toBe('')
    expect(isContextualDeveloperText(section?.text ?? '')).toBe(false)
  })

  // pin.md point 14: being in the contextual user message hides nothing by itself
  it('says when a contextual user section is not recognized by any listed matcher', () => {
    const registry = {
      ...DEFAULT_REGISTRY,
      contextualUserMatchers: DEFAULT_REGISTRY.contextualUserMatchers.filter(
        (name) => name !== 'UserInstructions',
      ),
    }
    const world = { ...BASE_WORLD, agentsMd: { text: 't' } }
    const user = buildInitialContext(registry, world, { tokenBudget: false }).find(
      (m) => m.bucket === 'contextual_user',
    )
    expect(user?.fragments.map((f) => f.typeName)).toEqual([
      'UserInstructions',
      'EnvironmentContext',
    ])
    expect(user?.reasons).toEqual(['contextual_user_unlisted', 'contextual_user'])
    const listed = buildInitialContext(DEFAULT_REGISTRY, world, { tokenBudget: false }).find(
      (m) => m.bucket === 'contextual_user',
    )
    expect(listed?.reasons).toEqual(['contextual_user', 'contextual_user'])
  })

  it('omits the window identity when TokenBudget is off', () => {
    const messages = buildInitialContext(DEFAULT_REGISTRY, BASE_WORLD, { tokenBudget: false })
    expect(shape(messages)).toEqual([
      'developer:merged_developer:PermissionsInstructions',
      'user:contextual_user:EnvironmentContext',
    ])
  })

  it('lists previous window id and thread hint in the window identity body', () => {
    const messages = buildInitialContext(
      DEFAULT_REGISTRY,
      {
        ...BASE_WORLD,
        contextWindow: {
          agentPath: '/root/worker',
          firstWindowId: 'w1',
          currentWindowId: 'w3',
          previousWindowId: 'w2',
          threadHint: 'Notes: keep going.',
        },
      },
      { tokenBudget: true },
    )
    expect(messages[1]?.fragments[0]?.text).toBe(
      '<context_window>\nAgent name: /root/worker\nFirst context window id: w1\nCurrent context window id: w3\nPrevious context window id: w2\nNotes: keep going.\n</context_window>',
    )
  })

  // mod.rs:3732–3741: the guardian reviewer's developer_instructions, raw, in a message of their own
  it('guardian reviewer sessions: the raw developer instructions stand alone before managed', () => {
    const messages = buildInitialContext(
      DEFAULT_REGISTRY,
      {
        ...BASE_WORLD,
        guardianSeparate: true,
        developerInstructions: 'Check every action.',
        managedDeveloperInstructions: 'managed',
      },
      { tokenBudget: false },
    )
    expect(shape(messages)).toEqual([
      'developer:merged_developer:PermissionsInstructions',
      'user:contextual_user:EnvironmentContext',
      'developer:guardian_policy:developer_instructions',
      'developer:managed_developer:ManagedDeveloperInstructions',
    ])
    expect(messages[2]?.fragments[0]?.text).toBe('Check every action.')
  })

  it('skips empty developer instructions', () => {
    const messages = buildInitialContext(
      DEFAULT_REGISTRY,
      { ...BASE_WORLD, developerInstructions: '' },
      { tokenBudget: false },
    )
    expect(messages[0]?.fragments.map((f) => f.typeName)).toEqual(['PermissionsInstructions'])
  })
})

describe('mergeContextualFragments (fragments.md §7.4, §11.4)', () => {
  const D = (text: string): MergeInput => ({
    role: 'developer',
    requiresSeparateMessage: false,
    text,
  })
  const Dsep = (text: string): MergeInput => ({
    role: 'developer',
    requiresSeparateMessage: true,
    text,
  })
  const U = (text: string): MergeInput => ({ role: 'user', requiresSeparateMessage: false, text })
  const texts = (groups: MergeInput[][]): string[][] => groups.map((g) => g.map((f) => f.text))

  it('[D a, D b, U c, U d, D e] → [D(a,b)], [U(c,d)], [D(e)]', () => {
    expect(texts(mergeContextualFragments([D('a'), D('b'), U('c'), U('d'), D('e')]))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ])
  })

  it('[D a, D! b, D c] → [D(a)], [D(b)], [D(c)]', () => {
    expect(texts(mergeContextualFragments([D('a'), Dsep('b'), D('c')]))).toEqual([
      ['a'],
      ['b'],
      ['c'],
    ])
  })

  it('[D! a, D! b] → [D(a)], [D(b)]', () => {
    expect(texts(mergeContextualFragments([Dsep('a'), Dsep('b')]))).toEqual([['a'], ['b']])
  })

  it('returns no messages for no fragments', () => {
    expect(mergeContextualFragments([])).toEqual([])
  })

  it('never reorders and keeps every fragment exactly once', () => {
    const input = [U('1'), D('2'), Dsep('3'), D('4'), D('5'), U('6'), U('7'), Dsep('8'), U('9')]
    const groups = mergeContextualFragments(input)
    expect(groups.flat()).toEqual(input)
    expect(groups.filter((group) => new Set(group.map((f) => f.role)).size !== 1)).toEqual([])
    expect(
      groups.filter((group) => group.length > 1 && group.some((f) => f.requiresSeparateMessage)),
    ).toEqual([])
  })
})

describe('approved prefixes quote each token as JSON', () => {
  it('match JSON.stringify for any well-formed string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (token) => {
        expect(formatAllowPrefixes([[token]])).toBe(`- [${JSON.stringify(token)}]`)
      }),
    )
    expect(formatAllowPrefixes([['a"b\\c\n\u0001']])).toBe('- ["a\\"b\\\\c\\n\\u0001"]')
  })
})
