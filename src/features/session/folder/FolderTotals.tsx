import {
  folderTotals,
  PHASES,
  RECORDED_IMPLEMENTATIONS,
  type SessionIndexEntry,
} from '../../../core/index.ts'
import { groupedNumber } from '../../../i18n/groupedNumber.ts'
import { useCountT } from '../../../i18n/useCountT.ts'
import { useT } from '../../../i18n/useT.ts'
import { useMemo } from 'react'

type Translate = ReturnType<typeof useT>

/** A duration in the largest two units that say it (seconds under a minute). */
function durationText(ms: number, t: Translate): string {
  const s = Math.round(ms / 1000)
  if (s < 60) return t('sessionFolder.duration.seconds', { s })
  const m = Math.floor(s / 60)
  if (m < 60) return t('sessionFolder.duration.minutes', { m, s: s % 60 })
  return t('sessionFolder.duration.hours', { h: groupedNumber(Math.floor(m / 60)), m: m % 60 })
}

const rounded = (n: number | undefined) => (n === undefined ? '?' : groupedNumber(Math.round(n)))

/** Compactions by timing (rows) and implementation (columns), with row and column sums. */
function CellTable({ totals }: { readonly totals: ReturnType<typeof folderTotals> }) {
  const t = useT()
  const column = (impl: (typeof RECORDED_IMPLEMENTATIONS)[number]) =>
    PHASES.reduce((sum, phase) => sum + totals.byCell[phase][impl], 0)
  return (
    <table className="sf-cells" data-testid="folder-cells">
      <caption>{t('sessionFolder.totals.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sessionFolder.totals.timing')}</th>
          {RECORDED_IMPLEMENTATIONS.map((impl) => (
            <th scope="col" key={impl}>
              {t(`session.labels.implementations.${impl}`)}
            </th>
          ))}
          <th scope="col">{t('sessionFolder.totals.total')}</th>
        </tr>
      </thead>
      <tbody>
        {PHASES.map((phase) => (
          <tr key={phase}>
            <th scope="row">{t(`grid.phases.${phase}`)}</th>
            {RECORDED_IMPLEMENTATIONS.map((impl) => (
              <td key={impl} data-cell={`${phase}.${impl}`}>
                {groupedNumber(totals.byCell[phase][impl])}
              </td>
            ))}
            <td>
              {groupedNumber(
                RECORDED_IMPLEMENTATIONS.reduce((sum, impl) => sum + totals.byCell[phase][impl], 0),
              )}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t('sessionFolder.totals.total')}</th>
          {RECORDED_IMPLEMENTATIONS.map((impl) => (
            <td key={impl}>{groupedNumber(column(impl))}</td>
          ))}
          <td>{groupedNumber(totals.compactions)}</td>
        </tr>
      </tbody>
    </table>
  )
}

/** Totals across the folder's sessions. */
export function FolderTotals({ entries }: { readonly entries: readonly SessionIndexEntry[] }) {
  const t = useT()
  const p = useCountT()
  const totals = useMemo(() => folderTotals(entries), [entries])
  const { tokensBefore: before, tokensAfter: after, between } = totals
  return (
    <section className="sf-totals" aria-labelledby="sf-totals-title" data-testid="folder-totals">
      <h4 id="sf-totals-title">{t('sessionFolder.totals.heading')}</h4>
      <p>
        {t('sessionFolder.totals.counts', {
          sessions: p('sessionFolder.units.sessions', totals.sessions),
          turns: p('sessionFolder.units.turns', totals.turns),
          requests: p('sessionFolder.units.requests', totals.requests),
          compactions: p('sessionFolder.units.compactions', totals.compactions),
        })}
      </p>
      <CellTable totals={totals} />
      {totals.compactions > 0 && (
        <p className="sf-muted">
          {t('sessionFolder.totals.inferred', {
            compactions: p('sessionFolder.units.compactions', totals.inferred),
          })}
        </p>
      )}
      <p>
        {before.count + after.count === 0
          ? t('sessionFolder.totals.noTokens')
          : t('sessionFolder.totals.tokens', {
              before: rounded(before.mean),
              beforeCount: p('sessionFolder.units.compactions', before.count),
              after: rounded(after.mean),
              afterCount: p('sessionFolder.units.compactions', after.count),
            })}
      </p>
      <p>
        {between.mean === undefined || between.median === undefined
          ? t('sessionFolder.totals.noBetween')
          : t('sessionFolder.totals.between', {
              median: durationText(between.median, t),
              mean: durationText(between.mean, t),
              gaps: p('sessionFolder.units.gaps', between.count),
            })}
      </p>
    </section>
  )
}
