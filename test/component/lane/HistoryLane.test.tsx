import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { HistoryLane } from '../../../src/features/lane/HistoryLane.tsx'
import { Legend } from '../../../src/features/grid/Legend.tsx'
import { coreResult, counter, renderGrid, resetPage, store } from '../grid/setup.tsx'

function card(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-item-id='${id}'] button`)
  if (!el) throw new Error(`no lane card ${id}`)
  return el
}

const tip = () => document.querySelector<HTMLElement>('.floating-tip')

describe('HistoryLane: why each item has its fate', () => {
  beforeEach(() => resetPage())

  it('describes a card with the rule and reason that decided it (aria-describedby)', () => {
    renderGrid(<HistoryLane />)
    const { trace } = coreResult(store().cell)
    act(() => store().seek(trace.find((step) => step.rule === 'should_keep')!.seq))
    expect(card('perm')).toHaveAccessibleDescription(
      'cut by Keep filter (should_keep) · A developer message: stale or duplicate instructions are dropped. Rule source: compact_remote.rs:370–397',
    )
    expect(card('reply1')).toHaveAccessibleDescription(
      /^cut by v2 retention pre-filter · Not a user/,
    )
    expect(card('ask1')).toHaveAccessibleDescription(/^kept by Keep filter \(should_keep\)/)
  })

  it('shows the decision and the full text on hover and on focus, and hides it on Escape', async () => {
    const { user } = renderGrid(<HistoryLane />)
    act(() => store().seek(selectLast()))
    await user.hover(card('compaction'))
    // the open tip is a chunk of its own, loaded on the first hover or focus
    await waitFor(() => expect(tip()).toHaveTextContent('summary by v2 compaction output'))
    expect(tip()).toHaveTextContent('server-checkpoint')
    await user.unhover(card('compaction'))
    expect(tip()).toBeNull()
    act(() => card('ic-2').focus())
    await waitFor(() => expect(tip()).toHaveTextContent('injected by Insert initial context'))
    expect(tip()).toHaveTextContent('<environment_context>')
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(tip()).toBeNull()
  })

  it('expands a card to its full text on click', async () => {
    const { user } = renderGrid(<HistoryLane />)
    const env = card('env')
    expect(env).toHaveAttribute('aria-expanded', 'false')
    await user.click(env)
    expect(env).toHaveAttribute('aria-expanded', 'true')
    const item = env.closest('li')!
    // the card's own full text (the parts view, once its lazy chunk is in, shows the text too)
    expect(item.querySelector('.lane-card-full-text')).toHaveTextContent(
      /<current_date>2026-02-25<\/current_date>/,
    )
    await user.click(env)
    expect(env).toHaveAttribute('aria-expanded', 'false')
  })

  it('never uses color alone: every status has an icon and a word', () => {
    renderGrid(
      <>
        <Legend />
        <HistoryLane />
      </>,
    )
    const legend = screen.getByRole('region', { name: 'Legend' })
    for (const word of ['kept', 'cut', 'injected', 'summary', 'truncated', 'pending'])
      expect(
        within(legend).getByText(word).closest('.status-tag')!.querySelector('svg'),
      ).not.toBeNull()
    act(() => store().seek(selectLast()))
    expect(card('compaction')).toHaveTextContent('summary')
    expect(card('ic-1')).toHaveTextContent('injected')
  })

  it('shows the lesson counters for the replayed step', () => {
    renderGrid(<HistoryLane />)
    // a description list: "cut" is described by its number
    const pairs = () =>
      [...document.querySelectorAll('.counters .counter')].map(
        (el) => `${el.querySelector('dt')!.textContent}=${el.querySelector('dd')!.textContent}`,
      )
    expect(pairs()).toEqual(['cut=0', 'kept=0', 'injected=0', 'version=0 → 0'])
    act(() => store().seek(selectLast()))
    expect(pairs()).toEqual(['cut=13', 'kept=2', 'injected=2', 'version=0 → 1'])
    expect(counter('version')).toBe('1')
  })
})

function selectLast(): number {
  return coreResult(store().cell).trace.length
}
