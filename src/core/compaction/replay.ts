import { assertNever } from '../assert.ts'
import { laneCardOf } from './laneCard.ts'
import type {
  Badge,
  CodexEvent,
  CompactionPath,
  CompactionState,
  LaneCard,
  Outcome,
  ReferenceContext,
  ResultItem,
  TraceStep,
} from './types.ts'

/** What the screen shows after some prefix of a trace: the lane and the counters. */
export interface ReplayView {
  readonly lane: readonly LaneCard[]
  readonly path: CompactionPath | null
  /** null until the trace's last step. */
  readonly outcome: Outcome | null
  readonly historyVersion: number
  readonly cut: readonly string[]
  readonly referenceContext: ReferenceContext
  readonly events: readonly CodexEvent[]
  readonly badges: readonly Badge[]
  readonly nextTurnInjection: readonly ResultItem[]
  /** true once the replacement history is installed. */
  readonly installed: boolean
  /** the step last applied (its seq), 0 before any. */
  readonly seq: number
}

const EMPTY: ReplayView = {
  lane: [],
  path: null,
  outcome: null,
  historyVersion: 0,
  cut: [],
  referenceContext: 'unchanged',
  events: [],
  badges: [],
  nextTurnInjection: [],
  installed: false,
  seq: 0,
}

function indexLane(lane: readonly LaneCard[]): Map<string, number> {
  return new Map(lane.map((card, i) => [card.id, i]))
}

/** Applies one step to a view. Pure: the same view and step always give the same result. */
export function applyStep(view: ReplayView, step: TraceStep): ReplayView {
  let lane = [...view.lane]
  const cut = new Set(view.cut)
  let index: Map<string, number> | undefined
  let { path, outcome, historyVersion, referenceContext, installed, nextTurnInjection } = view
  const events = [...view.events]
  const badges = [...view.badges]
  for (const op of step.ops) {
    switch (op.op) {
      case 'load':
        lane = op.history.map((item, i) =>
          laneCardOf(item, 'pending', op.fragmentTypes[i] ?? undefined),
        )
        index = undefined
        historyVersion = op.historyVersion
        break
      case 'mark': {
        // an index per step keeps long traces linear; it is rebuilt when the lane changes shape
        index ??= indexLane(lane)
        let run = 0
        let leftInRun = op.runs[0] ?? 0
        op.ids.forEach((id) => {
          // a malformed op (runs shorter than ids) keeps its last fate rather than looping
          while (leftInRun === 0 && run < op.runs.length - 1) leftInRun = op.runs[++run]!
          leftInRun -= 1
          const fate = op.fates[run]!
          const at = index!.get(id)
          const card = at === undefined ? undefined : lane[at]
          if (card && at !== undefined)
            lane[at] = {
              ...card,
              status: fate.status,
              rule: fate.rule,
              reason: fate.reason,
              ...(fate.text !== undefined ? { text: fate.text } : {}),
              ...(fate.parts !== undefined ? { parts: fate.parts } : {}),
            }
          if (fate.status === 'cut') cut.add(id)
          else cut.delete(id)
        })
        break
      }
      case 'append':
        lane.push(op.item)
        index = undefined
        break
      case 'insert': {
        const at = op.beforeId === null ? -1 : lane.findIndex((card) => card.id === op.beforeId)
        if (at < 0) lane.push(...op.items)
        else lane.splice(at, 0, ...op.items)
        index = undefined
        break
      }
      case 'install':
        lane = [...op.items]
        index = undefined
        for (const item of op.items) cut.delete(item.id)
        installed = true
        break
      case 'version':
        historyVersion = op.value
        break
      case 'reference':
        referenceContext = op.value
        break
      case 'badge':
        if (!badges.includes(op.badge)) badges.push(op.badge)
        break
      case 'event':
        events.push(op.event)
        break
      case 'next_turn':
        nextTurnInjection = op.items
        break
      case 'finish':
        path = op.path
        outcome = op.outcome
        // nothing decided an item's fate: the live history is unchanged
        lane = lane.map((card) =>
          card.status === 'pending'
            ? { ...card, status: 'kept', rule: 'outcome', reason: 'unchanged' }
            : card,
        )
        break
      default:
        assertNever(op)
    }
  }
  return {
    lane,
    path: path ?? view.path,
    outcome,
    historyVersion,
    cut: [...cut],
    referenceContext,
    events,
    badges,
    nextTurnInjection,
    installed,
    seq: step.seq,
  }
}

/**
 * Rebuilds what the screen shows from a trace prefix. `replay(result.trace)` equals the core's
 * final state: the animation can only show what the core decided.
 */
export function replay(steps: readonly TraceStep[]): ReplayView {
  return steps.reduce(applyStep, EMPTY)
}

/** The replayed view as the core's final state (for comparison with a result). */
export function replayToState(steps: readonly TraceStep[]): CompactionState {
  const view = replay(steps)
  return {
    path: view.path,
    outcome: view.outcome ?? 'not_triggered',
    historyVersion: view.historyVersion,
    items: view.lane.map((card) => card as ResultItem),
    cut: view.cut,
    referenceContext: view.referenceContext,
    events: view.events,
    badges: view.badges,
    nextTurnInjection: view.nextTurnInjection,
  }
}
