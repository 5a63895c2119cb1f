/**
 * One parse per edit: every pass of the scenario parser starts at `newChecker` (the core's one
 * entry), so a spy on it counts what an edit, a cell switch or opening a session costs.
 */
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import * as rollout from '../../../src/core/rollout/reconstruct.ts'
import * as checks from '../../../src/core/scenarioChecks.ts'
import { sessionWorker } from '../../helpers/inProcessWorker.ts'
import { openInGrid } from '../../../src/features/session/openInGrid.ts'
import { selectHistoryItems } from '../../../src/store/registrySelectors.ts'
import { selectCurrentResult, selectResults } from '../../../src/store/selectors.ts'
import { era104 } from '../../helpers/rolloutEras.ts'
import { freshStore, type StoreFacade } from './facade.ts'

/** A session engine with the 0.104 era file open, and the line just before its first compaction. */
async function openEra104() {
  const engine = sessionWorker()
  const session = await engine.handle({
    type: 'open',
    source: new Blob([era104().text]),
    name: 'era.jsonl',
  })
  return { engine, line: session.summary.compactions[0]!.line - 1 }
}

/** Everything a screen reads after an edit: the selected cell, the nine, the registry, items. */
function readEveryScreen(s: StoreFacade): void {
  selectCurrentResult(s.state())
  selectResults(s.state())
  s.registry()
  selectHistoryItems(s.state())
  s.impact()
}

describe('the scenario is parsed once per edit', () => {
  let s: StoreFacade
  let parses: MockInstance<typeof checks.newChecker>
  beforeEach(() => {
    s = freshStore()
    parses = vi.spyOn(checks, 'newChecker')
  })
  afterEach(() => parses.mockRestore())

  it('a history edit: one parse, however many screens read the result', () => {
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(1) }))
    readEveryScreen(s)
    expect(parses).toHaveBeenCalledTimes(1)
  })

  it('a registry edit: one parse, registry and impact included', () => {
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(2) }))
    readEveryScreen(s)
    parses.mockClear()
    s.state().setTypeUserMatcher('EnvironmentContext', false)
    readEveryScreen(s)
    expect(s.registry().contextualUserMatchers).not.toContain('EnvironmentContext')
    expect(parses).toHaveBeenCalledTimes(1)
  })

  it('a cell switch parses nothing', () => {
    s.edit((scenario) => ({ ...scenario, history: scenario.history.slice(1) }))
    readEveryScreen(s)
    parses.mockClear()
    s.state().selectCell({ phase: 'manual', implementation: 'local' })
    readEveryScreen(s)
    s.state().selectCell({ phase: 'pre_turn', implementation: 'empty_window' })
    readEveryScreen(s)
    expect(parses).not.toHaveBeenCalled()
  })
})

describe('a session: parsed once as it opens in the grid, its prefix rebuilt once per line', () => {
  it('opening a session line in the grid parses its scenario once', async () => {
    const s = freshStore()
    const { engine, line } = await openEra104()
    const reply = await engine.handle({ type: 'scenario', line, redact: false })
    const parses = vi.spyOn(checks, 'newChecker')
    const cell = { phase: 'mid_turn', implementation: 'remote' } as const
    expect(openInGrid(reply.scenario, cell)).toEqual({ ok: true, changed: true })
    readEveryScreen(s)
    const count = parses.mock.calls.length
    parses.mockRestore()
    expect(s.state().cell).toEqual(cell)
    expect(count).toBe(1)
  })

  it('the history, tokens and "what if full" at one line rebuild the prefix once', async () => {
    const { engine, line } = await openEra104()
    const rebuilds = vi.spyOn(rollout, 'reconstructAt')
    const history = await engine.handle({ type: 'history', line })
    const tokens = await engine.handle({ type: 'tokens', line })
    const whatIf = await engine.handle({ type: 'whatIfFull', line })
    // the session's per-turn totals replay the whole file once (no line): not a prefix
    const count = rebuilds.mock.calls.filter(([, at]) => at === line).length
    rebuilds.mockRestore()
    expect([history.line, tokens.line, whatIf.line]).toEqual([line, line, line])
    expect(count).toBe(1)
  })
})
