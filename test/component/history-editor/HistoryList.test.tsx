import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ScenarioItem } from '../../../src/core/index.ts'
import { HistoryEditor } from '../../../src/features/history-editor/HistoryEditor.tsx'
import { VIRTUAL_ITEMS_FROM } from '../../../src/features/history-editor/HistoryList.tsx'
import { renderFresh, store } from '../registry/setup.tsx'

const ROW_PX = 72

function longHistory(size: number): ScenarioItem[] {
  return Array.from({ length: size }, (_, n) => ({
    id: `m${n}`,
    type: 'message',
    role: n % 2 === 0 ? 'user' : 'assistant',
    text: `message ${n}`,
  }))
}

/** Opens the history editor on a history of `size` items (as an import would load it). */
function renderWith(size: number) {
  const rendered = renderFresh(<HistoryEditor />)
  act(() => {
    store().loadScenario({ ...store().scenario, history: longHistory(size) }, 'saved')
  })
  return rendered
}

const drawnIds = () =>
  [...document.querySelectorAll<HTMLElement>('li.he-item')].map((li) => li.dataset.item)

describe('HistoryList', () => {
  // jsdom lays nothing out: every row measures ROW_PX, the scrolling box shows 600 px
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(ROW_PX)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('he-list-scroll') ? 600 : 0
    })
  })
  afterEach(() => vi.restoreAllMocks())

  it('draws a short history whole', () => {
    renderWith(VIRTUAL_ITEMS_FROM - 1)
    expect(drawnIds()).toHaveLength(VIRTUAL_ITEMS_FROM - 1)
    expect(document.querySelector('.he-list-scroll')).toBeNull()
  })

  it('draws only the rows in view of a long history, numbered within the whole list', () => {
    renderWith(5000)
    expect(screen.getByRole('heading', { name: 'Items (5000)' })).toBeInTheDocument()
    const ids = drawnIds()
    expect(ids.length).toBeGreaterThan(0)
    expect(ids.length).toBeLessThan(40)
    expect(ids[0]).toBe('m0')
    const first = document.querySelector('li.he-item')!
    expect(first).toHaveAttribute('aria-posinset', '1')
    expect(first).toHaveAttribute('aria-setsize', '5000')
  })

  it('scrolls to the end, and keeps the open row (and its editor) while it is out of view', () => {
    renderWith(5000)
    fireEvent.click(screen.getByRole('button', { name: 'Edit m2' }))
    const editor = screen.getByLabelText('Part 1')
    // in view, the open row is drawn once, among its neighbours
    expect(drawnIds().slice(0, 4)).toEqual(['m0', 'm1', 'm2', 'm3'])
    const box = document.querySelector<HTMLElement>('.he-list-scroll')!
    box.scrollTop = 5000 * (ROW_PX + 6.4) - 600
    fireEvent.scroll(box)
    const ids = drawnIds()
    expect(ids).toContain('m4999')
    expect(ids).not.toContain('m100')
    // the open row is still drawn, in its place, with the same editor element
    expect(ids[0]).toBe('m2')
    expect(ids.filter((id) => id === 'm2')).toHaveLength(1)
    expect(ids.slice(1).every((id) => Number(id!.slice(1)) > 4000)).toBe(true)
    expect(screen.getByLabelText('Part 1')).toBe(editor)
    const row = document.querySelector('li[data-item="m4999"]')!
    expect(row).toHaveAttribute('aria-posinset', '5000')
  })
})
