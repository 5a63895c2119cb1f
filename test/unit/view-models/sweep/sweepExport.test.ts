import { csvCell } from '../../../../src/view-models/export/csv.ts'
import { describe, expect, it } from 'vitest'
import {
  sweepCsv,
  sweepMarkdown,
  type SweepExportText,
} from '../../../../src/view-models/sweep/sweepExport.ts'
import type { SweepPoint } from '../../../../src/view-models/sweep/sweepRun.ts'

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
  metrics: { userTextKept: 'Kept', tokensAfter: 'Tokens', calls: 'Calls', failures: 'Failures' },
}
const META = {
  scenario: 'a | b',
  source: 'generated',
  commit: 'abc123',
  faults: '=HYPERLINK("x")',
  settings: 'window 1 to 2',
  caveats: ['simulated summary', 'line\nbreak'],
}
const POINTS: SweepPoint[] = [1000, 2000].map((value, index) => ({
  index,
  value,
  faulted: 0,
  cells: Array.from({ length: 9 }, (_, c) => ({
    userTextKept: c / 8,
    tokensAfter: value + c + 0.25,
    calls: c,
    failures: index,
  })),
}))

describe('sweep exports', () => {
  it('heads the Markdown with the scenario, source, commit, faults and caveats, cells escaped', () => {
    const md = sweepMarkdown(POINTS, META, TEXT)
    expect(md).toContain('- **Scenario:** a \\| b')
    expect(md).toContain('- **Commit:** abc123')
    expect(md).toContain('  - line break')
    expect(md).toContain('| 2000 | 0.0% | 12.5% |')
    expect(md).toContain('| 1000 | 1000.3 | 1001.3 |')
    expect(md.match(/^## /gm)).toHaveLength(4)
  })

  it('writes one CSV row per point and cell, quoted, formulas defused', () => {
    const csv = sweepCsv(POINTS, META, TEXT)
    const rows = csv.trimEnd().split('\r\n')
    expect(rows).toContain('Commit,abc123')
    expect(rows).toContain(`Faults,"'=HYPERLINK(""x"")"`)
    expect(rows).toContain('Caveats,"line\nbreak"'.split('\r\n')[0])
    const data = rows.filter((row) => /^\d+,\d+,/.test(row))
    expect(data).toHaveLength(18)
    expect(data[9]).toBe('2,2000,pre_turn,remote,cell 1,0,2000.25,0,1')
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell(-1)).toBe('-1')
  })

  it('carries both inputs when the sweep varies two', () => {
    const two = { ...TEXT, axis2: 'Fault rate' }
    const points = POINTS.map((p, i) => ({ ...p, value: 1000, value2: i * 50 }))
    const md = sweepMarkdown(points, META, two)
    expect(md).toContain('| Window | Fault rate | cell 1 |')
    expect(md).toContain(`|${' --- |'.repeat(11)}`)
    expect(md).toContain('| 1000 | 50 | 0.0% |')
    const rows = sweepCsv(points, META, two).trimEnd().split('\r\n')
    expect(rows).toContain(
      'point,value,value2,phase,implementation,cell,userTextKept,tokensAfter,calls,failures',
    )
    expect(rows).toContain('2,1000,50,pre_turn,remote,cell 1,0,2000.25,0,1')
  })
})
