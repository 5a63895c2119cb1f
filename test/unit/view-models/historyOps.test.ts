import { describe, expect, it } from 'vitest'
import type { HistoryItem } from '../../../src/core/index.ts'
import { ADD_KINDS, newItems, type NewItemFields } from '../../../src/view-models/historyOps.ts'

const FIELDS: NewItemFields = {
  text: 'hello',
  toolName: 'shell',
  callInput: '{"command":["ls"]}',
  output: 'ok',
  typeName: 'EnvironmentContext',
  fragmentText: '<environment_context>x</environment_context>',
  fragmentRole: 'user',
}

const HISTORY: readonly HistoryItem[] = [
  { id: 'user', type: 'message', role: 'user', parts: ['hi'] },
  { id: 'call', type: 'function_call', name: 'shell', callId: 'call-1', arguments: '{}' },
  { id: 'out', type: 'function_call_output', callId: 'call-1', output: 'ok' },
]

describe('newItems', () => {
  it('gives every kind items with ids the history does not use', () => {
    for (const kind of ADD_KINDS) {
      const added = newItems(kind, FIELDS, HISTORY)
      expect(added.length, kind).toBeGreaterThan(0)
      const ids = [...HISTORY, ...added].map((item) => item.id)
      expect(new Set(ids).size, kind).toBe(ids.length)
    }
  })

  it('adds a message of the chosen role with the text', () => {
    expect(newItems('developer', FIELDS, HISTORY)).toEqual([
      { id: 'developer', type: 'message', role: 'developer', parts: ['hello'] },
    ])
    expect(newItems('user', FIELDS, HISTORY)[0]?.id).toBe('user-2')
  })

  it('pairs a call with its output under a fresh call id', () => {
    const [call, output] = newItems('function', FIELDS, HISTORY)
    expect(call).toEqual({
      id: 'call-2',
      type: 'function_call',
      name: 'shell',
      callId: 'call-2',
      arguments: '{"command":["ls"]}',
    })
    expect(output).toEqual({
      id: 'out-2',
      type: 'function_call_output',
      callId: 'call-2',
      output: 'ok',
    })
    const [custom, customOut] = newItems('custom', FIELDS, [])
    expect(custom).toMatchObject({ id: 'call', type: 'custom_tool_call', input: FIELDS.callInput })
    expect(customOut).toMatchObject({
      id: 'out',
      type: 'custom_tool_call_output',
      callId: 'call-1',
    })
  })

  it('adds a fragment as a message of its role, with an id made from the type name', () => {
    const [item] = newItems('fragment', { ...FIELDS, fragmentRole: 'developer' }, HISTORY)
    expect(item).toEqual({
      id: 'environment-context',
      type: 'message',
      role: 'developer',
      parts: [FIELDS.fragmentText],
    })
    expect(newItems('fragment', { ...FIELDS, typeName: '' }, [])[0]?.id).toBe('fragment')
  })
})

describe('the ids newItems gives', () => {
  it('number a taken id, keep a free one and skip taken call ids', () => {
    const [call, output] = newItems('function', FIELDS, HISTORY)
    expect(call).toMatchObject({ id: 'call-2', callId: 'call-2' })
    expect(output).toMatchObject({ id: 'out-2', callId: 'call-2' })
    const outTwo: HistoryItem = { id: 'out-2', type: 'context_compaction' }
    expect(newItems('function', FIELDS, [...HISTORY, outTwo])[1]?.id).toBe('out-3')
    expect(newItems('reasoning', FIELDS, HISTORY)[0]?.id).toBe('reasoning')
  })
})
