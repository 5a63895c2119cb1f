import { ALL_CELLS } from '../../core/index.ts'
import type { FolderCellTotal, FolderCompaction } from './folderSweep.ts'
import { csvRows } from '../export/csv.ts'
import { markdownText as mdCell } from '../export/markdown.ts'

/**
 * The folder sweep as documents: the totals per cell (the recorded cell counted), then each
 * recorded compaction with what Codex recorded beside what the core predicts in that cell.
 */

export interface FolderExportText {
  readonly title: string
  readonly cells: readonly string[]
  readonly totalsTitle: string
  readonly compactionsTitle: string
  readonly columns: {
    readonly cell: string
    readonly recorded: string
    readonly outcomes: string
    readonly kept: string
    readonly cut: string
    readonly injected: string
    readonly modelCalls: string
    readonly serverCalls: string
    readonly tokensAfter: string
    readonly file: string
    readonly line: string
    readonly recordedResult: string
    readonly predicted: string
  }
  /** "c compacted · n not triggered · f failed". */
  readonly outcomes: (total: FolderCellTotal) => string
  /** a result as "kept k · cut c · injected i · t tokens". */
  readonly result: (kept: number, cut: number, injected: number, tokens: number | null) => string
}

const row = (cells: readonly string[]) => `| ${cells.map(mdCell).join(' | ')} |`

/** The mean tokens after over completed runs, rounded (null: none completed). */
export function meanTokensAfter(total: FolderCellTotal): number | null {
  return total.completed === 0 ? null : Math.round(total.tokensAfter / total.completed)
}

export function folderMarkdown(
  rows: readonly FolderCompaction[],
  totals: readonly FolderCellTotal[],
  text: FolderExportText,
): string {
  const c = text.columns
  const lines = [`## ${mdCell(text.title)}`, '', `### ${mdCell(text.totalsTitle)}`, '']
  const head = [c.cell, c.recorded, c.outcomes, c.kept, c.cut, c.injected, c.modelCalls]
  lines.push(row([...head, c.serverCalls, c.tokensAfter]), `|${' --- |'.repeat(head.length + 2)}`)
  totals.forEach((total, i) =>
    lines.push(
      row([
        text.cells[i]!,
        String(total.recorded),
        text.outcomes(total),
        String(total.kept),
        String(total.cut),
        String(total.injected),
        String(total.modelCalls),
        String(total.serverCalls),
        String(meanTokensAfter(total) ?? '—'),
      ]),
    ),
  )
  lines.push('', `### ${mdCell(text.compactionsTitle)}`, '')
  lines.push(row([c.file, c.line, c.cell, c.recordedResult, c.predicted]), `|${' --- |'.repeat(5)}`)
  for (const r of rows) {
    const p = r.cells[r.recordedCell]!
    const { recorded } = r
    lines.push(
      row([
        r.path,
        String(r.line),
        text.cells[r.recordedCell] ?? '',
        text.result(recorded.kept, recorded.cut, recorded.injected, recorded.tokensAfter),
        text.result(p.kept, p.cut, p.injected, p.tokensAfter),
      ]),
    )
  }
  return `${lines.join('\n')}\n`
}

/** One CSV row per recorded compaction and cell, the recorded cell flagged, Codex's result beside. */
export function folderCsv(rows: readonly FolderCompaction[], text: FolderExportText): string {
  const out: (string | number)[][] = [[text.title]]
  out.push([
    'file',
    'line',
    'phase',
    'implementation',
    'cell',
    'recordedCell',
    'outcome',
    'kept',
    'cut',
    'injected',
    'modelCalls',
    'serverCalls',
    'tokensAfter',
    'sent',
    'received',
    'recordedKept',
    'recordedCut',
    'recordedInjected',
    'recordedTokensAfter',
  ])
  for (const r of rows)
    r.cells.forEach((cell, i) => {
      const { phase, implementation } = ALL_CELLS[i]!
      const { recorded } = r
      out.push([
        r.path,
        r.line,
        phase,
        implementation,
        text.cells[i]!,
        i === r.recordedCell ? 1 : 0,
        cell.outcome,
        cell.kept,
        cell.cut,
        cell.injected,
        cell.modelCalls,
        cell.serverCalls,
        cell.tokensAfter ?? '',
        cell.sent,
        cell.received,
        recorded.kept,
        recorded.cut,
        recorded.injected,
        recorded.tokensAfter,
      ])
    })
  return csvRows(out)
}
