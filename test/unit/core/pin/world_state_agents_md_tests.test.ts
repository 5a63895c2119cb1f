/**
 * Vectors from `codex-rs/core/src/context/world_state/agents_md_tests.rs` at 4f39251a (its insta
 * snapshot, `snapshots/…agents_md__tests__snapshots.snap`), run against `renderFullWorldState`.
 *
 * | Codex case | not applicable because |
 * | --- | --- |
 * | snapshots: the five rows with a `Known` or `Unknown` previous state (replacement and removal notices) | diffs against a snapshot are not modelled |
 *
 * Ported: 1 of the file's 1 test (its three `Absent` rows).
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/agents_md_tests.rs'

describe('core/src/context/world_state/agents_md_tests.rs', () => {
  it(`${FILE} snapshots (Absent → Absent, Absent → {}, Absent → project formatter)`, () => {
    expect(renderedAbsent({ agentsMd: null }, 'UserInstructions')).toBeUndefined()
    const rendered = renderedAbsent(
      { agentsMd: { text: 'use the project formatter' } },
      'UserInstructions',
    )
    expect(rendered?.role).toBe('user')
    expect(rendered?.text).toBe(
      '# AGENTS.md instructions\n\n<INSTRUCTIONS>\nuse the project formatter\n</INSTRUCTIONS>',
    )
  })
})
