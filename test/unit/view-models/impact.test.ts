import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  DEFAULT_REGISTRY,
  parseScenario,
  registryOf,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { withDefaultRegistry } from '../../../src/view-models/registryEdits.ts'
import {
  fateOf,
  IMPACT_ON_PAGE_MAX_ITEMS,
  impactRunsOnPage,
  scenarioImpact,
} from '../../../src/view-models/impact.ts'
import { selectRegistryImpact } from '../../../src/store/registrySelectors.ts'
import { loadedEngine } from '../../../src/store/engine.ts'

function load(name: string): ScenarioFile {
  const raw: unknown = JSON.parse(
    readFileSync(new URL(`../../../public/scenarios/${name}.json`, import.meta.url), 'utf8'),
  )
  const parsed = parseScenario(raw)
  if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`)
  return parsed.value
}

describe('failure scenarios', () => {
  it.each(['approved-prefix-forgotten', 'workspace-amnesia', 'forked-expired-environment'])(
    '%s is a valid scenario with a description that says what to look at',
    (name) => {
      const scenario = load(name)
      expect(scenario.name).toBeTruthy()
      expect(scenario.description?.length).toBeGreaterThan(80)
    },
  )

  it('approved-prefix-forgotten: no cell keeps or re-injects the approval notice', () => {
    const results = runAllCells(load('approved-prefix-forgotten'))
    for (const result of results) {
      expect(fateOf(result, 'approved')).toBe('cut')
      const texts = [...result.items, ...result.nextTurnInjection].map((item) => item.text)
      expect(texts.some((text) => text.includes('Approved command prefix saved'))).toBe(false)
    }
  })

  it('workspace-amnesia: pre-turn and manual cells leave env and permissions to the next turn', () => {
    const summary = runAllCells(load('workspace-amnesia')).map((result) => {
      const installed = result.items.map((item) => item.text).join('\n')
      const nextTurn = result.nextTurnInjection.map((item) => item.text).join('\n')
      return {
        cell: `${result.cell.phase}:${result.cell.implementation}`,
        envNow: installed.includes('<cwd>/srv/payments</cwd>'),
        permissionsNow: installed.includes('<permissions instructions>'),
        envNextTurn: nextTurn.includes('<cwd>/srv/payments</cwd>'),
        readOnlyNextTurn: nextTurn.includes('read-only'),
        // pre-turn: the same turn re-injects before its user message; manual: the next turn
        badge: result.badges.includes(
          result.cell.phase === 'pre_turn' ? 'reinjected_same_turn' : 'reinjected_next_turn',
        ),
      }
    })
    const later = {
      envNow: false,
      permissionsNow: false,
      envNextTurn: true,
      readOnlyNextTurn: true,
      badge: true,
    }
    const now = {
      envNow: true,
      permissionsNow: true,
      envNextTurn: false,
      readOnlyNextTurn: false,
      badge: false,
    }
    expect(summary).toEqual([
      { cell: 'pre_turn:remote', ...later },
      { cell: 'pre_turn:local', ...later },
      { cell: 'pre_turn:empty_window', ...now },
      { cell: 'mid_turn:remote', ...now },
      { cell: 'mid_turn:local', ...now },
      { cell: 'mid_turn:empty_window', ...now },
      { cell: 'manual:remote', ...later },
      { cell: 'manual:local', ...later },
      { cell: 'manual:empty_window', ...now },
    ])
  })

  it('forked-expired-environment: unmarked, the expired block is kept like user text', () => {
    const scenario = load('forked-expired-environment')
    expect(registryOf(scenario).types.find((t) => t.name === 'EnvironmentContext')).toMatchObject({
      startMarker: '',
      endMarker: '',
    })
    const edited = runAllCells(scenario)
    const defaults = runAllCells(withDefaultRegistry(scenario))
    ALL_CELLS.forEach((cell, i) => {
      const expected = cell.implementation === 'empty_window' ? 'cut' : 'kept'
      expect(fateOf(edited[i]!, 'old-env')).toBe(expected)
      expect(fateOf(defaults[i]!, 'old-env')).toBe('cut')
    })
  })
})

describe('registry impact', () => {
  it('reports nothing for the default registry', () => {
    const impact = selectRegistryImpact({
      scenario: withDefaultRegistry(load('forked-expired-environment')),
      engine: loadedEngine(),
    })
    expect(impact.edited).toBe(false)
    expect(impact.items).toEqual([])
    expect(impact.cells.every((cell) => !cell.changed)).toBe(true)
  })

  it('names the expired environment block and the cells that now keep it', () => {
    const impact = selectRegistryImpact({
      scenario: load('forked-expired-environment'),
      engine: loadedEngine(),
    })
    expect(impact.edited).toBe(true)
    const env = impact.items.find((item) => item.id === 'old-env')
    expect(env).toMatchObject({
      before: { kind: 'hidden', names: ['EnvironmentContext'] },
      after: { kind: 'user_message', names: [] },
      consequence: 'unrecognized_now_kept',
    })
    expect(env?.fates).toHaveLength(6)
    const midRemote = impact.cells.find(
      (c) => c.cell.phase === 'mid_turn' && c.cell.implementation === 'remote',
    )
    expect(midRemote?.before.kept).toBe(midRemote!.after.kept - 1)
    expect(midRemote?.before.cut).toBe(midRemote!.after.cut + 1)
  })

  it('describes a developer text that lost its prefix without inventing a fate change', () => {
    const scenario = load('approved-prefix-forgotten')
    const registry = {
      ...DEFAULT_REGISTRY,
      developerPrefixes: DEFAULT_REGISTRY.developerPrefixes.filter(
        (p) => p !== 'Approved command prefix saved:',
      ),
    }
    const results = runAllCells(scenario)
    // the same runs on both sides: only the recognition differs
    const impact = scenarioImpact(scenario, registry, results, results)
    expect(impact.edited).toBe(true)
    expect(impact.items).toEqual([
      expect.objectContaining({ id: 'approved', consequence: 'developer_unrecognized', fates: [] }),
    ])
  })
})

describe('fateOf', () => {
  it("gives every history item's fate as a search of the result would, in all nine cells", () => {
    const scenario = load('lesson-mixed-history')
    const naive = (result: ReturnType<typeof runAllCells>[number], id: string) => {
      const item = result.items.find((candidate) => candidate.id === id)
      if (item && (item.status === 'kept' || item.status === 'truncated')) return item.status
      return result.cut.includes(id) ? 'cut' : 'absent'
    }
    const fates = new Set<string>()
    for (const result of runAllCells(scenario))
      for (const id of [...scenario.history.map((item) => item.id), 'no-such-item']) {
        expect(fateOf(result, id)).toBe(naive(result, id))
        fates.add(fateOf(result, id))
      }
    // the lesson exercises every fate
    expect([...fates].sort()).toEqual(['absent', 'cut', 'kept'])
  })
})

describe('impactRunsOnPage', () => {
  const items = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `u${i}`, type: 'message', role: 'user' }))
  const cell = { phase: 'mid_turn', implementation: 'remote' } as const

  it('keeps a history up to the limit on the page and sends a longer one to the worker', () => {
    expect(impactRunsOnPage({ cell, history: items(IMPACT_ON_PAGE_MAX_ITEMS) })).toBe(true)
    expect(impactRunsOnPage({ cell, history: items(IMPACT_ON_PAGE_MAX_ITEMS + 1) })).toBe(false)
  })

  it('counts the server transcript with the history', () => {
    const history = items(IMPACT_ON_PAGE_MAX_ITEMS - 1)
    expect(impactRunsOnPage({ cell, history, server: { transcript: items(1) } })).toBe(true)
    expect(impactRunsOnPage({ cell, history, server: { transcript: items(2) } })).toBe(false)
  })
})
