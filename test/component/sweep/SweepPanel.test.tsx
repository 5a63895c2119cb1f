import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { MetricCharts, SweepPanel } from '../../../src/features/sweep/SweepPanel.tsx'
import { encodeSweep } from '../../../src/view-models/sweep/sweepLink.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'
import { DEFAULT_SWEEP } from '../../../src/view-models/sweep/settings.ts'
import { runSweep } from '../../../src/view-models/sweep/sweepRun.ts'
import { stubSweepWorker } from '../../helpers/sweepWorker.ts'

const field = (name: string) =>
  document.querySelector<HTMLInputElement>(`[data-sweep-field="${name}"]`)!
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const problems = () =>
  [...document.querySelectorAll('[data-problem]')].map((li) => li.getAttribute('data-problem'))
const runButton = () => document.querySelector<HTMLButtonElement>('[data-sweep-action="run"]')!

describe('SweepPanel', () => {
  afterEach(() => history.replaceState(null, '', '/'))

  it('refuses a zero or negative window and 10,000 histories before anything runs', () => {
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    expect(problems()).toEqual([])
    expect(runButton().disabled).toBe(false)
    type('window', '0')
    expect(problems()).toEqual(['window'])
    type('window', '-5')
    expect(problems()).toEqual(['window'])
    expect(runButton().disabled).toBe(true)
    // a refused value stays as typed
    expect(field('window').value).toBe('-5')
    type('window', '200000')
    type('histories', '1000')
    expect(problems()).toEqual(['tooManyHistories'])
    expect(screen.getByRole('alert').textContent).toContain('10,000 histories')
    type('histories', '100')
    type('to', '5000')
    expect(problems()).toEqual(['tooLong'])
  })

  it('takes its settings from a sweep link', () => {
    const settings = {
      ...DEFAULT_SWEEP,
      axis: 'faultRate' as const,
      from: 0,
      to: 100,
      histories: 3,
    }
    history.replaceState(null, '', `/?sweep=${encodeURIComponent(encodeSweep(settings))}`)
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    expect(field('axis').value).toBe('faultRate')
    expect(field('histories').value).toBe('3')
    expect(field('to').value).toBe('100')
  })

  it('refuses a sweep link the form could not have written, naming its field', () => {
    useVisualizerStore.setState({ notices: [] })
    const huge = encodeSweep(DEFAULT_SWEEP).replace(/^(s\d+~\w+~\d+~\d+~)\d+/, '$11000000000')
    history.replaceState(null, '', `/?sweep=${encodeURIComponent(huge)}`)
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    const notices = useVisualizerStore.getState().notices
    expect(notices.map((n) => n.code)).toEqual(['linkValueMalformed'])
    expect(String(notices[0]!.vars?.field)).toMatch(/^sweep · \w+$/)
    // the form keeps the defaults, not the refused value
    expect(field('points').value).toBe(String(DEFAULT_SWEEP.points))
  })

  it('varies a second input: its range, its bound, and no fixed field for it', () => {
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    expect(field('from2')).toBeNull()
    fireEvent.change(field('axis2'), { target: { value: 'window' } })
    expect(field('from2').value).toBe('20000')
    expect(field('window')).toBeNull()
    type('points2', '6')
    // ten lengths × six windows × 20 histories is past the bound
    expect(problems()).toEqual(['tooManyHistories'])
    expect(screen.getByRole('alert').textContent).toContain('1,200 histories')
    type('points2', '9')
    expect(problems()).toContain('points2')
    // the first input cannot also be the second
    expect(
      [...field('axis2').querySelectorAll('option')].map((o) => o.getAttribute('value')),
    ).not.toContain('length')
  })

  it('draws small multiples, one chart per value of the second input', () => {
    const settings = {
      ...DEFAULT_SWEEP,
      from: 20,
      to: 60,
      points: 2,
      histories: 1,
      axis2: 'v2' as const,
    }
    const points = runSweep(settings)
    render(
      <StoreLocale>
        <MetricCharts settings={settings} metric="tokensAfter" points={points} />
      </StoreLocale>,
    )
    const figures = [...document.querySelectorAll('figure[data-sweep-chart]')]
    expect(figures.map((f) => f.getAttribute('data-sweep-group'))).toEqual([
      'Remote compaction v2 flag = off',
      'Remote compaction v2 flag = on',
    ])
    // each small chart has a line per cell through its own two points
    const lines = figures[1]!.querySelectorAll('[data-cell-line]')
    expect(lines).toHaveLength(9)
    expect(lines[6]!.querySelectorAll('circle')).toHaveLength(2)
    // a cell that never compacted has no point to draw (not one at 100 %)
    expect(lines[0]!.querySelectorAll('circle')).toHaveLength(0)
    const svg = figures[1]!.querySelector('svg')!
    fireEvent.keyDown(svg, { key: 'ArrowRight' })
    const hover = figures[1]!.querySelector('[data-sweep-hover]')!
    expect(hover.textContent).toContain('Remote compaction v2 flag = on')
    // a manual compaction always runs: its tokens after are the mean of what it left
    const on = points.find((p) => p.value2 === 1)!.cells
    const manual = on[6]!.tokensAfter!
    const values = hover.querySelectorAll('[data-sweep-value]')
    expect(values[6]!.textContent).toBe(
      Number.isInteger(manual) ? String(manual) : manual.toFixed(1),
    )
    // 20–60 items stay far below the limit: pre-turn never compacts, and says so, not a number
    expect(on[0]!.tokensAfter).toBeNull()
    expect(values[0]!.textContent).toBe('no compaction')
    expect(hover.querySelectorAll('[data-sweep-outcomes]')[0]!.textContent).toContain(
      '1 history: 0 compacted, 1 not triggered, 0 failed',
    )
  })

  it('hides and shows a cell’s line in every chart from the legend', async () => {
    const settings = { ...DEFAULT_SWEEP, from: 20, to: 60, points: 2, histories: 1 }
    stubSweepWorker()
    history.replaceState(null, '', `/?sweep=${encodeURIComponent(encodeSweep(settings))}`)
    render(
      <StoreLocale>
        <SweepPanel />
      </StoreLocale>,
    )
    await waitFor(() => expect(document.querySelector('[data-legend-cell="4"]')).not.toBeNull())
    const lines = (cell: number) => [...document.querySelectorAll(`[data-cell-line="${cell}"]`)]
    expect(lines(4)).toHaveLength(7)
    const toggle = document.querySelector<HTMLButtonElement>('[data-legend-cell="4"]')!
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    // hidden in all seven charts, the other cells untouched
    expect(lines(4).every((line) => line.getAttribute('visibility') === 'hidden')).toBe(true)
    expect(lines(3).some((line) => line.hasAttribute('visibility'))).toBe(false)
    // its value stays in the hover box, marked
    const svg = document.querySelector('figure[data-sweep-chart="modelCalls"] svg')!
    fireEvent.keyDown(svg, { key: 'ArrowRight' })
    const rows = document.querySelectorAll('[data-sweep-hover] li')
    expect(rows).toHaveLength(9)
    expect(rows[4]).toHaveAttribute('data-hidden', 'true')
    fireEvent.click(toggle)
    expect(lines(4).some((line) => line.hasAttribute('visibility'))).toBe(false)
  })
})
