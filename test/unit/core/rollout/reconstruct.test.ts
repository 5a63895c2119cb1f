import { describe, expect, it } from 'vitest'
import {
  itemText,
  readRollout,
  reconstructAt,
  SUMMARY_PREFIX,
  type Reconstruction,
} from '../../../../src/core/index.ts'
import {
  A,
  ABORT,
  CP,
  CTX,
  DEV,
  msg,
  RB,
  TC,
  TS,
  U,
  UM,
} from '../../../../scripts/syntheticRollout.ts'

/** Spec rollout.md §3.7: Codex's rollout_reconstruction_tests as rollout files. */
const at = (...lines: string[]): Reconstruction => reconstructAt(readRollout(lines.join('\n')))
const texts = (r: Reconstruction) =>
  r.history.map((i) => `${i.type === 'message' ? i.role : i.type}:${itemText(i)}`)
const turn1 = [TS('t1'), UM(), CTX('t1', 'model-one'), U('u1'), A('a1'), TC('t1')]

describe('reconstruction vectors (§3.7)', () => {
  it('1. installs replacement_history verbatim, stale developer message included', () => {
    const r = at(CP('', [msg('user', 'summary'), msg('developer', 'stale developer instructions')]))
    expect(texts(r)).toEqual(['user:summary', 'developer:stale developer instructions'])
  })

  it('2. rollback keeps history and metadata in sync for completed turns', () => {
    const r = at(
      ...turn1,
      TS('t2'),
      UM(),
      CTX('t2', 'rolled-back-model'),
      U('u2'),
      A('a2'),
      TC('t2'),
      RB(1),
    )
    expect(texts(r)).toEqual(['user:u1', 'assistant:a1'])
    expect(r.previousTurnSettings?.model).toBe('model-one')
    expect(r.referenceContextItem?.model).toBe('model-one')
  })

  it('3. rollback of an incomplete turn', () => {
    const r = at(...turn1, TS('t2'), UM(), U('u2'), RB(1))
    expect(texts(r)).toEqual(['user:u1', 'assistant:a1'])
    expect(r.referenceContextItem?.model).toBe('model-one')
  })

  it('4. rollback skips non-user turns: the standalone turn goes with the cut at u2', () => {
    const r = at(
      ...turn1,
      TS('t2'),
      UM(),
      CTX('t2', 'two'),
      U('u2'),
      A('a2'),
      TC('t2'),
      TS('t3'),
      A('standalone assistant'),
      TC('t3'),
      RB(1),
    )
    expect(texts(r)).toEqual(['user:u1', 'assistant:a1'])
    expect(r.previousTurnSettings?.model).toBe('model-one')
  })

  it('5. rolling back more turns than exist clears history and metadata', () => {
    const r = at(...turn1, RB(99))
    expect(r.history).toEqual([])
    expect(r.previousTurnSettings).toBeUndefined()
    expect(r.referenceContextItem).toBeNull()
  })

  it('6. a legacy compaction is rebuilt without the current initial context', () => {
    const r = at(
      DEV('<permissions instructions>x</permissions instructions>'),
      U('before compact'),
      A('assistant reply'),
      CP('legacy summary'),
    )
    expect(texts(r)).toEqual(['user:before compact', 'user:legacy summary'])
    expect(r.referenceContextItem).toBeNull()
  })

  it('7. a turn context after a compaction re-establishes the reference context item', () => {
    const r = at(TS('t1'), UM(), CP('', []), CTX('t1', 'previous-rollout-model'), TC('t1'))
    expect(r.previousTurnSettings?.model).toBe('previous-rollout-model')
    expect(r.referenceContextItem?.model).toBe('previous-rollout-model')
  })

  it('8. a trailing incomplete turn with a compaction clears the reference context item', () => {
    const r = at(...turn1, TS('t2'), UM(), CP('', []))
    expect(r.previousTurnSettings?.model).toBe('model-one')
    expect(r.referenceContextItem).toBeNull()
  })

  it('9. a rolled-back compaction does not touch the metadata', () => {
    const r = at(...turn1, TS('t2'), UM(), CP('', []), RB(1))
    expect(r.previousTurnSettings?.model).toBe('model-one')
    expect(r.referenceContextItem?.model).toBe('model-one')
  })

  it('10. an aborted turn without id still clears the reference for its compaction', () => {
    const r = at(...turn1, TS('t2'), UM(), ABORT(), CP('', []))
    expect(r.previousTurnSettings?.model).toBe('model-one')
    expect(r.referenceContextItem).toBeNull()
  })

  it('11. two legacy compactions match the live history, window id = their count', () => {
    // live compaction writes SUMMARY_PREFIX + "\n" + summary, so a summary is never collected again
    const one = `${SUMMARY_PREFIX}\nsummary one`
    const two = `${SUMMARY_PREFIX}\nsummary two`
    const r = at(U('u1'), A('a1'), CP(one), U('u2'), A('a2'), CP(two), U('u3'), A('a3'))
    expect(texts(r)).toEqual(['user:u1', 'user:u2', `user:${two}`, 'user:u3', 'assistant:a3'])
    expect(r.windowId).toBe(2)
  })
})

describe('§3.8 issue #32851: a compaction inside a rolled-back turn', () => {
  // Codex 4f39251a keeps "after compaction" (the tail starts after the checkpoint before the
  // rollback is known); we decide for the expected result: the whole turn 2 goes.
  it('rolls back the compaction with its turn: only turn 1 remains', () => {
    const r = at(
      ...turn1,
      TS('t2'),
      UM(),
      CTX('t2', 'two'),
      U('u2'),
      CP('', [
        msg('user', 'u1'),
        msg('user', 'u2'),
        { type: 'compaction', encrypted_content: 'x' },
      ]),
      A('after compaction'),
      TC('t2'),
      RB(1),
    )
    expect(texts(r)).toEqual(['user:u1', 'assistant:a1'])
    expect(r.windowId).toBe(0)
    expect(r.referenceContextItem?.model).toBe('model-one')
  })
})

describe('reconstruction at a line', () => {
  it('replays only the lines up to the one asked', () => {
    const lines = [U('u1'), A('a1'), CP('s1'), U('u2')]
    const log = readRollout(lines.join('\n'))
    expect(reconstructAt(log, 2).history).toHaveLength(2)
    expect(reconstructAt(log, 3).history.map(itemText)).toEqual(['u1', 's1'])
    expect(reconstructAt(log).history).toHaveLength(3)
  })

  it('drops system messages and keeps window ids of the newest compaction', () => {
    const log = readRollout(
      [
        U('u1'),
        JSON.stringify({ timestamp: 't', type: 'response_item', payload: msg('system', 'sys') }),
        CP('', [msg('user', 'u1')], { window_id: 'w-2', window_number: 2 }),
      ].join('\n'),
    )
    expect(reconstructAt(log, 2).history.map(itemText)).toEqual(['u1'])
    expect(reconstructAt(log).windowId).toBe('w-2')
  })
})
