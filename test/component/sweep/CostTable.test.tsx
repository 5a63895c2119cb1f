import { fireEvent, render, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { StoreLocale } from '../../../src/app/StoreLocale.tsx'
import { SweepPanel } from '../../../src/features/sweep/SweepPanel.tsx'
import { costRows, DEFAULT_RATES } from '../../../src/view-models/sweep/cost.ts'
import { DEFAULT_SWEEP, type SweepSettings } from '../../../src/view-models/sweep/settings.ts'
import { encodeSweep } from '../../../src/view-models/sweep/sweepLink.ts'
import { runSweep } from '../../../src/view-models/sweep/sweepRun.ts'
import { stubSweepWorker } from '../../helpers/sweepWorker.ts'

// downloads are caught where the page hands them to the browser (the object URL and the link's
// click), not by mocking the module: component files share one module graph per worker
const saved: { name: string; blob: Blob }[] = []
beforeEach(() => {
  let pending: Blob | undefined
  const createObjectURL = (blob: Blob) => {
    pending = blob
    return 'blob:cost-table'
  }
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true })
  Object.defineProperty(URL, 'revokeObjectURL', { value: () => undefined, configurable: true })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (pending) saved.push({ name: this.download, blob: pending })
    pending = undefined
  })
})

// a small window, so every cell compacts at the second point and the costs differ
const SETTINGS: SweepSettings = {
  ...DEFAULT_SWEEP,
  from: 20,
  to: 120,
  points: 2,
  histories: 2,
  window: 20_000,
  autoLimit: 18_000,
}
const POINTS = runSweep(SETTINGS)

/** The sweep panel opened on a link to SETTINGS, once its sweep has run (the exports shown). */
async function renderCharts() {
  stubSweepWorker()
  history.replaceState(null, '', `/?sweep=${encodeURIComponent(encodeSweep(SETTINGS))}`)
  render(
    <StoreLocale>
      <SweepPanel />
    </StoreLocale>,
  )
  await waitFor(() =>
    expect(document.querySelector('[data-sweep-export="markdown"]')).not.toBeNull(),
  )
}

const rowOrder = () =>
  [...document.querySelectorAll('[data-cost-row]')].map((row) =>
    Number(row.getAttribute('data-cost-row')),
  )
const cellText = (cell: number, column: string) =>
  document.querySelector(`[data-cost-row="${cell}"] [data-cost-column="${column}"]`)!.textContent

async function markdown(): Promise<string> {
  saved.length = 0
  fireEvent.click(document.querySelector('[data-sweep-export="markdown"]')!)
  return saved[0]!.blob.text()
}

describe('the cost table', () => {
  it('prices each cell at the last point from the core’s tokens and the default rates', async () => {
    await renderCharts()
    expect(rowOrder()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    const rows = costRows(POINTS[1]!, DEFAULT_RATES)
    const local = rows[1]!
    expect(local.sent).toBeGreaterThan(18_000)
    expect(cellText(1, 'dollars')).toBe(local.dollars.toFixed(4))
    expect(cellText(1, 'sent')).toBe(Math.round(local.sent).toLocaleString('en-US'))
    // the empty window sends nothing and costs nothing
    expect(cellText(2, 'dollars')).toBe('0.0000')
    expect(document.querySelector('[data-cost-formula]')!.textContent).toContain(
      'Cost = tokens sent',
    )
  })

  it('sorts by a column, and the exports follow the order shown', async () => {
    await renderCharts()
    fireEvent.click(document.querySelector('[data-cost-sort="dollars"]')!)
    fireEvent.click(document.querySelector('[data-cost-sort="dollars"]')!)
    const shown = rowOrder()
    const dollars = costRows(POINTS[1]!, DEFAULT_RATES).map((row) => row.dollars)
    const sorted = shown.map((cell) => dollars[cell]!)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
    expect(shown).not.toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8])
    const md = await markdown()
    const header = md.split('\n').find((line) => line.startsWith('| Items per history |'))!
    const names = [...document.querySelectorAll('[data-cost-row] [data-cost-column="cell"]')].map(
      (td) => td.textContent,
    )
    expect(header).toBe(`| Items per history | ${names.join(' | ')} |`)
    expect(md).toContain('## What it costs')
    expect(md).toContain('(assumptions)')
  })

  it('re-prices at once when a rate changes, and refuses a rate it cannot use', async () => {
    await renderCharts()
    const before = cellText(1, 'dollars')
    fireEvent.change(document.querySelector('[data-cost-rate="inputPerMillion"]')!, {
      target: { value: '2.5' },
    })
    const rows = costRows(POINTS[1]!, { ...DEFAULT_RATES, inputPerMillion: 2.5 })
    expect(cellText(1, 'dollars')).toBe(rows[1]!.dollars.toFixed(4))
    expect(cellText(1, 'dollars')).not.toBe(before)
    fireEvent.change(document.querySelector('[data-cost-rate="outputTokensPerSecond"]')!, {
      target: { value: '0' },
    })
    expect(document.querySelector('[data-cost-problem]')).not.toBeNull()
    expect(rowOrder()).toEqual([])
  })
})
