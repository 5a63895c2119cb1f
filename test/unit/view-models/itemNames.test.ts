/**
 * One name for an item's fragment type: the history editor, the lane, the replacement table's
 * source (the lane's cards) and the session's history name every item of every bundled scenario
 * the same way (`itemTypeName`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  parseScenario,
  registryOf,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { BUNDLED_SCENARIOS } from '../../../src/features/history-editor/scenarios.ts'
import { itemView } from '../../../src/features/session/engine.ts'
import { recognitionOf } from '../../../src/view-models/impact.ts'
import { itemTypeName } from '../../../src/view-models/itemNames.ts'
import { replayAt } from '../../../src/view-models/playback.ts'
import { runInput } from '../../../src/view-models/runFacts.ts'

function parsed(raw: unknown): ScenarioFile {
  const result = parseScenario(raw)
  if (!result.ok) throw new Error(JSON.stringify(result.errors))
  return result.value
}

const SCENARIOS = [
  ...readdirSync('public/scenarios').map((name) => ({
    name,
    scenario: parsed(JSON.parse(readFileSync(`public/scenarios/${name}`, 'utf8'))),
  })),
  ...BUNDLED_SCENARIOS.map(({ id, scenario }) => ({
    name: `preset ${id}`,
    scenario: parsed(scenario),
  })),
]

describe('one name for an item’s fragment type', () => {
  it.each(SCENARIOS.map((s) => [s.name, s.scenario] as const))('%s', (_name, scenario) => {
    const registry = registryOf(scenario)
    // the lane as loaded: every input item's card, before any rule decides
    const result = runAllCells(scenario)[0]!
    const lane = replayAt(result, 1).lane
    const history = runInput(result)!.history
    expect(history.length).toBeGreaterThan(0)
    for (const item of history) {
      const name = itemTypeName(item, registry)
      const card = lane.find((c) => c.id === item.id)
      expect(card?.fragmentType, item.id).toBe(name)
      expect(itemView(item, registry).fragmentType, item.id).toBe(name)
      const editor = recognitionOf(item, registry)
      expect(editor.names.join(' + '), item.id).toBe(name ?? '')
    }
  })

  it('names a developer text the prefix table misses by its type, as the lane does', () => {
    const mixed = SCENARIOS.find((s) => s.name === 'lesson-mixed-history.json')!.scenario
    const registry = registryOf(mixed)
    const reminder = runInput(runAllCells(mixed)[0]!)!.history.find(
      (item) => itemTypeName(item, registry) === 'CurrentTimeReminder',
    )
    expect(reminder).toBeDefined()
    expect(recognitionOf(reminder!, registry)).toEqual({
      kind: 'plain_developer',
      names: ['CurrentTimeReminder'],
    })
  })
})
