/**
 * A failed compaction leaves the history as it was: the lane must say "unchanged" for every item,
 * not colour them as kept (nothing kept them), and the counters must not count them as kept.
 */
import { act, render } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { lessonResult, lessonScenario } from '../../../src/features/lessons/content/scenarios.ts'
import { cells } from '../../../src/features/lessons/content/stage.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

const store = () => useVisualizerStore.getState()

beforeEach(() => useVisualizerStore.setState(useVisualizerStore.getInitialState(), true))

describe('the lane after a failed compaction', () => {
  it('reads every item "unchanged", none "kept"', () => {
    const result = lessonResult('remoteTimeout', cells.preRemote)
    expect(result.outcome).toBe('failed')
    act(() => {
      store().loadScenario(lessonScenario('remoteTimeout'), 'default')
      store().selectCell(cells.preRemote)
      useVisualizerStore.setState({ step: result.trace.length })
    })
    render(<HistoryLane />)
    const statuses = [...document.querySelectorAll('[data-item-id]')].map((card) =>
      card.getAttribute('data-status'),
    )
    expect(statuses.length).toBe(result.items.length)
    expect(new Set(statuses)).toEqual(new Set(['unchanged']))
    expect(document.querySelector('.lane .status-kept')).toBeNull()
    // the counters say "unchanged" too, with the grid's number, and no "kept" counter at all
    expect(document.querySelector("[data-counter='kept']")).toBeNull()
    expect(document.querySelector("[data-counter='unchanged']")).toHaveAttribute(
      'data-value',
      String(result.items.length),
    )
  })
})
