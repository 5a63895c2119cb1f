import { describe, expect, it } from 'vitest'
import {
  LOCAL_COMPACTION_WARNING,
  SUMMARIZATION_PROMPT,
  SUMMARY_PREFIX,
} from '../../../../src/core/index.ts'
import { A, FC, FCO, run, U } from '../../../helpers/scenario.ts'
import { carried, eventTypes, messages, rules, stepParams, stepsOf } from './suiteSupport.ts'

/**
 * Vectors from `codex-rs/core/tests/suite/compact.rs` at 4f39251a: the local compaction of a
 * session against a mocked Responses server. Each vector runs the test's situation (its history,
 * token counts, limits, models, faults) through the port's cell and checks what the test asserts
 * on the captured requests and events, as the port's trace, events and installed history show
 * them. Request shapes already compared with the suite's snapshots live in
 * compact_snapshots.test.ts; these vectors check the tests' own assertions. The tests the port
 * cannot run are listed as not applicable in the conformance ledger, with the reason.
 */

const FILE = 'core/tests/suite/compact.rs'
const local = { implementation: 'local' } as const
const manual = { phase: 'manual', implementation: 'local' } as const
const summaryOf = (text: string) => `${SUMMARY_PREFIX}\n${text}`
/** Codex's own suite runs a non-OpenAI provider: remote compaction unsupported, so local. */
const nonOpenAi = { remoteCompaction: 'unsupported' } as const

describe('core/tests/suite/compact.rs', () => {
  it(`${FILE} summarize_context_three_requests_and_instructions`, () => {
    const result = run(
      {
        history: [U('u1', 'hello world'), A('a1', 'FIRST_REPLY')],
        model: { summary: 'SUMMARY_ONLY_CONTEXT', autoCompactTokenLimit: 200_000 },
      },
      manual,
    )
    // the summarization request is the history plus the prompt as its last user message
    expect(stepParams(result, 'local_prompt_clone')).toMatchObject({
      requestItems: 3,
      customPrompt: false,
      prompt: SUMMARIZATION_PROMPT.split('\n')[0],
    })
    expect(result.events).toContainEqual({ type: 'Warning', message: LOCAL_COMPACTION_WARNING })
    // the next request: the user's message and the summary, no assistant message, no prompt
    expect(messages(result, 1000)).toEqual([
      'user:hello world',
      `user:${summaryOf('SUMMARY_ONLY_CONTEXT')}`,
    ])
    expect(result.nextTurnInjection.map((item) => item.fragmentType)).toContain(
      'PermissionsInstructions',
    )
  })

  it(`${FILE} compact_hooks_respect_matchers_and_post_runs_after_compaction`, () => {
    // only the manual PostCompact hook matches a manual compaction; the auto PreCompact does not run
    const result = run(
      { history: [U('u1', 'hello'), A('a1', 'reply')], faults: { postCompactHook: 'continue' } },
      manual,
    )
    const events = eventTypes(result)
    expect(events).not.toContain('HookStarted:PreCompact')
    expect(events.indexOf('HookStarted:PostCompact')).toBeGreaterThan(
      events.indexOf('ItemCompleted'),
    )
    expect(result.outcome).toBe('completed')
    expect(result.modelCalls).toBe(1)
  })

  it(`${FILE} manual_compact_uses_custom_prompt`, () => {
    const custom = 'Use this compact prompt instead'
    const result = run(
      { history: [U('u1', 'hello'), A('a1', 'reply')], compactPrompt: custom },
      manual,
    )
    expect(stepParams(result, 'local_prompt_clone')).toMatchObject({
      prompt: custom,
      customPrompt: true,
    })
    expect(result.events).toContainEqual({ type: 'Warning', message: LOCAL_COMPACTION_WARNING })
  })

  it(`${FILE} manual_compact_emits_context_compaction_items`, () => {
    const result = run({ history: [U('u1', 'manual compact'), A('a1', 'FIRST_REPLY')] }, manual)
    const started = result.events.find((event) => event.type === 'ItemStarted')
    const completed = result.events.find((event) => event.type === 'ItemCompleted')
    expect(started).toMatchObject({ item: 'ContextCompaction' })
    expect(completed).toMatchObject({ item: 'ContextCompaction' })
    expect(started && 'itemId' in started ? started.itemId : null).toBe(
      completed && 'itemId' in completed ? completed.itemId : undefined,
    )
    expect(eventTypes(result).at(-1)).toBe('TurnComplete')
  })

  it(`${FILE} multiple_auto_compact_per_task_runs_after_token_limit_hit`, () => {
    // 270,000 tokens after the first chunk of work: over the limit, the turn compacts and goes on
    const first = run(
      {
        history: [U('u1', 'create an app'), FC('c1', 'r1-shell'), FCO('o1', 'r1-shell')],
        provider: nonOpenAi,
        model: { summary: 'FIRST_SUMMARY' },
        turn: { activeTokens: 270_000 },
      },
      { phase: 'mid_turn', ...local },
    )
    expect(first.outcome).toBe('completed')
    expect(messages(first, 1000).at(-1)).toBe(`user:${summaryOf('FIRST_SUMMARY')}`)
    // the same task hits the limit again from the compacted history and compacts once more
    const second = run(
      {
        history: [...carried(first), FC('c2', 'r2-shell'), FCO('o2', 'r2-shell')],
        provider: nonOpenAi,
        model: { summary: 'SECOND_SUMMARY' },
        turn: { activeTokens: 270_000 },
      },
      { phase: 'mid_turn', ...local },
    )
    expect(second.outcome).toBe('completed')
    // one real user message survives; the earlier summary is not collected again
    const userMessages = second.items.filter((i) => i.role === 'user' && i.status !== 'injected')
    expect(userMessages.map((i) => `user:${i.text}`)).toEqual([
      'user:create an app',
      `user:${summaryOf('SECOND_SUMMARY')}`,
    ])
  })

  it(`${FILE} auto_compact_runs_after_resume_when_token_usage_is_over_limit`, () => {
    const history = [U('u1', 'before resume'), A('a1', 'reply')]
    const base = {
      history,
      features: { remoteCompactionV2: false },
      model: { autoCompactTokenLimit: 200 },
    }
    // below the limit: nothing before the next user message
    const under = run(
      { ...base, turn: { activeTokens: 100 } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(under.outcome).toBe('not_triggered')
    expect(under.serverCalls).toBe(0)
    // the resumed usage is over the limit: one legacy compaction before the next turn
    const over = run(
      { ...base, turn: { activeTokens: 250 } },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(over.serverCalls).toBe(1)
    expect(stepParams(over, 'remote_request')?.endpoint).toBe('/responses/compact')
  })
})

describe(`${FILE}: pre-sampling compaction on a model switch`, () => {
  const history = [U('u1', 'before switch'), A('a1', 'before switch reply')]
  const switchWorld = { modelSwitch: { previousModel: 'gpt-5.4', instructions: 'continue' } }

  function preTurn(scenario: Parameters<typeof run>[0], implementation: 'local' | 'remote') {
    return run(scenario, { phase: 'pre_turn', implementation })
  }

  /** What `assert_pre_sampling_switch_compaction_requests` checks, on the port's local path. */
  function expectSwitchCompaction(result: ReturnType<typeof run>, reason: string) {
    expect(stepParams(result, 'dispatch_token_budget')?.reason).toBe(reason)
    expect(stepParams(result, 'local_prompt_clone')?.prompt).toBe(
      SUMMARIZATION_PROMPT.split('\n')[0],
    )
    // the compaction request strips the incoming <model_switch>; the follow-up carries it
    expect(result.items.some((item) => item.text.includes('<model_switch>'))).toBe(false)
    expect(result.nextTurnInjection.some((item) => item.text.includes('<model_switch>'))).toBe(true)
  }

  it(`${FILE} pre_sampling_compact_runs_on_switch_to_smaller_context_model`, () => {
    const result = preTurn(
      {
        history,
        provider: nonOpenAi,
        world: switchWorld,
        model: { slug: 'gpt-5.2', contextWindow: 125_000 },
        turn: { activeTokens: 120_000, previousModel: { slug: 'gpt-5.4', contextWindow: 273_000 } },
      },
      'local',
    )
    expect(stepParams(result, 'previous_model_check')).toMatchObject({ modelDownshift: true })
    expectSwitchCompaction(result, 'model_downshift')
  })

  it(`${FILE} pre_sampling_compact_runs_after_resume_and_switch_to_smaller_model`, () => {
    // the resumed session's previous model comes from its rollout; the rule is the same
    const result = preTurn(
      {
        history,
        provider: nonOpenAi,
        world: switchWorld,
        model: { slug: 'gpt-5.2', contextWindow: 125_000 },
        turn: { activeTokens: 120_000, previousModel: { slug: 'gpt-5.4', contextWindow: 273_000 } },
      },
      'local',
    )
    expectSwitchCompaction(result, 'model_downshift')
    expect(result.outcome).toBe('completed')
  })

  const hashSwitch = (previousHash: string | undefined, nextHash: string | undefined) => ({
    history,
    provider: nonOpenAi,
    world: switchWorld,
    model: { slug: 'gpt-5.2', ...(nextHash ? { compHash: nextHash } : {}) },
    turn: {
      activeTokens: 100,
      previousModel: { slug: 'gpt-5.4', ...(previousHash ? { compHash: previousHash } : {}) },
    },
  })

  it(`${FILE} pre_sampling_compact_runs_when_comp_hash_changes`, () => {
    const result = preTurn(hashSwitch('hash-a', 'hash-b'), 'local')
    expect(stepParams(result, 'previous_model_check')).toMatchObject({ compHashChanged: true })
    expectSwitchCompaction(result, 'comp_hash_changed')
  })

  it(`${FILE} pre_sampling_compact_recovers_comp_hash_after_resume`, () => {
    // the rollout's TurnContext kept hash-a; the resumed turn's model has hash-b
    const result = preTurn(hashSwitch('hash-a', 'hash-b'), 'local')
    expect(stepParams(result, 'previous_model_check')?.previousModel).toBe('gpt-5.4')
    expectSwitchCompaction(result, 'comp_hash_changed')
  })

  it(`${FILE} pre_sampling_compact_skips_when_either_comp_hash_is_missing`, () => {
    for (const [previous, next] of [
      [undefined, 'hash-a'],
      ['hash-a', undefined],
    ] as const) {
      const result = preTurn(hashSwitch(previous, next), 'local')
      expect(stepParams(result, 'previous_model_check')?.compHashChanged).toBe(false)
      expect([result.outcome, result.modelCalls]).toEqual(['not_triggered', 0])
    }
  })

  it(`${FILE} pre_sampling_compact_skips_missing_comp_hash_after_resume`, () => {
    // the older rollout recorded no comp_hash: nothing to compare, no compaction
    const result = preTurn(hashSwitch(undefined, 'hash-b'), 'local')
    expect([result.outcome, result.modelCalls]).toEqual(['not_triggered', 0])
  })

  /** ChatGPT auth against the OpenAI provider: the previous model may be retried with the current. */
  const chatGpt = (fault: 'invalid_request' | 'http_404', v2: boolean) => ({
    history,
    features: { remoteCompactionV2: v2 },
    provider: { remoteCompaction: 'v2', isOpenAi: true } as const,
    faults: { remote: fault },
    model: { slug: 'gpt-5.6', compHash: 'hash-b' },
    turn: {
      activeTokens: 100,
      codexBackendAuth: true,
      previousModel: { slug: 'gpt-5.5', compHash: 'hash-a' },
    },
  })

  it(`${FILE} pre_sampling_compact_falls_back_from_retired_previous_model_after_rename`, () => {
    const result = preTurn(chatGpt('invalid_request', true), 'remote')
    // the retired model's request is refused, the renamed model's succeeds
    expect(stepParams(result, 'remote_request')).toMatchObject({
      model: 'gpt-5.5',
      fault: 'invalid_request',
    })
    expect(stepParams(result, 'model_fallback')).toMatchObject({
      retried: true,
      model: 'gpt-5.6',
      outcome: 'succeeded',
    })
    expect([result.outcome, result.serverCalls]).toEqual(['completed', 2])
  })

  it(`${FILE} pre_sampling_compact_falls_back_when_previous_model_is_not_found`, () => {
    const result = preTurn(chatGpt('http_404', true), 'remote')
    expect(stepParams(result, 'remote_request')).toMatchObject({
      model: 'gpt-5.5',
      fault: 'http_404',
    })
    expect(stepParams(result, 'model_fallback')).toMatchObject({ retried: true, model: 'gpt-5.6' })
    expect(result.outcome).toBe('completed')
  })

  it(`${FILE} pre_sampling_compact_falls_back_after_previous_model_invalid_request_on_downshift`, () => {
    const result = preTurn(
      {
        ...chatGpt('invalid_request', true),
        model: { slug: 'gpt-5.2', contextWindow: 125_000 },
        turn: {
          activeTokens: 120_000,
          codexBackendAuth: true,
          previousModel: { slug: 'gpt-5.4', contextWindow: 273_000 },
        },
      },
      'remote',
    )
    expect(stepParams(result, 'dispatch_token_budget')?.reason).toBe('model_downshift')
    expect(stepParams(result, 'remote_request')?.model).toBe('gpt-5.4')
    expect(stepParams(result, 'model_fallback')).toMatchObject({ retried: true, model: 'gpt-5.2' })
    expect(result.path).toBe('remote_v2')
  })

  it(`${FILE} pre_sampling_legacy_remote_compact_falls_back_after_previous_model_invalid_request`, () => {
    const result = preTurn(chatGpt('invalid_request', false), 'remote')
    // two /responses/compact requests: the previous model's, then the current model's
    expect(stepParams(result, 'remote_request')).toMatchObject({
      endpoint: '/responses/compact',
      model: 'gpt-5.5',
    })
    expect(stepParams(result, 'model_fallback')).toMatchObject({ retried: true, model: 'gpt-5.6' })
    expect([result.path, result.serverCalls]).toEqual(['remote_legacy', 2])
  })

  it(`${FILE} pre_sampling_compact_keeps_unknown_previous_model_for_api_key_auth_and_custom_provider`, () => {
    // API-key auth on a custom provider: no fallback; the compaction still runs for the hash change
    const result = preTurn(
      {
        ...hashSwitch('hash-a', 'hash-b'),
        turn: { ...hashSwitch('hash-a', 'hash-b').turn, codexBackendAuth: false },
      },
      'local',
    )
    expect(stepParams(result, 'previous_model_check')).toMatchObject({
      previousModel: 'gpt-5.4',
      fallbackAvailable: false,
    })
    expectSwitchCompaction(result, 'comp_hash_changed')
  })

  it(`${FILE} body_after_prefix_model_switch_budget_compacts_with_next_model`, () => {
    // 150 body tokens over a 20-token body budget: a context-limit compaction, not a downshift
    const result = preTurn(
      {
        history,
        provider: nonOpenAi,
        model: { slug: 'gpt-5.2', contextWindow: 125_000, autoCompactTokenLimit: 20 },
        turn: {
          activeTokens: 150,
          tokenScope: 'body_after_prefix',
          prefillInputTokens: 0,
          previousModel: { slug: 'gpt-5.4', contextWindow: 273_000 },
        },
      },
      'local',
    )
    expect(stepParams(result, 'previous_model_check')?.modelDownshift).toBe(false)
    expect(stepParams(result, 'dispatch_token_budget')?.reason).toBe('context_limit')
    expect(stepParams(result, 'local_prompt_clone')?.prompt).toBe(
      SUMMARIZATION_PROMPT.split('\n')[0],
    )
  })
})

describe(`${FILE}: retries, repeated compactions and limits`, () => {
  it(`${FILE} manual_compact_retries_after_context_window_error`, () => {
    const result = run(
      {
        history: [U('u1', 'first turn'), A('a1', 'FIRST_REPLY')],
        faults: { local: 'context_window_exceeded' },
      },
      manual,
    )
    const trims = stepsOf(result, 'local_overflow_trim')
    // the retry drops exactly the oldest item and keeps the prompt last
    expect(trims).toEqual([{ removed: 'u1', requestItems: 2 }])
    expect(result.events).toContainEqual({ type: 'Warning', message: LOCAL_COMPACTION_WARNING })
    expect(result.outcome).toBe('completed')
  })

  it(`${FILE} manual_compact_non_context_failure_retries_then_emits_task_error`, () => {
    // #[ignore] at the pin: it expects a later "Error running local compact task" prefix; at the
    // pin the local error carries no prefix, which is what the port emits
    const result = run(
      {
        history: [U('u1', 'first turn'), A('a1', 'FIRST_REPLY')],
        provider: { streamMaxRetries: 1 },
        faults: { local: 'stream_error', localRepeat: 2 },
      },
      manual,
    )
    const streamErrors = result.events.filter((event) => event.type === 'StreamError')
    expect(streamErrors).toEqual([{ type: 'StreamError', message: 'Reconnecting... 1/1' }])
    const error = result.events.find((event) => event.type === 'Error')
    expect(error && 'message' in error ? error.message : '').not.toContain('compact task')
    expect([result.outcome, eventTypes(result).at(-1)]).toEqual(['failed', 'TurnComplete'])
  })

  it(`${FILE} manual_compact_twice_preserves_latest_user_messages`, () => {
    const first = run(
      {
        history: [U('u1', 'first manual turn'), A('a1', 'FIRST_REPLY')],
        model: { summary: 'FIRST_SUMMARY' },
      },
      manual,
    )
    const second = run(
      {
        history: [...carried(first), U('u2', 'second manual turn'), A('a2', 'SECOND_REPLY')],
        model: { summary: 'SECOND_SUMMARY' },
      },
      manual,
    )
    // both real user messages survive in order; the first summary is not collected again
    expect(messages(second, 1000)).toEqual([
      'user:first manual turn',
      'user:second manual turn',
      `user:${summaryOf('SECOND_SUMMARY')}`,
    ])
  })

  it(`${FILE} auto_compact_allows_multiple_attempts_when_interleaved_with_other_turn_events`, () => {
    const limit = { autoCompactTokenLimit: 300 }
    const first = run(
      {
        history: [U('u1', 'first'), A('a1', 'reply')],
        provider: nonOpenAi,
        model: limit,
        turn: { activeTokens: 500 },
      },
      { phase: 'mid_turn', ...local },
    )
    const second = run(
      {
        history: [...carried(first), FC('c1', 'call-1'), FCO('o1', 'call-1')],
        provider: nonOpenAi,
        model: limit,
        turn: { activeTokens: 450 },
      },
      { phase: 'mid_turn', ...local },
    )
    // the function call output goes into the second compaction request, before the prompt
    expect(stepParams(second, 'local_prompt_clone')?.requestItems).toBe(carried(first).length + 3)
    // auto compaction is not a task of its own: no turn lifecycle events
    for (const result of [first, second]) {
      expect(result.outcome).toBe('completed')
      expect(eventTypes(result)).not.toContain('TurnStarted')
    }
  })

  it(`${FILE} auto_compact_clamps_config_limit_to_context_window`, () => {
    // a configured limit above the window is capped at 90 % of it
    const result = run(
      {
        history: [U('u1', 'hello'), A('a1', 'reply')],
        provider: nonOpenAi,
        model: { contextWindow: 100, autoCompactTokenLimit: 1_000 },
        turn: { activeTokens: 91 },
      },
      { phase: 'mid_turn', ...local },
    )
    expect(stepParams(result, 'token_status')).toMatchObject({
      scopeLimit: 90,
      tokenLimitReached: true,
    })
    expect(result.outcome).toBe('completed')
  })

  const bodyScope = (active: number, prefill: number, window = 100_000) =>
    run(
      {
        history: [U('u1', 'hello'), A('a1', 'reply')],
        provider: nonOpenAi,
        model: { contextWindow: window, autoCompactTokenLimit: 200 },
        turn: {
          activeTokens: active,
          tokenScope: 'body_after_prefix',
          prefillInputTokens: prefill,
        },
      },
      { phase: 'mid_turn', ...local },
    )

  it(`${FILE} auto_compact_body_after_prefix_ignores_starting_window_prefix`, () => {
    // a large starting prefix is not counted: 1,150 in use, 150 of them body
    const result = bodyScope(1_150, 1_000)
    expect(stepParams(result, 'token_status')).toMatchObject({
      scopeTokens: 150,
      tokenLimitReached: false,
    })
    expect(result.outcome).toBe('not_triggered')
  })

  it(`${FILE} auto_compact_body_after_prefix_counts_growth_after_compaction`, () => {
    // the body grows past the budget after the prefix: compaction runs
    const result = bodyScope(1_250, 1_000)
    expect(stepParams(result, 'token_status')).toMatchObject({
      scopeTokens: 250,
      tokenLimitReached: true,
    })
    expect(result.outcome).toBe('completed')
  })

  it(`${FILE} auto_compact_body_after_prefix_still_caps_at_context_window`, () => {
    // a small body but a full window: the window cap still triggers
    const result = bodyScope(96, 90, 100)
    expect(stepParams(result, 'token_status')).toMatchObject({
      fullReached: true,
      tokenLimitReached: true,
    })
    expect(result.outcome).toBe('completed')
  })
})

describe(`${FILE}: request shapes (snapshot tests' own assertions)`, () => {
  it(`${FILE} snapshot_request_shape_mid_turn_continuation_compaction`, () => {
    // window 100, limit 90; 96 tokens in use after a function call: compaction mid-turn
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), FC('c1', 'call-1'), FCO('o1', 'call-1')],
        provider: nonOpenAi,
        model: { contextWindow: 100, autoCompactTokenLimit: 90 },
        turn: { activeTokens: 96 },
      },
      { phase: 'mid_turn', ...local },
    )
    // the output is in the compaction request, which ends with the summarization prompt
    expect(stepParams(result, 'local_prompt_clone')).toMatchObject({ requestItems: 4 })
    expect(stepParams(result, 'initial_context_injection')?.injection).toBe(
      'before_last_user_message',
    )
  })

  it(`${FILE} snapshot_request_shape_pre_turn_compaction_including_incoming_user_message`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), A('a1', 'reply'), U('u2', 'USER_TWO'), A('a2', 'reply')],
        provider: nonOpenAi,
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      { phase: 'pre_turn', ...local },
    )
    // the incoming user message is not part of the pre-turn compaction request
    expect(stepParams(result, 'pre_turn_check')?.incomingUserMessageExcluded).toBe(true)
    expect(stepParams(result, 'local_prompt_clone')?.requestItems).toBe(5)
    expect(stepParams(result, 'next_turn_reinjection')?.timing).toBe('same_turn')
  })

  it(`${FILE} snapshot_request_shape_pre_turn_compaction_strips_incoming_model_switch`, () => {
    const result = run(
      {
        history: [U('u1', 'USER_ONE'), A('a1', 'reply')],
        provider: nonOpenAi,
        world: { modelSwitch: { previousModel: 'gpt-5.4', instructions: 'continue' } },
        model: { slug: 'gpt-5.2', autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
      },
      { phase: 'pre_turn', ...local },
    )
    expect(result.items.some((item) => item.text.includes('<model_switch>'))).toBe(false)
    expect(result.nextTurnInjection[0]?.text).toContain('<model_switch>')
  })

  it(`${FILE} snapshot_request_shape_pre_turn_compaction_context_window_exceeded`, () => {
    // every attempt overflows and nothing is left to trim: the turn fails with the window error
    const result = run(
      {
        history: [U('u1', 'USER_ONE')],
        provider: { ...nonOpenAi, streamMaxRetries: 0 },
        model: { autoCompactTokenLimit: 200 },
        turn: { activeTokens: 500 },
        faults: { local: 'context_window_exceeded', localRepeat: 5 },
      },
      { phase: 'pre_turn', ...local },
    )
    const error = result.events.find((event) => event.type === 'Error')
    expect(error && 'message' in error ? error.message : '').toContain(
      "ran out of room in the model's context window",
    )
    expect(result.outcome).toBe('failed')
  })

  it(`${FILE} snapshot_request_shape_manual_compact_without_previous_user_messages`, () => {
    const result = run({ history: [], provider: nonOpenAi }, manual)
    // the compaction request holds the prompt only; the summary is all the history then holds
    expect(stepParams(result, 'local_prompt_clone')?.requestItems).toBe(1)
    expect(rules(result)).toContain('local_summary_output')
    expect(result.items.map((item) => item.status)).toEqual(['summary'])
  })
})
