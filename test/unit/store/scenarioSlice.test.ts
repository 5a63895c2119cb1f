import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toHistoryItems, type ScenarioFile } from '../../../src/core/index.ts'
import { getInitialState } from '../../../src/store/index.ts'
import type { ScenarioPatch } from '../../../src/store/scenarioPatch.ts'
import { COALESCE_MS, DEFAULT_SCENARIO, UNDO_LIMIT } from '../../../src/store/scenarioSlice.ts'
import { freshStore, type StoreFacade } from './facade.ts'

/** How many history items and fields an undo step holds (a diff, never a copy). */
const patchSize = (patch: ScenarioPatch): number =>
  patch.fields.reduce(
    (n, field) => n + (field.kind === 'splice' ? field.removed.length + field.inserted.length : 1),
    0,
  )

const named = (name: string): ScenarioFile => ({ ...DEFAULT_SCENARIO, name })

describe('scenario slice: the one edit action', () => {
  let s: StoreFacade
  beforeEach(() => {
    s = freshStore()
  })
  afterEach(() => vi.useRealTimers())

  it('starts on the lesson scenario with nothing to undo', () => {
    expect(s.scenario()).toBe(DEFAULT_SCENARIO)
    expect(s.state().scenarioOrigin).toBe('default')
    expect(s.undoDepth()).toBe(0)
  })

  it('undoes and redoes edits in order, and a new edit clears the redo stack', () => {
    s.replace(named('a'))
    s.replace(named('b'))
    expect(s.state().scenarioOrigin).toBe('edit')
    s.undo()
    expect(s.scenario()).toEqual(named('a'))
    s.undo()
    expect(s.scenario()).toEqual(DEFAULT_SCENARIO)
    s.undo()
    expect(s.scenario()).toEqual(DEFAULT_SCENARIO)
    s.redo()
    expect(s.scenario()).toEqual(named('a'))
    s.replace(named('c'))
    expect(s.redoDepth()).toBe(0)
    s.redo()
    expect(s.scenario().name).toBe('c')
  })

  it('refuses an edit the core rejects, changes nothing and returns the errors', () => {
    const outcome = s.edit((scenario) => ({
      ...scenario,
      history: [...scenario.history, { id: 'x', type: 'message', role: 'wizard', text: 'hi' }],
    }))
    expect(outcome).toMatchObject({
      ok: false,
      errors: [{ path: expect.stringMatching(/^history\[15\]/) }],
    })
    expect(s.scenario()).toBe(DEFAULT_SCENARIO)
    expect(s.undoDepth()).toBe(0)
    expect(s.state().scenarioOrigin).toBe('default')
  })

  it('keeps at most UNDO_LIMIT undo steps', () => {
    for (let i = 0; i < UNDO_LIMIT + 20; i++) s.replace(named(`s${i}`))
    expect(s.undoDepth()).toBe(UNDO_LIMIT)
  })

  it('coalesces edits with the same key inside the window into one undo step', () => {
    vi.useFakeTimers()
    s.replace(named('x1'), { coalesce: 'world.cwd' })
    s.replace(named('x2'), { coalesce: 'world.cwd' })
    s.replace(named('x3'), { coalesce: 'world.cwd' })
    expect(s.undoDepth()).toBe(1)
    vi.advanceTimersByTime(COALESCE_MS + 1)
    s.replace(named('x4'), { coalesce: 'world.cwd' })
    expect(s.undoDepth()).toBe(2)
    s.replace(named('y'), { coalesce: 'world.shell' })
    expect(s.undoDepth()).toBe(3)
    s.undo()
    s.undo()
    expect(s.scenario().name).toBe('x3')
    s.undo()
    expect(s.scenario()).toEqual(DEFAULT_SCENARIO)
  })

  it("applies an edit with undo 'never' and drops the steps it would invalidate", () => {
    s.replace(named('a'))
    const outcome = s.replace(named('b'), 'never')
    expect(outcome).toEqual({ ok: true, changed: true })
    expect(s.scenario().name).toBe('b')
    expect(s.undoDepth()).toBe(0)
    expect(s.state().scenarioOrigin).toBe('edit')
  })

  it('keeps diffs, not scenarios: one changed item is one small splice', () => {
    const big: ScenarioFile = {
      ...DEFAULT_SCENARIO,
      history: Array.from({ length: 200 }, (_, i) => ({
        id: `m${i}`,
        type: 'message',
        role: 'user',
        text: `message ${i}`,
      })),
    }
    s.state().loadScenario(big, 'saved')
    for (let i = 0; i < 50; i++)
      s.edit((scenario) => ({
        ...scenario,
        // editors rebuild every item (toScenarioItem): equal items must still be shared
        history: scenario.history.map((item, j) =>
          j === i ? { ...item, text: `edited ${i}` } : { ...item },
        ),
      }))
    expect(s.undoDepth()).toBe(50)
    for (const patch of s.state().scenarioPast) expect(patchSize(patch)).toBe(2)
    for (let i = 0; i < 50; i++) s.undo()
    expect(s.scenario()).toEqual(big)
    expect(toHistoryItems(s.scenario().history)).toHaveLength(200)
  })

  it('loads a scenario without an undo step and without marking it as an edit', () => {
    s.replace(named('mine'))
    s.state().loadScenario(named('shared'), 'share')
    expect(s.state().scenarioOrigin).toBe('share')
    expect(s.undoDepth()).toBe(0)
    expect(s.redoDepth()).toBe(0)
  })

  it('ignores an edit that returns the same object', () => {
    expect(s.edit((scenario) => scenario)).toEqual({ ok: true, changed: false })
    expect(s.undoDepth()).toBe(0)
  })

  it('shows one notice per distinct problem and dismisses it by id', () => {
    const { pushNotice } = s.state()
    pushNotice({ kind: 'error', code: 'shareBroken', vars: { fallback: 'default' } })
    pushNotice({ kind: 'error', code: 'shareBroken', vars: { fallback: 'default' } })
    pushNotice({ kind: 'warning', code: 'saveFailed' })
    expect(s.state().notices.map((n) => n.code)).toEqual(['shareBroken', 'saveFailed'])
    s.state().dismissNotice(s.state().notices[0]!.id)
    expect(s.state().notices.map((n) => n.code)).toEqual(['saveFailed'])
  })

  it('resets everything with one call: scenario, undo, notices, editor state', () => {
    s.replace(named('a'), { coalesce: 'k' })
    s.state().pushNotice({ kind: 'warning', code: 'saveFailed' })
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    s.state().setRegistryEditing('EnvironmentContext')
    const again = freshStore()
    const initial = getInitialState()
    const data = (state: object) =>
      Object.fromEntries(Object.entries(state).filter(([, value]) => typeof value !== 'function'))
    expect(data(again.state())).toEqual(data(initial))
    expect(again.state().noticeSeq).toBe(0)
  })
})
