import { describe, expect, it } from 'vitest'
import { engine, loadEngine, whenEngine } from '../../../src/store/engine.ts'
import { runAllCells } from '../../../src/core/index.ts'
import { DEFAULT_SCENARIO } from '../../../src/store/scenarioSlice.ts'

describe('the engine (the core, loaded on demand)', () => {
  it('is the core itself once loaded, and one load is shared', async () => {
    const [a, b] = await Promise.all([loadEngine(), loadEngine()])
    expect(a).toBe(b)
    expect(engine()).toBe(a)
    expect(engine().runAllCells(DEFAULT_SCENARIO)).toEqual(runAllCells(DEFAULT_SCENARIO))
  })

  it('runs an action at once when loaded (an edit stays synchronous)', async () => {
    await loadEngine()
    let ran = false
    whenEngine(() => (ran = true))
    expect(ran).toBe(true)
  })
})
