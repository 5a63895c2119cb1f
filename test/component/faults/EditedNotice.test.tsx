/** The grid says when the registry or the world is not the lesson's, and resets them in one edit. */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { faults } from '../../../src/i18n/en/faults.ts'
import { faultsPanel } from '../../../src/i18n/en/faultsPanel.ts'
import { renderGrid, store } from '../grid/setup.tsx'

describe('the edited notice', () => {
  it('appears for a registry edit and a world edit, and resets both', async () => {
    renderGrid()
    expect(document.querySelector('[data-edited]')).toBeNull()
    const original = store().scenario
    act(() =>
      store().editScenario(() => ({
        ...original,
        registry: { edits: { update: { EnvironmentContext: { startMarker: '', endMarker: '' } } } },
      })),
    )
    // the notice loads when the scenario is no longer the lesson's own
    await waitFor(() =>
      expect(document.querySelector('[data-edited]')).toHaveAttribute('data-edited', 'registry'),
    )
    act(() => store().editScenario((s) => ({ ...s, world: { cwd: '/elsewhere' } })))
    expect(document.querySelector('[data-edited]')).toHaveAttribute('data-edited', 'both')
    fireEvent.click(screen.getByRole('button', { name: faultsPanel.edited.reset }))
    expect(document.querySelector('[data-edited]')).toBeNull()
    expect(store().scenario.registry).toEqual(original.registry)
    expect(store().scenario.world).toEqual(original.world)
    // one undo brings the edits back
    act(() => store().undo())
    expect(document.querySelector('[data-edited]')).toHaveAttribute('data-edited', 'both')
  })

  it('explains the cell icons, the timeline marks and the lesson notes', () => {
    renderGrid()
    const legend = screen.getByRole('region', { name: faults.legend.title })
    expect(legend).toHaveTextContent(faults.legend.model)
    expect(legend).toHaveTextContent(faults.legend.server)
    expect(legend).toHaveTextContent(faults.legend.markKinds.install)
    expect(legend).toHaveTextContent('lesson: file Lnn')
  })
})
