import { describe, expect, it } from 'vitest'
import {
  REMOTE_ERROR_PREFIX,
  TRUNCATED_OUTPUT_PLACEHOLDER,
  type ScenarioItem,
} from '../../../../src/core/index.ts'
import { A, C, D, FC, FCO, run, U } from '../../../helpers/scenario.ts'
import { carried, stepParams } from './suiteSupport.ts'

/**
 * Vectors from `codex-rs/core/tests/suite/compact_remote.rs` at 4f39251a: remote compaction
 * (the legacy `/responses/compact` request, and remote v2's compaction trigger on `/responses`)
 * against a mocked server. The suite's sessions run with `RemoteCompactionV2` off unless a test
 * turns it on, and its mock server speaks HTTPS. Each vector runs the test's situation through a
 * remote cell and checks what the test asserts, on the port's trace, events and installed
 * history. Headers, auth, turn metadata, tool payloads and realtime instructions are outside
 * the port; those tests are listed as not applicable in the conformance ledger.
 */

const FILE = 'core/tests/suite/compact_remote.rs'
const legacy = { remoteCompactionV2: false }
const v2 = { remoteCompactionV2: true }
/** the suite's wiremock server: HTTPS only. */
const https = { remoteCompaction: 'v2', supportsWebsockets: false } as const
const remote = (phase: 'pre_turn' | 'mid_turn' | 'manual') =>
  ({ phase, implementation: 'remote' }) as const

/** A shell call and its output, as the suite's exec-command turns leave them. */
const call = (callId: string, output: string): ScenarioItem[] => [
  FC(`fc-${callId}`, callId),
  FCO(`fco-${callId}`, callId, output),
]

const outputOf = (result: ReturnType<typeof run>, id: string) =>
  result.trace
    .flatMap((step) => (step.rule === 'trim_function_outputs' ? step.params.ids.split(', ') : []))
    .includes(id)

describe('core/tests/suite/compact_remote.rs', () => {
  it(`${FILE} amazon_bedrock_manual_compaction_uses_v2_responses_endpoint`, () => {
    const result = run(
      {
        history: [U('u1', 'before compaction'), A('a1', 'before compaction reply')],
        features: v2,
        provider: https,
      },
      remote('manual'),
    )
    // one compaction trigger on /responses, over HTTPS; the follow-up carries the compaction item
    expect(stepParams(result, 'remote_request')).toMatchObject({
      endpoint: '/responses + compaction_trigger',
      transport: 'https',
      calls: 1,
    })
    expect(result.items.at(-1)?.type).toBe('compaction')
  })

  it(`${FILE} amazon_bedrock_automatic_compaction_uses_v2_responses_endpoint`, () => {
    const result = run(
      {
        history: [U('u1', 'before automatic compact'), A('a1', 'before automatic compaction')],
        features: v2,
        provider: https,
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      remote('pre_turn'),
    )
    expect(stepParams(result, 'remote_request')?.endpoint).toBe('/responses + compaction_trigger')
    expect([result.path, result.items.at(-1)?.type]).toEqual(['remote_v2', 'compaction'])
  })

  it(`${FILE} remote_compact_replaces_history_for_followups`, () => {
    const result = run(
      {
        history: [U('u1', 'hello remote compact'), A('a1', 'FIRST_REMOTE_REPLY')],
        features: legacy,
      },
      remote('manual'),
    )
    // the legacy request carries the user and assistant history; the reply replaces it
    expect(stepParams(result, 'remote_request')).toMatchObject({
      endpoint: '/responses/compact',
      calls: 1,
    })
    expect(stepParams(result, 'input_history')?.items).toBe(2)
    expect(result.items.map((item) => item.type)).toEqual(['message', 'compaction'])
    expect(result.items[0]?.text).toBe('hello remote compact')
    expect(result.historyVersion).toBe(1)
  })

  it(`${FILE} remote_compact_v2_reuses_compaction_trigger_for_followups`, () => {
    const progress =
      'Message Type: MESSAGE\nTask name: /root\nSender: /root/child\nPayload:\nchild progress'
    const history: ScenarioItem[] = [
      U('u1', 'hello remote compact'),
      {
        id: 'progress',
        type: 'agent_message',
        text: progress,
        author: '/root/child',
        recipient: '/root',
      },
      D('notice', 'an unlisted developer notice'),
      A('a1', 'DELEGATED_TASK_REPLY'),
    ]
    const result = run({ history, features: v2, provider: https }, remote('mid_turn'))
    expect(stepParams(result, 'remote_request')?.endpoint).toBe('/responses + compaction_trigger')
    const kept = result.items.filter((item) => item.status === 'kept').map((item) => item.id)
    // the original user message is retained; the child's progress and the notice are not
    expect(kept).toContain('u1')
    expect(kept).not.toContain('progress')
    expect(kept).not.toContain('notice')
    expect(result.items.at(-1)?.type).toBe('compaction')
  })

  it(`${FILE} remote_compact_v2_retries_failures_with_stream_retry_budget`, () => {
    // request_max_retries 0, stream_max_retries 2: a failing compaction is sent three times. The
    // port's fault hits every attempt, so the third fails too (Codex's mock lets it succeed)
    const result = run(
      {
        history: [U('u1', 'hello remote compact'), A('a1', 'reply')],
        features: v2,
        provider: { ...https, requestMaxRetries: 0, streamMaxRetries: 2 },
        faults: { remote: 'stream_error' },
      },
      remote('mid_turn'),
    )
    expect(stepParams(result, 'remote_request')).toMatchObject({
      calls: 3,
      maxRetries: 2,
      httpsCalls: 3,
    })
    expect(result.events.filter((event) => event.type === 'StreamError')).toHaveLength(2)
  })

  it(`${FILE} remote_compact_runs_automatically`, () => {
    const result = run(
      {
        history: [U('u1', 'hello remote compact'), ...call('call-1', 'ok')],
        features: legacy,
        turn: { activeTokens: 100_000_000 },
      },
      remote('mid_turn'),
    )
    // mid-turn: the summary stays last and the continuation carries it
    expect(stepParams(result, 'mid_turn_roll_over')?.rollOver).toBe(true)
    expect(stepParams(result, 'remote_request')?.endpoint).toBe('/responses/compact')
    expect(result.items.at(-1)?.type).toBe('compaction')
    expect(result.nextTurnInjection).toEqual([])
  })
})

describe('core/tests/suite/compact_remote.rs: trimming tool outputs to the window', () => {
  // window 2,000 tokens: an output of 3,000 tokens past the last user message does not fit
  const huge = 'x\n'.repeat(6_000)
  const narrow = { contextWindow: 2_000, autoCompactTokenLimit: 200_000 }

  it(`${FILE} remote_compact_trims_function_call_history_to_fit_context_window`, () => {
    const result = run(
      {
        history: [
          U('u1', 'turn with retained shell call'),
          ...call('retained', 'retained-shell-output'),
          A('a1', 'retained complete'),
          U('u2', 'turn with trimmed shell call'),
          ...call('trimmed', huge),
        ],
        features: legacy,
        model: narrow,
      },
      remote('manual'),
    )
    expect(stepParams(result, 'trim_function_outputs')).toEqual({
      rewritten: 1,
      ids: 'fco-trimmed',
    })
    expect(outputOf(result, 'fco-retained')).toBe(false)
  })

  it(`${FILE} auto_remote_compact_trims_function_call_history_to_fit_context_window`, () => {
    const result = run(
      {
        history: [
          U('u1', 'turn with retained shell call'),
          ...call('retained', 'retained-shell-output'),
          U('u2', 'turn with trimmed shell call'),
          ...call('trimmed', huge),
        ],
        features: legacy,
        model: narrow,
        turn: { activeTokens: 250_000 },
      },
      remote('mid_turn'),
    )
    expect(result.serverCalls).toBe(1)
    expect(stepParams(result, 'trim_function_outputs')?.ids).toBe('fco-trimmed')
  })

  it(`${FILE} remote_compact_rewrites_multiple_trailing_function_call_outputs`, () => {
    const result = run(
      {
        history: [
          U('u1', 'older turn'),
          ...call('older', 'older output'),
          U('u2', 'parallel turn'),
          FC('fc-p1', 'p1'),
          FC('fc-p2', 'p2'),
          FCO('fco-p1', 'p1', huge),
          FCO('fco-p2', 'p2', huge),
        ],
        features: legacy,
        model: narrow,
      },
      remote('manual'),
    )
    // both trailing outputs are rewritten, newest first; the older pair is left alone
    expect(stepParams(result, 'trim_function_outputs')).toEqual({
      rewritten: 2,
      ids: 'fco-p2, fco-p1',
    })
  })

  it(`${FILE} remote_compact_trim_estimate_uses_session_base_instructions`, () => {
    const history = [
      U('u1', 'baseline turn'),
      ...call('older', 'older output'),
      U('u2', 'trailing turn'),
      ...call('trailing', 'y'.repeat(4_000)),
    ]
    const compactWith = (baseInstructionsTokens: number) =>
      run(
        { history, features: legacy, model: { contextWindow: 2_000, baseInstructionsTokens } },
        remote('manual'),
      )
    // the history alone fits; long base instructions push the estimate past the window
    expect(stepParams(compactWith(0), 'trim_function_outputs')).toBeUndefined()
    expect(stepParams(compactWith(2_000), 'trim_function_outputs')?.ids).toBe('fco-trailing')
    expect(TRUNCATED_OUTPUT_PLACEHOLDER.length).toBeGreaterThan(0)
  })
})

describe('core/tests/suite/compact_remote.rs: events, failures and the installed history', () => {
  it(`${FILE} auto_remote_compact_failure_stops_agent_loop`, () => {
    const result = run(
      {
        history: [U('u1', 'turn that exceeds token threshold'), A('a1', 'reply')],
        features: legacy,
        model: { autoCompactTokenLimit: 120 },
        turn: { activeTokens: 500_000 },
        faults: { remote: 'invalid_request' },
      },
      remote('pre_turn'),
    )
    const error = result.events.find((event) => event.type === 'Error')
    expect(error && 'message' in error ? error.message : '').toContain(REMOTE_ERROR_PREFIX)
    expect(stepParams(result, 'outcome')).toMatchObject({ outcome: 'failed', turnEnds: true })
    expect(result.serverCalls).toBe(1)
  })

  it(`${FILE} remote_manual_compact_emits_context_compaction_items`, () => {
    const result = run(
      { history: [U('u1', 'manual remote compact'), A('a1', 'reply')], features: legacy },
      remote('manual'),
    )
    const ids = result.events.flatMap((event) =>
      event.type === 'ItemStarted' || event.type === 'ItemCompleted' ? [event.itemId] : [],
    )
    expect(ids).toHaveLength(2)
    expect(ids[0]).toBe(ids[1])
  })

  it(`${FILE} remote_manual_compact_failure_emits_task_error_event`, () => {
    const result = run(
      {
        history: [U('u1', 'manual remote compact'), A('a1', 'reply')],
        features: legacy,
        faults: { remote: 'invalid_request' },
      },
      remote('manual'),
    )
    const error = result.events.find((event) => event.type === 'Error')
    expect(error && 'message' in error ? error.message : '').toMatch(
      new RegExp(`^${REMOTE_ERROR_PREFIX}: `),
    )
    expect([result.outcome, result.serverCalls]).toEqual(['failed', 1])
  })

  it(`${FILE} remote_compact_persists_replacement_history_in_rollout`, () => {
    // the manual replacement holds no permissions context: the next turn injects it
    const result = run(
      { history: [U('u1', 'manual remote compact'), A('a1', 'reply')], features: legacy },
      remote('manual'),
    )
    expect(result.items.some((item) => item.fragmentType === 'PermissionsInstructions')).toBe(false)
    expect(result.nextTurnInjection.map((item) => item.fragmentType)).toContain(
      'PermissionsInstructions',
    )
  })

  const STALE = 'STALE_DEVELOPER_INSTRUCTIONS_SHOULD_BE_REMOVED'
  const staleReply = { transcript: [D('stale', STALE), C('server-summary')] }

  it(`${FILE} remote_compact_refreshes_stale_developer_instructions_without_resume`, () => {
    const result = run(
      {
        history: [U('u1', 'start remote compact flow'), A('a1', 'BASELINE_REPLY')],
        features: legacy,
        server: staleReply,
      },
      remote('manual'),
    )
    const next = [...result.items, ...result.nextTurnInjection].map((item) => item.text)
    expect(next.some((text) => text.includes(STALE))).toBe(false)
    expect(next.filter((text) => text.includes('<permissions instructions>'))).toHaveLength(1)
    expect(result.items.at(-1)?.type).toBe('compaction')
  })

  it(`${FILE} remote_compact_and_resume_refresh_stale_developer_instructions`, () => {
    const first = run(
      {
        history: [U('u1', 'start remote compact flow'), A('a1', 'BASELINE_REPLY')],
        features: legacy,
        server: staleReply,
      },
      remote('manual'),
    )
    // after a resume the installed history is read back and the context injected once more
    const resumed = [...carried(first), ...first.nextTurnInjection.map((item) => item.text)]
    expect(resumed.some((entry) => JSON.stringify(entry).includes(STALE))).toBe(false)
    expect(
      resumed.filter((entry) => JSON.stringify(entry).includes('<permissions instructions>')),
    ).toHaveLength(1)
    expect(carried(first).at(-1)?.type).toBe('compaction')
  })
})

describe('core/tests/suite/compact_remote.rs: request shapes (snapshot tests)', () => {
  it(`${FILE} snapshot_request_shape_remote_pre_turn_compaction_including_incoming_user_message`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), A('a1', 'reply'), U('u2', 'USER_TWO'), A('a2', 'reply')],
        features: legacy,
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      remote('pre_turn'),
    )
    expect(stepParams(result, 'pre_turn_check')?.incomingUserMessageExcluded).toBe(true)
    expect(stepParams(result, 'initial_context_injection')?.injection).toBe('do_not_inject')
    expect(stepParams(result, 'next_turn_reinjection')?.timing).toBe('same_turn')
  })

  it(`${FILE} snapshot_request_shape_remote_pre_turn_compaction_strips_incoming_model_switch`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), A('a1', 'reply')],
        features: legacy,
        world: { modelSwitch: { previousModel: 'gpt-5.4', instructions: 'continue' } },
        model: { slug: 'gpt-5.2', autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      remote('pre_turn'),
    )
    expect(result.items.some((item) => item.text.includes('<model_switch>'))).toBe(false)
    expect(result.nextTurnInjection[0]?.text).toContain('<model_switch>')
  })

  it(`${FILE} snapshot_request_shape_remote_mid_turn_continuation_compaction`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), ...call('call-1', 'tool output')],
        features: legacy,
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      remote('mid_turn'),
    )
    // the compact request carries the tool artifacts; the context goes before the last user
    expect(stepParams(result, 'input_history')?.items).toBe(3)
    expect(stepParams(result, 'insert_initial_context')).toMatchObject({ anchorId: 'u1' })
  })

  it(`${FILE} snapshot_request_shape_remote_mid_turn_compaction_summary_only_reinjects_context`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), ...call('call-1', 'tool output')],
        features: legacy,
        server: { transcript: [C('only-summary')] },
        turn: { activeTokens: 500 },
        model: { autoCompactTokenLimit: 200 },
      },
      remote('mid_turn'),
    )
    // no user message to anchor on: the context goes before the compaction item
    const statuses = result.items.map((item) => item.status)
    expect(statuses.at(-1)).toBe('summary')
    expect(statuses.slice(0, -1).every((status) => status === 'injected')).toBe(true)
    expect(statuses.length).toBeGreaterThan(1)
  })

  it(`${FILE} snapshot_request_shape_remote_mid_turn_compaction_multi_summary_reinjects_above_last_summary`, () => {
    // an earlier manual /compact left a compaction item; USER_TWO's turn compacts first
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), C('older')],
        features: legacy,
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 1_000 },
      },
      remote('pre_turn'),
    )
    // the older compaction item rides along in the request; the latest one replaces it
    expect(stepParams(result, 'input_history')?.items).toBe(2)
    expect(result.serverCalls).toBe(1)
    expect(result.items.map((item) => item.type)).toEqual(['message', 'compaction'])
    expect(result.items[1]?.id).not.toBe('older')
    // the context comes back before USER_TWO, in the same turn
    expect(stepParams(result, 'next_turn_reinjection')?.timing).toBe('same_turn')
  })

  it(`${FILE} snapshot_request_shape_remote_manual_compact_without_previous_user_messages`, () => {
    const result = run({ history: [], features: legacy }, remote('manual'))
    // no prior turn: no remote compaction request is sent
    expect(result.serverCalls).toBe(0)
    expect(stepParams(result, 'remote_request')?.calls).toBe(0)
    expect(result.nextTurnInjection.length).toBeGreaterThan(0)
  })
})
