/**
 * One name for an item's fragment type: the history editor, the lane, the replacement table's
 * source (the lane's cards) and the session's history name every item of every bundled scenario
 * the same way (`itemTypeName`).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_REGISTRY,
  parseScenario,
  reconstructAt,
  registryOf,
  runAllCells,
  type ScenarioFile,
} from '../../../src/core/index.ts'
import { BUNDLED_SCENARIOS } from '../../../src/features/history-editor/scenarios.ts'
import { readRolloutStream } from '../../../src/features/session/rolloutStream.ts'
import { recognitionOf } from '../../../src/view-models/impact.ts'
import { itemTypeName } from '../../../src/view-models/itemNames.ts'
import { replayAt } from '../../../src/view-models/playback.ts'
import { runInput } from '../../../src/view-models/runFacts.ts'
import { sessionWorker } from '../../helpers/inProcessWorker.ts'
import { era104, era118, localRebuilt } from '../../helpers/rolloutEras.ts'

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

describe('the session’s history names each item as the lane does', () => {
  it.each([
    ['0.104.0', era104()],
    ['0.118.0', era118()],
    ['local rebuilt', localRebuilt()],
  ])('%s', async (_name, file) => {
    const worker = sessionWorker()
    const loaded = await worker.handle({
      type: 'open',
      source: new Blob([file.text]),
      name: 'era.jsonl',
    })
    const line = loaded.summary.compactions[0]!.line - 1
    const view = await worker.handle({ type: 'history', line })
    // the same items, rebuilt here from the same file by the core
    async function* whole() {
      yield new TextEncoder().encode(file.text)
    }
    const items = reconstructAt(await readRolloutStream(whole()), line, DEFAULT_REGISTRY).history
    expect(view.items.map((i) => i.id)).toEqual(items.map((i) => i.id))
    const names = items.map((item) => itemTypeName(item, DEFAULT_REGISTRY))
    expect(names.some(Boolean)).toBe(true)
    expect(view.items.map((i) => i.fragmentType)).toEqual(names)
  })
})
