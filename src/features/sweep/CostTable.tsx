import { useState } from 'react'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import type { Translate } from '../../i18n/useT.ts'
import { useT } from '../../i18n/useT.ts'
import {
  COST_COLUMNS,
  costRows,
  DEFAULT_SORT,
  sortRows,
  type CostRow,
  type CostSort,
  type CostSortKey,
} from '../../view-models/sweep/cost.ts'
import { costValue, type CostExportText } from '../../view-models/sweep/costExport.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import { RatesForm, ratesLine, useCostRates } from '../compare/costRates.tsx'
import { axisValueLabel, cellNames } from './sweepMeta.ts'

/** What the cost table's reader chose: the rates as typed, the sort, and the point. */
export function useCostChoices(points: readonly SweepPoint[]) {
  // the rates are the matrix's and the memo's too: one set, edited anywhere
  const { typed: rates, problems } = useCostRates()
  const [sort, setSort] = useState<CostSort>(DEFAULT_SORT)
  const [picked, setPicked] = useState<number | undefined>(undefined)
  // the last point until the reader picks one: it is where every cell compacts by default
  const index = Math.min(picked ?? points.length - 1, points.length - 1)
  const point = points[index]
  const rows = point && problems.length === 0 ? sortRows(costRows(point, rates), sort) : []
  return { sort, setSort, index, setPicked, rates, problems, point, rows }
}

export type CostChoices = ReturnType<typeof useCostChoices>

/** A point's name: the inputs' values there. */
function pointLabel(t: Translate, settings: SweepSettings, point: SweepPoint): string {
  const first = `${t(`sweep.axes.${settings.axis}`)} = ${axisValueLabel(t, settings, point.value)}`
  if (settings.axis2 === 'none' || point.value2 === undefined) return first
  const second = axisValueLabel(t, settings, point.value2, settings.axis2)
  return `${first}, ${t(`sweep.axes.${settings.axis2}`)} = ${second}`
}

/** The words the cost table and its exports share. */
export function costText(
  t: Translate,
  settings: SweepSettings,
  choices: Pick<CostChoices, 'rates' | 'point'>,
): CostExportText {
  const { rates, point } = choices
  return {
    title: t('sweep.cost.title'),
    point: point ? `${t('sweep.cost.point')}: ${pointLabel(t, settings, point)}` : '',
    rates: ratesLine(t, rates),
    formula: t('sweep.cost.formula'),
    columns: Object.fromEntries(
      COST_COLUMNS.map((key) => [key, t(`sweep.cost.columns.${key}`)]),
    ) as Record<CostSortKey, string>,
    cells: cellNames(t),
    outcomes: (row: CostRow) =>
      t('sweep.cost.outcomeCell', {
        completed: row.completed,
        notTriggered: row.notTriggered,
        failed: row.failed,
      }),
    noValue: t('sweep.meta.noValue'),
  }
}

/** A figure as the table shows it: counts grouped, money to four places. */
function shown(row: CostRow, key: CostSortKey, text: CostExportText): string {
  if (key === 'sent' || key === 'received') return groupedNumber(Math.round(row[key]))
  if (key === 'replacement' && row.replacement !== null)
    return groupedNumber(Math.round(row.replacement))
  return costValue(row, key, text)
}

function SortHeader({ column, choices }: { column: CostSortKey; choices: CostChoices }) {
  const t = useT()
  const active = choices.sort.key === column
  const name = t(`sweep.cost.columns.${column}`)
  return (
    <th
      scope="col"
      aria-sort={active ? (choices.sort.descending ? 'descending' : 'ascending') : undefined}
    >
      <button
        type="button"
        data-cost-sort={column}
        title={t('sweep.cost.sortBy', { column: name })}
        onClick={() =>
          choices.setSort({ key: column, descending: active ? !choices.sort.descending : false })
        }
      >
        {name}
        {active && <span aria-hidden="true">{choices.sort.descending ? ' ▼' : ' ▲'}</span>}
      </button>
    </th>
  )
}

/**
 * What each cell costs at one point: the tokens it sent and received, the replacement history,
 * and a price and time from the reader's rates, with the formula written out beside them.
 */
export function CostTable({
  settings,
  points,
  choices,
}: {
  readonly settings: SweepSettings
  readonly points: readonly SweepPoint[]
  readonly choices: CostChoices
}) {
  const t = useT()
  const text = costText(t, settings, choices)
  return (
    <section className="sw-costs" data-sweep-costs aria-labelledby="sweep-cost-title">
      <h4 id="sweep-cost-title">{t('sweep.cost.title')}</h4>
      <p className="sw-hint">{t('sweep.cost.assumptions')}</p>
      <RatesForm />
      <p className="sw-hint" data-cost-formula>
        {t('sweep.cost.formula')}
      </p>
      <label className="sw-field">
        <span>{t('sweep.cost.point')}</span>
        <select
          value={choices.index}
          data-cost-point
          onChange={(event) => choices.setPicked(Number(event.target.value))}
        >
          {points.map((point, i) => (
            <option key={i} value={i}>
              {pointLabel(t, settings, point)}
            </option>
          ))}
        </select>
      </label>
      <p className="sw-hint">{t('sweep.cost.sortHint')}</p>
      <div className="sw-table-wrap">
        <table className="sw-cost-table">
          <thead>
            <tr>
              {COST_COLUMNS.map((column) => (
                <SortHeader key={column} column={column} choices={choices} />
              ))}
            </tr>
          </thead>
          <tbody>
            {choices.rows.map((row) => (
              <tr key={row.cell} data-cost-row={row.cell}>
                {COST_COLUMNS.map((column) => (
                  <td key={column} data-cost-column={column}>
                    {shown(row, column, text)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}
