import type { StateCreator } from 'zustand'
import type { Cell } from '../core/index.ts'
import type { Locale } from '../i18n/index.ts'
import type { VisualizerState } from './index.ts'
import type { Tab } from './tabs.ts'

export { TABS, type Tab } from './tabs.ts'

/** Which view is open, which cell is selected, and the language. */
export interface ViewSlice {
  tab: Tab
  cell: Cell
  locale: Locale
  setTab: (tab: Tab) => void
  selectCell: (cell: Cell) => void
  setLocale: (locale: Locale) => void
}

export const createViewSlice: StateCreator<VisualizerState, [], [], ViewSlice> = (set) => ({
  tab: 'grid',
  cell: { phase: 'mid_turn', implementation: 'remote' },
  locale: 'en',
  setTab: (tab) => set({ tab }),
  selectCell: (cell) => set({ cell }),
  setLocale: (locale) => set({ locale }),
})
