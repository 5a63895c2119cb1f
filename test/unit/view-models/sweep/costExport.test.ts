import { describe, expect, it } from 'vitest'
import type { CostRow } from '../../../../src/view-models/sweep/cost.ts'
import {
  costCsv,
  costMarkdown,
  type CostExportText,
} from '../../../../src/view-models/sweep/costExport.ts'

const row = (cell: number, over: Partial<CostRow> = {}): CostRow => ({
  cell,
  completed: 2,
  notTriggered: 0,
  failed: 0,
  modelCalls: 1,
  serverCalls: 0,
  sent: 20_000.4,
  received: 300,
  replacement: 4_000,
  userTextKept: 0.5,
  dollars: 0.028,
  seconds: 11.25,
  ...over,
})

const TEXT: CostExportText = {
  title: 'Costs',
  point: 'At point: items = 100',
  rates: '1.25 $ a million (assumptions)',
  formula: 'Cost = sent × price',
  columns: {
    cell: 'Cell',
    completed: 'Outcomes',
    modelCalls: 'Model',
    serverCalls: 'Server',
    sent: 'Sent',
    received: 'Received',
    replacement: 'Replacement',
    userTextKept: 'Kept',
    dollars: 'Cost',
    seconds: 'Time',
  },
  cells: Array.from({ length: 9 }, (_, i) => `cell ${i + 1}`),
  outcomes: (r) => `${r.completed} done`,
  noValue: 'no compaction',
}

describe('cost exports', () => {
  it('writes the rows in the order given, under the rates and the formula', () => {
    const rows = [
      row(4),
      row(0, { notTriggered: 2, completed: 0, userTextKept: null, replacement: null }),
    ]
    const md = costMarkdown(rows, TEXT)
    expect(md).toContain('1.25 $ a million (assumptions)')
    expect(md).toContain('Cost = sent × price')
    const body = md.split('\n').filter((line) => line.startsWith('| cell'))
    expect(body).toEqual([
      '| cell 5 | 2 done | 1.0 | 0.0 | 20000 | 300 | 4000 | 50.0% | 0.0280 | 11.3 |',
      '| cell 1 | 0 done | 1.0 | 0.0 | 20000 | 300 | no compaction | no compaction | 0.0280 | 11.3 |',
    ])
  })

  it('keeps the raw numbers in CSV, empty where there is nothing to measure', () => {
    const csv = costCsv([row(2, { userTextKept: null, replacement: null })], TEXT)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines[3]).toBe(
      'cell,completed,notTriggered,failed,modelCalls,serverCalls,sent,received,replacement,userTextKept,dollars,seconds',
    )
    expect(lines[4]).toBe('cell 3,2,0,0,1,0,20000.4,300,,,0.028,11.25')
  })
})
