import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import {
  MAX_IMPORT_BYTES,
  readScenarioText,
  scenarioFileName,
  useScenarioImport,
} from '../../../src/features/history-editor/useScenarioImport.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

describe('readScenarioText', () => {
  it('tells bad JSON from an invalid scenario, and reads a valid one', () => {
    const bad = readScenarioText('{')
    expect(bad.ok === false && bad.problem.kind).toBe('json')
    const invalid = readScenarioText('{"history": 3}')
    expect(invalid.ok === false && invalid.problem.kind).toBe('invalid')
    const valid = readScenarioText(JSON.stringify(DEFAULT_SCENARIO))
    expect(valid.ok && valid.value.history.length).toBe(DEFAULT_SCENARIO.history.length)
  })
})

describe('scenarioFileName', () => {
  it('makes a slug of the name', () => {
    expect(scenarioFileName({ ...DEFAULT_SCENARIO, name: ' Mixed  History! ' })).toBe(
      'mixed-history.json',
    )
    expect(scenarioFileName({ ...DEFAULT_SCENARIO, name: '한국어' })).toBe('scenario.json')
  })
})

describe('useScenarioImport', () => {
  it('imports pasted text, clears it, and says so', () => {
    const onImport = vi.fn<(scenario: ScenarioFile) => void>()
    const { result } = renderHook(() => useScenarioImport(DEFAULT_SCENARIO, onImport))
    act(() => result.current.setPasted(JSON.stringify({ ...DEFAULT_SCENARIO, name: 'Pasted' })))
    act(() => result.current.loadPasted())
    expect(onImport).toHaveBeenCalledTimes(1)
    expect(result.current.pasted).toBe('')
    expect(result.current.problem).toBeNull()
    expect(result.current.status).toContain('Pasted')
  })

  it('keeps malformed text and its problem, importing nothing', () => {
    const onImport = vi.fn<(scenario: ScenarioFile) => void>()
    const { result } = renderHook(() => useScenarioImport(DEFAULT_SCENARIO, onImport))
    act(() => result.current.setPasted('{"history": 3}'))
    act(() => result.current.loadPasted())
    expect(onImport).not.toHaveBeenCalled()
    expect(result.current.pasted).toBe('{"history": 3}')
    expect(result.current.problem?.kind).toBe('invalid')
  })

  it('refuses a file over the limit before reading it', async () => {
    const onImport = vi.fn<(scenario: ScenarioFile) => void>()
    const { result } = renderHook(() => useScenarioImport(DEFAULT_SCENARIO, onImport))
    const text = vi.fn<() => Promise<string>>(() => Promise.resolve('{}'))
    const file = { size: MAX_IMPORT_BYTES + 1, text } as unknown as File
    await act(() => result.current.openFile(file))
    expect(text).not.toHaveBeenCalled()
    expect(result.current.problem).toEqual({ kind: 'tooLarge', size: MAX_IMPORT_BYTES + 1 })
  })
})
