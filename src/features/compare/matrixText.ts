import { CODEX_COMMIT, type ScenarioFile } from '../../core/index.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import { csvDocument } from '../../view-models/export/csv.ts'
import { exportHeader, markdownTable } from '../../view-models/export/markdown.ts'
import type { ExportMeta } from '../../view-models/export/meta.ts'
import {
  MATRIX_COLUMN_IDS,
  type MatrixColumnId,
  type MatrixSortId,
} from '../../view-models/compare/matrixLink.ts'
import {
  activeSettings,
  LOSS_KINDS,
  matrixCaveats,
  rowEstimate,
  type MatrixRow,
} from '../../view-models/compare/matrixModel.ts'
import type { ScenarioSource } from '../address/scenarioSource.ts'
import { bundledScenarioOf } from '../history-editor/scenarioName.ts'
import { runOutcomeText } from '../grid/outcomeText.ts'
import { cellName, compareValue, failureOutcomeText } from './compareRows.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { DEFAULT_RATES, type CostRates } from '../../view-models/sweep/cost.ts'

type Translate = (key: TranslationKey, vars?: Readonly<Record<string, string | number>>) => string

/** A price to four places and a wait to one: what the table and every export write. */
const dollarsText = (dollars: number) => dollars.toFixed(4)
const secondsText = (seconds: number) => seconds.toFixed(1)

/** One matrix cell as text: the table, the Markdown and the CSV share it. */
export function matrixValue(
  id: MatrixColumnId | 'cell',
  row: MatrixRow,
  t: Translate,
  rates: CostRates | null = DEFAULT_RATES,
): string {
  const c = row.column
  const path = c.path === null ? t('grid.paths.none') : t(`grid.paths.${c.path}`)
  switch (id) {
    case 'cell':
      return cellName(c.cell, t)
    case 'outcome':
      // the one vocabulary: "failed: history unchanged", "not triggered", never "kept"
      return t('matrix.values.outcome', {
        path,
        outcome: runOutcomeText(c.runOutcome, c.run.refusal, t),
      })
    case 'calls': {
      const calls = t('matrix.values.calls', { model: c.modelCalls, server: c.serverCalls })
      return row.fallback ? `${calls} (${t('matrix.values.fallback')})` : calls
    }
    case 'tokens':
      return t('matrix.values.tokens', {
        before: groupedNumber(c.tokensBefore),
        after: groupedNumber(c.tokensAfter),
      })
    case 'exchange':
      return t('matrix.values.exchange', {
        sent: groupedNumber(row.tokens.sent),
        received: groupedNumber(row.tokens.received),
      })
    case 'estimate': {
      // a refused rate prices nothing (the rates form says which)
      if (rates === null) return '—'
      const { dollars, seconds } = rowEstimate(row, rates)
      return t('matrix.values.estimate', {
        dollars: dollarsText(dollars),
        seconds: secondsText(seconds),
      })
    }
    case 'users':
      return t('matrix.values.users', {
        kept: row.userKept,
        truncated: row.userTruncated,
        dropped: row.userDropped,
      })
    case 'userText':
      // the same value as side by side's row, written one way
      return compareValue('userText', c, t)
    case 'lost':
      return lostText(row, t)
    case 'onFailure': {
      const outcome = failureOutcomeText(c, t)
      return c.onFailure.historyUnchanged
        ? t('compare.values.failureUnchanged', { outcome })
        : t('compare.values.failureChanged', { outcome, after: c.onFailure.versionAfter })
    }
    case 'caveats':
      return row.caveats.length === 0
        ? t('matrix.values.caveatsNone')
        : row.caveats.map((caveat) => t(`matrix.caveats.short.${caveat}`)).join(', ')
  }
}

/** "user messages: 2, tool calls and outputs: 5" (only the kinds that lost something). */
function lostText(row: MatrixRow, t: Translate): string {
  const parts = LOSS_KINDS.filter((kind) => row.lost[kind].length > 0).map((kind) =>
    t('matrix.values.lostKind', { kind: t(`matrix.kinds.${kind}`), n: row.lost[kind].length }),
  )
  const lost = parts.length === 0 ? t('matrix.values.lostNone') : parts.join('; ')
  return row.refreshed.length === 0
    ? lost
    : `${lost} (${t('matrix.values.refreshed', { n: row.refreshed.length })})`
}

/** What a column sorts by: a number where the column has one, else its text. */
export function matrixSortValue(
  id: MatrixSortId,
  row: MatrixRow,
  index: number,
  rates: CostRates | null = DEFAULT_RATES,
): number {
  const c = row.column
  switch (id) {
    case 'cell':
      return index
    case 'outcome':
      return row.unchanged ? 2 : c.outcome === 'completed' ? 0 : 1
    case 'calls':
      return c.modelCalls + c.serverCalls
    case 'tokens':
      return c.tokensAfter
    case 'users':
      // what the user loses most: dropped first, then truncated
      return row.userDropped * 1e6 + row.userTruncated
    case 'userText':
      // no new history sorts below any share, never as 100 %
      return c.userTextKept ?? -1
    case 'exchange':
      return row.tokens.sent + row.tokens.received
    case 'estimate':
      return rates === null ? 0 : rowEstimate(row, rates).dollars
    case 'lost':
      return row.lostTotal
    case 'onFailure':
      return c.onFailure.historyUnchanged ? 0 : 1
    case 'caveats':
      return row.caveats.length
  }
}

export interface MatrixDocInput {
  readonly scenario: ScenarioFile
  readonly source: ScenarioSource
  readonly rows: readonly MatrixRow[]
  readonly columns?: readonly MatrixColumnId[]
  /** the reader's rates (the defaults when none is given); named in the header as assumptions. */
  readonly rates?: CostRates
}

// the names the session screen gives the scenarios it builds (`features/session/`); an edit keeps them
const SESSION_NAMES: readonly [RegExp, (m: RegExpMatchArray, t: Translate) => string][] = [
  [/^Codex session$/, (_m, t) => t('matrix.export.sessionNames.plain')],
  [
    /^Codex session at line (\d+)$/,
    (m, t) => t('matrix.export.sessionNames.atLine', { line: m[1]! }),
  ],
  [
    /^Codex session at line (\d+), window full$/,
    (m, t) => t('matrix.export.sessionNames.atLineFull', { line: m[1]! }),
  ],
  [
    /^Codex session, compaction (\d+) \(line (\d+)\)$/,
    (m, t) => t('matrix.export.sessionNames.compaction', { n: m[1]!, line: m[2]! }),
  ],
]

/**
 * The scenario's name in the reader's language, as the screens show it: the built-in history and
 * a bundled scenario by the catalog's name (as the history editor names them), a scenario the
 * session screen built by its words, any other by its own name.
 */
function scenarioNameText(input: Pick<MatrixDocInput, 'scenario' | 'source'>, t: Translate) {
  if (input.source === 'default') return t('presets.lesson-mixed-history.name')
  const bundled = bundledScenarioOf(input.scenario)
  if (bundled) return t(`presets.${bundled.id}.name`)
  const name = input.scenario.name
  if (name === undefined) return t('matrix.export.unnamed')
  for (const [pattern, words] of SESSION_NAMES) {
    const match = name.match(pattern)
    if (match) return words(match, t)
  }
  return name
}

/** The header every export carries: scenario, source, Codex commit, settings, caveats. */
export function matrixMeta(input: MatrixDocInput, t: Translate): ExportMeta {
  const settings = activeSettings(input.scenario)
  const name = scenarioNameText(input, t)
  return {
    title: t('matrix.export.heading', { scenario: name }),
    fields: [
      [t('matrix.export.scenario'), name],
      [t('matrix.export.source'), t(`address.sources.${input.source}`)],
      [t('matrix.export.commit'), CODEX_COMMIT],
      [
        t('matrix.export.faults'),
        settings.length === 0 ? t('matrix.settings.none') : settings.join(', '),
      ],
      [t('matrix.export.rates'), t('matrix.cost.ratesLine', { ...(input.rates ?? DEFAULT_RATES) })],
      [t('matrix.export.formula'), t('matrix.cost.formula')],
    ],
    caveats: [
      ...matrixCaveats(input.rows).map((caveat) => t(`matrix.caveats.${caveat}`)),
      t('matrix.cost.assumptions'),
    ],
    caveatsLabel: t('matrix.export.caveats'),
  }
}

function tableRows(input: MatrixDocInput, t: Translate): string[][] {
  const ids = ['cell', ...(input.columns ?? MATRIX_COLUMN_IDS)] as const
  return [
    ids.map((id) => t(`matrix.columns.${id}`)),
    ...input.rows.map((row) => ids.map((id) => matrixValue(id, row, t, input.rates))),
  ]
}

/** The matrix as Markdown: the header, then a GitHub-flavoured table. */
export function matrixMarkdown(input: MatrixDocInput, t: Translate): string {
  return `${exportHeader(matrixMeta(input, t))}\n${markdownTable(tableRows(input, t))}\n`
}

/** The matrix as CSV: the header rows, then the table, with numbers in columns of their own. */
export function matrixCsv(input: MatrixDocInput, t: Translate): string {
  const head = [
    t('matrix.columns.cell'),
    'phase',
    'implementation',
    'path',
    'outcome',
    // the refusal's kind (`refusalOf`), empty unless the run was refused
    'refusal',
    'history_unchanged',
    'model_calls',
    'server_calls',
    'tokens_before',
    'tokens_after',
    'user_kept',
    'user_truncated',
    'user_dropped',
    'user_text_kept',
    'tokens_sent',
    'tokens_received',
    'cost_dollars',
    'time_seconds',
    ...LOSS_KINDS.map((kind) => `lost_${kind}`),
    'context_injected_again',
    'caveats',
    'lost_ids',
  ]
  const rows = input.rows.map((row) => {
    const c = row.column
    const { dollars, seconds } = rowEstimate(row, input.rates ?? DEFAULT_RATES)
    return [
      cellName(c.cell, t),
      c.cell.phase,
      c.cell.implementation,
      c.path ?? '',
      c.runOutcome,
      c.run.refusal ?? '',
      row.unchanged ? 'yes' : 'no',
      c.modelCalls,
      c.serverCalls,
      c.tokensBefore,
      c.tokensAfter,
      row.userKept,
      row.userTruncated,
      row.userDropped,
      c.userTextKept ?? '',
      row.tokens.sent,
      row.tokens.received,
      dollars,
      seconds,
      ...LOSS_KINDS.map((kind) => row.lost[kind].length),
      row.refreshed.length,
      row.caveats.join(' '),
      LOSS_KINDS.flatMap((kind) => row.lost[kind].map((item) => item.id)).join(' '),
    ]
  })
  return csvDocument(matrixMeta(input, t), [head, ...rows])
}
