/**
 * A lane card names the source where its fate was decided in this cell: an item left unchanged
 * by a failed mid-turn or manual compaction is decided where that timing ends the compaction,
 * not at the pre-turn default.
 */
import { act, render } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { RULE_SOURCES, ruleSource, sourceLabel } from '../../../src/core/index.ts'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { lessonResult, lessonScenario } from '../../../src/features/lessons/content/scenarios.ts'
import { cells } from '../../../src/features/lessons/content/stage.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

const store = () => useVisualizerStore.getState()

beforeEach(() => useVisualizerStore.setState(useVisualizerStore.getInitialState(), true))

describe("the lane card's source", () => {
  it.each([cells.midRemote, cells.manualRemote])(
    'is the deciding one for unchanged items (%o)',
    (cell) => {
      const result = lessonResult('remoteTimeout', cell)
      expect(result.outcome).toBe('failed')
      act(() => {
        store().loadScenario(lessonScenario('remoteTimeout'), 'default')
        store().selectCell(cell)
        useVisualizerStore.setState({ step: result.trace.length })
      })
      render(<HistoryLane />)
      const site = { phase: cell.phase, path: result.path }
      const shown = result.items.map((item) => {
        const source = document.querySelector(`#lane-why-${item.id} .lane-decision-source`)
        return { text: source?.textContent ?? '', rule: item.rule }
      })
      expect(shown.length).toBeGreaterThan(0)
      for (const { text, rule } of shown)
        expect(text).toContain(sourceLabel(ruleSource(rule, site).source))
      // the point of the test: here the deciding source is not the rule's default
      const outcome = sourceLabel(ruleSource('outcome', site).source)
      expect(outcome).not.toBe(sourceLabel(RULE_SOURCES.outcome.source))
      expect(shown.some(({ text }) => text.includes(outcome))).toBe(true)
    },
  )
})
