import { describe, expect, it } from 'vitest'
import { csvCell } from '../../../../src/view-models/export/csv.ts'
import {
  sweepCsv,
  sweepMarkdown,
  type SweepExportText,
} from '../../../../src/view-models/sweep/sweepExport.ts'
import type { SweepPoint } from '../../../../src/view-models/sweep/sweepRun.ts'
import { cellAt } from '../../../helpers/sweepCells.ts'

const TEXT: SweepExportText = {
  title: 'Sweep',
  labels: {
    scenario: 'Scenario',
    source: 'Source',
    commit: 'Commit',
    faults: 'Faults',
    settings: 'Settings',
    caveats: 'Caveats',
  },
  axis: 'Window',
  cells: Array.from({ length: 9 }, (_, i) => `cell ${i + 1}`),
  metrics: {
    userTextKept: 'Kept',
    tokensAfter: 'Tokens',
    modelCalls: 'Model calls',
    serverCalls: 'Server calls',
    completed: 'Compacted',
    notTriggered: 'Not triggered',
    failed: 'Failed',
  },
  noValue: 'no compaction',
  legend: 'Means and quartiles',
}
const META = {
  scenario: 'a | b',
  source: 'generated',
  commit: 'abc123',
  faults: '=HYPERLINK("x")',
  settings: 'window 1 to 2',
  caveats: ['simulated summary', 'line\nbreak'],
}
// point 2 of cell 1 never compacts: its kept share must read "no compaction", never 100 %
const POINTS: SweepPoint[] = [1000, 2000].map((value, index) => ({
  index,
  value,
  histories: 1,
  faulted: 0,
  cells: Array.from({ length: 9 }, (_, c) =>
    index === 1 && c === 0
      ? cellAt({ completed: 0, notTriggered: 1 })
      : cellAt({ userTextKept: c / 8, tokensAfter: value + c + 0.25, modelCalls: c }),
  ),
}))

describe('sweep exports', () => {
  it('heads the Markdown with the scenario, source, commit, faults and caveats, cells escaped', () => {
    const md = sweepMarkdown(POINTS, META, TEXT)
    expect(md).toContain('- **Scenario:** a \\| b')
    expect(md).toContain('- **Commit:** abc123')
    expect(md).toContain('  - line break')
    expect(md).toContain('| 2000 | no compaction | 12.5% |')
    expect(md).toContain('| 1000 | 1000.3 | 1001.3 |')
    expect(md.match(/^## /gm)).toHaveLength(7)
  })

  it('writes one CSV row per point and cell, quoted, formulas defused', () => {
    const csv = sweepCsv(POINTS, META, TEXT)
    const rows = csv.trimEnd().split('\r\n')
    expect(rows).toContain('Commit,abc123')
    expect(rows).toContain(`Faults,"'=HYPERLINK(""x"")"`)
    expect(rows).toContain('Caveats,"line\nbreak"'.split('\r\n')[0])
    const data = rows.filter((row) => /^\d+,\d+,/.test(row))
    expect(data).toHaveLength(18)
    expect(data[0]).toBe(
      '1,1000,1,pre_turn,remote,cell 1,0,1000.25,0,0,1,0,0,0,0,0,1000.25,1000.25,1000.25,0,0,0,0,0,0',
    )
    // not triggered: no kept share, no tokens after, counted as such
    expect(data[9]).toBe('2,2000,1,pre_turn,remote,cell 1,,,0,0,0,1,0,,,,,,,0,0,0,0,0,0')
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell(-1)).toBe('-1')
  })

  it('writes the cells in the order the page shows them', () => {
    const order = [8, 0, 4, 1, 2, 3, 5, 6, 7]
    const md = sweepMarkdown(POINTS, META, TEXT, order)
    expect(md).toContain('| Window | cell 9 | cell 1 | cell 5 |')
    expect(md).toContain('| 2000 | 100.0% | no compaction | 50.0% |')
    const data = sweepCsv(POINTS, META, TEXT, order)
      .split('\r\n')
      .filter((row) => /^\d+,\d+,/.test(row))
    expect(data.slice(0, 3).map((row) => row.split(',')[5])).toEqual(['cell 9', 'cell 1', 'cell 5'])
  })

  it('carries both inputs when the sweep varies two', () => {
    const two = { ...TEXT, axis2: 'Fault rate' }
    const points = POINTS.map((p, i) => ({ ...p, value: 1000, value2: i * 50 }))
    const md = sweepMarkdown(points, META, two)
    expect(md).toContain('| Window | Fault rate | cell 1 |')
    expect(md).toContain(`|${' --- |'.repeat(11)}`)
    expect(md).toContain('| 1000 | 50 | no compaction |')
    const rows = sweepCsv(points, META, two).trimEnd().split('\r\n')
    expect(rows.find((row) => row.startsWith('point,'))).toMatch(
      /^point,value,value2,histories,phase,implementation,cell,userTextKept,tokensAfter,modelCalls,serverCalls,completed,notTriggered,failed,userTextKept_q1,userTextKept_median,userTextKept_q3,/,
    )
    expect(rows).toContain('2,1000,50,1,pre_turn,remote,cell 1,,,0,0,0,1,0,,,,,,,0,0,0,0,0,0')
  })
})
