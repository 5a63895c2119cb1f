/**
 * The folder sweep's Markdown: the totals per cell as the table shows them (the mean tokens after
 * over completed runs only), and a hostile title shown as text.
 */
import { describe, expect, it } from 'vitest'
import {
  folderMarkdown,
  type FolderExportText,
} from '../../../../src/view-models/sweep/folderExport.ts'
import type { FolderCellTotal } from '../../../../src/view-models/sweep/folderSweep.ts'

const column = (name: string) => name
const TEXT: FolderExportText = {
  title: '<img src=x onerror=alert(1)>',
  cells: Array.from({ length: 9 }, (_, i) => `cell ${i}`),
  totalsTitle: 'Totals',
  compactionsTitle: 'Compactions',
  columns: {
    cell: column('Cell'),
    recorded: column('Recorded'),
    outcomes: column('Outcomes'),
    kept: column('Kept'),
    cut: column('Cut'),
    injected: column('Injected'),
    modelCalls: column('Model calls'),
    serverCalls: column('Server calls'),
    tokensAfter: column('Tokens after'),
    file: column('File'),
    line: column('Line'),
    recordedResult: column('Recorded result'),
    predicted: column('Predicted'),
  },
  outcomes: (total) => `${total.completed} compacted · ${total.failed} failed`,
  result: (kept, cut, injected, tokens) => `${kept}/${cut}/${injected}/${tokens ?? '—'}`,
}

const total = (completed: number, tokensAfter: number): FolderCellTotal => ({
  completed,
  failed: 1,
  notTriggered: 0,
  kept: 7,
  cut: 3,
  injected: 2,
  modelCalls: 4,
  serverCalls: 5,
  tokensAfter,
  sent: 0,
  received: 0,
  recorded: 1,
})

describe('folderMarkdown', () => {
  const totals = Array.from({ length: 9 }, (_, i) => total(i === 0 ? 0 : 2, 1001 * i))
  const markdown = folderMarkdown([], totals, TEXT)

  it('writes one totals row per cell, the mean tokens after over completed runs', () => {
    const rows = markdown.split('\n').filter((line) => line.startsWith('| cell '))
    expect(rows).toHaveLength(9)
    expect(rows[0]).toBe('| cell 0 | 1 | 0 compacted · 1 failed | 7 | 3 | 2 | 4 | 5 | — |')
    expect(rows[3]!.endsWith('| 1502 |')).toBe(true)
  })

  it('shows a hostile title as text', () => {
    expect(markdown).not.toContain('<img')
    expect(markdown.split('\n')[0]).toContain('&lt;img')
  })
})
