import { SCENARIO_LIMITS } from '../../src/core/index.ts'

/**
 * The largest scenarios the parser can be given, made here rather than committed: the issue's
 * 41 MB one (50,000 messages of 256 empty parts: every count within its own bound, 12.8
 * million parts in all) and the largest one it accepts.
 */

/** 50,000 messages × 256 empty parts, as the JSON text of a scenario file (about 41 MB). */
export function emptyPartsScenarioText(
  items: number = SCENARIO_LIMITS.items,
  parts: number = SCENARIO_LIMITS.parts,
): string {
  const partsJson = JSON.stringify(Array.from({ length: parts }, () => ''))
  const lines: string[] = []
  for (let i = 0; i < items; i++)
    lines.push(
      `{"id":"m${i}","type":"message","role":"${i % 2 ? 'assistant' : 'user'}","parts":${partsJson}}`,
    )
  return `{"cell":{"phase":"mid_turn","implementation":"local"},"history":[${lines.join(',')}]}`
}

/**
 * The most work an accepted scenario can ask for: `items` messages sharing `totalParts` parts,
 * with the text as long as `totalTextChars` allows (ids count too).
 */
export function largestAcceptedScenario(): unknown {
  const items = SCENARIO_LIMITS.items
  const partsEach = Math.floor(SCENARIO_LIMITS.totalParts / items)
  const idChars = 7
  const partChars = Math.floor(
    (SCENARIO_LIMITS.totalTextChars * 0.98) / (items * partsEach) - idChars / partsEach,
  )
  return {
    cell: { phase: 'mid_turn', implementation: 'local' },
    history: Array.from({ length: items }, (_, i) => ({
      id: `m${i}`,
      type: 'message',
      role: i % 2 ? 'assistant' : 'user',
      parts: Array.from({ length: partsEach }, () => 'x'.repeat(partChars)),
    })),
  }
}
