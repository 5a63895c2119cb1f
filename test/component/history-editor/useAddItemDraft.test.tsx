import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/index.ts'
import { useAddItemDraft } from '../../../src/features/history-editor/useAddItemDraft.ts'
import { MAX_BODY_CHARS } from '../../../src/view-models/validation.ts'

const developerType = DEFAULT_REGISTRY.types.find(
  (type) => type.role === 'developer' && type.startMarker !== '',
)!

describe('useAddItemDraft', () => {
  it('starts from the first type and its example body, and a new type brings its own', () => {
    const { result } = renderHook(() => useAddItemDraft([], DEFAULT_REGISTRY))
    expect(result.current.typeName).toBe(DEFAULT_REGISTRY.types[0]!.name)
    expect(result.current.body.value).toBe(DEFAULT_REGISTRY.types[0]!.exampleBody)
    act(() => result.current.chooseType(developerType.name))
    expect(result.current.body.value).toBe(developerType.exampleBody)
    expect(result.current.fragmentRole).toBe('developer')
    expect(result.current.fragmentText.startsWith(developerType.startMarker)).toBe(true)
  })

  it('builds the fragment as the registry recognizes it', () => {
    const { result } = renderHook(() => useAddItemDraft([], DEFAULT_REGISTRY))
    act(() => {
      result.current.setKind('fragment')
      result.current.chooseType(developerType.name)
    })
    expect(result.current.recognition?.kind).toBe('contextual_developer')
    const [item] = result.current.build()
    expect(item).toMatchObject({ type: 'message', role: 'developer' })
  })

  it('is too large when any field passes the body limit', () => {
    const { result } = renderHook(() => useAddItemDraft([], DEFAULT_REGISTRY))
    expect(result.current.tooLarge).toBe(false)
    act(() => result.current.output.set('x'.repeat(MAX_BODY_CHARS + 1)))
    expect(result.current.tooLarge).toBe(true)
  })

  it('maps a type role to a message role', () => {
    const roleOf = (role: string) => {
      const type = { ...developerType, role } as typeof developerType
      const registry = { ...DEFAULT_REGISTRY, types: [type] }
      return renderHook(() => useAddItemDraft([], registry)).result.current.fragmentRole
    }
    expect(roleOf('assistant')).toBe('assistant')
    expect(roleOf('user')).toBe('user')
    // a role no message has (a registry from elsewhere) is drawn as the user's
    expect(roleOf('something else')).toBe('user')
  })
})
