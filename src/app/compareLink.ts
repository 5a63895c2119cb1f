import type { VisualizerState } from '../store/index.ts'
import { DEFAULT_COMPARE_CELLS } from '../store/classroomSlice.ts'
import { formatCompareCells } from '../view-models/compare/compareCells.ts'
import {
  formatMatrixSort,
  isCompactionPhase,
  parseMatrixHidden,
  parseMatrixSort,
} from '../view-models/compare/matrixLink.ts'
import type { LinkStore } from './gridQuery.ts'
import { registerLinkParam, type LinkParam } from './viewLink.ts'

/**
 * The compare screen's own link parameters: `ctab` (matrix, side by side, sweep or memo), `cphase` (the phase
 * "step together" aligns on), `msort` and `mhide` (the matrix's sort and hidden columns). They
 * load with the screen, not with the first screen's address code: registering them applies the
 * address's values at once, and until then the address keeps them as it keeps any parameter.
 */
export const COMPARE_LINK_PARAMS: readonly LinkParam[] = [
  {
    // applied after `compare`, which opens side by side: a matrix link with cells says `matrix`
    name: 'ctab',
    read: (state) =>
      state.compareTab !== 'matrix' ||
      formatCompareCells(state.compareCells) !== formatCompareCells(DEFAULT_COMPARE_CELLS)
        ? state.compareTab
        : undefined,
    apply: (value, store) => {
      if (value === 'matrix' || value === 'side' || value === 'sweep' || value === 'memo')
        store.setState({ compareTab: value })
    },
    absent: { compareTab: 'matrix' },
  },
  {
    name: 'cphase',
    read: (state) => state.comparePhase ?? undefined,
    apply: (value, store) => {
      if (isCompactionPhase(value)) store.setState({ comparePhase: value })
    },
    absent: { comparePhase: null },
  },
  {
    name: 'msort',
    read: (state) => formatMatrixSort(parseMatrixSort(state.matrixSort)) || undefined,
    apply: (value, store) => {
      const sort = parseMatrixSort(value)
      if (sort) store.setState({ matrixSort: formatMatrixSort(sort) })
    },
    absent: { matrixSort: '' },
  },
  {
    name: 'mhide',
    read: (state: VisualizerState) =>
      state.matrixHidden.length === 0 ? undefined : state.matrixHidden.join(','),
    apply: (value, store) => store.setState({ matrixHidden: parseMatrixHidden(value) }),
    absent: { matrixHidden: [] },
  },
]

let registered = false

/** Registers the parameters (once) and applies the ones the address already carries. */
export function registerCompareLink(store: LinkStore, search: string): void {
  if (registered) return
  registered = true
  COMPARE_LINK_PARAMS.forEach(registerLinkParam)
  const params = new URLSearchParams(search)
  for (const param of COMPARE_LINK_PARAMS) {
    const value = params.get(param.name)
    if (value !== null) param.apply(value, store)
  }
}
