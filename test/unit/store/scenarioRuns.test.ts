import { describe, expect, it } from 'vitest'
import { DEFAULT_REGISTRY } from '../../../src/core/index.ts'
import { loadedEngine } from '../../../src/store/engine.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { lessonResults } from '../../../src/store/lessonResults.ts'
import { selectRegistry } from '../../../src/store/registrySelectors.ts'
import { runsFor } from '../../../src/store/scenarioRuns.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'
import {
  cellIndex,
  selectCurrentResult,
  selectDefaultRegistryResults,
  selectResults,
} from '../../../src/store/selectors.ts'

const edited = () => ({ ...DEFAULT_SCENARIO, history: DEFAULT_SCENARIO.history.slice(0, -1) })

describe('one cache of cell runs', () => {
  it('answers every selector from the scenario’s one record, with the same objects', () => {
    const scenario = edited()
    const engine = loadedEngine()
    const cell = { phase: 'pre_turn', implementation: 'local' } as const
    const one = selectCurrentResult({ scenario, engine, cell })
    expect(one).toBe(runsFor(scenario).cell(cellIndex(cell)))
    const nine = selectResults({ scenario, engine })
    expect(nine[cellIndex(cell)]).toBe(one)
    expect(selectResults({ scenario, engine })).toBe(nine)
    // a history without its own registry is its own default run
    expect(selectDefaultRegistryResults({ scenario, engine })).toBe(nine)
  })

  it('shares the default registry’s nine across scenarios with the same history and fields', () => {
    const scenario = edited()
    const engine = loadedEngine()
    const nine = selectResults({ scenario, engine })
    const withRegistry = { ...scenario, registry: { contextualUserMatchers: [] } }
    expect(selectDefaultRegistryResults({ scenario: withRegistry, engine })).toBe(nine)
  })
})

describe('the engine is part of the state', () => {
  it('enters the store as it loads', () => {
    expect(loadedEngine()).not.toBeNull()
    expect(useVisualizerStore.getState().engine).toBe(loadedEngine())
  })

  it('is not needed for the bundled lesson: selectors answer without it', () => {
    const state = { scenario: DEFAULT_SCENARIO, engine: null }
    expect(selectResults(state)).toBe(lessonResults())
    expect(
      selectCurrentResult({ ...state, cell: { phase: 'manual', implementation: 'remote' } }),
    ).toBe(lessonResults()[cellIndex({ phase: 'manual', implementation: 'remote' })])
    expect(selectRegistry(state)).toBe(DEFAULT_REGISTRY)
  })

  it('is required by the selectors’ types', () => {
    // @ts-expect-error a selector cannot be asked without saying whether the engine is there
    expect(selectResults({ scenario: DEFAULT_SCENARIO })).toBe(lessonResults())
  })
})
