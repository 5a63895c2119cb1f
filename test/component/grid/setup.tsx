import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { runAllCells, type Cell, type CompactionResult } from '../../../src/core/index.ts'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { cellIndex } from '../../../src/store/selectors.ts'
import { cellId } from '../../../src/app/gridQuery.ts'

/** A fresh page: the default store and the query string `search` (empty by default). */
export function resetPage(search = ''): void {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
  window.history.replaceState(null, '', `/${search}`)
}

/** Renders (the grid screen by default) on a fresh page with a user-event session. */
export function renderGrid(ui: ReactElement = <GridScreen />, search = '') {
  resetPage(search)
  const user = userEvent.setup()
  return { user, ...render(ui, { wrapper: StoreLocale }) }
}

export const store = () => useVisualizerStore.getState()

/** The core's result for a cell of the current scenario, computed independently of the store. */
export function coreResult(cell: Cell): CompactionResult {
  return runAllCells(store().scenario)[cellIndex(cell)]!
}

/** The lane cards now on screen (not the ones leaving), as `id:status`. */
export function laneCards(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-item-id]:not([data-exiting])')].map(
    (el) => `${el.dataset.itemId}:${el.dataset.status}`,
  )
}

export function counter(name: 'cut' | 'kept' | 'injected' | 'version'): string | undefined {
  return document.querySelector<HTMLElement>(`[data-counter='${name}']`)?.dataset.value
}

export function gridCell(cell: Cell): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-cell='${cellId(cell)}']`)
  if (!el) throw new Error(`no grid cell ${cellId(cell)}`)
  return el
}

/** The playback counter's text ("Step k of N", or "Start (before step 1)" at position 0). */
export function stepText(): string {
  return document.querySelector('output.playback-step')?.textContent ?? ''
}
