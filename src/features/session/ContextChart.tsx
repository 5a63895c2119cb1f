import { useMemo } from 'react'
import type { SessionSummary } from '../../core/index.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import { CHART, chartModel, type ChartModel } from './chartModel.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'

const fmt = (n: number | undefined) => (n === undefined ? '?' : groupedNumber(n))

type Mark = ChartModel['marks'][number]

/** The token scale's gridlines and the context window's line. */
function ChartScale({
  model,
  contextWindow,
}: {
  readonly model: ChartModel
  readonly contextWindow: number | undefined
}) {
  const t = useT()
  return (
    <>
      {model.ticks.map((tick) => (
        <g key={tick.value} className="ses-tick">
          <line x1={CHART.left} x2={CHART.width - CHART.right} y1={tick.y} y2={tick.y} />
          <text x={CHART.left - 6} y={tick.y + 4} textAnchor="end">
            {tick.value >= 1000 ? `${Math.round(tick.value / 1000)}k` : tick.value}
          </text>
        </g>
      ))}
      {model.windowY !== undefined && (
        <g className="ses-window">
          <line
            x1={CHART.left}
            x2={CHART.width - CHART.right}
            y1={model.windowY}
            y2={model.windowY}
          />
          <text x={CHART.width - CHART.right} y={model.windowY - 4} textAnchor="end">
            {t('session.chart.window', { tokens: fmt(contextWindow) })}
          </text>
        </g>
      )}
    </>
  )
}

/** The selected compaction's mark, across the whole chart, with its tokens before and after. */
function SelectedMark({ mark }: { readonly mark: Mark }) {
  const t = useT()
  return (
    <g className="ses-mark is-selected" data-compaction-mark={mark.compaction.index}>
      <title>
        {t('session.chart.compaction', {
          n: mark.compaction.index + 1,
          before: fmt(mark.compaction.tokensBefore),
          after: fmt(mark.compaction.tokensAfter),
        })}
      </title>
      <line x1={mark.x} x2={mark.x} y1={CHART.top} y2={CHART.height - CHART.bottom} />
    </g>
  )
}

/** Token counts that cannot be right, listed apart from the chart (the first fifty). */
function FlaggedList({ model, count }: { readonly model: ChartModel; readonly count: number }) {
  const t = useT()
  const tc = useCountT()
  return (
    <details className="ses-flagged" data-testid="flagged-tokens">
      <summary>{tc('session.chart.flagged', count)}</summary>
      <ul>
        {model.flagged.slice(0, 50).map((r) => (
          <li key={r.line}>
            {t('session.chart.flaggedItem', {
              line: r.line,
              value: fmt(r.tokens),
              reason: t(`session.anomalies.${r.anomaly!}`),
            })}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** Tokens per request against the window, compactions marked, impossible values listed apart. */
export function ContextChart({
  summary,
  flaggedCount,
  selected,
}: {
  readonly summary: SessionSummary
  /** every flagged count of the file (the summary carries only the first ones). */
  readonly flaggedCount: number
  readonly selected: number | undefined
}) {
  const t = useT()
  const model = useMemo(
    () => chartModel(summary.requests, summary.compactions, summary.contextWindow, summary.lines),
    [summary],
  )
  const selectedMark = selected === undefined ? undefined : model.marks[selected]
  if (summary.requests.length === 0) return <p className="ses-muted">{t('session.chart.none')}</p>
  return (
    <figure className="ses-chart">
      <figcaption>{t('session.chart.heading')}</figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={t('session.chart.label')}
        data-testid="context-chart"
      >
        <ChartScale model={model} contextWindow={summary.contextWindow} />
        <path className="ses-line" d={model.path} />
        {/* every compaction in one path: a long session has hundreds; the list below is the way in */}
        <path
          className="ses-marks"
          d={model.marksPath}
          data-compaction-marks={model.marks.length}
        />
        {selectedMark && <SelectedMark mark={selectedMark} />}
      </svg>
      {model.flagged.length > 0 && <FlaggedList model={model} count={flaggedCount} />}
    </figure>
  )
}
