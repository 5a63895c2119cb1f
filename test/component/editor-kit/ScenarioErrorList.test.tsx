import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ScenarioErrorList } from '../../../src/features/editor-kit/ScenarioErrorList.tsx'
import { registry as en } from '../../../src/i18n/en/registry.ts'
import { renderFresh } from '../registry/setup.tsx'

const errors = [
  { path: '', message: 'must be an object' },
  { path: 'history[0].id', message: 'evil\u202Eexe.txt' },
  { path: 'history[1].id', message: 'is required' },
  { path: 'history[2].id', message: 'is required' },
]

describe('ScenarioErrorList', () => {
  it('names the whole file for the root path, marks bidi controls, and counts what it leaves out', () => {
    renderFresh(<ScenarioErrorList errors={errors} limit={2} className="probe" />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(`${en.notices.rootPath}: must be an object`)
    expect(items[1]).toHaveTextContent('history[0].id')
    expect(items[1]).toHaveTextContent('RLO')
    expect(items[1]!.textContent).not.toContain('\u202E')
    expect(items[2]).toHaveTextContent('… +2')
  })
})
