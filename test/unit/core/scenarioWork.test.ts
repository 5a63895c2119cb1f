import { describe, expect, it } from 'vitest'
import {
  fitToLimits,
  parseScenario,
  SCENARIO_LIMITS,
  type HistoryItem,
} from '../../../src/core/index.ts'
import { emptyPartsScenarioText, largestAcceptedScenario } from '../../helpers/bigScenarios.ts'

describe('the work bound of a scenario (SCENARIO_LIMITS.totalParts)', () => {
  it('refuses the 41 MB scenario of 50,000 messages × 256 empty parts up front, naming the bound', () => {
    const text = emptyPartsScenarioText()
    expect(text.length).toBeGreaterThan(40_000_000)
    // refused at the first message past the bound, without reading on: its time is
    // `npm run bench`'s (scripts/bench/limits.ts, within 5 s)
    const parsed = parseScenario(JSON.parse(text))
    expect(parsed.ok).toBe(false)
    const errors = parsed.ok ? [] : parsed.errors
    // the first message past the bound is named
    const first = Math.floor(SCENARIO_LIMITS.totalParts / SCENARIO_LIMITS.parts)
    expect(errors[0]).toEqual({
      path: `history[${first}].parts`,
      message: `the scenario's messages pass ${SCENARIO_LIMITS.totalParts} parts in all (SCENARIO_LIMITS.totalParts)`,
    })
  }, 120_000) // a 41 MB text is built and parsed: slow on a loaded machine, bounded, no budget

  it('counts a one-text message as one part, and the server transcript too', () => {
    const message = (id: string) => ({ id, type: 'message', role: 'user', text: '' })
    const half = SCENARIO_LIMITS.totalParts / 2
    const history = Array.from({ length: half }, (_, i) => message(`h${i}`))
    const over = {
      cell: { phase: 'manual', implementation: 'remote' },
      // one message of two parts: one part more than the bound in all
      history: [{ id: 'two', type: 'message', role: 'user', parts: ['', ''] }, ...history.slice(1)],
      server: { transcript: Array.from({ length: half }, (_, i) => message(`t${i}`)) },
    }
    const parsed = parseScenario(over)
    expect(parsed.ok ? [] : parsed.errors.map((e) => e.path)).toEqual([
      `server.transcript[${half - 1}].text`,
    ])
  })

  it('accepts the largest scenario within every bound', () => {
    expect(parseScenario(largestAcceptedScenario()).ok).toBe(true)
  })

  it('a session made a scenario keeps its newest items within the parts bound', () => {
    const history: HistoryItem[] = Array.from({ length: 40_000 }, (_, i) => ({
      id: `m${i}`,
      type: 'message',
      role: 'user',
      parts: ['a', 'b', 'c'],
    }))
    const fitted = fitToLimits(history)
    const kept = Math.floor(SCENARIO_LIMITS.totalParts / 3)
    expect(fitted).toHaveLength(kept)
    expect(fitted[0]?.id).toBe(`m${40_000 - kept}`)
  })
})
