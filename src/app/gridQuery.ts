import { ALL_CELLS, type Cell } from '../core/index.ts'
import type { VisualizerState } from '../store/index.ts'
import { SPEEDS, type Speed } from '../store/playbackSlice.ts'
import { selectStep, selectStepCount } from '../store/playbackSelectors.ts'

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

/** A speed the controls offer, or undefined. */
export function parseSpeed(value: string | null): Speed | undefined {
  if (value === null || value.trim() === '') return undefined
  const n = Number(value)
  return SPEEDS.find((speed) => speed === n)
}

/** A whole step number within 0..total, or undefined. */
export function parseStep(value: string | null, total: number): number | undefined {
  if (value === null || !/^\d+$/.test(value.trim())) return undefined
  const n = Number(value)
  return n <= total ? n : undefined
}

/** The store as the address reads and writes it (the app's store, or a test's). */
export type LinkStore = {
  getState: () => VisualizerState
  setState: (partial: Partial<VisualizerState>) => void
  subscribe: (listener: (state: VisualizerState, previous: VisualizerState) => void) => () => void
}

/**
 * Applies the query string to the store. Values that are missing or invalid leave the store's
 * value alone (the defaults), silently. Returns a step that is a whole number but beyond the
 * current trace: a scenario that arrives later (saved work, restored after the first render) may
 * make it valid.
 */
export function applyQuery(store: LinkStore, search: string): number | undefined {
  const params = new URLSearchParams(search)
  const cell = parseCellId(params.get(QUERY.cell))
  if (cell) store.setState({ cell })
  const speed = parseSpeed(params.get(QUERY.speed))
  if (speed !== undefined) store.setState({ speed })
  const raw = params.get(QUERY.step)
  const step = parseStep(raw, selectStepCount(store.getState()))
  if (step !== undefined) store.setState({ step, playing: false })
  else if (raw !== null && /^\d+$/.test(raw.trim())) return Number(raw)
  return undefined
}

/** The query string for the store's view, keeping parameters that belong to others. */
export function queryFor(state: VisualizerState, search: string): string {
  const params = new URLSearchParams(search)
  params.set(QUERY.cell, cellId(state.cell))
  params.set(QUERY.step, String(selectStep(state)))
  params.set(QUERY.speed, String(state.speed))
  return `?${params.toString()}`
}
