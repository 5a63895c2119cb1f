import { describe, expect, it } from 'vitest'
import { applyScenarioChange, scenarioChange } from '../../../src/app/impactProtocol.ts'
import type { ScenarioFile } from '../../../src/core/index.ts'
import { freshStore } from '../store/facade.ts'

describe('the impact worker receives what changed in the scenario', () => {
  it('rebuilds every scenario of a sequence of edits from the changes alone', () => {
    const s = freshStore()
    const sequence: ScenarioFile[] = [s.scenario()]
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    sequence.push(s.scenario())
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(0, -2) }))
    sequence.push(s.scenario())
    s.state().setTypeUserMatcher('EnvironmentContext', true)
    sequence.push(s.scenario())
    let held: ScenarioFile | undefined
    let before: ScenarioFile | undefined
    for (const scenario of sequence) {
      held = applyScenarioChange(held, scenarioChange(before, scenario))
      expect(held).toEqual(scenario)
      before = scenario
    }
  })

  it('sends only the registry after a registry edit, and names a field that went away', () => {
    const s = freshStore()
    const first = s.scenario()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    const edited = s.scenario()
    expect(JSON.parse(scenarioChange(first, edited).changedJson)).toEqual({
      registry: edited.registry,
    })
    expect(scenarioChange(first, edited).removed).toEqual([])
    s.undo()
    expect(s.scenario().registry).toBeUndefined()
    expect(scenarioChange(edited, s.scenario())).toEqual({
      changedJson: '{}',
      removed: ['registry'],
    })
  })
})
