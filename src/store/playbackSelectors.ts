import type { ReplayView, TraceStep } from '../core/index.ts'
import {
  replacementRows,
  replayAt,
  touchedIds,
  type ReplacementRow,
} from '../view-models/playback.ts'
import type { VisualizerState } from './index.ts'
import { selectCurrentResult } from './selectors.ts'

type PlaybackState = Pick<VisualizerState, 'scenario' | 'engine' | 'cell' | 'step'>

/** How many steps the selected cell's trace has (the last reachable step is this number). */
export function selectStepCount(
  state: Pick<VisualizerState, 'scenario' | 'engine' | 'cell'>,
): number {
  return selectCurrentResult(state).trace.length
}

/** The step clamped to the current trace: a scenario edit can shorten the trace under it. */
export function selectStep(state: PlaybackState): number {
  // every trace opens with its input history, so steps 0 and 1 need no run: the address written
  // after an edit at the first view runs no cell
  if (state.step <= 1) return Math.max(0, state.step)
  return Math.min(state.step, selectStepCount(state))
}

/** The trace step last applied (step k shows steps 1..k), or undefined at step 0. */
export function selectAppliedStep(state: PlaybackState): TraceStep | undefined {
  const k = selectStep(state)
  return k === 0 ? undefined : selectCurrentResult(state).trace[k - 1]
}

/** What the lane, counters and badges show now. */
export function selectReplayView(state: PlaybackState): ReplayView {
  return replayAt(selectCurrentResult(state), selectStep(state))
}

/** The rows for the selected cell at the current step. */
export function selectReplacementRows(state: PlaybackState): readonly ReplacementRow[] {
  return replacementRows(selectCurrentResult(state), selectStep(state))
}

const EMPTY_IDS: ReadonlySet<string> = new Set()

/** The lane items of the trace step being hovered in the trace panel (none when nothing is). */
export function selectHighlightedIds(
  state: Pick<VisualizerState, 'scenario' | 'engine' | 'cell' | 'hoveredStep'>,
): ReadonlySet<string> {
  if (state.hoveredStep === null) return EMPTY_IDS
  const step = selectCurrentResult(state).trace[state.hoveredStep - 1]
  return step ? touchedIds(step) : EMPTY_IDS
}
