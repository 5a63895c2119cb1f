import type { Cell } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import { leftUnchanged, type CompareColumn } from '../../view-models/compare/compareModel.ts'
import { exportHeader, markdownTable } from '../../view-models/export/markdown.ts'
import type { ExportMeta } from '../../view-models/export/meta.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { runOutcomeOf } from '../../view-models/cellRun.ts'
import { runOutcomeText } from '../grid/outcomeText.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

export type CompareRowId =
  | 'path'
  | 'kept'
  | 'cut'
  | 'truncated'
  | 'injected'
  | 'summary'
  | 'tokens'
  | 'userMessages'
  | 'userText'
  | 'calls'
  | 'onFailure'
  | 'reinjection'
  | 'tradeoff'

export const COMPARE_ROWS: readonly CompareRowId[] = [
  'path',
  'kept',
  'cut',
  'truncated',
  'injected',
  'summary',
  'tokens',
  'userMessages',
  'userText',
  'calls',
  'onFailure',
  'reinjection',
  'tradeoff',
]

export function cellName(cell: Cell, t: Translate): string {
  return t('grid.cells.name', {
    phase: t(`grid.phases.${cell.phase}`),
    implementation: t(`grid.implementations.${cell.implementation}`),
  })
}

/**
 * A share in percent to one decimal, never rounded up to 100 (a cut of a few characters in a long
 * history still shows) or down to 0 (nor does a few kept).
 */
export function percentOf(share: number): string {
  const percent = Math.round(share * 1000) / 10
  if (percent === 100 && share < 1) return '99.9'
  if (percent === 0 && share > 0) return '0.1'
  return percent.toFixed(1)
}

/** The outcome of the cell's run when every call fails, with its refusal's reason if a hook stopped it. */
export function failureOutcomeText(column: CompareColumn, t: Translate): string {
  return runOutcomeText(runOutcomeOf(column.onFailure.outcome), column.onFailure.refusal, t)
}

/** One cell of the difference table as text (the table and the Markdown export share it). */
export function compareValue(row: CompareRowId, column: CompareColumn, t: Translate): string {
  switch (row) {
    case 'path':
      return t('compare.values.pathOutcome', {
        path: column.path === null ? t('grid.paths.none') : t(`grid.paths.${column.path}`),
        outcome: runOutcomeText(column.runOutcome, column.run.refusal, t),
      })
    case 'kept':
      // a failed compaction kept nothing by a rule: the history is simply as it was
      return leftUnchanged(column)
        ? t('compare.values.keptUnchanged', { n: column.unchanged })
        : String(column.kept)
    case 'cut':
    case 'truncated':
    case 'injected':
    case 'summary':
      return String(column[row])
    case 'tokens':
      return t('compare.values.tokens', {
        before: groupedNumber(column.tokensBefore),
        after: groupedNumber(column.tokensAfter),
      })
    case 'userMessages':
      return t('compare.values.userMessages', {
        kept: column.userMessagesRetained,
        total: column.userMessagesBefore,
      })
    case 'userText':
      return column.userTextKept === null
        ? t('compare.values.userTextNone')
        : t('compare.values.userText', { share: percentOf(column.userTextKept) })
    case 'calls':
      return t('compare.values.calls', { model: column.modelCalls, server: column.serverCalls })
    case 'onFailure': {
      const outcome = failureOutcomeText(column, t)
      return column.onFailure.historyUnchanged
        ? t('compare.values.failureUnchanged', { outcome })
        : t('compare.values.failureChanged', { outcome, after: column.onFailure.versionAfter })
    }
    case 'reinjection':
      if (column.nextTurnInjects.length === 0) return t('compare.values.reinjectionNone')
      // pre-turn runs inside a regular turn, which records the context before it samples; a
      // manual compaction is a turn of its own, so the next regular turn does
      return t(
        column.cell.phase === 'pre_turn'
          ? 'compare.values.sameTurnItems'
          : 'compare.values.nextTurnItems',
        { n: column.nextTurnInjects.length, types: column.nextTurnInjects.join(', ') },
      )
    case 'tradeoff':
      // the grid's own one-line hints, so the tradeoff reads the same on both screens
      return `${t(`grid.implementationHints.${column.cell.implementation}`)} ${t(
        `grid.phaseHints.${column.cell.phase}`,
      )}`
  }
}

/**
 * The comparison as a GitHub-flavoured Markdown table, for pasting into a document, under the
 * header every compare export carries (scenario, source, Codex commit, faults, caveats); its
 * title names the cells compared.
 */
export function compareMarkdown(
  columns: readonly CompareColumn[],
  t: Translate,
  meta: ExportMeta,
): string {
  const names = columns.map((column) => cellName(column.cell, t))
  return [
    exportHeader({ ...meta, title: t('compare.markdown.heading', { cells: names.join(' · ') }) }),
    markdownTable([
      [t('compare.table.question'), ...names],
      ...COMPARE_ROWS.map((row) => [
        t(`compare.rows.${row}`),
        ...columns.map((column) => compareValue(row, column, t)),
      ]),
    ]),
    '',
  ].join('\n')
}
