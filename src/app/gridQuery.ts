import { ALL_CELLS, type Cell } from '../core/index.ts'
import type { VisualizerState } from '../store/index.ts'
import { selectStepCount } from '../store/playbackSelectors.ts'
import { LINK_PARAMS, parseLinkValue, type LinkRefusal } from './linkParams.ts'

/**
 * The grid's position in the query string: `?cell=mid_turn.remote&step=5&speed=1`, read and
 * formatted here. The address has one writer, `viewLink.ts` (on every screen, with the rest of
 * the view); a copied link reopens the same cell, step and speed. The hash is left alone (it
 * carries share links), and so are query parameters that belong to others.
 */
export const QUERY = { cell: 'cell', step: 'step', speed: 'speed' } as const

/** `phase.implementation`, e.g. `mid_turn.remote`. */
export function cellId(cell: Cell): string {
  return `${cell.phase}.${cell.implementation}`
}

/** The cell a `phase.implementation` string names, or undefined when it names none. */
export function parseCellId(value: string | null): Cell | undefined {
  if (value === null) return undefined
  return ALL_CELLS.find((cell) => cellId(cell) === value)
}

/** The store as the address reads and writes it (the app's store, or a test's). */
export type LinkStore = {
  getState: () => VisualizerState
  setState: (partial: Partial<VisualizerState>) => void
  subscribe: (listener: (state: VisualizerState, previous: VisualizerState) => void) => () => void
}

/** What applying the grid's part of a link did. */
export interface QueryApplied {
  /**
   * A whole step beyond the current trace: a scenario that arrives later (saved work, restored
   * after the first render) may make it valid.
   */
  readonly pendingStep?: number
  /** the values refused, each naming its field. */
  readonly refusals: readonly LinkRefusal[]
}

/**
 * Applies the query string's cell, step and speed to the store (`LINK_PARAMS`' grid part). A
 * missing value leaves the store's as it is; an invalid one too, and is refused by name.
 */
export function applyQuery(store: LinkStore, search: string): QueryApplied {
  const params = new URLSearchParams(search)
  const refusals: LinkRefusal[] = []
  let pendingStep: number | undefined
  for (const param of LINK_PARAMS) {
    const value = param.part === 'grid' ? params.get(param.name) : null
    if (value === null) continue
    const parsed = parseLinkValue(param, value)
    if ('refusal' in parsed) refusals.push(parsed.refusal)
    else if ((parsed.patch.step ?? 0) > selectStepCount(store.getState()))
      pendingStep = parsed.patch.step
    else store.setState(parsed.patch)
  }
  return pendingStep === undefined ? { refusals } : { pendingStep, refusals }
}

/** The query string for the store's view, keeping parameters that belong to others. */
export function queryFor(state: VisualizerState, search: string): string {
  const params = new URLSearchParams(search)
  for (const param of LINK_PARAMS) {
    const value = param.part === 'grid' ? param.read(state) : undefined
    if (value !== undefined) params.set(param.name, value)
  }
  return `?${params.toString()}`
}
