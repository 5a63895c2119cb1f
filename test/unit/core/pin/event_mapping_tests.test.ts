/**
 * Vectors from `codex-rs/core/src/event_mapping_tests.rs` at 4f39251a: the inputs and expected
 * outputs of Codex's tests, run against the port's `classifyMessage` (`parse_turn_item` for
 * messages) and the developer prefix table (`is_contextual_dev_message_content`,
 * `has_non_contextual_dev_message_content`), and `parseUserMessage` of the context manager for
 * user messages with images and audio.
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | parses_reasoning_summary_and_raw_content | reasoning items are not classified by the port (one text) |
 * | parses_reasoning_including_raw_content | as above |
 * | parses_web_search_call | no web search items in the lab |
 * | parses_web_search_open_page_call | as above |
 * | parses_web_search_find_in_page_call | as above |
 * | parses_partial_web_search_call_without_action_as_other | as above |
 *
 * Ported: 14 of the file's 20 tests; the other 6 are above.
 */
import { describe, expect, it } from 'vitest'
import type { ContentItem } from '../../../../src/core/contextManager/responseItem.ts'
import { parseUserMessage } from '../../../../src/core/contextManager/userMessage.ts'
import { DEFAULT_REGISTRY } from '../../../../src/core/fragments/catalogue.ts'
import {
  classifyMessage,
  parseHookPromptFragment,
  renderHookPrompt,
  TurnItemKind,
} from '../../../../src/core/fragments/eventMapping.ts'
import { findFragmentType, renderFragment } from '../../../../src/core/fragments/registry.ts'

const FILE = 'core/src/event_mapping_tests.rs'

/** A developer message's two flags, as `is_contextual_dev_message_content` and its pair say. */
function developerFlags(parts: readonly string[]) {
  const c = classifyMessage('developer', parts, DEFAULT_REGISTRY)
  return { contextual: c.contextualDeveloper, nonContextual: c.hasNonContextualDeveloper }
}

function renderType(name: string, body: string): string {
  const type = findFragmentType(DEFAULT_REGISTRY, name)
  if (!type) throw new Error(`no ${name}`)
  return renderFragment(type, body)
}

describe('core/src/event_mapping_tests.rs', () => {
  it(`${FILE} recognizes_skills_instructions_as_contextual_developer_content`, () => {
    expect(developerFlags(['<skills_instructions>\n## Skills']).contextual).toBe(true)
  })

  it(`${FILE} recognizes_legacy_token_budget_as_contextual_developer_content`, () => {
    const flags = developerFlags([
      '<token_budget>\nYou have 710 tokens left in this context window.\n</token_budget>',
    ])
    expect(flags).toEqual({ contextual: true, nonContextual: false })
  })

  it(`${FILE} recognizes_context_window_as_contextual_developer_content`, () => {
    const flags = developerFlags(['<context_window>\nAgent name: /root\n</context_window>'])
    expect(flags).toEqual({ contextual: true, nonContextual: false })
  })

  it(`${FILE} recognizes_context_window_guidance_as_contextual_developer_content`, () => {
    const flags = developerFlags([
      '<context_window_guidance>\nPreserve important state.\n</context_window_guidance>',
    ])
    expect(flags).toEqual({ contextual: true, nonContextual: false })
  })

  it(`${FILE} parses_assistant_message_input_text_for_backward_compatibility`, () => {
    const text = 'author: /root\nrecipient: /root/worker\nother_recipients: []\nContent: continue'
    const c = classifyMessage('assistant', [text], DEFAULT_REGISTRY)
    expect(c.kind).toBe(TurnItemKind.AgentMessage)
    expect(c.parts).toHaveLength(1)
  })

  it(`${FILE} skips_user_instructions_and_env`, () => {
    const messages: readonly (readonly string[])[] = [
      ['# AGENTS.md instructions for test_directory\n\n<INSTRUCTIONS>\ntest_text\n</INSTRUCTIONS>'],
      ['<environment_context>test_text</environment_context>'],
      ['# AGENTS.md instructions for test_directory\n\n<INSTRUCTIONS>\ntest_text\n</INSTRUCTIONS>'],
      ['<skill>\n<name>demo</name>\n<path>skills/demo/SKILL.md</path>\nbody\n</skill>'],
      ['<user_shell_command>echo 42</user_shell_command>'],
      [
        '<environment_context>ctx</environment_context>',
        '# AGENTS.md instructions for dir\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
      ],
    ]
    for (const parts of messages)
      expect(classifyMessage('user', parts, DEFAULT_REGISTRY).kind).toBe(TurnItemKind.Hidden)
  })

  it(`${FILE} parses_hook_prompt_message_as_distinct_turn_item`, () => {
    const fragment = {
      text: 'Retry with exactly the phrase meow meow meow.',
      hookRunId: 'hook-run-1',
    }
    const text = renderHookPrompt(fragment)
    const c = classifyMessage('user', [text], DEFAULT_REGISTRY)
    expect(c.kind).toBe(TurnItemKind.HookPrompt)
    expect(c.parts.filter((part) => part.kind === 'hook_prompt')).toHaveLength(1)
    expect(parseHookPromptFragment(text)).toEqual(fragment)
  })

  it(`${FILE} parses_hook_prompt_and_hides_other_contextual_fragments`, () => {
    const hook = '<hook_prompt hook_run_id="hook-run-1">Retry with care &amp; joy.</hook_prompt>'
    const c = classifyMessage(
      'user',
      ['<environment_context>ctx</environment_context>', hook],
      DEFAULT_REGISTRY,
    )
    expect(c.kind).toBe(TurnItemKind.HookPrompt)
    // only the hook prompt becomes a fragment of the turn item; the context part is hidden
    expect(c.parts.map((part) => part.kind)).toEqual(['contextual_user', 'hook_prompt'])
    expect(parseHookPromptFragment(hook)).toEqual({
      text: 'Retry with care & joy.',
      hookRunId: 'hook-run-1',
    })
  })

  it(`${FILE} internal_model_context_does_not_parse_as_visible_turn_item`, () => {
    const text = renderType(
      'InternalModelContextFragment',
      ' source="extension">\nInternal steering.\n',
    )
    expect(classifyMessage('user', [text], DEFAULT_REGISTRY).kind).toBe(TurnItemKind.Hidden)
  })

  it(`${FILE} parses_agent_message`, () => {
    const c = classifyMessage('assistant', ['Hello from Codex'], DEFAULT_REGISTRY)
    expect(c.kind).toBe(TurnItemKind.AgentMessage)
  })
})

/** User messages with media (`parse_user_message`), through the context manager's items. */
describe('core/src/event_mapping_tests.rs: user messages with media', () => {
  const text = (t: string): ContentItem => ({ type: 'input_text', text: t })
  const image = (imageUrl: string): ContentItem => ({
    type: 'input_image',
    imageUrl,
    detail: 'high',
  })

  it(`${FILE} parses_user_message_with_text_and_two_images`, () => {
    const one = 'https://example.com/one.png'
    const two = 'https://example.com/two.jpg'
    expect(parseUserMessage([text('Hello world'), image(one), image(two)])).toEqual([
      { type: 'text', text: 'Hello world' },
      { type: 'image', imageUrl: one, detail: 'high' },
      { type: 'image', imageUrl: two, detail: 'high' },
    ])
  })

  const imageUrl = 'data:image/png;base64,abc'
  const labelled = (open: string) =>
    parseUserMessage([
      text(open),
      image(imageUrl),
      text('</image>'),
      text('Please review this image.'),
    ])
  const imageThenText = [
    { type: 'image', imageUrl, detail: 'high' },
    { type: 'text', text: 'Please review this image.' },
  ]

  it(`${FILE} skips_local_image_label_text`, () => {
    expect(labelled('<image name=[Image #1] path="/tmp/local.png">')).toEqual(imageThenText)
    // a label with no image beside it is the user's own text
    expect(parseUserMessage([text('<image name=[Image #1]>'), text('hi')])).toHaveLength(2)
  })

  it(`${FILE} skips_unnamed_image_label_text`, () => {
    expect(labelled('<image>')).toEqual(imageThenText)
  })

  it(`${FILE} skips_local_audio_label_text`, () => {
    const audioUrl = 'data:audio/wav;base64,abc'
    expect(
      parseUserMessage([
        text('<audio name=[Audio #1] path="/tmp/local.wav">'),
        { type: 'input_audio', audioUrl },
        text('</audio>'),
        text('Please transcribe this audio.'),
      ]),
    ).toEqual([
      { type: 'audio', audioUrl },
      { type: 'text', text: 'Please transcribe this audio.' },
    ])
  })
})
