import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  ImportExport,
  MAX_IMPORT_BYTES,
} from '../../../src/features/history-editor/ImportExport.tsx'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

describe('paste import', () => {
  it('refuses pasted text over the file limit with a clear message, changing nothing', () => {
    const onImport = vi.fn<(scenario: ScenarioFile) => void>()
    render(<ImportExport scenario={DEFAULT_SCENARIO} onImport={onImport} />)
    // valid JSON, so only the size can refuse it
    const big = JSON.stringify({ ...DEFAULT_SCENARIO, description: 'x'.repeat(MAX_IMPORT_BYTES) })
    fireEvent.change(screen.getByLabelText('Or paste scenario JSON'), { target: { value: big } })
    fireEvent.click(screen.getByRole('button', { name: 'Load pasted JSON' }))
    expect(screen.getByRole('alert')).toHaveTextContent(
      `more than ${MAX_IMPORT_BYTES.toLocaleString('en')} bytes is refused`,
    )
    expect(onImport).not.toHaveBeenCalled()
  })

  it('refuses a 10 MB paste before the text reaches the field', () => {
    render(
      <ImportExport
        scenario={DEFAULT_SCENARIO}
        onImport={vi.fn<(scenario: ScenarioFile) => void>()}
      />,
    )
    const field = screen.getByLabelText<HTMLTextAreaElement>('Or paste scenario JSON')
    const huge = 'x'.repeat(10 * 1024 * 1024)
    const pasted = fireEvent.paste(field, { clipboardData: { getData: () => huge } })
    // the browser's own paste is cancelled: the field never holds the text
    expect(pasted).toBe(false)
    expect(field.value).toBe('')
    expect(screen.getByRole('alert')).toHaveTextContent(
      `The pasted text has ${huge.length.toLocaleString('en')} bytes`,
    )
  })

  it('still loads pasted text under the limit', () => {
    const onImport = vi.fn<(scenario: ScenarioFile) => void>()
    render(<ImportExport scenario={DEFAULT_SCENARIO} onImport={onImport} />)
    fireEvent.change(screen.getByLabelText('Or paste scenario JSON'), {
      target: { value: JSON.stringify(DEFAULT_SCENARIO) },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Load pasted JSON' }))
    expect(onImport).toHaveBeenCalledTimes(1)
  })
})

describe('export', () => {
  it('says so plainly when a scenario cannot be written as JSON', () => {
    const looped: Record<string, unknown> = { ...DEFAULT_SCENARIO }
    looped['self'] = looped
    render(
      <ImportExport
        scenario={looped as unknown as ScenarioFile}
        onImport={vi.fn<(scenario: ScenarioFile) => void>()}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Download scenario JSON' }))
    expect(screen.getByRole('alert')).toHaveTextContent('could not be written as JSON')
  })
})
