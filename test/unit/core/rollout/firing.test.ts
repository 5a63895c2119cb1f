import { describe, expect, it } from 'vitest'
import {
  autoCompactTokenLimit,
  firingAt,
  readRollout,
  summarizeSession,
  turnPosition,
} from '../../../../src/core/index.ts'
import { era104, era117, era118, WINDOW } from '../../../helpers/rolloutEras.ts'

const open = (text: string) => {
  const log = readRollout(text)
  return { log, summary: summarizeSession(log) }
}

describe('which compaction fires next', () => {
  it('caps the auto-compact limit at 90 % of the window (openai_models.rs:486–497)', () => {
    expect(autoCompactTokenLimit({ contextWindow: WINDOW })).toBe(232_560)
    expect(autoCompactTokenLimit({ contextWindow: WINDOW, autoCompactTokenLimit: 300_000 })).toBe(
      232_560,
    )
    expect(autoCompactTokenLimit({ contextWindow: WINDOW, autoCompactTokenLimit: 100_000 })).toBe(
      100_000,
    )
  })

  it('after a tool output inside a turn: mid-turn next, legacy remote for a file recorded before v2 landed', () => {
    const file = era118()
    const { log, summary } = open(file.text)
    const at = firingAt(log, file.compactions[0]! - 1, summary.requests, summary.contextWindow)
    expect(at.position).toBe('awaiting_follow_up')
    expect(at.next).toBe('mid_turn')
    expect(at.tokens).toBe(208_000)
    expect(at.limit).toBe(232_560)
    expect(at.reached).toBe(false)
    expect(at.headroom).toBe(24_560)
    expect(at.path).toBe('remote_legacy')
    expect(at.pathInferred).toBe(false)
    expect(at.version).toBe('0.118.0')
  })

  it('between turns over the limit: pre-turn next, and the limit is reached', () => {
    const file = era117()
    const { log, summary } = open(file.text)
    const taskComplete = log.records.find((r) => r.kind === 'task_complete')!
    const at = firingAt(log, taskComplete.line, summary.requests, summary.contextWindow)
    expect(at.position).toBe('between_turns')
    expect(at.next).toBe('pre_turn')
    expect(at.tokens).toBe(253_000)
    expect(at.reached).toBe(true)
    expect(at.headroom).toBe(0)
  })

  it('0.104 compacts on the legacy endpoint; another provider compacts locally', () => {
    const file = era104()
    const { log, summary } = open(file.text)
    expect(firingAt(log, file.compactions[0]!, summary.requests, WINDOW).path).toBe('remote_legacy')
    const local = open(file.text.replace('"model_provider":"openai"', '"model_provider":"ollama"'))
    const at = firingAt(local.log, file.compactions[0]!, local.summary.requests, WINDOW)
    expect(at.path).toBe('local')
    expect(at.provider).toBe('ollama')
    expect(at.pathInferred).toBe(false)
  })

  it('without lifecycle events a user message opens a turn and an answer closes it', () => {
    const lines = [
      JSON.stringify({
        type: 'response_item',
        payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'hi' }] },
      }),
      JSON.stringify({
        type: 'response_item',
        payload: {
          type: 'message',
          role: 'assistant',
          content: [{ type: 'output_text', text: 'ok' }],
        },
      }),
    ]
    const log = readRollout(`${lines.join('\n')}\n`)
    expect(turnPosition(log, 1)).toBe('in_turn')
    expect(turnPosition(log, 2)).toBe('between_turns')
    const at = firingAt(log, 2, [], undefined)
    expect(at.limit).toBeUndefined()
    expect(at.reached).toBe(false)
  })
})
