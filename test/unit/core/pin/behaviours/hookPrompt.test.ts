import { describe, expect, it } from 'vitest'
import {
  classifyMessage,
  DEFAULT_REGISTRY,
  parseHookPromptFragment,
  TurnItemKind,
} from '../../../../../src/core/index.ts'

/**
 * Issue 34, behaviour 6 (hook prompts) at 4f39251a: `parse_hook_prompt_fragment`
 * (protocol/src/items.rs:650–658) reads the trimmed text as XML into `HookPromptXml`
 * (items.rs:100–107: attribute `hook_run_id`, the element's text), so any well-formed spelling of
 * the element is a hook prompt, not only the one Codex writes.
 */
describe('parseHookPromptFragment', () => {
  it.each([
    ['the form Codex writes', '<hook_prompt hook_run_id="run-1">go on</hook_prompt>'],
    ['single quotes', "<hook_prompt hook_run_id='run-1'>go on</hook_prompt>"],
    ['spaces around = and before >', '<hook_prompt  hook_run_id = "run-1" >go on</hook_prompt >'],
    [
      'another attribute first',
      '<hook_prompt source="stop" hook_run_id="run-1">go on</hook_prompt>',
    ],
    ['surrounding whitespace', '\n  <hook_prompt hook_run_id="run-1">go on</hook_prompt>\n'],
  ])('%s', (_, text) => {
    expect(parseHookPromptFragment(text)).toEqual({ hookRunId: 'run-1', text: 'go on' })
  })
  it('decodes entities, numeric ones too', () => {
    expect(
      parseHookPromptFragment(
        "<hook_prompt hook_run_id='a&amp;b'>x &lt; y &#233;&#x41;</hook_prompt>",
      ),
    ).toEqual({ hookRunId: 'a&b', text: 'x < y éA' })
  })
  it.each([
    ['no hook_run_id', '<hook_prompt id="run-1">go on</hook_prompt>'],
    ['a blank hook_run_id', "<hook_prompt hook_run_id=' '>go on</hook_prompt>"],
    ['another element', '<hook_prompts hook_run_id="run-1">go on</hook_prompts>'],
    ['markup inside', '<hook_prompt hook_run_id="run-1"><b>go</b></hook_prompt>'],
    ['unbalanced quotes', '<hook_prompt hook_run_id="run-1\'>go on</hook_prompt>'],
  ])('%s is not a hook prompt', (_, text) => {
    expect(parseHookPromptFragment(text)).toBeUndefined()
  })
  it('a user message in single quotes is classified as a hook prompt', () => {
    const parts = ["<hook_prompt hook_run_id='run-1'>keep going</hook_prompt>"]
    expect(classifyMessage('user', parts, DEFAULT_REGISTRY).kind).toBe(TurnItemKind.HookPrompt)
  })
})
