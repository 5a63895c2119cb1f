import * as fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itemText, itemTextUtf8Length, type HistoryItem } from '../../../src/core/history.ts'
import { utf8Length } from '../../../src/core/text.ts'

// any text: full unicode and raw UTF-16 code units, lone surrogates included
const text = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
)

const anyItem: fc.Arbitrary<HistoryItem> = fc.oneof(
  fc.record({
    id: fc.constant('m'),
    type: fc.constant('message' as const),
    role: fc.constantFrom('user' as const, 'assistant' as const, 'developer' as const),
    parts: fc.array(text, { maxLength: 4 }),
  }),
  fc.record({
    id: fc.constant('f'),
    type: fc.constant('function_call' as const),
    name: text,
    callId: fc.constant('c'),
    arguments: text,
  }),
  fc.record({
    id: fc.constant('t'),
    type: fc.constant('custom_tool_call' as const),
    name: text,
    callId: fc.constant('c'),
    input: text,
  }),
  fc.record({
    id: fc.constant('o'),
    type: fc.constant('function_call_output' as const),
    callId: fc.constant('c'),
    output: text,
  }),
  fc.record({ id: fc.constant('r'), type: fc.constant('reasoning' as const), text }),
  fc.record({
    id: fc.constant('k'),
    type: fc.constant('compaction' as const),
    encryptedContent: text,
  }),
  fc.record({ id: fc.constant('x'), type: fc.constant('context_compaction' as const) }),
)

describe('itemTextUtf8Length', () => {
  it('is the UTF-8 length of the item text, for every kind of item and any text', () => {
    fc.assert(
      fc.property(anyItem, (item) => {
        expect(itemTextUtf8Length(item)).toBe(utf8Length(itemText(item)))
      }),
      { numRuns: 2000 },
    )
  })

  it('counts the newlines that join parts and the parentheses of a call', () => {
    expect(itemTextUtf8Length({ id: 'm', type: 'message', role: 'user', parts: ['é', '😀'] })).toBe(
      2 + 1 + 4,
    )
    expect(itemTextUtf8Length({ id: 'm', type: 'message', role: 'user', parts: [] })).toBe(0)
    const call: HistoryItem = {
      id: 'f',
      type: 'function_call',
      name: 'shell',
      callId: 'c',
      arguments: '{}',
    }
    expect(itemTextUtf8Length(call)).toBe('shell({})'.length)
  })
})
