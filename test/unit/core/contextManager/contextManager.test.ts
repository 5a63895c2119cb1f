import { describe, expect, it } from 'vitest'
import { ContextManager } from '../../../../src/core/contextManager/contextManager.ts'
import type { ResponseItem } from '../../../../src/core/contextManager/responseItem.ts'
import { truncationTokens } from '../../../../src/core/contextManager/truncation.ts'

const user = (text: string): ResponseItem => ({
  type: 'message',
  role: 'user',
  content: [{ type: 'input_text', text }],
})

describe('ContextManager rollback', () => {
  it('refuses a turn count that is not a whole number, and keeps the history', () => {
    const history = new ContextManager()
    history.recordItems([user('u1'), user('u2')], truncationTokens(10_000))
    for (const bad of [-1, 1.5, Number.NaN])
      expect(() => history.dropLastNUserTurns(bad)).toThrow(RangeError)
    expect(history.rawItems()).toHaveLength(2)
    expect(history.historyVersion()).toBe(0)
  })

  it('zero turns changes nothing, not even the version', () => {
    const history = new ContextManager()
    history.recordItems([user('u1')], truncationTokens(10_000))
    history.dropLastNUserTurns(0)
    expect(history.rawItems()).toEqual([user('u1')])
    expect(history.historyVersion()).toBe(0)
  })

  it('a model switch note of the first turn goes with a rollback to before it', () => {
    const note: ResponseItem = {
      type: 'message',
      role: 'developer',
      content: [
        { type: 'input_text', text: '<model_switch>\nuse the new model\n</model_switch>' },
        { type: 'input_text', text: 'persistent developer text' },
      ],
      turnId: 't1',
    }
    const history = new ContextManager()
    history.recordItems(
      [note, { ...user('u1'), turnId: 't1' }, user('u2')],
      truncationTokens(10_000),
    )
    history.dropLastNUserTurns(5)
    expect(history.rawItems()).toEqual([
      { ...note, content: [{ type: 'input_text', text: 'persistent developer text' }] },
    ])
  })
})
