/**
 * Vectors from `codex-rs/core/src/context/world_state/managed_developer_instructions_tests.rs` at
 * 4f39251a, run against `renderFullWorldState`.
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | managed_policy_updates_and_removal_are_emitted_once: the updated, removed and legacy steps | diffs against a snapshot and retained history are not modelled |
 * | managed_policy_limit_includes_replacement_notice_and_markers | the size check of the managed policy is not modelled |
 *
 * Ported: 1 of the file's 2 tests (its first two steps, with no previous state).
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/managed_developer_instructions_tests.rs'

describe('core/src/context/world_state/managed_developer_instructions_tests.rs', () => {
  it(`${FILE} managed_policy_updates_and_removal_are_emitted_once (None, then the initial policy)`, () => {
    expect(
      renderedAbsent({ managedDeveloperInstructions: null }, 'ManagedDeveloperInstructions'),
    ).toBeUndefined()
    const rendered = renderedAbsent(
      { managedDeveloperInstructions: 'initial policy' },
      'ManagedDeveloperInstructions',
    )
    expect(rendered?.role).toBe('developer')
    expect(rendered?.text).toBe(
      '<managed_developer_instructions>\ninitial policy\n</managed_developer_instructions>',
    )
  })
})
