/**
 * Vectors from `codex-rs/core/src/context/world_state/environment_render_tests.rs` at 4f39251a,
 * run against `renderFullWorldState`. The lab models one local environment with a cwd, a shell,
 * the current date and the timezone.
 *
 * | Codex test | not applicable because |
 * | --- | --- |
 * | serialize_environment_context_with_foreign_windows_cwd | no filesystem section, no Windows paths |
 * | serialize_environment_context_with_network | no network section |
 * | serialize_environment_context_with_full_filesystem_profile | no filesystem section |
 * | serialize_read_only_environment_context | the lab always has one environment |
 * | serialize_environment_context_with_subagents | no subagents section |
 * | serialize_environment_context_with_multiple_selected_environments | one environment only |
 * | serialize_environment_context_prefers_environment_shell_when_present | one shell only |
 *
 * Ported: 1 of the file's 8 tests.
 */
import { describe, expect, it } from 'vitest'
import { renderedAbsent } from './worldStateSupport.ts'

const FILE = 'core/src/context/world_state/environment_render_tests.rs'

describe('core/src/context/world_state/environment_render_tests.rs', () => {
  it(`${FILE} serialize_workspace_write_environment_context`, () => {
    const rendered = renderedAbsent(
      { cwd: '/repo', shell: 'bash', currentDate: '2026-02-26', timezone: 'America/Los_Angeles' },
      'EnvironmentContext',
    )
    expect(rendered?.text).toBe(
      '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n  <current_date>2026-02-26</current_date>\n  <timezone>America/Los_Angeles</timezone>\n</environment_context>',
    )
  })
})
