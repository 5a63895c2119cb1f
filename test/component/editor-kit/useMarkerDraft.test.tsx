import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { findFragmentType } from '../../../src/core/index.ts'
import { useMarkerDraft } from '../../../src/features/editor-kit/useMarkerDraft.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'

const NAME = 'EnvironmentContext'
const typeNow = () => findFragmentType(selectRegistry(useVisualizerStore.getState()), NAME)!

describe('useMarkerDraft', () => {
  beforeEach(() => {
    useVisualizerStore.setState(getInitialState(), true)
    useVisualizerStore.getState().setRegistryEditing(NAME)
  })

  it('starts unchanged, with the markers as typed text', () => {
    const { result } = renderHook(() => useMarkerDraft(typeNow()))
    expect(result.current.unchanged).toBe(true)
    expect(result.current.start).toBe('<environment_context>')
    expect(result.current.issues).toEqual([])
  })

  it('does not apply on Enter while unchanged, and applies a clean change', () => {
    const type = typeNow()
    const { result } = renderHook(() => useMarkerDraft(type))
    act(() => result.current.applyOnEnter('Enter'))
    expect(useVisualizerStore.getState().registryEditing).toBe(NAME)
    act(() => result.current.setStart('<env_ctx>'))
    act(() => result.current.setEnd('</env_ctx>'))
    expect(result.current.unchanged).toBe(false)
    act(() => result.current.applyOnEnter('a'))
    expect(typeNow().startMarker).toBe('<environment_context>')
    act(() => result.current.applyOnEnter('Enter'))
    expect(typeNow().startMarker).toBe('<env_ctx>')
    expect(useVisualizerStore.getState().registryEditing).toBeNull()
  })

  it('reports an empty start marker per field, and Enter does not apply it', () => {
    const { result } = renderHook(() => useMarkerDraft(typeNow()))
    act(() => result.current.setStart(''))
    expect(result.current.startIssues.length).toBeGreaterThan(0)
    expect(result.current.endIssues.every((issue) => issue.field === 'endMarker')).toBe(true)
    act(() => result.current.applyOnEnter('Enter'))
    expect(typeNow().startMarker).toBe('<environment_context>')
  })
})
