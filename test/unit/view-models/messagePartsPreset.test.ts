import { describe, expect, it } from 'vitest'
import {
  ALL_CELLS,
  parseScenario,
  registryOf,
  runAllCells,
  toHistoryItems,
} from '../../../src/core/index.ts'
import { fateOf } from '../../../src/view-models/impact.ts'
import { messagePartsOf } from '../../../src/view-models/messageParts.ts'
import preset from '../../../public/scenarios/one-part-hides-the-message.json'

function scenario() {
  const parsed = parseScenario(preset)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}

describe('the one-part-hides-the-message preset', () => {
  it('has a two-part message with one matching part, and one with none', () => {
    const file = scenario()
    const registry = registryOf(file)
    const items = toHistoryItems(file.history)
    const parts = (id: string) => {
      const item = items.find((i) => i.id === id)
      if (item?.type !== 'message') throw new Error(`no message ${id}`)
      return messagePartsOf(item.role, item.parts, registry)
    }
    expect(parts('mixed').parts.map((part) => part.match.kind)).toEqual(['fragment', 'none'])
    expect(parts('mixed').hiddenBy).toEqual([0])
    expect(parts('plain').parts.map((part) => part.match.kind)).toEqual(['none', 'none'])
  })

  it('is cut in every cell, the user text with it; the plain one is kept outside the empty window', () => {
    const results = runAllCells(scenario())
    expect(results.map((result) => result.outcome)).toEqual(ALL_CELLS.map(() => 'completed'))
    for (const result of results) {
      const label = `${result.cell.phase} × ${result.cell.implementation}`
      expect(fateOf(result, 'mixed'), label).toBe('cut')
      const texts = result.items.map((item) => item.text)
      expect(
        texts.some((text) => text.includes('rename the CI job')),
        label,
      ).toBe(false)
      const plain = result.cell.implementation === 'empty_window' ? 'cut' : 'kept'
      expect(fateOf(result, 'plain'), label).toBe(plain)
    }
  })
})
