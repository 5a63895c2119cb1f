import { describe, expect, it } from 'vitest'
import { newStats, toHistoryItem, type ItemContext } from '../../../../src/core/rollout/items.ts'

const context = (): ItemContext => ({ stats: newStats(), intern: new Map() })

describe('toHistoryItem: the rarer calls read as function calls', () => {
  it.each([
    ['local_shell_call', 'local_shell', { action: { command: ['ls'] } }, '{"command":["ls"]}'],
    ['web_search_call', 'web_search', { action: { query: 'pnpm' } }, '{"query":"pnpm"}'],
    ['tool_search_call', 'tool_search', { arguments: 'find tools' }, 'find tools'],
    ['image_generation_call', 'image_generation', { revised_prompt: 'a cat' }, 'a cat'],
  ])('%s: a call to %s, its arguments from its own field', (type, name, fields, args) => {
    const item = toHistoryItem(context(), { type, call_id: 'k1', ...fields }, 'i1')
    expect(item).toEqual({ id: 'i1', type: 'function_call', name, callId: 'k1', arguments: args })
  })

  it('takes the call id from `id`, then the item id, and an absent field as no arguments', () => {
    const ctx = context()
    expect(toHistoryItem(ctx, { type: 'web_search_call', id: 'ws1' }, 'i1')).toMatchObject({
      callId: 'ws1',
      arguments: '',
    })
    expect(toHistoryItem(ctx, { type: 'local_shell_call' }, 'i2')).toMatchObject({ callId: 'i2' })
  })

  it('counts a generated image (never keeping it), and only for an image call', () => {
    const ctx = context()
    toHistoryItem(ctx, { type: 'image_generation_call', result: 'iVBORw0KGgo=' }, 'i1')
    toHistoryItem(ctx, { type: 'web_search_call', result: 'iVBORw0KGgo=' }, 'i2')
    expect(ctx.stats).toMatchObject({ images: 1, imageChars: 12 })
  })

  it('leaves a type named like an object key unknown', () => {
    expect(toHistoryItem(context(), { type: 'constructor' }, 'i1')).toBeUndefined()
    expect(toHistoryItem(context(), { type: 'toString' }, 'i1')).toBeUndefined()
  })
})
