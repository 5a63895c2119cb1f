/**
 * Vectors from `codex-rs/core/src/context/world_state/personality_tests.rs` at 4f39251a, run
 * against `renderFullWorldState` (`PreviousSectionState::Absent`). The lab's `personality` is the
 * personality text when it is not baked into the base instructions, null when it is (or off).
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | personality_changes_render_without_repeating_model_changes: `Known`, `Unknown` | diffs against a snapshot are not modelled |
 * | persisted_personality_does_not_require_a_retained_update | `render_history_diff` over retained history is not modelled |
 *
 * Ported: 2 of the file's 3 tests (their `Absent` cases).
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/personality_tests.rs'

describe('core/src/context/world_state/personality_tests.rs', () => {
  it(`${FILE} initial_personality_renders_only_when_missing_from_base_instructions`, () => {
    const separate = renderedAbsent(
      { personality: 'instructions for Friendly' },
      'PersonalitySpecInstructions',
    )
    expect([separate?.startMarker, separate?.endMarker]).toEqual([
      '<personality_spec>',
      '</personality_spec>',
    ])
    // baked into the base instructions: the lab's world carries no personality text
    expect(renderedAbsent({ personality: null }, 'PersonalitySpecInstructions')).toBeUndefined()
  })

  it(`${FILE} personality_changes_render_without_repeating_model_changes (Absent)`, () => {
    // the model changed from gpt-test to gpt-next: no personality, whatever it is
    const world = {
      personality: 'instructions for Pragmatic',
      modelSwitch: { previousModel: 'gpt-test', instructions: 'new model instructions' },
    }
    expect(renderedAbsent(world, 'PersonalitySpecInstructions')).toBeUndefined()
    expect(renderedAbsent(world, 'ModelSwitchInstructions')).toBeDefined()
  })
})
