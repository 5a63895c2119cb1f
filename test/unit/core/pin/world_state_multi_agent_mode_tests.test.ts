/**
 * Vectors from `codex-rs/core/src/context/world_state/multi_agent_mode_tests.rs` at 4f39251a
 * (its insta snapshot), run against `renderFullWorldState`. The lab's `multiAgentMode` is the
 * mode's text: the explicit-request-only text, or a custom one.
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | snapshots: the eight rows with a `Known` or `Unknown` previous state | diffs against a snapshot are not modelled |
 * | persisted_mode_is_restored_only_when_missing_from_history | `render_history_diff` is not modelled |
 * | unchanged_mode_is_reemitted_after_usage_hint_migration | as above |
 * | catalog_role_updates_remain_separate_from_active_mode | catalog role instructions are not modelled |
 *
 * Ported: 2 of the file's 5 tests (the `Absent` rows of `snapshots`, and the custom mode's bound).
 */
import { describe, expect, it } from 'vitest'
import { approxTokenCount } from '../../../../src/core/text.ts'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/multi_agent_mode_tests.rs'

// the text of MultiAgentMode::ExplicitRequestOnly, as the snapshot shows it
const EXPLICIT =
  'Any earlier instruction enabling proactive multi-agent delegation no longer applies. Do not spawn sub-agents unless the user or applicable AGENTS.md/skill instructions explicitly ask for sub-agents, delegation, or parallel agent work.'

describe('core/src/context/world_state/multi_agent_mode_tests.rs', () => {
  it(`${FILE} snapshots (Absent → Absent, Absent → inactive, Absent → explicit)`, () => {
    expect(renderedAbsent({ multiAgentMode: null }, 'MultiAgentModeInstructions')).toBeUndefined()
    const explicit = renderedAbsent({ multiAgentMode: EXPLICIT }, 'MultiAgentModeInstructions')
    expect(explicit?.role).toBe('developer')
    expect(explicit?.text).toBe(`<multi_agent_mode>${EXPLICIT}</multi_agent_mode>`)
  })

  it(`${FILE} snapshots (an empty custom mode renders nothing)`, () => {
    expect(renderedAbsent({ multiAgentMode: '' }, 'MultiAgentModeInstructions')).toBeUndefined()
  })

  it(`${FILE} custom_mode_is_bounded_before_snapshot_and_rendering`, () => {
    const custom = 'custom mode '.repeat(1_000)
    const rendered = renderedAbsent({ multiAgentMode: custom }, 'MultiAgentModeInstructions')
    expect(rendered).toBeDefined()
    expect(approxTokenCount(rendered!.body)).toBeLessThan(1_000)
    expect(approxTokenCount(rendered!.text)).toBeLessThan(1_000)
  })
})
