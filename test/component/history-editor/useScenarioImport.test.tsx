import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import {
  MAX_IMPORT_BYTES,
  readScenarioText,
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

describe('the scenario’s download', () => {
  /** The file name `download` offers the scenario under. */
  function downloadedName(name: string): string {
    const scenario = { ...DEFAULT_SCENARIO, name }
    const { result } = renderHook(() => useScenarioImport(scenario, () => undefined))
    const names: string[] = []
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download)
    })
    Object.defineProperty(URL, 'createObjectURL', { value: () => 'blob:x', configurable: true })
    Object.defineProperty(URL, 'revokeObjectURL', { value: () => {}, configurable: true })
    try {
      act(() => result.current.download())
    } finally {
      click.mockRestore()
    }
    expect(names).toHaveLength(1)
    return names[0]!
  }

  it('is named by a slug of the scenario’s name', () => {
    expect(downloadedName(' Mixed  History! ')).toBe('mixed-history.json')
    expect(downloadedName('한국어')).toBe('scenario.json')
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
