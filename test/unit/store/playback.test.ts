import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  replay,
  replayToState,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { FIRST_VIEW_STEP } from '../../../src/store/playbackSlice.ts'
import {
  selectHighlightedIds,
  selectReplayView,
  selectStep,
  selectStepCount,
} from '../../../src/store/playbackSelectors.ts'
import { selectCurrentResult } from '../../../src/store/selectors.ts'
import { applyQuery, cellId, parseCellId, queryFor } from '../../../src/app/gridQuery.ts'
import { countersOf, replacementRows } from '../../../src/view-models/playback.ts'

const LESSON_FILE = new URL('../../../public/scenarios/lesson-mixed-history.json', import.meta.url)

function lessonScenario(): ScenarioFile {
  const parsed = parseScenario(JSON.parse(readFileSync(LESSON_FILE, 'utf8')))
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

const store = useVisualizerStore

beforeEach(() => {
  store.setState(store.getInitialState(), true)
})

describe('the replay view at the last step', () => {
  const scenario = lessonScenario()
  const expected = runAllCells(scenario)

  it.each(ALL_CELLS.map((cell, index) => [cellId(cell), cell, index] as const))(
    '%s: equals replayToState(trace) and the core result',
    (_name, cell, index) => {
      store.setState({ scenario, cell })
      const result = selectCurrentResult(store.getState())
      store.getState().seek(result.trace.length)
      const state = store.getState()
      const view = selectReplayView(state)
      const core = expected[index]!

      // the store's view is the core's replay of the whole trace
      expect(view).toEqual(replay(result.trace))
      const replayed = replayToState(result.trace)
      expect(view.lane).toEqual(replayed.items)
      expect(view.cut).toEqual(replayed.cut)
      expect(view.outcome).toBe(replayed.outcome)

      // and that is what the core computed for the cell
      expect(result.trace).toEqual(core.trace)
      expect(view.lane).toEqual(core.items)
      expect(view.cut).toEqual(core.cut)
      expect(view.path).toBe(core.path)
      expect(view.outcome).toBe(core.outcome)
      expect(view.historyVersion).toBe(core.historyVersion)
      expect(view.referenceContext).toBe(core.referenceContext)
      expect(view.badges).toEqual(core.badges)
      expect(view.events).toEqual(core.events)
      expect(view.nextTurnInjection).toEqual(core.nextTurnInjection)

      // the counters and the replacement table read the same state
      const counters = countersOf(view)
      expect(counters.cut).toBe(core.cut.length)
      expect(counters.kept).toBe(
        core.items.filter((item) => item.status === 'kept' || item.status === 'truncated').length,
      )
      expect(counters.injected).toBe(core.items.filter((i) => i.status === 'injected').length)
      expect(counters.versionAfter).toBe(core.historyVersion)
      const rows = replacementRows(result, result.trace.length)
      const placed = rows
        .filter((row) => row.after !== undefined)
        .sort((a, b) => a.after! - b.after!)
      expect(placed.map((row) => [row.id, row.status])).toEqual(
        core.items.map((item) => [item.id, item.status]),
      )
      expect(
        rows
          .filter((row) => row.status === 'cut')
          .map((row) => row.id)
          .sort(),
      ).toEqual([...core.cut].sort())
    },
  )

  it('step k shows replay(trace.slice(0, k)) at every k', () => {
    for (const cell of ALL_CELLS) {
      store.setState({ cell })
      const { trace } = selectCurrentResult(store.getState())
      for (let k = 0; k <= trace.length; k++) {
        store.getState().seek(k)
        expect(selectReplayView(store.getState())).toEqual(replay(trace.slice(0, k)))
      }
    }
  })

  it('returns the same view object for the same step, so selectors stay stable', () => {
    const first = selectReplayView(store.getState())
    expect(selectReplayView(store.getState())).toBe(first)
  })
})

describe('playback actions', () => {
  const total = () => selectStepCount(store.getState())

  it('opens the default cell with its history loaded', () => {
    const state = store.getState()
    expect(state.step).toBe(FIRST_VIEW_STEP)
    expect(state.playing).toBe(false)
    expect(state.speed).toBe(1)
    expect(selectReplayView(state).lane).toHaveLength(15)
  })

  it('steps forward and back within 0..N and pauses', () => {
    store.setState({ playing: true })
    store.getState().stepForward()
    expect(store.getState()).toMatchObject({ step: 2, playing: false })
    store.getState().seek(0)
    store.getState().stepBack()
    expect(store.getState().step).toBe(0)
    store.getState().seek(total())
    store.getState().stepForward()
    expect(store.getState().step).toBe(total())
    store.getState().stepBack()
    expect(store.getState().step).toBe(total() - 1)
  })

  it('clamps seek to the trace, and rejects non-numbers', () => {
    store.getState().seek(999)
    expect(store.getState().step).toBe(total())
    store.getState().seek(-4)
    expect(store.getState().step).toBe(0)
    store.getState().seek(Number.NaN)
    expect(store.getState().step).toBe(0)
    store.getState().seek(3.7)
    expect(store.getState().step).toBe(3)
  })

  it('plays until the last step, then stops; play at the end starts over', () => {
    store.getState().play()
    expect(store.getState().playing).toBe(true)
    while (store.getState().playing) store.getState().advance()
    expect(store.getState().step).toBe(total())
    store.getState().play()
    expect(store.getState()).toMatchObject({ step: 0, playing: true })
    store.getState().togglePlay()
    expect(store.getState().playing).toBe(false)
  })

  it('restart goes back to step 0 and plays', () => {
    store.getState().seek(7)
    store.getState().restart()
    expect(store.getState()).toMatchObject({ step: 0, playing: true })
  })

  it('choosing a cell from the last step opens the new cell at its last step', () => {
    store.getState().seek(total())
    store.getState().chooseCell({ phase: 'manual', implementation: 'empty_window' })
    expect(store.getState().cell).toEqual({ phase: 'manual', implementation: 'empty_window' })
    expect(store.getState().step).toBe(total())
    expect(selectReplayView(store.getState()).outcome).toBe('completed')
  })

  it('choosing a cell mid-way opens it at the loaded history, and keeps playing', () => {
    store.getState().seek(5)
    store.getState().play()
    store.getState().chooseCell({ phase: 'pre_turn', implementation: 'local' })
    expect(store.getState()).toMatchObject({ step: FIRST_VIEW_STEP, playing: true })
    // the same cell again changes nothing
    store.getState().seek(4)
    store.getState().chooseCell({ phase: 'pre_turn', implementation: 'local' })
    expect(store.getState().step).toBe(4)
  })

  it('lights up the items of a hovered trace step, and forgets it when the cell changes', () => {
    expect(selectHighlightedIds(store.getState()).size).toBe(0)
    const { trace } = selectCurrentResult(store.getState())
    const insert = trace.find((step) => step.ops.some((op) => op.op === 'insert'))!
    store.getState().setHoveredStep(insert.seq)
    expect([...selectHighlightedIds(store.getState())]).toEqual(['ic-1', 'ic-2'])
    // loads and installs touch everything: they light nothing up
    store.getState().setHoveredStep(1)
    expect(selectHighlightedIds(store.getState()).size).toBe(0)
    store.getState().setHoveredStep(insert.seq)
    store.getState().chooseCell({ phase: 'manual', implementation: 'local' })
    expect(store.getState().hoveredStep).toBeNull()
  })

  it('clamps the step when a scenario edit shortens the trace', () => {
    store.getState().seek(total())
    const long = store.getState().step
    // a history that is not over the limit: mid-turn stops after the roll-over check
    const scenario = lessonScenario()
    store.getState().editScenario(() => ({
      ...scenario,
      turn: { ...scenario.turn, activeTokens: 10, modelNeedsFollowUp: false },
    }))
    const short = selectStepCount(store.getState())
    expect(short).toBeLessThan(long)
    expect(selectStep(store.getState())).toBe(short)
    expect(selectReplayView(store.getState()).outcome).toBe('not_triggered')
  })
})

describe('the query string', () => {
  it('parses cells, steps and speeds, and rejects anything else', () => {
    expect(parseCellId('mid_turn.remote')).toEqual({ phase: 'mid_turn', implementation: 'remote' })
    expect(parseCellId('manual.empty_window')).toEqual({
      phase: 'manual',
      implementation: 'empty_window',
    })
    for (const bad of [null, '', 'mid_turn', 'mid-turn.remote', 'mid_turn.remote.x', 'x.local'])
      expect(parseCellId(bad)).toBeUndefined()
  })

  it('takes whole steps and offered speeds from a link, refusing anything else by name', () => {
    expect(applyQuery(store, '?step=5&speed=0.5')).toEqual({ refusals: [] })
    expect(store.getState()).toMatchObject({ step: 5, speed: 0.5 })
    expect(applyQuery(store, '?step=0&speed=2')).toEqual({ refusals: [] })
    expect(store.getState()).toMatchObject({ step: 0, speed: 2 })
    for (const bad of ['', '-1', '2.5', 'five', '1e1'])
      expect(applyQuery(store, `?step=${encodeURIComponent(bad)}`).refusals).toMatchObject([
        { field: 'step' },
      ])
    for (const bad of ['', '3', 'fast', '0'])
      expect(applyQuery(store, `?speed=${bad}`).refusals).toMatchObject([{ field: 'speed' }])
    expect(store.getState()).toMatchObject({ step: 0, speed: 2 })
  })

  it('applies valid values and keeps the defaults for invalid ones, refusing them', () => {
    expect(applyQuery(store, '?cell=manual.local&step=6&speed=2')).toEqual({ refusals: [] })
    expect(store.getState()).toMatchObject({
      cell: { phase: 'manual', implementation: 'local' },
      step: 6,
      speed: 2,
    })
    store.setState(store.getInitialState(), true)
    const applied = applyQuery(store, '?cell=nowhere&step=500&speed=11')
    expect(applied.refusals.map((r) => r.field)).toEqual(['cell', 'speed'])
    // a whole step beyond this trace waits for a longer one
    expect(applied.pendingStep).toBe(500)
    const initial = store.getInitialState()
    expect(store.getState()).toMatchObject({
      cell: initial.cell,
      step: initial.step,
      speed: initial.speed,
    })
  })

  it('writes cell, step and speed, and keeps other parameters', () => {
    store.getState().seek(5)
    expect(queryFor(store.getState(), '?lang=ko&step=1')).toBe(
      '?lang=ko&step=5&cell=mid_turn.remote&speed=1',
    )
  })
})
