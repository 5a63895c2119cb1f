import { describe, expect, it } from 'vitest'
import {
  folderFailureOf,
  folderTotals,
  readRollout,
  sessionIndexEntry,
  summarizeSession,
  type SessionIndexEntry,
} from '../../../../src/core/index.ts'
import { sessionText } from '../../../../scripts/syntheticRollout.ts'

const entryOf = (text: string, path = 'a.jsonl') => {
  const log = readRollout(text)
  return sessionIndexEntry(path, text.length, log, summarizeSession(log))
}

describe('sessionIndexEntry', () => {
  it('keeps what the table shows: date, version, model, counts, peak tokens, compactions', () => {
    const text = sessionText({ turns: 7, compactEvery: 3, compaction: 'remote' })
    const log = readRollout(text)
    const summary = summarizeSession(log)
    const e = sessionIndexEntry('2026/03/a.jsonl', text.length, log, summary)
    expect(e.path).toBe('2026/03/a.jsonl')
    expect(e.version).toBe('0.104.0')
    expect(e.model).toBe('gpt-5.3-codex')
    expect(e.date).toBe(log.meta?.timestamp)
    expect(e.turns).toBe(7)
    expect(e.requests).toBe(summary.requests.length)
    expect(e.peakTokens).toBe(Math.max(...summary.requests.map((r) => r.tokens)))
    expect(e.compactions.map((c) => c.line)).toEqual(summary.compactions.map((c) => c.line))
    expect(e.compactions[0]).toMatchObject({ phase: 'mid_turn', implementation: 'remote_legacy' })
    // each compacted line's own timestamp, in order
    const times = e.compactions.map((c) => c.time!)
    expect(times.every((t) => Number.isFinite(t))).toBe(true)
    expect([...times].sort((a, b) => a - b)).toEqual(times)
    expect(e.malformed).toBe(0)
  })

  it('notes the first unreadable line of a file that still gives a session', () => {
    const text = sessionText({ turns: 3 }).replace('\n', '\n{"broken": \n')
    const e = entryOf(text)
    expect(e.malformed).toBe(1)
    expect(e.firstIssue?.line).toBe(2)
    expect(e.turns).toBe(3)
  })
})

describe('folderFailureOf', () => {
  it('names the line of a file that is no rollout at all', () => {
    const log = readRollout('\u0000\u0001binary\n')
    expect(folderFailureOf('x.jsonl', 9, log)).toMatchObject({ path: 'x.jsonl', line: 1 })
    expect(folderFailureOf('x.jsonl', 9, log)?.message).toMatch(/not JSON/)
  })

  it('says an empty file has no rollout lines, and a session is no failure', () => {
    expect(folderFailureOf('e.jsonl', 0, readRollout(''))?.message).toBe('no rollout lines')
    expect(folderFailureOf('s.jsonl', 1, readRollout(sessionText({ turns: 1 })))).toBeUndefined()
  })
})

describe('folderTotals', () => {
  const remote = entryOf(sessionText({ turns: 10, compactEvery: 3, compaction: 'remote' }))
  const local = entryOf(sessionText({ turns: 6, compactEvery: 2, compaction: 'local' }))
  const plain = entryOf(sessionText({ turns: 2 }))

  it('counts compactions by timing and implementation, and sums the sessions', () => {
    const t = folderTotals([remote, local, plain], 1)
    expect(t.sessions).toBe(3)
    expect(t.failed).toBe(1)
    expect(t.turns).toBe(18)
    expect(t.compactions).toBe(remote.compactions.length + local.compactions.length)
    const cells = Object.values(t.byCell).flatMap((row) => Object.values(row))
    expect(cells.reduce((a, b) => a + b, 0)).toBe(t.compactions)
    expect(t.byCell.mid_turn.remote_legacy).toBe(remote.compactions.length)
    expect(t.byCell.mid_turn.local).toBe(local.compactions.length)
  })

  it('averages the tokens before and after, and the time between compactions of a session', () => {
    const t = folderTotals([remote, local])
    const all = [...remote.compactions, ...local.compactions]
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
    expect(t.tokensBefore.mean).toBeCloseTo(mean(all.map((c) => c.tokensBefore!)))
    expect(t.tokensAfter.mean).toBeCloseTo(mean(all.map((c) => c.tokensAfter!)))
    // gaps only inside one session: n compactions give n - 1
    expect(t.between.count).toBe(remote.compactions.length - 1 + local.compactions.length - 1)
    expect(t.between.median).toBeGreaterThan(0)
  })

  it('gives no mean over nothing', () => {
    const bare: SessionIndexEntry = { ...plain, compactions: [] }
    const t = folderTotals([bare])
    expect(t.tokensBefore).toEqual({ count: 0 })
    expect(t.between).toEqual({ count: 0 })
  })
})
