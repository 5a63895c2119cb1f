import { assertNever } from '../assert.ts'
import { laneCardOf } from './laneCard.ts'
import type {
  Badge,
  CodexEvent,
  CompactionPath,
  CompactionState,
  LaneCard,
  LaneOp,
  Outcome,
  ReferenceContext,
  ResultItem,
  TraceStep,
} from './types.ts'

/** What the screen shows after some prefix of a trace: the lane and the counters. */
export interface ReplayView {
  readonly lane: readonly LaneCard[]
  /** the path the dispatcher chose, from its step on (null before it, or when none runs). */
  readonly path: CompactionPath | null
  /** null until the trace's last step. */
  readonly outcome: Outcome | null
  readonly historyVersion: number
  /** the input history's version, once it is loaded (the counters' "before"). */
  readonly versionBefore: number | undefined
  /** each input item's 1-based position in the input history, once it is loaded. */
  readonly inputPositions: ReadonlyMap<string, number>
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
  versionBefore: undefined,
  inputPositions: new Map(),
  cut: [],
  referenceContext: 'unchanged',
  events: [],
  badges: [],
  nextTurnInjection: [],
  installed: false,
  seq: 0,
}

/** A step's working copy of the view: the fields its ops change, copied once per step. */
interface Draft {
  lane: LaneCard[]
  /** the lane's positions by id: built when a mark needs them, dropped when the lane changes shape */
  index: Map<string, number> | undefined
  readonly cut: Set<string>
  readonly events: CodexEvent[]
  readonly badges: Badge[]
  path: CompactionPath | null
  outcome: Outcome | null
  historyVersion: number
  versionBefore: number | undefined
  inputPositions: ReadonlyMap<string, number>
  referenceContext: ReferenceContext
  nextTurnInjection: readonly ResultItem[]
  installed: boolean
}

type OpOf<K extends LaneOp['op']> = Extract<LaneOp, { op: K }>

function load(draft: Draft, op: OpOf<'load'>): void {
  draft.lane = op.history.map((item, i) =>
    laneCardOf(item, 'pending', op.fragmentTypes[i] ?? undefined),
  )
  draft.index = undefined
  draft.historyVersion = op.historyVersion
  draft.versionBefore = op.historyVersion
  draft.inputPositions = new Map(op.history.map((item, i) => [item.id, i + 1]))
}

function mark(draft: Draft, op: OpOf<'mark'>): void {
  // one index per step keeps long traces linear
  const index = (draft.index ??= new Map(draft.lane.map((card, i) => [card.id, i])))
  const { lane, cut } = draft
  let run = 0
  let leftInRun = op.runs[0] ?? 0
  op.ids.forEach((id) => {
    // a malformed op (runs shorter than ids) keeps its last fate rather than looping
    while (leftInRun === 0 && run < op.runs.length - 1) leftInRun = op.runs[++run]!
    leftInRun -= 1
    const fate = op.fates[run]!
    const at = index.get(id)
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
}

function insert(draft: Draft, op: OpOf<'insert'>): void {
  const { lane } = draft
  const at = op.beforeId === null ? -1 : lane.findIndex((card) => card.id === op.beforeId)
  if (at < 0) lane.push(...op.items)
  else lane.splice(at, 0, ...op.items)
  draft.index = undefined
}

function install(draft: Draft, op: OpOf<'install'>): void {
  draft.lane = [...op.items]
  draft.index = undefined
  for (const item of op.items) draft.cut.delete(item.id)
  draft.installed = true
}

function finish(draft: Draft, op: OpOf<'finish'>): void {
  draft.path = op.path ?? draft.path
  draft.outcome = op.outcome
  // nothing decided an item's fate: the live history is unchanged
  draft.lane = draft.lane.map((card) =>
    card.status === 'pending'
      ? { ...card, status: 'kept', rule: 'outcome', reason: 'unchanged' }
      : card,
  )
}

/** Applies one lane operation to a step's draft. */
function applyOp(draft: Draft, op: LaneOp): void {
  switch (op.op) {
    case 'load':
      return load(draft, op)
    case 'mark':
      return mark(draft, op)
    case 'append':
      draft.lane.push(op.item)
      draft.index = undefined
      return
    case 'insert':
      return insert(draft, op)
    case 'install':
      return install(draft, op)
    case 'version':
      draft.historyVersion = op.value
      return
    case 'reference':
      draft.referenceContext = op.value
      return
    case 'badge':
      if (!draft.badges.includes(op.badge)) draft.badges.push(op.badge)
      return
    case 'event':
      draft.events.push(op.event)
      return
    case 'next_turn':
      draft.nextTurnInjection = op.items
      return
    case 'finish':
      return finish(draft, op)
    default:
      assertNever(op)
  }
}

/** The path a dispatcher step chose (TokenBudget names it only when it decides it). */
function dispatchedPath(step: TraceStep): CompactionPath | undefined {
  if (step.rule === 'dispatch_token_budget' || step.rule === 'dispatch_provider')
    return step.params.path
  return undefined
}

/** Applies one step to a view. Pure: the same view and step always give the same result. */
export function applyStep(view: ReplayView, step: TraceStep): ReplayView {
  const draft: Draft = {
    lane: [...view.lane],
    index: undefined,
    cut: new Set(view.cut),
    events: [...view.events],
    badges: [...view.badges],
    path: dispatchedPath(step) ?? view.path,
    outcome: view.outcome,
    historyVersion: view.historyVersion,
    versionBefore: view.versionBefore,
    inputPositions: view.inputPositions,
    referenceContext: view.referenceContext,
    nextTurnInjection: view.nextTurnInjection,
    installed: view.installed,
  }
  for (const op of step.ops) applyOp(draft, op)
  return {
    lane: draft.lane,
    path: draft.path,
    outcome: draft.outcome,
    historyVersion: draft.historyVersion,
    versionBefore: draft.versionBefore,
    inputPositions: draft.inputPositions,
    cut: [...draft.cut],
    referenceContext: draft.referenceContext,
    events: draft.events,
    badges: draft.badges,
    nextTurnInjection: draft.nextTurnInjection,
    installed: draft.installed,
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
