/**
 * The registry table's re-render contract (issue 33: an edit within a frame's budget): a checkbox
 * edit draws again the row it changed and what reads the edit (the places in the list, the
 * counts), never the column heads, which follow from the fixed columns alone.
 */
import { act, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { RegistryTable } from '../../../src/features/registry/RegistryTable.tsx'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'
import { rendersOf } from '../../helpers/renders.ts'
import { renderFresh, store } from './setup.tsx'

describe('the registry table re-renders only what an edit changed', () => {
  it('an edit draws no column head and only the edited type’s row of cells', async () => {
    const { user, container } = renderFresh(<RegistryTable />)
    const heads = document.querySelectorAll('.rg-table th').length
    expect(heads).toBeGreaterThan(0)
    const first = selectRegistry(store()).contextualUserMatchers[0]!
    const box = () =>
      screen.getByRole('checkbox', { name: `List ${first} in the contextual-user matcher list` })
    for (const listed of [false, true]) {
      const [th, td] = await rendersOf(container, ['th', 'td'], () => user.click(box()))
      expect((box() as HTMLInputElement).checked).toBe(listed)
      expect(th, 'column heads drawn again').toBe(0)
      // the edited row's cells (its note row may come and go); the places of the other listed
      // types are read by their own labels, inside cells that are not drawn again
      expect(td).toBeGreaterThan(0)
      expect(td).toBeLessThanOrEqual(heads + 1)
    }
  })

  it('the heads, never drawn again by an edit, still follow the language', async () => {
    renderFresh(<RegistryTable />)
    const head = () => document.querySelector('.rg-table th')!.textContent
    const before = head()
    await act(async () => useVisualizerStore.getState().setLocale('ko'))
    expect(head()).not.toBe(before)
  })
})
