import type { StateCreator } from 'zustand'
import type { Cell } from '../core/index.ts'
import type { VisualizerState } from './index.ts'
import { selectCurrentResult } from './selectors.ts'

/** Playback speeds the controls offer; 1 is one trace step per {@link STEP_INTERVAL_MS}. */
export const SPEEDS = [0.5, 1, 2] as const
export type Speed = (typeof SPEEDS)[number]
const DEFAULT_SPEED: Speed = 1

/** How long one trace step stays on screen at 1× while playing. */
export const STEP_INTERVAL_MS = 1100

/** The step a freshly selected cell opens at: its input history is on the lane, nothing decided. */
export const FIRST_VIEW_STEP = 1

/** Where the selected cell's trace replay stands. */
export interface PlaybackSlice {
  /** how many trace steps are applied (0 = before the first). May exceed a new trace: read it clamped. */
  step: number
  /** autoplay is running (the timer lives in `useAutoplay`). */
  playing: boolean
  speed: Speed
  /** the trace step the pointer or focus is on in the trace panel: its items light up on the lane. */
  hoveredStep: number | null
  /** starts autoplay; from the last step it starts over. */
  play: () => void
  pause: () => void
  togglePlay: () => void
  /** one step forward (pauses). */
  stepForward: () => void
  /** one step back (pauses). */
  stepBack: () => void
  /** jumps to step `k`, clamped to the trace (pauses). */
  seek: (k: number) => void
  /** back to step 0 and play. */
  restart: () => void
  setSpeed: (speed: Speed) => void
  setHoveredStep: (seq: number | null) => void
  /** the autoplay tick: one step forward, stopping at the end. */
  advance: () => void
  /**
   * Selects a cell for the lane. From the last step it opens the new cell at its last step, so
   * outcomes can be compared cell by cell; otherwise it opens at the loaded history.
   */
  chooseCell: (cell: Cell) => void
}

type Get = () => VisualizerState

function stepCount(get: Get): number {
  return selectCurrentResult(get()).trace.length
}

function clampStep(k: number, total: number): number {
  if (!Number.isFinite(k)) return 0
  return Math.min(Math.max(0, Math.trunc(k)), total)
}

export const createPlaybackSlice: StateCreator<VisualizerState, [], [], PlaybackSlice> = (
  set,
  get,
) => ({
  step: FIRST_VIEW_STEP,
  playing: false,
  speed: DEFAULT_SPEED,
  hoveredStep: null,
  play: () => {
    const total = stepCount(get)
    // pressing play on the last step replays the cell from the start
    if (get().step >= total) set({ step: 0, playing: total > 0 })
    else set({ playing: true })
  },
  pause: () => set({ playing: false }),
  togglePlay: () => (get().playing ? get().pause() : get().play()),
  stepForward: () =>
    set((state) => ({ playing: false, step: clampStep(state.step + 1, stepCount(get)) })),
  stepBack: () =>
    set((state) => ({
      playing: false,
      step: clampStep(Math.min(state.step, stepCount(get)) - 1, stepCount(get)),
    })),
  seek: (k) => set({ playing: false, step: clampStep(k, stepCount(get)) }),
  restart: () => set({ step: 0, playing: stepCount(get) > 0 }),
  setSpeed: (speed) => set({ speed }),
  setHoveredStep: (hoveredStep) => set({ hoveredStep }),
  advance: () => {
    const total = stepCount(get)
    const next = clampStep(get().step + 1, total)
    set({ step: next, playing: get().playing && next < total })
  },
  chooseCell: (cell) => {
    const current = get().cell
    if (current.phase === cell.phase && current.implementation === cell.implementation) return
    const wasAtEnd = get().step >= stepCount(get)
    get().selectCell(cell)
    const total = stepCount(get)
    set({
      hoveredStep: null,
      step: wasAtEnd ? total : clampStep(FIRST_VIEW_STEP, total),
      playing: wasAtEnd ? false : get().playing,
    })
  },
})
