/**
 * Nine runs per registry edit (issue 33): the registry screen reads the edited registry's nine
 * results (the impact panel), its registry (the table, the header, every place label) and its
 * history; with the bundled lesson the default registry's nine are the recorded ones. Every run
 * goes through the core's `runCompaction`, so a spy on it counts what an edit costs, however
 * many screens read the results.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import * as core from '../../../src/core/compaction/runCompaction.ts'
import { selectHistoryItems } from '../../../src/store/registrySelectors.ts'
import { selectResults } from '../../../src/store/selectors.ts'
import { freshStore, type StoreFacade } from './facade.ts'

/** What the registry screen reads after an edit, each more than once (several components). */
function readRegistryScreen(s: StoreFacade): void {
  for (let i = 0; i < 3; i++) {
    s.registry()
    s.impact()
    selectResults(s.state())
    selectHistoryItems(s.state())
  }
}

describe('a registry edit runs the nine cells once', () => {
  let s: StoreFacade
  let runs: MockInstance<typeof core.runCompaction>
  beforeEach(() => {
    s = freshStore()
    runs = vi.spyOn(core, 'runCompaction')
  })
  afterEach(() => runs.mockRestore())

  it('for each toggle of a matcher, back and forth, on the bundled lesson', () => {
    const name = s.registry().contextualUserMatchers[0]!
    for (const on of [false, true, false, true]) {
      runs.mockClear()
      s.state().setTypeUserMatcher(name, on)
      readRegistryScreen(s)
      expect(s.registry().contextualUserMatchers.includes(name)).toBe(on)
      expect(runs).toHaveBeenCalledTimes(9)
    }
  })
})
