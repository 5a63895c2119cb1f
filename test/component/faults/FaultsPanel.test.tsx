/**
 * The grid's fault and world switches: each is an undoable scenario edit, and every cell shows
 * the core's failed or fallback outcome for it.
 */
import { act, fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ALL_CELLS, runAllCells } from '../../../src/core/index.ts'
import { renderGrid, store } from '../grid/setup.tsx'

const cellButton = (id: string) => document.querySelector<HTMLElement>(`[data-cell='${id}']`)!
/** Opens the panel: its selects load on the first open. */
async function openFaults() {
  const details = document.querySelector<HTMLDetailsElement>('.faults-panel')!
  expect(details.querySelector('[data-fault]')).toBeNull()
  details.open = true
  fireEvent(details, new Event('toggle'))
  await waitFor(() => expect(details.querySelector("[data-fault='remote']")).not.toBeNull())
}
const id = (c: { phase: string; implementation: string }) => `${c.phase}.${c.implementation}`

describe('the faults panel', () => {
  it('makes every remote cell fail with a remote timeout, as the core says', async () => {
    renderGrid()
    await openFaults()
    fireEvent.change(document.querySelector("[data-fault='remote']")!, {
      target: { value: 'timeout' },
    })
    expect(store().scenario.faults).toEqual({ remote: 'timeout' })
    const results = runAllCells(store().scenario)
    for (const [index, cell] of ALL_CELLS.entries())
      expect(cellButton(id(cell)).dataset.outcome, id(cell)).toBe(results[index]!.outcome)
    expect(cellButton('pre_turn.remote').dataset.outcome).toBe('failed')
    expect(cellButton('pre_turn.local').dataset.outcome).toBe('completed')
    // an edit like any other: undo takes it back
    act(() => store().undo())
    expect(store().scenario.faults).toBeUndefined()
    expect(cellButton('pre_turn.remote').dataset.outcome).toBe('completed')
  })

  it('shows the model switch’s one fallback on the pre-turn remote cell', async () => {
    renderGrid()
    await openFaults()
    fireEvent.click(document.querySelector("[data-switch='modelSwitch']")!)
    fireEvent.change(document.querySelector("[data-fault='remote']")!, {
      target: { value: 'invalid_request' },
    })
    expect(store().scenario.turn?.previousModel).toBeDefined()
    const pre = cellButton('pre_turn.remote')
    expect(pre.dataset.outcome).toBe('completed')
    expect(pre.querySelector('[data-fallback]')).not.toBeNull()
    // mid-turn has no fallback: the same error ends it
    expect(cellButton('mid_turn.remote').dataset.outcome).toBe('failed')
    expect(cellButton('mid_turn.remote').querySelector('[data-fallback]')).toBeNull()
  })

  it('turns every fault and switch off at once', async () => {
    renderGrid()
    await openFaults()
    fireEvent.change(document.querySelector("[data-fault='preCompactHook']")!, {
      target: { value: 'stop' },
    })
    expect(cellButton('mid_turn.remote').dataset.outcome).toBe('turn_aborted')
    fireEvent.click(document.querySelector("[data-switch='modelSwitch']")!)
    fireEvent.click(document.querySelector('.faults-reset')!)
    expect(store().scenario.faults).toBeUndefined()
    expect(store().scenario.turn?.previousModel).toBeUndefined()
    expect(cellButton('mid_turn.remote').dataset.outcome).toBe('completed')
  })
})
