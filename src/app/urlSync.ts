import { ALL_CELLS, type Cell } from '../core/index.ts'
import { deferredWrite } from './deferredWrite.ts'
import type { VisualizerState } from '../store/index.ts'
import { SPEEDS, type Speed } from '../store/playbackSlice.ts'
import { selectStep, selectStepCount } from '../store/playbackSelectors.ts'
import { selectCurrentResult } from '../store/selectors.ts'

/**
 * The grid screen's view in the query string: `?cell=mid_turn.remote&step=5&speed=1`.
 * Written with `history.replaceState`, so a copied link reopens the same view. The hash is left
 * alone (it carries share links), and so are query parameters other screens may add.
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

type Store = {
  getState: () => VisualizerState
  setState: (partial: Partial<VisualizerState>) => void
  subscribe: (listener: (state: VisualizerState, previous: VisualizerState) => void) => () => void
}

/**
 * Applies the query string to the store. Values that are missing or invalid leave the store's
 * value alone (the defaults), silently. Returns a step that is a whole number but beyond the
 * current trace: a scenario that loads later (a share link) may make it valid.
 */
export function applyQuery(store: Store, search: string): number | undefined {
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

function writeUrl(state: VisualizerState): void {
  const { location, history } = window
  const search = queryFor(state, location.search)
  if (search === location.search) return
  history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`)
}

/**
 * Reads the query once per page load (the store remembers it was read), then mirrors cell, step
 * and speed into it while the returned function has not been called. The address is written once
 * the view has been still for a moment (`deferredWrite`; during playback: once it pauses); a
 * pending write is done at once when the sync stops or the page is hidden, so nothing is lost.
 */
export function startUrlSync(store: Store): () => void {
  let pendingStep: number | undefined
  if (!store.getState().urlQueryApplied) {
    store.getState().markUrlQueryApplied()
    pendingStep = applyQuery(store, window.location.search)
  }
  writeUrl(store.getState())
  const write = deferredWrite(() => {
    try {
      writeUrl(store.getState())
    } catch {
      // as in sync below: the address keeps its last good state
    }
  })
  const unsubscribe = store.subscribe((state, previous) => {
    try {
      sync(state, previous)
    } catch {
      // a scenario the core fails on: the screen's error boundary reports it, the address keeps
      // its last good state, and the store's other listeners (React's) still run
    }
  })
  return () => {
    unsubscribe()
    write.flush()
  }
  function sync(state: VisualizerState, previous: VisualizerState) {
    const resultChanged = selectCurrentResult(state) !== selectCurrentResult(previous)
    // once the user moves, an old query step must not jump in later
    if (state.step !== previous.step || state.cell !== previous.cell) pendingStep = undefined
    // the first scenario that arrives (saved work, a share link) gets one chance at the step
    if (resultChanged && pendingStep !== undefined && state.scenario !== previous.scenario) {
      const step = pendingStep
      pendingStep = undefined
      if (step <= selectStepCount(state)) {
        store.setState({ step, playing: false })
        return
      }
    }
    // playing rewrites nothing: the address follows the view when playback pauses
    if (state.playing) return write.cancel()
    if (
      resultChanged ||
      previous.playing ||
      state.cell !== previous.cell ||
      state.step !== previous.step ||
      state.speed !== previous.speed
    )
      write.schedule()
  }
}
