import { useMemo, useState, type MouseEvent } from 'react'
import type { SessionSummary } from '../../core/index.ts'
import { useCountT } from '../../i18n/useCountT.ts'
import { useT } from '../../i18n/useT.ts'
import { CHART, chartModel, nearestPoint, type ChartModel } from './chartModel.ts'
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
            {t('sessionTokens.chart.window', { tokens: fmt(contextWindow) })}
          </text>
        </g>
      )}
      {model.limitY !== undefined && contextWindow !== undefined && (
        <g className="stk-limit" data-testid="chart-limit">
          <line
            x1={CHART.left}
            x2={CHART.width - CHART.right}
            y1={model.limitY}
            y2={model.limitY}
          />
          <text x={CHART.left + 6} y={model.limitY - 4}>
            {t('sessionTokens.chart.limit', { tokens: fmt(Math.floor((contextWindow * 9) / 10)) })}
          </text>
        </g>
      )}
      <XAxis model={model} />
    </>
  )
}

/** The x axis: lines of the file, and the axes' names. */
function XAxis({ model }: { readonly model: ChartModel }) {
  const t = useT()
  const bottom = CHART.height - CHART.bottom
  return (
    <g className="stk-xaxis" data-testid="chart-x-axis">
      <line x1={CHART.left} x2={CHART.width - CHART.right} y1={bottom} y2={bottom} />
      {model.xTicks.map((tick) => (
        <g key={tick.line}>
          <line x1={tick.x} x2={tick.x} y1={bottom} y2={bottom + 4} />
          <text x={tick.x} y={bottom + 15} textAnchor="middle">
            {fmt(tick.line)}
          </text>
        </g>
      ))}
      <text
        x={(CHART.left + CHART.width - CHART.right) / 2}
        y={CHART.height - 4}
        textAnchor="middle"
      >
        {t('sessionTokens.chart.xAxis')}
      </text>
      <text x={4} y={CHART.top - 4}>
        {t('sessionTokens.chart.yAxis')}
      </text>
    </g>
  )
}

/** Every compaction's label above its mark ("C1", "C2"…), while they do not crowd. */
function MarkLabels({ model }: { readonly model: ChartModel }) {
  const t = useT()
  if (model.marks.length > 40) return null
  return (
    <g className="stk-mark-labels">
      {model.marks.map((mark) => (
        <text key={mark.compaction.index} x={mark.x + 3} y={CHART.top + 10}>
          {t('sessionTokens.chart.markLabel', { n: mark.compaction.index + 1 })}
        </text>
      ))}
    </g>
  )
}

type Point = ChartModel['points'][number]

/** The keyboard walks the requests: arrows one, Page keys a tenth, Home/End the ends; Enter opens. */
function keyedPoint(
  points: readonly Point[],
  current: Point | undefined,
  key: string,
): Point | 'select' | undefined {
  if (key === 'Enter' || key === ' ') return 'select'
  const at = current ? points.indexOf(current) : -1
  const page = Math.max(1, Math.round(points.length / 10))
  const moves: Record<string, number> = {
    ArrowRight: at + 1,
    ArrowLeft: at < 0 ? points.length - 1 : at - 1,
    PageDown: at + page,
    PageUp: at - page,
    Home: 0,
    End: points.length - 1,
  }
  const to = moves[key]
  if (to === undefined) return undefined
  return points[Math.min(points.length - 1, Math.max(0, to))]
}

/** The hovered request: a dot, a guide line and its values. */
function HoverPoint({ point }: { readonly point: Point }) {
  const t = useT()
  const left = point.x > CHART.width * 0.6
  return (
    <g className="stk-hover" data-testid="chart-hover" data-line={point.request.line}>
      <line x1={point.x} x2={point.x} y1={CHART.top} y2={CHART.height - CHART.bottom} />
      <circle cx={point.x} cy={point.y} r={4} />
      <text
        x={point.x + (left ? -8 : 8)}
        y={Math.max(CHART.top + 24, point.y - 8)}
        textAnchor={left ? 'end' : 'start'}
      >
        {t('sessionTokens.chart.hover', {
          line: fmt(point.request.line),
          n: point.request.turn + 1,
          tokens: fmt(point.request.tokens),
        })}
      </text>
    </g>
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
  onSelectLine,
}: {
  readonly summary: SessionSummary
  /** every flagged count of the file (the summary carries only the first ones). */
  readonly flaggedCount: number
  readonly selected: number | undefined
  /** a click on the chart shows the history at the nearest request's line. */
  readonly onSelectLine?: (line: number) => void
}) {
  const t = useT()
  const model = useMemo(
    () => chartModel(summary.requests, summary.compactions, summary.contextWindow, summary.lines),
    [summary],
  )
  const [hover, setHover] = useState<Point | undefined>()
  const pointAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    const x = box.width > 0 ? ((event.clientX - box.left) / box.width) * CHART.width : 0
    return nearestPoint(model.points, x)
  }
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
        tabIndex={model.points.length > 0 ? 0 : undefined}
        onKeyDown={(event) => {
          const next = keyedPoint(model.points, hover, event.key)
          if (next === 'select') {
            if (hover) onSelectLine?.(hover.request.line)
          } else if (next) setHover(next)
          else return
          event.preventDefault()
        }}
        onBlur={() => setHover(undefined)}
        onMouseMove={(event) => setHover(pointAt(event))}
        onMouseLeave={() => setHover(undefined)}
        onClick={(event) => {
          const point = pointAt(event)
          if (point) onSelectLine?.(point.request.line)
        }}
      >
        <ChartScale model={model} contextWindow={summary.contextWindow} />
        <path className="ses-line" d={model.path} />
        {/* every compaction in one path: a long session has hundreds; the list below is the way in */}
        <path
          className="ses-marks"
          d={model.marksPath}
          data-compaction-marks={model.marks.length}
        />
        <MarkLabels model={model} />
        {selectedMark && <SelectedMark mark={selectedMark} />}
        {hover && <HoverPoint point={hover} />}
      </svg>
      <p className="ses-muted stk-hint">{t('sessionTokens.chart.hoverHint')}</p>
      {model.flagged.length > 0 && <FlaggedList model={model} count={flaggedCount} />}
    </figure>
  )
}
