import { describe, expect, it } from 'vitest'
import {
  generateHistory,
  ITEM_SIZES,
  MAX_ITEM_CHARS,
  seededRandom,
} from '../../../../src/view-models/sweep/generate.ts'

describe('generateHistory', () => {
  const mix = { toolOutput: 40, userText: 20, reasoning: 15 }

  it('gives the same history for the same seed, another for another seed', () => {
    expect(generateHistory(7, 300, mix)).toEqual(generateHistory(7, 300, mix))
    expect(generateHistory(8, 300, mix)).not.toEqual(generateHistory(7, 300, mix))
  })

  it('has exactly the asked length, unique ids, and every output after its call', () => {
    for (const length of [1, 2, 3, 50, 501]) {
      const items = generateHistory(3, length, mix)
      expect(items).toHaveLength(length)
      expect(new Set(items.map((i) => i.id)).size).toBe(length)
      const calls = new Set<unknown>()
      const orphans: unknown[] = []
      for (const item of items) {
        if (item.type === 'function_call') calls.add(item['callId'])
        else if (item.type === 'function_call_output' && !calls.has(item['callId']))
          orphans.push(item.id)
      }
      expect(orphans).toEqual([])
    }
  })

  it('follows the mix', () => {
    const count = (items: ReturnType<typeof generateHistory>, type: string) =>
      items.filter((i) => i.type === type).length
    const users = (items: ReturnType<typeof generateHistory>) =>
      items.filter((i) => i.type === 'message' && i['role'] === 'user').length
    const noTools = generateHistory(1, 400, { toolOutput: 0, userText: 50, reasoning: 50 })
    expect(count(noTools, 'function_call')).toBe(0)
    expect(users(noTools)).toBeGreaterThan(150)
    const allTools = generateHistory(1, 400, { toolOutput: 100, userText: 0, reasoning: 0 })
    // the initial context, the first user message, then calls and outputs only
    expect(count(allTools, 'function_call_output')).toBeGreaterThan(195)
    expect(users(allTools)).toBe(2)
  })

  it('draws from a seeded generator in [0, 1)', () => {
    const random = seededRandom(42)
    const draws = Array.from({ length: 1000 }, random)
    expect(draws.every((d) => d >= 0 && d < 1)).toBe(true)
    expect(new Set(draws).size).toBeGreaterThan(990)
    expect(seededRandom(42)()).toBe(draws[0])
  })

  it('draws each kind’s size around the measured median, never past the cap', () => {
    // tool outputs only: each a text of a drawn size (less any spaces trimmed at its ends)
    const items = generateHistory(9, 8_003, { toolOutput: 100, userText: 0, reasoning: 0 })
    const sizes = items.flatMap((i) =>
      i.type === 'function_call_output' ? [String(i['output']).length] : [],
    )
    expect(sizes.length).toBe(4_000)
    const sorted = [...sizes].sort((a, b) => a - b)
    // a log-normal's median is e^mu (about 706 characters for tool output)
    const median = sorted[2_000]!
    expect(median).toBeGreaterThan(Math.exp(ITEM_SIZES.toolOutput.mu) * 0.85)
    expect(median).toBeLessThan(Math.exp(ITEM_SIZES.toolOutput.mu) * 1.15)
    expect(Math.max(...sizes)).toBeLessThanOrEqual(MAX_ITEM_CHARS)
    expect(Math.max(...sizes)).toBeGreaterThan(MAX_ITEM_CHARS - 3)
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(1)
  })

  it('gives tool outputs of the drawn sizes, so a long history passes the 180,000-token limit', () => {
    const items = generateHistory(1, 1_000, mix)
    const outputs = items.filter((i) => i.type === 'function_call_output')
    const lengths = outputs.map((i) => String(i['output']).length)
    expect(new Set(lengths).size).toBeGreaterThan(outputs.length / 2)
    const bytes = items.reduce(
      (sum, i) => sum + String(i['text'] ?? i['output'] ?? i['arguments'] ?? '').length,
      0,
    )
    expect(bytes / 4).toBeGreaterThan(180_000)
  })
})
