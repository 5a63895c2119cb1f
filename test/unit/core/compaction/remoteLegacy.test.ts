import { describe, expect, it } from 'vitest'
import { A, C, D, FC, FCO, layout, run, S, U } from '../../../helpers/scenario.ts'

const legacyMidTurn = {
  cell: { phase: 'mid_turn', implementation: 'remote' },
  features: { remoteCompactionV2: false },
} as const

// compaction.md §12.2: process_compacted_history with BeforeLastUserMessage
describe('legacy remote compaction (process_compacted_history)', () => {
  const history = [U('h1', 'fix the failing test'), A('h2', 'on it')]

  it('replaces stale developer messages with the fresh initial context', () => {
    const result = run({
      ...legacyMidTurn,
      history,
      server: {
        transcript: [
          D('d1', 'stale permissions'),
          U('s1', 'summary'),
          D('d2', 'stale personality'),
        ],
      },
    })
    expect(result.path).toBe('remote_legacy')
    expect(layout(result)).toEqual(['ic-1:injected', 'ic-2:injected', 's1:summary'])
    expect(result.items[0]!.text).toContain('<permissions instructions>')
    expect(result.items[1]!.text).toContain('<environment_context>')
  })

  it('re-injects the full initial context before a lone summary', () => {
    const result = run({ ...legacyMidTurn, history, server: { transcript: [U('s1', 'summary')] } })
    expect(layout(result)).toEqual(['ic-1:injected', 'ic-2:injected', 's1:summary'])
  })

  it('drops non-user content messages from the transcript', () => {
    const result = run({
      ...legacyMidTurn,
      history,
      server: {
        transcript: [
          U('t1', '# AGENTS.md instructions for /repo\n\n<INSTRUCTIONS>\nx\n</INSTRUCTIONS>'),
          U('t2', '<environment_context>\n  <cwd>/old</cwd>\n</environment_context>'),
          U('t3', '<turn_aborted>\ninterrupted\n</turn_aborted>'),
          U('s1', 'summary'),
          D('t4', 'stale developer instructions'),
        ],
      },
    })
    expect(layout(result)).toEqual(['ic-1:injected', 'ic-2:injected', 's1:summary'])
  })

  it('drops the three legacy warnings', () => {
    const result = run({
      ...legacyMidTurn,
      history,
      server: {
        transcript: [
          U('w1', 'Warning: The maximum number of unified exec processes you can keep open is 8.'),
          U(
            'w2',
            'Warning: apply_patch was requested via exec_command. Use the apply_patch tool instead of exec_command.',
          ),
          U('w3', 'Warning: Your account was flagged for potentially high-risk cyber activity.'),
          U('latest', 'latest user'),
        ],
      },
    })
    expect(layout(result)).toEqual(['ic-1:injected', 'ic-2:injected', 'latest:summary'])
  })

  it('inserts the context before the last real user message only', () => {
    const result = run({
      ...legacyMidTurn,
      history: [U('older', 'older user'), S('sum', 'summary text'), U('latest', 'latest user')],
      server: {
        transcript: [
          U('older', 'older user'),
          S('sum', 'summary text'),
          U('latest', 'latest user'),
        ],
      },
    })
    expect(layout(result)).toEqual([
      'older:kept',
      'sum:kept',
      'ic-1:injected',
      'ic-2:injected',
      'latest:kept',
    ])
  })

  it('re-injects the model-switch message first in the developer bundle', () => {
    const result = run({
      ...legacyMidTurn,
      history,
      world: {
        modelSwitch: { previousModel: 'previous-regular-model', instructions: 'Be brief.' },
      },
      server: { transcript: [U('s1', 'summary')] },
    })
    expect(result.items[0]!.role).toBe('developer')
    expect(result.items[0]!.parts?.[0]).toMatch(/^<model_switch>/)
  })

  it('by default the server replies as Codex’s mock of the default shape: user and developer messages plus one compaction item', () => {
    const result = run({
      ...legacyMidTurn,
      history: [
        D('perm', '<permissions instructions>x</permissions instructions>'),
        U('env', '<environment_context>\n  <cwd>/old</cwd>\n</environment_context>'),
        U('u1', 'fix it'),
        FC('f1', 'c1'),
        FCO('o1', 'c1'),
        A('a1', 'done'),
        C('old'),
      ],
    })
    const reply = result.trace.find((step) => step.rule === 'server_transcript')!
    expect(reply.params).toEqual({ items: 4, source: 'realistic' })
    // the assistant reply and the old compaction item never come back, so nothing keeps them
    expect(layout(result)).toEqual([
      'ic-1:injected',
      'ic-2:injected',
      'u1:kept',
      'compaction:summary',
    ])
    expect([...result.cut].sort()).toEqual(['a1', 'env', 'f1', 'o1', 'old', 'perm'])
    // the filter still has work: the developer message and the wrapper came back
    const keep = result.trace.find((step) => step.rule === 'should_keep')!
    expect(keep.params).toEqual({ kept: 2, cut: 2 })
  })

  it('with server.legacyReply "echo" echoes the input and adds one compaction item, which stays last', () => {
    const result = run({
      ...legacyMidTurn,
      server: { legacyReply: 'echo' },
      history: [U('u1', 'fix it'), FC('f1', 'c1'), FCO('o1', 'c1'), A('a1', 'done'), C('old')],
    })
    expect(result.trace.find((step) => step.rule === 'server_transcript')!.params.source).toBe(
      'echo',
    )
    expect(layout(result)).toEqual([
      'ic-1:injected',
      'ic-2:injected',
      'u1:kept',
      'a1:kept',
      'old:kept',
      'compaction:summary',
    ])
    expect(result.cut).toEqual(['f1', 'o1'])
    expect(result.badges).toEqual(expect.arrayContaining(['filter_applied', 'summary_last']))
  })

  it('pre-turn leaves the context out and clears the reference', () => {
    const result = run(
      {
        ...legacyMidTurn,
        history: [
          D('perm', '<permissions instructions>x</permissions instructions>'),
          U('u1', 'fix it'),
        ],
      },
      { phase: 'pre_turn', implementation: 'remote' },
    )
    expect(layout(result)).toEqual(['u1:kept', 'compaction:summary'])
    expect(result.referenceContext).toBe('cleared')
    expect(result.nextTurnInjection.map((item) => item.role)).toEqual(['developer', 'user'])
    expect(result.badges).toContain('reinjected_same_turn')
    expect(result.badges).not.toContain('reinjected_next_turn')
  })
})
