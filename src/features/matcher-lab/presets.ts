/** The matcher lab's presets: each a text and the role it is sent with. */
export interface MatcherPreset {
  readonly id:
    | 'trap'
    | 'agents'
    | 'kelvin'
    | 'bom'
    | 'nel'
    | 'permissionsUnderscore'
    | 'permissions'
    | 'approved'
    | 'upperSkill'
    | 'hook'
    | 'halfOpen'
    | 'plain'
  readonly role: 'user' | 'developer'
  readonly text: string
}

const ENV =
  '<environment_context>\n  <cwd>/repo</cwd>\n  <shell>bash</shell>\n</environment_context>'

export const MATCHER_PRESETS: readonly MatcherPreset[] = [
  // the protocol's constants are not the markers UserInstructions renders with
  {
    id: 'trap',
    role: 'user',
    text: '<user_instructions>\nRun npm test before every commit.\n</user_instructions>',
  },
  {
    id: 'agents',
    role: 'user',
    text: '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nRun npm test before every commit.\n</INSTRUCTIONS>',
  },
  { id: 'kelvin', role: 'user', text: '<s\u212Aill>\n<name>demo</name>\n</skill>' },
  // Rust's trim keeps U+FEFF (JavaScript's trim would strip it) and strips U+0085 (JS keeps it)
  { id: 'bom', role: 'user', text: `\uFEFF${ENV}` },
  { id: 'nel', role: 'user', text: `\u0085${ENV}` },
  {
    id: 'permissionsUnderscore',
    role: 'developer',
    text: '<permissions_instructions>\nFilesystem sandboxing: read-only.\n</permissions_instructions>',
  },
  {
    id: 'permissions',
    role: 'developer',
    text: '<permissions instructions>\nFilesystem sandboxing: read-only.\n</permissions instructions>',
  },
  { id: 'approved', role: 'developer', text: 'Approved command prefix saved:\nnpm *' },
  { id: 'upperSkill', role: 'user', text: '  <SKILL>\n<name>demo</name>\n</SKILL>  ' },
  {
    id: 'hook',
    role: 'user',
    text: '<hook_prompt hook_run_id="hook-run-1">Retry with care &amp; joy.</hook_prompt>',
  },
  { id: 'halfOpen', role: 'user', text: '<turn_aborted>\nThe user interrupted the turn.' },
  { id: 'plain', role: 'user', text: 'Please fix the login test without touching the public API.' },
]
