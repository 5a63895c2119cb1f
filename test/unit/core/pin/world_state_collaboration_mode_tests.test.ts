/**
 * Vectors from `codex-rs/core/src/context/world_state/collaboration_mode_tests.rs` at 4f39251a
 * (its insta snapshot), run against `renderFullWorldState`. The lab's `collaborationMode` is the
 * mode's instructions, or null for none.
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | snapshots: the four rows with a `Known` or `Unknown` previous state | diffs against a snapshot are not modelled |
 * | instruction_updates_are_applied_once_in_retained_history | `render_history_diff` over retained history is not modelled |
 * | catalog_collaboration_messages_select_mode_variant | model catalog messages are not modelled |
 * | empty_catalog_collaboration_message_suppresses_legacy_instructions | as above |
 * | missing_catalog_collaboration_message_uses_legacy_instructions | as above |
 * | legacy_collaboration_mode_snapshots_refresh_catalog_messages_once | snapshots are not modelled |
 *
 * Ported: 1 of the file's 6 tests (the `Absent` rows of `snapshots`).
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/collaboration_mode_tests.rs'

describe('core/src/context/world_state/collaboration_mode_tests.rs', () => {
  it(`${FILE} snapshots (Absent → Absent, Absent → default)`, () => {
    expect(
      renderedAbsent({ collaborationMode: null }, 'CollaborationModeInstructions'),
    ).toBeUndefined()
    const rendered = renderedAbsent(
      { collaborationMode: 'pair with the user' },
      'CollaborationModeInstructions',
    )
    expect(rendered?.role).toBe('developer')
    expect(rendered?.text).toBe('<collaboration_mode>pair with the user</collaboration_mode>')
  })
})
