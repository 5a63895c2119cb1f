/**
 * A failed cell says the same thing on the grid's badge, the lane's header and the legend, in
 * every language: its history is "unchanged", with the one model's count, and nothing is "kept".
 */
import { act, render, screen, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { LOCALES, loadSections, translate } from '../../../src/i18n/index.ts'
import { cellRunOf } from '../../../src/view-models/cellRun.ts'
import { coreResult, gridCell, resetPage, store } from './setup.tsx'

const MID_REMOTE = { phase: 'mid_turn', implementation: 'remote' } as const

beforeAll(async () => {
  for (const locale of LOCALES) await loadSections(locale, ['common', 'grid', 'rules', 'faults'])
})

describe('a failed cell, in every language', () => {
  it.each(LOCALES)('%s: the badge, the lane header and the legend say "unchanged"', (locale) => {
    resetPage()
    const scenario = store().scenario
    act(() => {
      store().setLocale(locale)
      store().editScenario(() => ({ ...scenario, faults: { remote: 'timeout' } }))
      store().selectCell(MID_REMOTE)
    })
    const result = coreResult(MID_REMOTE)
    const run = cellRunOf(result)
    expect(run.outcome).toBe('failed-unchanged')
    act(() => store().seek(result.trace.length))
    expect(store().step).toBe(result.trace.length)
    render(<GridScreen />, { wrapper: StoreLocale })
    const t = (key: Parameters<typeof translate>[1], vars?: Record<string, number>) =>
      translate(locale, key, vars)
    // the grid's badge: the count of unchanged items, no "kept" count
    const cell = gridCell(MID_REMOTE)
    expect(
      within(cell).getByText(t('grid.cells.unchangedShort', { n: run.counts.unchanged })),
    ).toBeInTheDocument()
    expect(within(cell).getByText(t('grid.runOutcomes.failed-unchanged'))).toBeInTheDocument()
    expect(cell.querySelector('[data-count="kept"]')).toBeNull()
    // the lane's header at the last step: the same count, the same word
    const counter = document.querySelector<HTMLElement>("[data-counter='unchanged']")!
    expect(counter.dataset.value).toBe(String(run.counts.unchanged))
    expect(counter.previousElementSibling).toHaveTextContent(t('grid.counters.unchanged'))
    expect(document.querySelector("[data-counter='kept']")).toBeNull()
    // the legend names the word and "not triggered"
    const legend = screen.getByRole('region', { name: t('grid.legend.title') })
    expect(within(legend).getByText(t('grid.status.unchanged'))).toBeInTheDocument()
    expect(within(legend).getByText(t('grid.legend.notTriggered'))).toBeInTheDocument()
  })
})
