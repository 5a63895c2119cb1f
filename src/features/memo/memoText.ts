import type { ScenarioFile } from '../../core/index.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import type { TranslationKey } from '../../i18n/index.ts'
import type { Translate } from '../../i18n/useT.ts'
import {
  settingFacts,
  type MatrixRow,
  type SettingFact,
} from '../../view-models/compare/matrixModel.ts'
import type { MatrixColumnId } from '../../view-models/compare/matrixLink.ts'
import type { Memo, MemoSection, MemoTable } from '../../view-models/export/memo.ts'
import { COST_COLUMNS, costRows, type CostRates } from '../../view-models/sweep/cost.ts'
import { costValue } from '../../view-models/sweep/costExport.ts'
import { meanTokensAfter } from '../../view-models/sweep/folderExport.ts'
import { folderTotals, type FolderCompaction } from '../../view-models/sweep/folderSweep.ts'
import { formatWithSpread } from '../../view-models/sweep/sweepExport.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import { SWEEP_METRICS, type SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import { ratesLine } from '../compare/costRates.tsx'
import { matrixMeta, matrixValue } from '../compare/matrixText.ts'
import type { ScenarioSource } from '../address/scenarioSource.ts'
import { costText } from '../sweep/CostTable.tsx'
import { folderText } from '../sweep/FolderSweep.tsx'
import { axisValueLabel, cellNames, sizesNote } from '../sweep/sweepMeta.ts'

/**
 * The memo in the reader's language: every sentence from the catalogs, every number written as
 * the matrix, the sweep and the folder view write it. The page draws this object and the
 * exports lay it out, so what is printed and what is downloaded cannot differ.
 */

export interface MemoInput {
  readonly scenario: ScenarioFile
  readonly source: ScenarioSource
  readonly rows: readonly MatrixRow[]
  /** null while a rate is refused: nothing is priced. */
  readonly rates: CostRates | null
  readonly sweep?: { readonly settings: SweepSettings; readonly points: readonly SweepPoint[] }
  readonly folder?: readonly FolderCompaction[]
}

/** The matrix's columns the memo carries: outcome, calls, tokens, user text, and the cost. */
const MEMO_MATRIX_COLUMNS: readonly MatrixColumnId[] = [
  'outcome',
  'calls',
  'tokens',
  'userText',
  'exchange',
  'estimate',
]

/** A setting's value in words: a fault's name, on or off, yes or no, a reply shape. */
function valueWords(fact: SettingFact, t: Translate): string {
  const { group, key, value } = fact
  if (group === 'faults' && key !== 'localRepeat')
    return t(`faultsPanel.values.${value}` as TranslationKey) || value
  if (value === 'true' || value === 'false') {
    const on = value === 'true'
    if (group === 'features') return t(on ? 'memo.settings.on' : 'memo.settings.off')
    return t(on ? 'memo.settings.yes' : 'memo.settings.no')
  }
  if (key === 'legacyReply' && (value === 'realistic' || value === 'echo'))
    return t(`memo.settings.replies.${value}`)
  if (key === 'remoteCompaction' && (value === 'v2' || value === 'unsupported'))
    return t(`memo.settings.support.${value}`)
  return value
}

/** One active setting as a sentence (`faults.remote=http_500` → "The remote … fails with …"). */
function settingSentence(fact: SettingFact, t: Translate): string {
  const key = `memo.settings.${fact.group}.${fact.key}` as TranslationKey
  const sentence = t(key, { value: valueWords(fact, t) })
  // a setting the memo has no sentence for still reads as words, never as its key
  return sentence === '' ? t('memo.settings.other', { value: fact.key }) : sentence
}

function settingSentences(scenario: ScenarioFile, t: Translate): string[] {
  const facts = settingFacts(scenario)
  if (facts.length === 0) return [t('memo.settingsNone')]
  return facts.map((fact) => settingSentence(fact, t))
}

function matrixSection(input: MemoInput, t: Translate): MemoSection {
  const ids = ['cell', ...MEMO_MATRIX_COLUMNS] as const
  const table: MemoTable = {
    caption: t('matrix.caption'),
    rows: [
      ids.map((id) => t(`matrix.columns.${id}`)),
      ...input.rows.map((row) => ids.map((id) => matrixValue(id, row, t, input.rates))),
    ],
  }
  return { id: 'matrix', title: t('memo.matrix.title'), notes: [], tables: [table] }
}

function sweepSection(sweep: NonNullable<MemoInput['sweep']>, input: MemoInput, t: Translate) {
  const { settings, points } = sweep
  const names = cellNames(t)
  const axis = t(`sweep.axes.${settings.axis}`)
  const inputs = (p: SweepPoint) =>
    settings.axis2 === 'none' || p.value2 === undefined
      ? [axisValueLabel(t, settings, p.value)]
      : [
          axisValueLabel(t, settings, p.value),
          axisValueLabel(t, settings, p.value2, settings.axis2),
        ]
  const heads = settings.axis2 === 'none' ? [axis] : [axis, t(`sweep.axes.${settings.axis2}`)]
  const noValue = t('sweep.meta.noValue')
  const tables: MemoTable[] = SWEEP_METRICS.map((metric) => ({
    caption: t(`sweep.metrics.${metric}`),
    rows: [
      [...heads, ...names],
      ...points.map((p) => [
        ...inputs(p),
        ...p.cells.map((cell) => formatWithSpread(metric, cell, noValue)),
      ]),
    ],
  }))
  const point = points[points.length - 1]
  if (point && input.rates) {
    const text = costText(t, settings, { rates: input.rates, point })
    tables.push({
      caption: `${t('memo.sweep.costs')} (${text.point})`,
      rows: [
        COST_COLUMNS.map((key) => text.columns[key]),
        ...costRows(point, input.rates).map((row) =>
          COST_COLUMNS.map((key) => costValue(row, key, text)),
        ),
      ],
    })
  }
  // the formula is in the assumptions already (the matrix's, the same words): once is enough
  const notes = [t('sweep.chart.readNote'), sizesNote(t), t('sweep.cost.means')]
  return { id: 'sweep', title: t('memo.sweep.title'), notes, tables }
}

function folderSection(rows: readonly FolderCompaction[], t: Translate): MemoSection {
  const text = folderText(t)
  const c = text.columns
  const totals = folderTotals(rows)
  const head = [c.cell, c.recorded, c.outcomes, c.kept, c.cut, c.injected, c.modelCalls]
  const table: MemoTable = {
    caption: text.totalsTitle,
    rows: [
      [...head, c.serverCalls, c.tokensAfter],
      ...totals.map((total, i) => {
        const mean = meanTokensAfter(total)
        return [
          text.cells[i]!,
          groupedNumber(total.recorded),
          text.outcomes(total),
          ...[total.kept, total.cut, total.injected, total.modelCalls, total.serverCalls].map(
            groupedNumber,
          ),
          mean === null ? t('sweep.meta.noValue') : groupedNumber(mean),
        ]
      }),
    ],
  }
  const done = t('sweep.folder.done', {
    files: new Set(rows.map((r) => r.path)).size,
    compactions: rows.length,
  })
  return { id: 'folder', title: t('memo.folder.title'), notes: [done], tables: [table] }
}

/** The whole memo: header, settings in words, assumptions, then the sections there is data for. */
export function buildMemo(input: MemoInput, t: Translate): Memo {
  const { scenario, source, rows, rates } = input
  const meta = matrixMeta({ scenario, source, rows, ...(rates ? { rates } : {}) }, t)
  const name = meta.fields[0]?.[1] ?? ''
  // faults and rates are said in words below, and the formula once, in the assumptions
  const dropped = new Set([
    t('matrix.export.faults'),
    t('matrix.export.rates'),
    t('matrix.export.formula'),
  ])
  const fields = meta.fields.filter(([label]) => !dropped.has(label))
  const assumptions = [
    ...(input.rates ? [ratesLine(t, input.rates)] : [t('matrix.cost.rateProblem')]),
    t('matrix.cost.formula'),
    t('memo.tokens'),
  ]
  const sections = [matrixSection(input, t)]
  if (input.sweep && input.sweep.points.length > 0)
    sections.push(sweepSection(input.sweep, input, t))
  if (input.folder && input.folder.length > 0) sections.push(folderSection(input.folder, t))
  return {
    meta: {
      ...meta,
      title: t('memo.title', { scenario: name }),
      fields: [...fields, [t('memo.language'), t('memo.languageName')]],
    },
    settingsTitle: t('memo.settingsTitle'),
    settings: settingSentences(input.scenario, t),
    assumptionsTitle: t('memo.assumptionsTitle'),
    assumptions,
    sections,
  }
}
