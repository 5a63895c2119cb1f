import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { CHART, chartModel, nearestPoint } from '../../view-models/sweep/chartModel.ts'
import { formatWithSpread } from '../../view-models/sweep/sweepExport.ts'
import type { SweepMetric, SweepPoint } from '../../view-models/sweep/sweepRun.ts'

/** Nine colours, one per cell; the phase also sets the dash, so lines differ without colour. */
export const CELL_COLORS = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#17becf',
  '#d62728',
  '#8c564b',
  '#9467bd',
  '#e377c2',
  '#7f7f7f',
]
export const CELL_DASHES = ['', '', '', '6 3', '6 3', '6 3', '2 3', '2 3', '2 3']

export interface ChartProps {
  readonly metric: SweepMetric
  readonly points: readonly SweepPoint[]
  readonly values: readonly number[]
  readonly axisLabel: string
  /** the second input's value these points share (small multiples), or none. */
  readonly group?: string
  /** every point of the sweep so far, so small multiples share one y scale. */
  readonly scalePoints?: readonly SweepPoint[]
  readonly cellNames: readonly string[]
  /** how an axis value reads (a switch's off and on). */
  readonly valueLabel: (value: number) => string
  readonly onOpen: (point: number) => void
  /** cells whose line the reader hid from the legend (their values stay in the hover box). */
  readonly hiddenCells?: ReadonlySet<number>
}

const NO_CELLS: ReadonlySet<number> = new Set()

const tickText = (metric: SweepMetric, value: number) =>
  metric === 'userTextKept' ? `${Math.round(value * 100)}%` : groupedNumber(value)

function Axes({
  metric,
  model,
  axisLabel,
  valueLabel,
}: {
  readonly metric: SweepMetric
  readonly model: ReturnType<typeof chartModel>
  readonly axisLabel: string
  readonly valueLabel: (value: number) => string
}) {
  const { width, height, left, right, top, bottom } = CHART
  return (
    <g className="sw-axes" fontSize="11" fill="currentColor">
      <line
        x1={left}
        x2={width - right}
        y1={height - bottom}
        y2={height - bottom}
        stroke="currentColor"
      />
      <line x1={left} x2={left} y1={top} y2={height - bottom} stroke="currentColor" />
      {model.yTicks.map((tick) => (
        <g key={tick.value}>
          <line
            x1={left - 4}
            x2={width - right}
            y1={tick.at}
            y2={tick.at}
            stroke="currentColor"
            strokeOpacity="0.15"
          />
          <text x={left - 6} y={tick.at + 4} textAnchor="end">
            {tickText(metric, tick.value)}
          </text>
        </g>
      ))}
      {model.xTicks.map((tick) => (
        <text key={tick.value} x={tick.at} y={height - bottom + 16} textAnchor="middle">
          {valueLabel(tick.value)}
        </text>
      ))}
      <text x={(left + width - right) / 2} y={height - 6} textAnchor="middle">
        {axisLabel}
      </text>
    </g>
  )
}

type ChartPosition = { readonly x: number; readonly y: number }

/** A line's runs of points with a value: a point without one breaks the line there. */
function segmentsOf(line: readonly (ChartPosition | null)[]): ChartPosition[][] {
  const segments: ChartPosition[][] = [[]]
  for (const p of line) {
    if (p) segments[segments.length - 1]!.push(p)
    else if (segments[segments.length - 1]!.length > 0) segments.push([])
  }
  return segments.filter((segment) => segment.length > 0)
}

function Lines({
  model,
  hidden,
}: {
  readonly model: ReturnType<typeof chartModel>
  readonly hidden: ReadonlySet<number>
}) {
  return (
    <g className="sw-lines">
      {model.lines.map((line, c) => (
        // an attribute, not a style: the exports copy the chart and show every line again
        <g key={c} data-cell-line={c} visibility={hidden.has(c) ? 'hidden' : undefined}>
          {model.spreads[c]!.map((s, i) => (
            <line
              key={`q${i}`}
              data-spread
              x1={s.x}
              x2={s.x}
              y1={s.y1}
              y2={s.y3}
              stroke={CELL_COLORS[c]}
              strokeOpacity="0.45"
              strokeWidth="3"
            />
          ))}
          {segmentsOf(line).map((segment, i) => (
            <polyline
              key={i}
              points={segment.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')}
              fill="none"
              stroke={CELL_COLORS[c]}
              strokeWidth="1.8"
              strokeDasharray={CELL_DASHES[c] || undefined}
            />
          ))}
          {line.map((p, i) =>
            p ? <circle key={i} cx={p.x} cy={p.y} r="2.5" fill={CELL_COLORS[c]} /> : null,
          )}
        </g>
      ))}
    </g>
  )
}

/** The values at the hovered point, one line per cell (as text, beside the chart). */
function HoverBox(props: ChartProps & { readonly index: number }) {
  const t = useT()
  const point = props.points[props.index]!
  return (
    <div className="sw-hover" role="status" data-sweep-hover={props.index}>
      <strong>
        {t('sweep.chart.hover', { axis: props.axisLabel, value: props.valueLabel(point.value) })}
        {props.group !== undefined && `, ${props.group}`}
      </strong>
      <ul>
        {point.cells.map((cell, c) => (
          <li key={c} data-hidden={props.hiddenCells?.has(c) || undefined}>
            <span className="sw-swatch" style={{ background: CELL_COLORS[c] }} aria-hidden="true" />
            {props.cellNames[c]}:{' '}
            <span data-sweep-value>
              {formatWithSpread(props.metric, cell, t('sweep.meta.noValue'))}
            </span>{' '}
            <span className="sw-outcomes" data-sweep-outcomes>
              (
              {t('sweep.chart.outcomes', {
                completed: cell.completed,
                notTriggered: cell.notTriggered,
                failed: cell.failed,
                n: point.histories,
              })}
              )
            </span>
          </li>
        ))}
      </ul>
      <span className="sw-hover-open">{t('sweep.chart.open')}</span>
    </div>
  )
}

/**
 * One metric over the sweep's range, a line per cell, with axes. Hovering (or the arrow keys)
 * shows every cell's value at the nearest point; a click (or Enter) opens that point's history.
 */
export function SweepChart(props: ChartProps) {
  const t = useT()
  const [hover, setHover] = useState<number | undefined>(undefined)
  const model = chartModel(props.metric, props.points, props.values, props.scalePoints)
  const label = t('sweep.chart.label', {
    metric: t(`sweep.metrics.${props.metric}`),
    axis: props.axisLabel,
  })
  const title = props.group === undefined ? label : `${label} (${props.group})`
  const pointAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return nearestPoint(model.xs, ((event.clientX - box.left) / box.width) * CHART.width)
  }
  const onKey = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = props.points.length - 1
    if (last < 0) return
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const step = event.key === 'ArrowRight' ? 1 : -1
      setHover((h) => Math.min(last, Math.max(0, (h ?? (step > 0 ? -1 : last + 1)) + step)))
    } else if (event.key === 'Enter' && hover !== undefined) props.onOpen(hover)
  }
  const current = hover !== undefined && hover < props.points.length ? hover : undefined
  return (
    <figure className="sw-chart" data-sweep-chart={props.metric} data-sweep-group={props.group}>
      <figcaption>
        {t(`sweep.metrics.${props.metric}`)}
        {props.group !== undefined && <span className="sw-group"> · {props.group}</span>}
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={title}
        tabIndex={0}
        onPointerMove={(event) => setHover(pointAt(event))}
        onPointerLeave={() => setHover(undefined)}
        onClick={(event) => {
          const index = pointAt(event as unknown as PointerEvent<SVGSVGElement>)
          if (index !== undefined) props.onOpen(index)
        }}
        onKeyDown={onKey}
        onBlur={() => setHover(undefined)}
      >
        <title>{title}</title>
        <Axes
          metric={props.metric}
          model={model}
          axisLabel={props.axisLabel}
          valueLabel={props.valueLabel}
        />
        <Lines model={model} hidden={props.hiddenCells ?? NO_CELLS} />
        {current !== undefined && (
          <line
            className="sw-guide"
            x1={model.xs[current]}
            x2={model.xs[current]}
            y1={CHART.top}
            y2={CHART.height - CHART.bottom}
            stroke="currentColor"
            strokeOpacity="0.5"
          />
        )}
      </svg>
      {current !== undefined && <HoverBox {...props} index={current} />}
    </figure>
  )
}
