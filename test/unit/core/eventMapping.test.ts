import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  classifyMessage,
  escapeXml,
  parseHookPromptFragment,
  recognizeUserPart,
  renderHookPrompt,
  TurnItemKind,
} from '../../../src/core/fragments/eventMapping.ts'
import { DEFAULT_REGISTRY } from '../../../src/core/fragments/catalogue.ts'
import { renderFragment } from '../../../src/core/fragments/registry.ts'
import { rustTrim } from '../../../src/core/text.ts'

const AGENTS_MD = '# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>'
const ENV_CONTEXT = '<environment_context>test_text</environment_context>'

describe('classifyMessage: user messages (fragments.md §8, §11.3)', () => {
  it('hides a message holding the AGENTS.md text', () => {
    expect(classifyMessage('user', [AGENTS_MD]).kind).toBe(TurnItemKind.Hidden)
  })

  it('hides a message holding an environment context', () => {
    expect(classifyMessage('user', [ENV_CONTEXT]).kind).toBe(TurnItemKind.Hidden)
  })

  it('hides a skill fragment', () => {
    expect(
      classifyMessage('user', [
        '<skill>\n<name>demo</name>\n<path>skills/demo/SKILL.md</path>\nbody\n</skill>',
      ]).kind,
    ).toBe(TurnItemKind.Hidden)
  })

  it('hides a two-item message [env ctx, AGENTS.md]', () => {
    const result = classifyMessage('user', [ENV_CONTEXT, AGENTS_MD])
    expect(result.kind).toBe(TurnItemKind.Hidden)
    expect(result.parts).toEqual([
      { kind: 'contextual_user', typeName: 'EnvironmentContext' },
      { kind: 'contextual_user', typeName: 'UserInstructions' },
    ])
  })

  it('hides a rendered InternalModelContextFragment', () => {
    const text = renderFragment(
      { startMarker: '<codex_internal_context', endMarker: '</codex_internal_context>' },
      ' source="extension">\nInternal steering.\n',
    )
    expect(classifyMessage('user', [text]).kind).toBe(TurnItemKind.Hidden)
  })

  it('hides the whole message when one part of several is contextual', () => {
    expect(classifyMessage('user', ['Fix the test please', ENV_CONTEXT]).kind).toBe(
      TurnItemKind.Hidden,
    )
  })

  it('shows plain user text as a UserMessage, one part per input', () => {
    const result = classifyMessage('user', ['Hello world'])
    expect(result.kind).toBe(TurnItemKind.UserMessage)
    expect(result.parts).toEqual([{ kind: 'plain' }])
  })

  it('keeps image label texts visible (they are not contextual fragments)', () => {
    // text parts only: the core's messages carry no image items, so the label dropping of
    // parse_user_message is not modelled here; the message must still be a UserMessage
    const result = classifyMessage('user', [
      '<image name=[Image #1] path="/tmp/local.png">',
      '</image>',
      'describe the image',
    ])
    expect(result.kind).toBe(TurnItemKind.UserMessage)
  })

  it('treats an empty user message as a UserMessage', () => {
    expect(classifyMessage('user', []).kind).toBe(TurnItemKind.UserMessage)
  })
})

describe('hook prompts (fragments.md §6, §11.3)', () => {
  const HOOK = '<hook_prompt hook_run_id="hook-run-1">Retry with care &amp; joy.</hook_prompt>'

  it('parses the persisted form and unescapes the text', () => {
    expect(parseHookPromptFragment(HOOK)).toEqual({
      hookRunId: 'hook-run-1',
      text: 'Retry with care & joy.',
    })
  })

  it('[env ctx, hook prompt] is a HookPrompt turn item', () => {
    const result = classifyMessage('user', ['<environment_context>ctx</environment_context>', HOOK])
    expect(result.kind).toBe(TurnItemKind.HookPrompt)
    expect(result.parts).toEqual([
      { kind: 'contextual_user', typeName: 'EnvironmentContext' },
      { kind: 'hook_prompt' },
    ])
  })

  it('a hook prompt beside plain text hides the message instead', () => {
    // parse_visible_hook_prompt_message fails on the plain text; the hook part is contextual
    expect(classifyMessage('user', [HOOK, 'and some real text']).kind).toBe(TurnItemKind.Hidden)
  })

  it('round-trips `Retry with "waves" & <tides>` exactly and is contextual', () => {
    const fragment = { hookRunId: 'hook-run-1', text: 'Retry with "waves" & <tides>' }
    const rendered = renderHookPrompt(fragment)
    expect(rendered.startsWith('<hook_prompt hook_run_id="hook-run-1">')).toBe(true)
    expect(rendered.endsWith('</hook_prompt>')).toBe(true)
    // the body is escaped, so the raw tag cannot end the fragment early
    expect(rendered).not.toContain('<tides>')
    expect(parseHookPromptFragment(rendered)).toEqual(fragment)
    expect(recognizeUserPart(rendered, DEFAULT_REGISTRY)).toEqual({ kind: 'hook_prompt' })
    expect(classifyMessage('user', [rendered]).kind).toBe(TurnItemKind.HookPrompt)
  })

  it('round-trips arbitrary text and any run id that is not blank', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((id) => rustTrim(id) !== ''),
        fc.string({ unit: 'binary' }),
        (hookRunId, text) => {
          expect(parseHookPromptFragment(renderHookPrompt({ hookRunId, text }))).toEqual({
            hookRunId,
            text,
          })
        },
      ),
    )
  })

  // protocol/src/items.rs:653–655: a blank hook_run_id is no hook prompt
  it.each(['', ' ', '\t\n', '\u3000'])(
    'a hook prompt whose run id is %j is plain user text',
    (hookRunId) => {
      const text = `<hook_prompt hook_run_id="${hookRunId}">Retry.</hook_prompt>`
      expect(parseHookPromptFragment(text)).toBeUndefined()
      expect(recognizeUserPart(text, DEFAULT_REGISTRY)).toEqual({ kind: 'plain' })
      expect(classifyMessage('user', [text]).kind).toBe(TurnItemKind.UserMessage)
    },
  )

  it('escapes the five XML characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    )
  })

  it('rejects texts that are not hook prompts', () => {
    expect(parseHookPromptFragment('hello')).toBeUndefined()
    expect(parseHookPromptFragment('<hook_prompt>x</hook_prompt>')).toBeUndefined()
    expect(parseHookPromptFragment('<hook_prompt hook_run_id="a">x')).toBeUndefined()
  })
})

describe('classifyMessage: other roles (fragments.md §8)', () => {
  it('an assistant message is always an AgentMessage', () => {
    expect(classifyMessage('assistant', ['Done.']).kind).toBe(TurnItemKind.AgentMessage)
    // even when its text looks contextual
    expect(classifyMessage('assistant', [ENV_CONTEXT]).kind).toBe(TurnItemKind.AgentMessage)
  })

  it('a developer message never becomes a turn item', () => {
    expect(classifyMessage('developer', ['any text']).kind).toBe(TurnItemKind.None)
    expect(classifyMessage('developer', ['<model_switch>\nx\n</model_switch>']).kind).toBe(
      TurnItemKind.None,
    )
  })

  it('system and unknown roles never become turn items', () => {
    expect(classifyMessage('system', ['hello']).kind).toBe(TurnItemKind.None)
    expect(classifyMessage('future_role', ['hello']).kind).toBe(TurnItemKind.None)
  })

  it('<skills_instructions> developer text is contextual', () => {
    const result = classifyMessage('developer', ['<skills_instructions>\n## Skills'])
    expect(result.contextualDeveloper).toBe(true)
    expect(result.hasNonContextualDeveloper).toBe(false)
    expect(result.parts).toEqual([
      { kind: 'contextual_developer', prefix: '<skills_instructions>' },
    ])
  })

  it.each([
    '<token_budget>\nYou have 710 tokens left in this context window.\n</token_budget>',
    '<context_window>\nThread id: 00000000-0000-0000-0000-000000000000\n</context_window>',
    '<context_window_guidance>\nPreserve important state.\n</context_window_guidance>',
  ])('%j is contextual with no non-contextual part', (text) => {
    const result = classifyMessage('developer', [text])
    expect(result.contextualDeveloper).toBe(true)
    expect(result.hasNonContextualDeveloper).toBe(false)
  })

  it('<permissions_instructions> (underscore) is not contextual', () => {
    const result = classifyMessage('developer', [
      '<permissions_instructions>\nsandbox\n</permissions_instructions>',
    ])
    expect(result.contextualDeveloper).toBe(false)
    expect(result.hasNonContextualDeveloper).toBe(true)
  })

  it('a bundled developer message can be both contextual and non-contextual', () => {
    const result = classifyMessage('developer', [
      '<permissions instructions>\nsandbox\n</permissions instructions>',
      'Prefer small, reviewed commits.',
    ])
    expect(result.contextualDeveloper).toBe(true)
    expect(result.hasNonContextualDeveloper).toBe(true)
  })
})
