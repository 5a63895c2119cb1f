import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyScenarioChange, scenarioChange } from '../../../src/app/impactProtocol.ts'
import { runAllCells, type ScenarioFile } from '../../../src/core/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import { impactRunner } from '../../../src/view-models/impactRunner.ts'
import { freshStore } from '../store/facade.ts'
import { loadedEngine } from '../../../src/store/engine.ts'

/**
 * The impact worker as the page talks to it: each scenario goes through `impactProtocol.ts` (only
 * the changed fields, as JSON) and the worker's runner counts the cells it runs.
 */
function impactWorker() {
  const counted = { cells: 0 }
  const impactOf = impactRunner((scenario: ScenarioFile) => {
    counted.cells += 9
    return runAllCells(scenario)
  })
  let sent: ScenarioFile | undefined
  let held: ScenarioFile | undefined
  /** the scenario the worker rebuilds from the page's request */
  const receive = (scenario: ScenarioFile): ScenarioFile => {
    held = applyScenarioChange(held, scenarioChange(sent, scenario))
    sent = scenario
    return held
  }
  return {
    counted,
    impactOf,
    receive,
    ask: (scenario: ScenarioFile) => impactOf(receive(scenario)),
  }
}

describe("the impact worker's computation", () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives the impact the page computes, for the defaults and for edits', () => {
    const s = freshStore()
    const { ask } = impactWorker()
    expect(ask(s.scenario())).toEqual(selectRegistryImpact(s.state()))
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    const edited = ask(s.scenario())
    expect(edited.edited).toBe(true)
    expect(edited.items.map((item) => item.id)).toContain('env')
    expect(edited).toEqual(selectRegistryImpact(s.state()))
  })

  it('runs the default registry once per history and world: each registry edit runs nine cells', () => {
    const s = freshStore()
    const { ask, counted } = impactWorker()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    ask(s.scenario())
    expect(counted.cells).toBe(18)
    s.state().setTypeUserMatcher('UserInstructions', false)
    ask(s.scenario())
    expect(counted.cells).toBe(27)
    // back to the defaults: nothing new to run
    s.undo()
    s.undo()
    ask(s.scenario())
    expect(counted.cells).toBe(27)
  })

  it('serializes nothing for a request that left the history alone', () => {
    const s = freshStore()
    const { receive, impactOf } = impactWorker()
    impactOf(receive(s.scenario()))
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    // the request itself is JSON; the worker's cache must not serialize the history again
    const scenario = receive(s.scenario())
    const stringify = vi.spyOn(JSON, 'stringify')
    impactOf(scenario)
    expect(stringify).not.toHaveBeenCalled()
  })

  it('runs the default registry again when the history or the world changes', () => {
    const { ask, counted } = impactWorker()
    ask(DEFAULT_SCENARIO)
    expect(counted.cells).toBe(9)
    const shorter = { ...DEFAULT_SCENARIO, history: DEFAULT_SCENARIO.history.slice(0, -1) }
    expect(ask(shorter)).toEqual(
      selectRegistryImpact({ scenario: shorter, engine: loadedEngine() }),
    )
    expect(counted.cells).toBe(18)
    const hooked: ScenarioFile = {
      ...shorter,
      faults: { preCompactHook: 'continue', postCompactHook: 'continue' },
    }
    expect(ask(hooked)).toEqual(selectRegistryImpact({ scenario: hooked, engine: loadedEngine() }))
    expect(counted.cells).toBe(27)
  })

  it('never takes an equal-looking history sent again for the one it holds', () => {
    const { ask, counted } = impactWorker()
    ask(DEFAULT_SCENARIO)
    // the page sends the history again (another object): the worker gets a fresh copy
    const resent = { ...DEFAULT_SCENARIO, history: [...DEFAULT_SCENARIO.history] }
    expect(ask(resent)).toEqual(selectRegistryImpact({ scenario: resent, engine: loadedEngine() }))
    expect(counted.cells).toBe(18)
  })
})
