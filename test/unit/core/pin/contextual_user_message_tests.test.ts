/**
 * Vectors from `codex-rs/core/src/context/contextual_user_message_tests.rs` at 4f39251a, run
 * against the port's `recognizeUserPart` (`is_contextual_user_fragment`: a hook prompt or one of
 * `CONTEXTUAL_USER_FRAGMENT_MATCHERS`), the types' matchers and `renderFragment`.
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | contextual_user_fragment_is_dyn_compatible | a Rust trait-object property; the port's types are data. Its rendered text is checked in detects_internal_model_context_fragment |
 *
 * Ported: 13 of the file's 14 tests.
 */
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../../src/core/fragments/catalogue.ts'
import {
  classifyMessage,
  escapeXml,
  parseHookPromptFragment,
  recognizeUserPart,
  renderHookPrompt,
  TurnItemKind,
} from '../../../../src/core/fragments/eventMapping.ts'
import { matchesFragmentType } from '../../../../src/core/fragments/matcher.ts'
import { findFragmentType, renderFragment } from '../../../../src/core/fragments/registry.ts'
import type { FragmentType } from '../../../../src/core/fragments/types.ts'

const FILE = 'core/src/context/contextual_user_message_tests.rs'

const isContextualUserFragment = (text: string): boolean =>
  recognizeUserPart(text, DEFAULT_REGISTRY).kind !== 'plain'

function type(name: string): FragmentType {
  const found = findFragmentType(DEFAULT_REGISTRY, name)
  if (!found) throw new Error(`no ${name}`)
  return found
}

/** `UserInstructions { directory, text }.render()`: the body builder of user_instructions.rs. */
function userInstructions(directory: string | undefined, text: string): string {
  const header = directory === undefined ? '' : ` for ${directory}`
  return renderFragment(type('UserInstructions'), `${header}\n\n<INSTRUCTIONS>\n${text}\n`)
}

const INTERNAL = renderFragment(
  type('InternalModelContextFragment'),
  ' source="extension">\nInternal steering.\n',
)

describe('core/src/context/contextual_user_message_tests.rs', () => {
  it(`${FILE} detects_environment_context_fragment`, () => {
    expect(
      isContextualUserFragment('<environment_context>\n<cwd>/tmp</cwd>\n</environment_context>'),
    ).toBe(true)
  })

  it(`${FILE} detects_skill_instructions_fragment_case_insensitively`, () => {
    for (const text of [
      '<skill>\n<name>demo</name>\n</skill>',
      '  <SKILL>\n<name>demo</name>\n</SKILL>  ',
    ])
      expect(isContextualUserFragment(text)).toBe(true)
  })

  it(`${FILE} detects_agents_instructions_fragment`, () => {
    for (const text of [
      '# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    ])
      expect(isContextualUserFragment(text)).toBe(true)
  })

  it(`${FILE} renders_agents_instructions_with_legacy_directory_header`, () => {
    expect(userInstructions('/tmp', 'body')).toBe(
      '# AGENTS.md instructions for /tmp\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    )
  })

  it(`${FILE} renders_agents_instructions_without_directory_header`, () => {
    expect(userInstructions(undefined, 'body')).toBe(
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nbody\n</INSTRUCTIONS>',
    )
  })

  it(`${FILE} detects_subagent_notification_fragment_case_insensitively`, () => {
    expect(
      matchesFragmentType(
        type('SubagentNotification'),
        '<SUBAGENT_NOTIFICATION>{}</subagent_notification>',
      ),
    ).toBe(true)
  })

  it(`${FILE} detects_internal_model_context_fragment`, () => {
    expect(INTERNAL).toBe(
      '<codex_internal_context source="extension">\nInternal steering.\n</codex_internal_context>',
    )
    expect(isContextualUserFragment(INTERNAL)).toBe(true)
  })

  it(`${FILE} detects_recommended_plugins_fragment`, () => {
    expect(
      isContextualUserFragment(
        '<recommended_plugins>\n- Google Drive (google-drive@openai-curated-remote)\n</recommended_plugins>',
      ),
    ).toBe(true)
  })

  it(`${FILE} detects_legacy_goal_context_fragment`, () => {
    expect(
      isContextualUserFragment(
        '<goal_context>\nContinue working toward the active thread goal.\n</goal_context>',
      ),
    ).toBe(true)
  })

  it(`${FILE} does_not_hide_arbitrary_context_tags`, () => {
    expect(isContextualUserFragment('<project_context>\nbody\n</project_context>')).toBe(false)
  })

  it(`${FILE} rejects_invalid_internal_model_context_source`, () => {
    expect(
      isContextualUserFragment(
        '<codex_internal_context source="Extension">\nbody\n</codex_internal_context>',
      ),
    ).toBe(false)
  })

  it(`${FILE} ignores_regular_user_text`, () => {
    expect(isContextualUserFragment('hello')).toBe(false)
  })

  it(`${FILE} detects_hook_prompt_fragment_and_roundtrips_escaping`, () => {
    const fragment = { text: 'Retry with "waves" & <tides>', hookRunId: 'hook-run-1' }
    const text = renderHookPrompt(fragment)
    expect(isContextualUserFragment(text)).toBe(true)
    // parse_visible_hook_prompt_message: a one-part hook prompt is a HookPrompt turn item
    expect(classifyMessage('user', [text], DEFAULT_REGISTRY).kind).toBe(TurnItemKind.HookPrompt)
    expect(parseHookPromptFragment(text)).toEqual(fragment)
    // the text is stored escaped, never as written
    expect(text).not.toContain('&quot;waves&quot; & <tides>')
    expect(text).toContain(escapeXml(fragment.text))
  })
})
