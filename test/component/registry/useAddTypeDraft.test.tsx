import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DEFAULT_REGISTRY, type FragmentType } from '../../../src/core/index.ts'
import { EMPTY_DRAFT, useAddTypeDraft } from '../../../src/features/registry/useAddTypeDraft.ts'

function setup() {
  const onAdd = vi.fn<(type: FragmentType, register: boolean) => void>()
  const hook = renderHook(() => useAddTypeDraft(DEFAULT_REGISTRY, onAdd))
  return { onAdd, hook }
}

describe('useAddTypeDraft', () => {
  it('keeps the typed escapes for the input and the real characters in the draft', () => {
    const { hook } = setup()
    act(() => hook.result.current.updateEscaped('startMarker', '<ticket>\\n'))
    expect(hook.result.current.escaped.startMarker).toBe('<ticket>\\n')
    expect(hook.result.current.draft.startMarker).toBe('<ticket>\n')
  })

  it('holds the empty-name error back until the first submit, and refuses to add', () => {
    const { hook, onAdd } = setup()
    expect(hook.result.current.shown('name')).toEqual([])
    act(() => hook.result.current.submit(false))
    expect(hook.result.current.submitted).toBe(true)
    expect(hook.result.current.blocked).toBe(true)
    expect(hook.result.current.shown('name').map((issue) => issue.code)).toContain('nameEmpty')
    expect(onAdd).not.toHaveBeenCalled()
  })

  it('adds a complete draft with its registration, then starts over', () => {
    const { hook, onAdd } = setup()
    act(() => {
      hook.result.current.update({ name: 'TicketContext' })
      hook.result.current.updateEscaped('startMarker', '<ticket_context>')
      hook.result.current.updateEscaped('endMarker', '</ticket_context>')
    })
    expect(hook.result.current.selfMatch).toBe(true)
    act(() => hook.result.current.submit(false))
    expect(onAdd).toHaveBeenCalledTimes(1)
    const [type, register] = onAdd.mock.calls[0]!
    expect(type).toMatchObject({ name: 'TicketContext', startMarker: '<ticket_context>' })
    expect(register).toBe(true)
    expect(hook.result.current.draft).toEqual(EMPTY_DRAFT)
    expect(hook.result.current.escaped.startMarker).toBe('')
    expect(hook.result.current.submitted).toBe(false)
  })

  it('never registers an assistant type', () => {
    const { hook, onAdd } = setup()
    act(() => {
      hook.result.current.update({ name: 'Note', role: 'assistant' })
      hook.result.current.updateEscaped('startMarker', '<note>')
      hook.result.current.updateEscaped('endMarker', '</note>')
    })
    expect(hook.result.current.registers).toBe(false)
    act(() => hook.result.current.submit(true))
    expect(onAdd.mock.calls[0]?.[1]).toBe(false)
  })
})

describe('the preview’s self-match', () => {
  const selfMatch = (patch: Partial<typeof EMPTY_DRAFT>, prefix?: string) => {
    const { hook } = setup()
    act(() => {
      hook.result.current.update({ name: 'TicketContext', ...patch })
      if (prefix !== undefined) hook.result.current.updateEscaped('developerPrefix', prefix)
    })
    return hook.result.current.selfMatch
  }

  it('recognizes a marked type in its own rendering, and no type without markers', () => {
    expect(selfMatch({ startMarker: '<ticket>', endMarker: '</ticket>' })).toBe(true)
    expect(selfMatch({})).toBe(false)
  })

  it('recognizes a developer type by its prefix only', () => {
    // a one-shot developer type: no markers, its registered prefix is what the table looks for
    const developer = { role: 'developer', oneShot: true, body: '<ticket>note' } as const
    expect(selfMatch(developer, '<ticket>')).toBe(true)
    expect(selfMatch(developer, '<other>')).toBe(false)
  })
})
