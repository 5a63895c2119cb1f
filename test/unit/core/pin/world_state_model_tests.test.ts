/**
 * Vectors from `codex-rs/core/src/context/world_state/model_tests.rs` at 4f39251a, run against
 * the port's `renderFullWorldState` (the `PreviousSectionState::Absent` case). The lab's world
 * has no current model name: "the model changed" is `modelSwitch` set, "unchanged" is null.
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | model_change_renders_…: `Known(previous)` and `Unknown` | the lab renders the full world state only, never a diff against a snapshot |
 * | unchanged_model_does_not_render: `Known(previous)` | as above |
 *
 * Ported: 2 of the file's 2 tests (their `Absent` cases).
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/model_tests.rs'

describe('core/src/context/world_state/model_tests.rs', () => {
  it(`${FILE} model_change_renders_when_persisted_or_inferred_from_previous_turn`, () => {
    const fragment = renderedAbsent(
      { modelSwitch: { previousModel: 'gpt-old', instructions: 'instructions' } },
      'ModelSwitchInstructions',
    )
    expect([fragment?.startMarker, fragment?.endMarker]).toEqual([
      '<model_switch>',
      '</model_switch>',
    ])
  })

  it(`${FILE} unchanged_model_does_not_render`, () => {
    expect(renderedAbsent({ modelSwitch: null }, 'ModelSwitchInstructions')).toBeUndefined()
  })
})
