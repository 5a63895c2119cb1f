import { beforeEach, describe, expect, it } from 'vitest'
import { runAllCells } from '../../../src/core/index.ts'
import { selectDefaultRegistryResults } from '../../../src/store/selectors.ts'
import { freshStore, type StoreFacade } from './facade.ts'

describe('the nine results with the default registry are run once per history and world', () => {
  let s: StoreFacade
  beforeEach(() => {
    s = freshStore()
  })

  it('reuses the default run across registry edits and the undo back to the default', () => {
    const first = s.results()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    expect(s.results()).not.toBe(first)
    // the impact panel compares with the first run, not a new one
    expect(selectDefaultRegistryResults(s.state())).toBe(first)
    // listed again, at the end of the list: still an edit, still compared with the same run
    s.state().setTypeUserMatcher('EnvironmentContext', true)
    expect(s.scenario().registry).toBeDefined()
    expect(selectDefaultRegistryResults(s.state())).toBe(first)
    s.undo()
    s.undo()
    expect(s.scenario().registry).toBeUndefined()
    expect(s.results()).toBe(first)
    // and the shared run is what the core gives for the scenario on screen
    expect(s.results()).toEqual(runAllCells(s.scenario()))
  })

  it('runs again when anything but the registry changes', () => {
    const first = s.results()
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(0, -1) }))
    expect(s.results()).not.toBe(first)
    expect(s.results()).toEqual(runAllCells(s.scenario()))
    s.undo()
    expect(s.results()).toEqual(first)
  })
})
