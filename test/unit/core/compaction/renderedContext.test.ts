/**
 * The nine cells render the initial context once per registry, world and window
 * (`renderedInitialContext`) and classify a message once per registry, role and parts
 * (`classifyItem`). Both memos must give exactly what rendering and classifying afresh give, and
 * never an entry made for another registry, world, window, switch or role.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderedInitialContext } from '../../../../src/core/compaction/context.ts'
import { classifyItem } from '../../../../src/core/compaction/items.ts'
import {
  ALL_CELLS,
  buildInitialContext,
  classifyMessage,
  DEFAULT_REGISTRY,
  DEFAULT_WORLD_STATE,
  inputForCell,
  parseScenario,
  runAllCells,
  runCompaction,
  type FragmentRegistry,
  type MessageItem,
  type ScenarioFile,
  type WorldState,
} from '../../../../src/core/index.ts'
import { REPO_ROOT } from '../../../helpers/lintSandbox.ts'

const SCENARIOS = join(REPO_ROOT, 'public', 'scenarios')

function bundled(): [string, ScenarioFile][] {
  return readdirSync(SCENARIOS)
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const parsed = parseScenario(JSON.parse(readFileSync(join(SCENARIOS, name), 'utf8')))
      if (!parsed.ok) throw new Error(`${name}: ${JSON.stringify(parsed.errors)}`)
      return [name, parsed.value]
    })
}

// a registry that renders differently: the environment context's markers edited
const edited: FragmentRegistry = {
  ...DEFAULT_REGISTRY,
  types: DEFAULT_REGISTRY.types.map((type) =>
    type.name === 'EnvironmentContext'
      ? { ...type, startMarker: '<env>', endMarker: '</env>' }
      : type,
  ),
}

const otherWorld: WorldState = { ...DEFAULT_WORLD_STATE, cwd: '/elsewhere', personality: 'terse' }

const windows: WorldState['contextWindow'][] = [
  DEFAULT_WORLD_STATE.contextWindow,
  { ...DEFAULT_WORLD_STATE.contextWindow, currentWindowId: 'window-3' },
  {
    ...DEFAULT_WORLD_STATE.contextWindow,
    currentWindowId: 'window-3',
    previousWindowId: 'window-1',
  },
  { ...DEFAULT_WORLD_STATE.contextWindow, currentWindowId: 'window-3', previousWindowId: '' },
  { ...DEFAULT_WORLD_STATE.contextWindow, threadHint: 'a hint' },
]

describe('the rendered initial context', () => {
  it('is what buildInitialContext renders, for every registry, world, window and switch', () => {
    // twice round: the second round reads every entry the first one made
    for (let round = 0; round < 2; round++)
      for (const registry of [DEFAULT_REGISTRY, edited])
        for (const world of [DEFAULT_WORLD_STATE, otherWorld])
          for (const window of windows)
            for (const tokenBudget of [false, true]) {
              const fresh = buildInitialContext(
                registry,
                { ...world, contextWindow: window },
                { tokenBudget },
              )
              const { messages, parts } = renderedInitialContext(
                registry,
                world,
                window,
                tokenBudget,
              )
              expect(messages).toEqual(fresh)
              expect(parts).toEqual(fresh.map((m) => m.fragments.map((f) => f.text)))
            }
  })

  it('is rendered once for runs that share the registry, world and window', () => {
    const window = { ...DEFAULT_WORLD_STATE.contextWindow }
    const first = renderedInitialContext(DEFAULT_REGISTRY, DEFAULT_WORLD_STATE, window, true)
    const again = renderedInitialContext(DEFAULT_REGISTRY, DEFAULT_WORLD_STATE, { ...window }, true)
    expect(again).toBe(first)
  })
})

describe('a classification remembered per message', () => {
  it('is classifyMessage of its role and parts under its registry, whichever was asked first', () => {
    const parts = ['<environment_context>\n  <cwd>/repo</cwd>\n</environment_context>']
    const asked: [MessageItem['role'], FragmentRegistry][] = [
      ['user', DEFAULT_REGISTRY],
      ['developer', DEFAULT_REGISTRY],
      ['user', edited],
      ['assistant', DEFAULT_REGISTRY],
      ['user', DEFAULT_REGISTRY],
    ]
    for (const [role, registry] of asked) {
      // a new item over the same parts array each time, as a run's initial context makes them
      const item: MessageItem = { id: `m-${role}`, type: 'message', role, parts }
      expect(classifyItem(item, registry)).toEqual(classifyMessage(role, parts, registry))
    }
    // the edited markers no longer recognize the text: the default registry's entry is not reused
    expect(classifyItem({ id: 'x', type: 'message', role: 'user', parts }, edited).kind).not.toBe(
      classifyItem({ id: 'y', type: 'message', role: 'user', parts }, DEFAULT_REGISTRY).kind,
    )
  })
})

describe('runs with the shared renders', () => {
  it('give each bundled scenario, with and without TokenBudget, the results of fresh runs', () => {
    for (const [name, scenario] of bundled())
      for (const tokenBudget of [false, true]) {
        const variant: ScenarioFile = {
          ...scenario,
          features: { ...scenario.features, tokenBudget },
        }
        const shared = runAllCells(variant)
        ALL_CELLS.forEach((cell, index) => {
          // inputForCell converts registry, world and history afresh: no entry of the nine is read
          expect(shared[index], `${name} ${cell.phase}.${cell.implementation}`).toEqual(
            runCompaction(inputForCell(variant, cell)),
          )
        })
      }
  })
})
