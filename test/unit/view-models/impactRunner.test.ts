import { describe, expect, it } from 'vitest'
import { runAllCells, type ScenarioFile } from '../../../src/core/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import { selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import { impactRunner } from '../../../src/view-models/impactRunner.ts'
import { freshStore } from '../store/facade.ts'

/** A runner that counts the cells it runs. */
function countingRunner() {
  const counted = { cells: 0 }
  const impactOf = impactRunner((scenario: ScenarioFile) => {
    counted.cells += 9
    return runAllCells(scenario)
  })
  return { impactOf, counted }
}

/** A copy, as a message delivers it: equal content, another object. */
const copied = (scenario: ScenarioFile): ScenarioFile => structuredClone(scenario)

describe("the impact worker's computation", () => {
  it('gives the impact the page computes, for the defaults and for edits', () => {
    const s = freshStore()
    const { impactOf } = countingRunner()
    expect(impactOf(copied(s.scenario()))).toEqual(selectRegistryImpact(s.state()))
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    const edited = impactOf(copied(s.scenario()))
    expect(edited.edited).toBe(true)
    expect(edited.items.map((item) => item.id)).toContain('env')
    expect(edited).toEqual(selectRegistryImpact(s.state()))
  })

  it('runs the default registry once per history and world: each registry edit runs nine cells', () => {
    const s = freshStore()
    const { impactOf, counted } = countingRunner()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    impactOf(copied(s.scenario()))
    expect(counted.cells).toBe(18)
    s.state().setTypeUserMatcher('UserInstructions', false)
    impactOf(copied(s.scenario()))
    expect(counted.cells).toBe(27)
    // back to the defaults: nothing new to run
    s.undo()
    s.undo()
    impactOf(copied(s.scenario()))
    expect(counted.cells).toBe(27)
  })

  it('runs the default registry again when the history changes', () => {
    const { impactOf, counted } = countingRunner()
    impactOf(copied(DEFAULT_SCENARIO))
    expect(counted.cells).toBe(9)
    const shorter = { ...DEFAULT_SCENARIO, history: DEFAULT_SCENARIO.history.slice(0, -1) }
    const impact = impactOf(copied(shorter))
    expect(counted.cells).toBe(18)
    expect(impact).toEqual(selectRegistryImpact({ scenario: shorter }))
  })
})
