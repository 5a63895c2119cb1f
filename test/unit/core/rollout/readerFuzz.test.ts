import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  nestedDeeperThan,
  readAsRollout,
  readRollout,
  ROLLOUT_LIMITS,
  summarizeSession,
} from '../../../../src/core/index.ts'
import { PROTOTYPE_NAMES } from '../../../helpers/hostileNames.ts'

/**
 * Crafted session lines: every line type, item type, event type and field of the reader gets
 * prototype names, wrong types, huge, negative and fractional numbers, and lines nested thousands
 * deep. The reader never throws, takes bounded time, reads the lines after a bad one, and names
 * the nesting limit for a line it refuses.
 */

const at = '2026-01-01T00:00:00.000Z'
const meta = JSON.stringify({ timestamp: at, type: 'session_meta', payload: { id: 's' } })
const user = JSON.stringify({
  timestamp: at,
  type: 'response_item',
  payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'after' }] },
})

const hostile = fc.oneof(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.constantFrom(1e308, -1, -1e12, 2 ** 53 + 1, 0.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom(null, true, [], {}, [[[]]], 'x'.repeat(1000)),
  fc.integer(),
  fc.string({ maxLength: 6 }),
)
const LINE_TYPES = ['session_meta', 'response_item', 'compacted', 'turn_context', 'event_msg']
const ITEM_TYPES = ['message', 'reasoning', 'function_call', 'function_call_output', 'compaction']
const payload = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...PROTOTYPE_NAMES),
    fc.constantFrom('type', 'role', 'content', 'info', 'replacement_history', 'num_turns'),
  ),
  hostile,
  { maxKeys: 4 },
)
const line = fc
  .record({
    type: fc.oneof(fc.constantFrom(...LINE_TYPES, ...PROTOTYPE_NAMES), hostile),
    itemType: fc.oneof(fc.constantFrom(...ITEM_TYPES, ...PROTOTYPE_NAMES), hostile),
    payload,
    legacy: fc.boolean(),
  })
  .map(({ type, itemType, payload: p, legacy }) =>
    JSON.stringify(
      legacy
        ? { ...p, type: itemType }
        : { timestamp: at, type, payload: { ...p, type: itemType } },
    ),
  )

/** A JSON value nested `depth` deep: arrays, objects, or both, as a payload's field. */
function deepLine(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  const open = shape === 'array' ? '[' : shape === 'object' ? '{"a":' : '[{"a":'
  const close = shape === 'array' ? ']' : shape === 'object' ? '}' : '}]'
  const levels = shape === 'mixed' ? depth / 2 : depth
  const value = open.repeat(levels) + (shape === 'array' ? '' : '1') + close.repeat(levels)
  return `{"timestamp":"${at}","type":"inter_agent_communication","payload":{"x":${value}}}`
}

describe('the rollout reader under fuzz', () => {
  it('hostile lines: no throw, bounded time, the line after them still read', () => {
    const slow: number[] = []
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), (lines) => {
        const started = performance.now()
        const log = readRollout([meta, ...lines, user, ''].join('\n'))
        summarizeSession(log)
        const ms = performance.now() - started
        if (ms > 1_000) slow.push(ms)
        const last = log.records.at(-1)
        expect(last?.kind === 'item' ? last.line : undefined).toBe(lines.length + 2)
      }),
      { numRuns: 1_500 },
    )
    expect(slow).toEqual([])
  })

  it('a file of one line typed after a prototype member is read, with that line skipped', () => {
    for (const name of PROTOTYPE_NAMES) {
      const log = readRollout(`${JSON.stringify({ timestamp: at, type: name, payload: {} })}\n`)
      expect(readAsRollout(log), name).toBe(true)
      expect(log.stats.unknown[name], name).toBe(1)
    }
  })

  it.each([5_000, 6_000])('a line nested %i deep is refused by name; the rest is read', (depth) => {
    for (const shape of ['array', 'object', 'mixed'] as const) {
      const deep = deepLine(depth, shape)
      const started = performance.now()
      const log = readRollout([meta, deep, user, ''].join('\n'))
      expect(performance.now() - started).toBeLessThan(1_000)
      expect(log.issues).toEqual([
        {
          line: 2,
          message: `nested deeper than ${ROLLOUT_LIMITS.nestingDepth} levels (the nesting limit)`,
        },
      ])
      expect(log.records.at(-1)).toMatchObject({ kind: 'item', line: 3 })
      // and the summary walks the rest without overflowing the stack
      expect(summarizeSession(log).turns).toBeDefined()
    }
  })

  it('counts depth outside strings only, and stops at the limit', () => {
    const quoted = JSON.stringify({ text: '['.repeat(1_000) + '"\\"{{{' })
    expect(nestedDeeperThan(quoted, 128)).toBe(false)
    expect(nestedDeeperThan('['.repeat(128) + ']'.repeat(128), 128)).toBe(false)
    expect(nestedDeeperThan('['.repeat(129) + ']'.repeat(129), 128)).toBe(true)
    // siblings are not depth
    expect(nestedDeeperThan(`[${'[],'.repeat(1_000)}[]]`, 128)).toBe(false)
  })
})
