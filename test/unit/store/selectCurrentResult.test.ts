import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ALL_CELLS, runAllCells } from '../../../src/core/index.ts'

// counts the cells the store runs; the setup has loaded the engine already, so the store and
// its engine are imported afresh over a counting core
const runs = { count: 0 }
vi.resetModules()
vi.doMock('../../../src/core/compaction/runCompaction.ts', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('../../../src/core/compaction/runCompaction.ts')>()
  return {
    ...original,
    runCompaction: (...args: Parameters<typeof original.runCompaction>) => {
      runs.count++
      return original.runCompaction(...args)
    },
  }
})
await (await import('../../../src/store/engine.ts')).loadEngine()
const { cellIndex, selectCurrentResult } = await import('../../../src/store/selectors.ts')
const { selectStep } = await import('../../../src/store/playbackSelectors.ts')
const { useVisualizerStore } = await import('../../../src/store/index.ts')
// the step as a link or an older trace leaves it (the store clamps only when it is read)
const setStep = (step: number) => useVisualizerStore.setState({ step })
const { freshStore } = await import('./facade.ts')
type StoreFacade = ReturnType<typeof freshStore>

describe('after an edit, the selected cell runs alone until all nine are asked for', () => {
  let s: StoreFacade
  beforeEach(() => {
    s = freshStore()
    runs.count = 0
  })

  it('runs one cell for the current result, the same as runAllCells gives', () => {
    const cell = ALL_CELLS[4]!
    s.state().selectCell(cell)
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    const current = selectCurrentResult(s.state())
    expect(runs.count).toBe(1)
    expect(current).toEqual(runAllCells(s.scenario())[4])
    // asked again: remembered, nothing runs
    expect(selectCurrentResult(s.state())).toBe(current)
    expect(runs.count).toBe(1)
  })

  it('reuses that cell when the nine run, and answers from the nine afterwards', () => {
    s.state().selectCell(ALL_CELLS[7]!)
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(0, -1) }))
    const current = selectCurrentResult(s.state())
    const nine = s.results()
    expect(runs.count).toBe(9)
    expect(nine[7]).toBe(current)
    expect(nine).toEqual(runAllCells(s.scenario()))
    s.state().selectCell(ALL_CELLS[2]!)
    expect(selectCurrentResult(s.state())).toBe(nine[2])
    expect(runs.count).toBe(9)
  })

  it('takes the default registry run it already has (an undo back to the defaults runs nothing)', () => {
    const before = s.results()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    s.undo()
    expect(s.scenario().registry).toBeUndefined()
    expect(selectCurrentResult(s.state())).toBe(before[cellIndex(s.state().cell)])
    expect(s.results()).toBe(before)
    expect(runs.count).toBe(0)
  })

  it('gives every cell as runAllCells does, one at a time', () => {
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    const expected = runAllCells(s.scenario())
    const each = ALL_CELLS.map((cell) => {
      s.state().selectCell(cell)
      return selectCurrentResult(s.state())
    })
    expect(each).toEqual(expected)
    expect(s.results()).toEqual(expected)
    each.forEach((result, i) => expect(s.results()[i]).toBe(result))
  })
})

describe('the step the address writes after an edit', () => {
  it('at steps 0 and 1 runs no cell (every trace opens with its input history)', () => {
    const s = freshStore()
    runs.count = 0
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    for (const step of [0, 1]) {
      setStep(step)
      expect(selectStep(s.state())).toBe(step)
    }
    expect(runs.count).toBe(0)
    expect(runAllCells(s.scenario()).every((result) => result.trace.length >= 1)).toBe(true)
  })

  it('past step 1 runs the selected cell alone and clamps to its trace', () => {
    const s = freshStore()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    setStep(10_000)
    const length = runAllCells(s.scenario())[cellIndex(s.state().cell)]!.trace.length
    runs.count = 0
    expect(selectStep(s.state())).toBe(length)
    expect(runs.count).toBe(1)
  })
})
