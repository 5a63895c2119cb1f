import { describe, expect, it } from 'vitest'
import {
  IMAGE_BYTES,
  encryptedBytes,
  historyTokens,
  lineTokens,
  readRollout,
  reconstructAt,
  sessionTokenTotals,
  sumTotals,
  summarizeSession,
  turnTokens,
  type HistoryItem,
} from '../../../../src/core/index.ts'
import { sampleRollout } from '../../../../src/core/rollout/sample.ts'
import { era118 } from '../../../helpers/rolloutEras.ts'
import { ENV_NEW } from '../../../helpers/rolloutEras.ts'

const line = (type: string, payload: unknown) =>
  JSON.stringify({ timestamp: '2026-07-01T00:00:00.000Z', type, payload })
const item = (payload: unknown) => line('response_item', payload)
const text = (role: string, t: string) => ({
  type: 'message',
  role,
  content: [{ type: role === 'assistant' ? 'output_text' : 'input_text', text: t }],
})

/** A file with one item of every kind, read by the real reader (it records encrypted lengths). */
function everyKind(): readonly HistoryItem[] {
  const lines = [
    item(text('user', 'abcd'.repeat(10))), // 40 bytes: 10 tokens, user
    item(text('user', ENV_NEW)), // injected
    item(text('developer', 'x'.repeat(8))), // injected, 2 tokens
    item(text('assistant', 'y'.repeat(12))), // 3 tokens
    item({ type: 'reasoning', summary: [], encrypted_content: 'e'.repeat(2000) }),
    item({ type: 'function_call', name: 'sh', arguments: 'ls', call_id: 'c1' }),
    item({ type: 'function_call_output', call_id: 'c1', output: 'z'.repeat(400) }),
    item({
      type: 'message',
      role: 'user',
      content: [{ type: 'input_image', image_url: `data:image/png;base64,${'A'.repeat(90_000)}` }],
    }),
    item({ type: 'compaction', encrypted_content: 'q'.repeat(4000) }),
  ]
  return reconstructAt(readRollout(`${lines.join('\n')}\n`)).history
}

describe('tokens by kind', () => {
  it('estimates an encrypted payload as Codex does: ¾ of its length less 650 bytes', () => {
    expect(encryptedBytes(2000)).toBe(850)
    expect(encryptedBytes(100)).toBe(0)
  })

  it('splits a history into its kinds', () => {
    const totals = historyTokens(everyKind())
    expect(totals.user).toBe(10)
    expect(totals.injected).toBe(Math.ceil(new TextEncoder().encode(ENV_NEW).length / 4) + 2)
    expect(totals.assistant).toBe(3)
    // the reasoning item has no visible text; its payload is encrypted
    expect(totals.reasoning).toBe(0)
    expect(totals.tool_call).toBe(Math.ceil('sh(ls)'.length / 4))
    expect(totals.tool_output).toBe(100)
    // an image counts as 7,373 bytes, not as its 90,000-character data URL
    expect(totals.image).toBe(Math.ceil(IMAGE_BYTES / 4))
    expect(totals.encrypted).toBe(Math.ceil(850 / 4) + Math.ceil(encryptedBytes(4000) / 4))
  })

  it('reconciles the estimate with the recorded input of the last request', () => {
    const history = everyKind()
    const requests = [
      { line: 3, turn: 0, tokens: 999, window: 1000 },
      { line: 5, turn: 0, tokens: 5000, window: 1000 },
      { line: 7, turn: 0, tokens: 0, window: 1000, anomaly: 'zero_last_usage' as const },
    ]
    const at = lineTokens(8, history, requests)
    expect(at.estimated).toBe(sumTotals(at.kinds))
    expect(at.recorded).toBe(5000)
    expect(at.recordedLine).toBe(5)
    expect(at.unexplained).toBe(5000 - at.estimated)
    expect(lineTokens(2, history, requests).recorded).toBeUndefined()
  })

  it('counts what each turn added and its largest recorded input', () => {
    const log = readRollout(era118().text)
    const summary = summarizeSession(log)
    const turns = turnTokens(
      log,
      summary.turns.map((t) => t.line),
      summary.requests,
    )
    expect(turns).toHaveLength(summary.turns.length)
    // the first turn holds the context, the task and a 3,000-character tool output
    expect(turns[0]!.added.tool_output).toBeGreaterThanOrEqual(750)
    expect(turns[0]!.added.injected).toBeGreaterThan(0)
    expect(turns[0]!.peakRecorded).toBe(208_000)
  })

  it("finds the sample session's tool outputs to be most of its history", () => {
    const log = readRollout(sampleRollout())
    const summary = summarizeSession(log)
    const totals = sessionTokenTotals(log, summary)
    const { kinds, estimated } = totals.atEnd
    expect(kinds.tool_output / estimated).toBeGreaterThan(0.5)
    expect(totals.perTurn).toHaveLength(summary.turns.length)
    // everything recorded is more than what survived three compactions
    expect(sumTotals(totals.recorded)).toBeGreaterThan(estimated * 3)
    // the sample's requests send the history plus a fixed overhead: the estimate is close
    expect(Math.abs(totals.atEnd.unexplained!)).toBeLessThan(15_000)
  })
})
