import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'
import { COALESCE_MS, DEFAULT_SCENARIO, UNDO_LIMIT } from '../../../src/store/scenarioSlice.ts'

const named = (name: string): ScenarioFile => ({ ...DEFAULT_SCENARIO, name })
const store = () => useVisualizerStore.getState()

describe('scenario slice', () => {
  beforeEach(() => useVisualizerStore.setState(getInitialState(), true))
  afterEach(() => vi.useRealTimers())

  it('starts on the lesson scenario with nothing to undo', () => {
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    expect(store().scenarioOrigin).toBe('default')
    expect(store().scenarioPast).toEqual([])
  })

  it('undoes and redoes edits in order, and a new edit clears the redo stack', () => {
    const a = named('a')
    const b = named('b')
    store().setScenario(a)
    store().setScenario(b)
    expect(store().scenarioOrigin).toBe('edit')
    store().undo()
    expect(store().scenario).toBe(a)
    store().undo()
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    store().undo()
    expect(store().scenario).toBe(DEFAULT_SCENARIO)
    store().redo()
    expect(store().scenario).toBe(a)
    store().setScenario(named('c'))
    expect(store().scenarioFuture).toEqual([])
    store().redo()
    expect(store().scenario.name).toBe('c')
  })

  it('keeps at most UNDO_LIMIT undo steps', () => {
    for (let i = 0; i < UNDO_LIMIT + 20; i++) store().setScenario(named(`s${i}`))
    expect(store().scenarioPast).toHaveLength(UNDO_LIMIT)
  })

  it('coalesces edits with the same key inside the window into one undo step', () => {
    vi.useFakeTimers()
    store().setScenario(named('x1'), { coalesce: 'world.cwd' })
    store().setScenario(named('x2'), { coalesce: 'world.cwd' })
    store().setScenario(named('x3'), { coalesce: 'world.cwd' })
    expect(store().scenarioPast).toHaveLength(1)
    vi.advanceTimersByTime(COALESCE_MS + 1)
    store().setScenario(named('x4'), { coalesce: 'world.cwd' })
    expect(store().scenarioPast).toHaveLength(2)
    store().setScenario(named('y'), { coalesce: 'world.shell' })
    expect(store().scenarioPast).toHaveLength(3)
    store().undo()
    store().undo()
    expect(store().scenario.name).toBe('x3')
  })

  it('loads a scenario without an undo step and without marking it as an edit', () => {
    store().setScenario(named('mine'))
    store().loadScenario(named('shared'), 'share')
    expect(store().scenarioOrigin).toBe('share')
    expect(store().scenarioPast).toEqual([])
    expect(store().scenarioFuture).toEqual([])
  })

  it('ignores setting the same object again', () => {
    store().setScenario(DEFAULT_SCENARIO)
    expect(store().scenarioPast).toEqual([])
  })

  it('shows one notice per distinct problem and dismisses it by id', () => {
    store().pushNotice({ kind: 'error', code: 'shareBroken', vars: { fallback: 'default' } })
    store().pushNotice({ kind: 'error', code: 'shareBroken', vars: { fallback: 'default' } })
    store().pushNotice({ kind: 'warning', code: 'saveFailed' })
    expect(store().notices.map((n) => n.code)).toEqual(['shareBroken', 'saveFailed'])
    store().dismissNotice(store().notices[0]!.id)
    expect(store().notices.map((n) => n.code)).toEqual(['saveFailed'])
  })
})
