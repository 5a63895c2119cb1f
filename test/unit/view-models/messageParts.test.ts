import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY, TurnItemKind } from '../../../src/core/index.ts'
import { messagePartsOf } from '../../../src/view-models/messageParts.ts'

const ENV = '<environment_context>\n  <cwd>/srv/app</cwd>\n</environment_context>'
const ASK = 'Please fix the failing test.'

describe('messagePartsOf', () => {
  it('names the fragment type of the matching part and hides the whole user message', () => {
    const parts = messagePartsOf('user', [ENV, ASK], DEFAULT_REGISTRY)
    expect(parts.turnItem).toBe(TurnItemKind.Hidden)
    expect(parts.parts.map((part) => part.text)).toEqual([ENV, ASK])
    expect(parts.parts[0]!.match).toEqual({ kind: 'fragment', typeName: 'EnvironmentContext' })
    expect(parts.parts[1]!.match).toEqual({ kind: 'none' })
    expect(parts.hiddenBy).toEqual([0])
    expect(parts.plain).toEqual([1])
  })

  it('keeps a user message whose parts match nothing', () => {
    const parts = messagePartsOf('user', [ASK, 'and add a test'], DEFAULT_REGISTRY)
    expect(parts.turnItem).toBe(TurnItemKind.UserMessage)
    expect(parts.hiddenBy).toEqual([])
    expect(parts.plain).toEqual([0, 1])
  })

  it('finds a matching part wherever it sits', () => {
    const parts = messagePartsOf('user', [ASK, 'more', ENV], DEFAULT_REGISTRY)
    expect(parts.hiddenBy).toEqual([2])
    expect(parts.parts[2]!.index).toBe(2)
  })

  it('reports a developer prefix per part, without hiding anything', () => {
    const notice = 'Approved command prefix saved:\n- npm *'
    const parts = messagePartsOf('developer', [notice, 'plain developer text'], DEFAULT_REGISTRY)
    expect(parts.parts[0]!.match.kind).toBe('developer_prefix')
    expect(parts.parts[1]!.match).toEqual({ kind: 'none' })
    expect(parts.turnItem).toBe(TurnItemKind.None)
    expect(parts.hiddenBy).toEqual([])
  })

  it('marks a hook prompt part', () => {
    const hook = '<hook_prompt hook_run_id="r1">check the lint</hook_prompt>'
    const parts = messagePartsOf('user', [hook], DEFAULT_REGISTRY)
    expect(parts.parts[0]!.match).toEqual({ kind: 'hook_prompt' })
    expect(parts.turnItem).toBe(TurnItemKind.HookPrompt)
  })
})
