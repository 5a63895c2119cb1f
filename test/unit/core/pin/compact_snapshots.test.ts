import { describe, expect, it } from 'vitest'
import {
  SUMMARIZATION_PROMPT,
  SUMMARY_PREFIX,
  type CompactionResult,
  type ResultItem,
  type ScenarioFile,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, C, FC, FCO, run, U } from '../../../helpers/scenario.ts'
import { portedTests } from './vectors.ts'

/**
 * The compaction layouts of codex-rs/core/tests/suite/snapshots/ at 4f39251a, as item-shape
 * lists. Each vector builds the snapshot's history (its initial context rendered by the port's
 * own world), runs the cell, and compares the post-compaction layout: the installed history,
 * then (DoNotInject) the initial context the next turn's context step records, then the turn's
 * user message. A compaction request is checked by its length (the port's request is the live
 * history plus, on the local path, the summarization prompt).
 *
 * Shapes follow the snapshots' notation: `message/<role>:<text>`, `message/<role>[n]:` with one
 * `[0i] <part>` line per part, `compaction:encrypted=true`, `function_call/<name>`,
 * `function_call_output:<output>`; placeholders for the permissions and environment fragments,
 * the summary prefix and the prompt; other text with newlines escaped, cut at 64 characters.
 */
export const NOT_APPLICABLE: readonly { readonly snapshot: string; readonly reason: string }[] = [
  {
    snapshot: 'remote_manual_compact_restates_realtime_start_shapes',
    reason: 'realtime conversation start/end instructions are not part of the port’s world state',
  },
  {
    snapshot: 'remote_mid_turn_compaction_does_not_restate_realtime_end_shapes',
    reason: 'realtime conversation start/end instructions are not part of the port’s world state',
  },
  {
    snapshot: 'remote_pre_turn_compaction_restates_realtime_start_shapes',
    reason: 'realtime conversation start/end instructions are not part of the port’s world state',
  },
  {
    snapshot: 'remote_pre_turn_compaction_context_window_exceeded_shapes',
    reason:
      'the port has no remote ContextWindowExceeded fault (its remote faults are timeout, invalid request, 404, 500, stream)',
  },
  {
    snapshot: 'remote_manual_compact_api_auth_prompt_cache_key_request_diff',
    reason: 'request headers, auth mode and prompt cache keys are not modeled',
  },
  {
    snapshot: 'remote_manual_compact_chatgpt_auth_service_tier_prompt_cache_key_request_diff',
    reason: 'request headers, auth mode, service tier and prompt cache keys are not modeled',
  },
  {
    snapshot: 'rollback_followup_turn_trims_context_updates',
    reason: 'thread rollback is not modeled',
  },
  {
    snapshot: 'rollback_past_compaction_shapes',
    reason: 'thread rollback is not modeled',
  },
]

/** Every compaction snapshot at the pin (compact, compact_remote, compact_resume_fork). */
const SNAPSHOTS = [
  'manual_compact_with_history_shapes',
  'manual_compact_without_prev_user_shapes',
  'mid_turn_compaction_shapes',
  'pre_sampling_model_switch_compaction_shapes',
  'pre_turn_compaction_context_window_exceeded_shapes',
  'pre_turn_compaction_including_incoming_shapes',
  'pre_turn_compaction_strips_incoming_model_switch_shapes',
  'remote_manual_compact_api_auth_prompt_cache_key_request_diff',
  'remote_manual_compact_chatgpt_auth_service_tier_prompt_cache_key_request_diff',
  'remote_manual_compact_restates_realtime_start_shapes',
  'remote_manual_compact_with_history_shapes',
  'remote_manual_compact_without_prev_user_shapes',
  'remote_mid_turn_compaction_does_not_restate_realtime_end_shapes',
  'remote_mid_turn_compaction_multi_summary_reinjects_above_last_summary_shapes',
  'remote_mid_turn_compaction_shapes',
  'remote_mid_turn_compaction_summary_only_reinjects_context_shapes',
  'remote_pre_turn_compaction_context_window_exceeded_shapes',
  'remote_pre_turn_compaction_failure_shapes',
  'remote_pre_turn_compaction_including_incoming_shapes',
  'remote_pre_turn_compaction_restates_realtime_start_shapes',
  'remote_pre_turn_compaction_strips_incoming_model_switch_shapes',
  'rollback_followup_turn_trims_context_updates',
  'rollback_past_compaction_shapes',
]

const CWD = '/repo'
/** The snapshots' session: no AGENTS.md, no developer instructions. */
const WORLD = { agentsMd: null }

function partShape(text: string, fragmentType: string | undefined): string {
  if (fragmentType === 'PermissionsInstructions') return '<PERMISSIONS_INSTRUCTIONS>'
  if (fragmentType === 'EnvironmentContext') {
    const cwd = /<cwd>(.*)<\/cwd>/.exec(text)?.[1]
    return `<ENVIRONMENT_CONTEXT:cwd=${cwd === CWD ? '<CWD>' : cwd}>`
  }
  if (text.startsWith(`${SUMMARY_PREFIX}\n`))
    return `<COMPACTION_SUMMARY>\\n${text.slice(SUMMARY_PREFIX.length + 1)}`
  if (text === SUMMARIZATION_PROMPT) return '<SUMMARIZATION_PROMPT>'
  const escaped = text.replaceAll('\n', '\\n')
  return escaped.length > 64 ? `${escaped.slice(0, 64)}...` : escaped
}

function shape(
  item: Pick<ResultItem, 'type' | 'role' | 'text' | 'parts' | 'fragmentType'>,
): string {
  switch (item.type) {
    case 'compaction':
      return 'compaction:encrypted=true'
    case 'function_call':
      return `function_call/${item.text.slice(0, item.text.indexOf('('))}`
    case 'function_call_output':
      return `function_call_output:${item.text}`
    case 'message': {
      const parts = item.parts ?? [item.text]
      const types = item.fragmentType?.split(' + ') ?? []
      if (parts.length === 1) return `message/${item.role}:${partShape(parts[0]!, types[0])}`
      const lines = parts.map((part, i) => `    [0${i + 1}] ${partShape(part, types[i])}`)
      return [`message/${item.role}[${parts.length}]:`, ...lines].join('\n')
    }
    default:
      return item.type
  }
}

/** The session's initial context (as the port renders it for `world`), as history items. */
function initialContext(world: ScenarioFile['world'] = WORLD): ScenarioItem[] {
  const probe = run({ history: [], world }, { phase: 'manual', implementation: 'local' })
  return probe.nextTurnInjection.map((item, i) => ({
    id: `ic${i}`,
    type: 'message',
    role: item.role ?? 'developer',
    parts: [...(item.parts ?? [item.text])],
  }))
}

/** What the next sampling request shows: the history, the re-injected context, the user's turn. */
function followUp(result: CompactionResult, userText?: string): string[] {
  const next = [...result.items, ...result.nextTurnInjection].map(shape)
  return userText === undefined ? next : [...next, `message/user:${userText}`]
}

const requestItems = (result: CompactionResult) =>
  result.trace.find((step) => step.rule === 'local_prompt_clone')?.params

const local = { implementation: 'local' } as const
const remote = { implementation: 'remote' } as const
const legacy = { remoteCompactionV2: false }
// the snapshots' previous model has a larger window and another model (a downshift)
const downshift = {
  model: { slug: 'small', contextWindow: 100_000 },
  turn: { activeTokens: 95_000, previousModel: { slug: 'big', contextWindow: 400_000 } },
  world: { ...WORLD, modelSwitch: { previousModel: 'big', instructions: 'continue' } },
}

describe('tests/suite/snapshots (compact, compact_remote, compact_resume_fork)', () => {
  it('snapshots manual_compact_with_history_shapes', () => {
    const result = run(
      {
        history: [...initialContext(), U('u1', 'first manual turn'), A('a1', 'FIRST_REPLY')],
        world: WORLD,
        model: { summary: 'FIRST_MANUAL_SUMMARY' },
      },
      { phase: 'manual', ...local },
    )
    expect(requestItems(result)).toMatchObject({ requestItems: 5 })
    expect(followUp(result, 'second manual turn')).toEqual([
      'message/user:first manual turn',
      'message/user:<COMPACTION_SUMMARY>\\nFIRST_MANUAL_SUMMARY',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:second manual turn',
    ])
  })

  it('snapshots manual_compact_without_prev_user_shapes', () => {
    const result = run(
      { history: [], world: WORLD, model: { summary: 'MANUAL_EMPTY_SUMMARY' } },
      { phase: 'manual', ...local },
    )
    expect(requestItems(result)).toMatchObject({ requestItems: 1 })
    expect(followUp(result, 'AFTER_MANUAL_EMPTY_COMPACT')).toEqual([
      'message/user:<COMPACTION_SUMMARY>\\nMANUAL_EMPTY_SUMMARY',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:AFTER_MANUAL_EMPTY_COMPACT',
    ])
  })

  it('snapshots mid_turn_compaction_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'function call limit push'),
          FC('call', 'c1'),
          FCO('out', 'c1', 'unsupported call: test_tool'),
        ],
        world: WORLD,
        model: { summary: 'AUTO_SUMMARY' },
      },
      { phase: 'mid_turn', ...local },
    )
    expect(requestItems(result)).toMatchObject({ requestItems: 6 })
    expect(followUp(result)).toEqual([
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:function call limit push',
      'message/user:<COMPACTION_SUMMARY>\\nAUTO_SUMMARY',
    ])
  })

  const modelSwitchFollowUp = (user: string, summary: string, output: 'summary' | 'compaction') => [
    `message/user:${user}`,
    output === 'summary'
      ? `message/user:<COMPACTION_SUMMARY>\\n${summary}`
      : 'compaction:encrypted=true',
    'message/developer[2]:\n    [01] <model_switch>\\nThe user was previously using a different model....\n    [02] <PERMISSIONS_INSTRUCTIONS>',
    'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
  ]

  it('snapshots pre_sampling_model_switch_compaction_shapes', () => {
    const result = run(
      {
        history: [...initialContext(), U('u1', 'before switch'), A('a1', 'before switch')],
        ...downshift,
        model: { ...downshift.model, summary: 'PRE_SAMPLING_SUMMARY' },
      },
      { phase: 'pre_turn', ...local },
    )
    expect(result.trace.find((s) => s.rule === 'previous_model_check')?.params).toMatchObject({
      modelDownshift: true,
    })
    expect(requestItems(result)).toMatchObject({ requestItems: 5 })
    expect(followUp(result, 'after switch')).toEqual([
      ...modelSwitchFollowUp('before switch', 'PRE_SAMPLING_SUMMARY', 'summary'),
      'message/user:after switch',
    ])
  })

  it('snapshots pre_turn_compaction_context_window_exceeded_shapes', () => {
    const history = [...initialContext(), U('u1', 'USER_ONE'), A('a1', 'FIRST_REPLY')]
    const result = run(
      { history, world: WORLD, faults: { local: 'context_window_exceeded', localRepeat: 1_000 } },
      { phase: 'pre_turn', ...local },
    )
    expect(requestItems(result)).toMatchObject({ requestItems: 5 })
    expect(result.outcome).toBe('failed')
    expect(result.trace.find((s) => s.rule === 'outcome')?.params).toMatchObject({
      turnEnds: true,
    })
  })

  // the snapshot's USER_THREE carries an image part too; the port's parts are text only, so
  // that last line is compared without it
  it('snapshots pre_turn_compaction_including_incoming_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'USER_ONE'),
          A('a1', 'FIRST_REPLY'),
          U('u2', 'USER_TWO'),
          A('a2', 'SECOND_REPLY'),
        ],
        world: { ...WORLD, cwd: 'PRETURN_CONTEXT_DIFF_CWD' },
        model: { summary: 'PRE_TURN_SUMMARY' },
      },
      { phase: 'pre_turn', ...local },
    )
    expect(requestItems(result)).toMatchObject({ requestItems: 7 })
    expect(followUp(result, 'USER_THREE')).toEqual([
      'message/user:USER_ONE',
      'message/user:USER_TWO',
      'message/user:<COMPACTION_SUMMARY>\\nPRE_TURN_SUMMARY',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=PRETURN_CONTEXT_DIFF_CWD>',
      'message/user:USER_THREE',
    ])
  })

  it('snapshots pre_turn_compaction_strips_incoming_model_switch_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'BEFORE_SWITCH_USER'),
          A('a1', 'BEFORE_SWITCH_REPLY'),
        ],
        world: downshift.world,
        model: { summary: 'PRETURN_SWITCH_SUMMARY' },
      },
      { phase: 'pre_turn', ...local },
    )
    // the request is the history as it was: no <model_switch> in it
    expect(requestItems(result)).toMatchObject({ requestItems: 5 })
    expect(followUp(result, 'AFTER_SWITCH_USER')).toEqual([
      ...modelSwitchFollowUp('BEFORE_SWITCH_USER', 'PRETURN_SWITCH_SUMMARY', 'summary'),
      'message/user:AFTER_SWITCH_USER',
    ])
  })

  it('snapshots remote_manual_compact_with_history_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'hello remote compact'),
          A('a1', 'FIRST_REMOTE_REPLY'),
        ],
        world: WORLD,
        features: legacy,
        server: { transcript: [C('checkpoint')] },
      },
      { phase: 'manual', ...remote },
    )
    expect(followUp(result, 'after compact')).toEqual([
      'compaction:encrypted=true',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:after compact',
    ])
  })

  it('snapshots remote_mid_turn_compaction_multi_summary_reinjects_above_last_summary_shapes', () => {
    const result = run(
      { history: [U('u1', 'USER_ONE'), C('older')], world: WORLD, features: legacy },
      { phase: 'pre_turn', ...remote },
    )
    expect(followUp(result, 'USER_TWO')).toEqual([
      'message/user:USER_ONE',
      'compaction:encrypted=true',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:USER_TWO',
    ])
  })

  const toolTurn = () => [
    ...initialContext(),
    U('u1', 'USER_ONE'),
    FC('call', 'c1'),
    FCO('out', 'c1', 'unsupported call: test_tool'),
  ]

  it('snapshots remote_mid_turn_compaction_shapes', () => {
    const result = run(
      { history: toolTurn(), world: WORLD, features: legacy },
      { phase: 'mid_turn', ...remote },
    )
    expect(followUp(result)).toEqual([
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:USER_ONE',
      'compaction:encrypted=true',
    ])
  })

  it('snapshots remote_mid_turn_compaction_summary_only_reinjects_context_shapes', () => {
    const result = run(
      {
        history: toolTurn(),
        world: WORLD,
        features: legacy,
        server: { transcript: [C('checkpoint')] },
      },
      { phase: 'mid_turn', ...remote },
    )
    expect(followUp(result)).toEqual([
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'compaction:encrypted=true',
    ])
  })

  // a reply that does not parse is a stream error (ApiError::Stream): the turn stops, the
  // history as sent (without the incoming user message) stays
  it('snapshots remote_pre_turn_compaction_failure_shapes', () => {
    const history = [
      ...initialContext(),
      U('u1', 'turn that exceeds token threshold'),
      A('a1', 'initial turn complete'),
    ]
    const result = run(
      { history, world: WORLD, features: legacy, faults: { remote: 'stream_error' } },
      { phase: 'pre_turn', ...remote },
    )
    expect(result.outcome).toBe('failed')
    expect(result.items.map(shape)).toEqual([
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:turn that exceeds token threshold',
      'message/assistant:initial turn complete',
    ])
  })

  it('snapshots remote_pre_turn_compaction_including_incoming_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'USER_ONE'),
          A('a1', 'REMOTE_FIRST_REPLY'),
          U('u2', 'USER_TWO'),
          A('a2', 'REMOTE_SECOND_REPLY'),
        ],
        world: { ...WORLD, cwd: 'PRETURN_CONTEXT_DIFF_CWD' },
        features: legacy,
      },
      { phase: 'pre_turn', ...remote },
    )
    expect(followUp(result, 'USER_THREE')).toEqual([
      'message/user:USER_ONE',
      'message/user:USER_TWO',
      'compaction:encrypted=true',
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=PRETURN_CONTEXT_DIFF_CWD>',
      'message/user:USER_THREE',
    ])
  })

  it('snapshots remote_pre_turn_compaction_strips_incoming_model_switch_shapes', () => {
    const result = run(
      {
        history: [
          ...initialContext(),
          U('u1', 'BEFORE_SWITCH_USER'),
          A('a1', 'BEFORE_SWITCH_REPLY'),
        ],
        world: downshift.world,
        features: legacy,
      },
      { phase: 'pre_turn', ...remote },
    )
    expect(followUp(result, 'AFTER_SWITCH_USER')).toEqual([
      ...modelSwitchFollowUp('BEFORE_SWITCH_USER', '', 'compaction'),
      'message/user:AFTER_SWITCH_USER',
    ])
  })

  // an empty legacy request is never sent: the replacement is empty and the next turn carries
  // the canonical context before its user message
  it('snapshots remote_manual_compact_without_prev_user_shapes', () => {
    const result = run(
      { history: [], world: WORLD, features: legacy },
      { phase: 'manual', ...remote },
    )
    expect(result.serverCalls).toBe(0)
    expect(followUp(result, 'USER_ONE')).toEqual([
      'message/developer:<PERMISSIONS_INSTRUCTIONS>',
      'message/user:<ENVIRONMENT_CONTEXT:cwd=<CWD>>',
      'message/user:USER_ONE',
    ])
  })

  it('every compaction snapshot is ported or listed as not applicable', () => {
    const ported = portedTests(import.meta.url, 'core/tests/suite/snapshots')
    const listed = NOT_APPLICABLE.map((entry) => entry.snapshot)
    expect([...ported, ...listed].sort()).toEqual([...SNAPSHOTS].sort())
  })
})
