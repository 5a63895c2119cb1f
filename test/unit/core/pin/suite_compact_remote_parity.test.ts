import { describe, expect, it } from 'vitest'
import type { CompactionResult, ScenarioItem } from '../../../../src/core/index.ts'
import { A, FC, FCO, run, U } from '../../../helpers/scenario.ts'
import { eventTypes, stepParams } from './suiteSupport.ts'

/**
 * Vectors from `codex-rs/core/tests/suite/compact_remote_parity.rs` at 4f39251a: the same
 * session compacted by the legacy `/responses/compact` request and by remote v2 must leave the
 * same replacement history and the same follow-up request. The legacy mock answers with the
 * request's user messages and one compaction item (the port's `realistic` reply); v2 answers
 * with one compaction item. Each vector runs both paths on one history and compares what the
 * next request would hold. Steps with reasoning, images and web search have no port items, so
 * the transcripts are built from the assistant, function-call and shell steps.
 */

const FILE = 'core/tests/suite/compact_remote_parity.rs'
type Phase = 'manual' | 'pre_turn' | 'mid_turn'

/** What the follow-up request holds: installed history then re-injected context, ids dropped. */
function followUp(result: CompactionResult): string[] {
  return [...result.items, ...result.nextTurnInjection].map((item) =>
    item.type === 'compaction'
      ? 'compaction'
      : `${item.type}/${item.role ?? ''}:${item.fragmentType ?? item.text}`,
  )
}

function both(history: ScenarioItem[], phase: Phase, extra: object = {}) {
  const cell = { phase, implementation: 'remote' } as const
  const scenario = { history, model: { autoCompactTokenLimit: 200 }, ...extra }
  return {
    legacy: run({ ...scenario, features: { remoteCompactionV2: false } }, cell),
    v2: run({ ...scenario, features: { remoteCompactionV2: true } }, cell),
  }
}

/** `assert_capture_eq`: one legacy call, no /responses/compact for v2, equal follow-ups. */
function expectParity({ legacy, v2 }: ReturnType<typeof both>) {
  expect(stepParams(legacy, 'remote_request')).toMatchObject({
    endpoint: '/responses/compact',
    calls: 1,
  })
  expect(stepParams(v2, 'remote_request')?.endpoint).toBe('/responses + compaction_trigger')
  expect([legacy.outcome, v2.outcome]).toEqual(['completed', 'completed'])
  expect(followUp(v2)).toEqual(followUp(legacy))
}

const assistantStep = (name: string, i: number): ScenarioItem[] => [
  U(`u${i}`, `${name}_USER_TURN_${i}_assistant`),
  A(`a${i}`, `${name} assistant ${i}`),
]
const toolStep = (name: string, i: number, label: string): ScenarioItem[] => [
  U(`u${i}`, `${name}_USER_TURN_${i}_${label}`),
  FC(`fc${i}`, `call-${i}`),
  FCO(`fco${i}`, `call-${i}`, `${label} output`),
  A(`a${i}`, `${name} ${label} ${i}`),
]

describe('core/tests/suite/compact_remote_parity.rs', () => {
  it(`${FILE} remote_compaction_parity_manual_transcripts`, () => {
    const transcripts = {
      assistant_only: assistantStep('assistant_only', 0),
      tool_mix: [
        ...assistantStep('tool_mix', 0),
        ...toolStep('tool_mix', 1, 'function_tool'),
        ...toolStep('tool_mix', 2, 'shell_tool'),
      ],
    }
    for (const history of Object.values(transcripts)) {
      const runs = both(history, 'manual')
      expectParity(runs)
      // the replacement keeps the user's turns and the compaction item, nothing else
      const installed = runs.v2.items.map((item) => `${item.type}/${item.role ?? ''}:${item.text}`)
      expect(installed.filter((shape) => shape.startsWith('message/user:'))).toEqual(
        history.flatMap((item) =>
          item.type === 'message' && item.role === 'user' ? [`message/user:${item.text}`] : [],
        ),
      )
    }
  })

  it(`${FILE} remote_compaction_parity_manual_hooks`, () => {
    const hooks = { faults: { preCompactHook: 'continue', postCompactHook: 'continue' } }
    const { legacy, v2 } = both(assistantStep('hooks', 0), 'manual', hooks)
    // the same hooks run, in the same order, around either request
    expect(eventTypes(v2).filter((e) => e.startsWith('Hook'))).toEqual(
      eventTypes(legacy).filter((e) => e.startsWith('Hook')),
    )
    expect(eventTypes(legacy)).toEqual(
      expect.arrayContaining(['HookCompleted:PreCompact', 'HookCompleted:PostCompact']),
    )
  })

  it(`${FILE} remote_compaction_parity_pre_turn_auto`, () => {
    const runs = both(assistantStep('pre_turn_auto_before', 0), 'pre_turn', {
      turn: { activeTokens: 500 },
    })
    expectParity(runs)
    expect(stepParams(runs.legacy, 'next_turn_reinjection')?.timing).toBe('same_turn')
  })

  it(`${FILE} remote_compaction_parity_mid_turn_auto`, () => {
    const runs = both(toolStep('mid_turn_auto', 0, 'function_tool').slice(0, 3), 'mid_turn', {
      turn: { activeTokens: 500 },
    })
    expectParity(runs)
    // mid-turn both place the context before the last user message, the compaction item last
    expect(followUp(runs.v2).at(-1)).toBe('compaction')
  })
})
