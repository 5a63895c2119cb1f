import type { Ref } from 'react'
import { useT } from '../../i18n/useT.ts'
import type { ExportMeta } from '../../view-models/export/meta.ts'
import { xmlChars } from '../../view-models/export/xml.ts'
import type { MatrixRow } from '../../view-models/compare/matrixModel.ts'
import { cellName } from './compareRows.ts'

const BAR_H = 10
const ROW_H = 30
const LABEL_W = 190
const PLOT_W = 360
const LINE_H = 15

/**
 * Tokens before and after per cell, as horizontal bars, with the export's header written into
 * the picture itself (scenario, source, commit, settings, caveats): an SVG or PNG pasted into a
 * document keeps what it shows. Drawn with plain text nodes, never markup from the scenario.
 */
export function MatrixChart({
  rows,
  meta,
  svgRef,
}: {
  readonly rows: readonly MatrixRow[]
  readonly meta: ExportMeta
  readonly svgRef?: Ref<SVGSVGElement>
}) {
  const t = useT()
  const max = Math.max(1, ...rows.map((r) => Math.max(r.column.tokensBefore, r.column.tokensAfter)))
  const headLines = [
    meta.title,
    ...meta.fields.map(([label, value]) => `${label}: ${value}`),
    ...meta.caveats.map((caveat) => `${meta.caveatsLabel}: ${caveat}`),
  ]
  const top = headLines.length * LINE_H + 30
  const width = LABEL_W + PLOT_W + 90
  const height = top + rows.length * ROW_H + 10
  const x = (tokens: number) => (tokens / max) * PLOT_W
  return (
    <svg
      ref={svgRef}
      className="mx-chart"
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={t('matrix.chart.label')}
      data-testid="matrix-chart"
      fontFamily="'Noto Sans', 'Noto Sans CJK KR', 'Noto Sans CJK SC', sans-serif"
    >
      <rect width={width} height={height} fill="#ffffff" />
      {headLines.map((line, i) => (
        <text key={i} x={8} y={16 + i * LINE_H} fontSize={i === 0 ? 13 : 10} fill="#1a1a1a">
          {line}
        </text>
      ))}
      <g transform={`translate(0 ${top - 12})`} fontSize={10}>
        <rect x={LABEL_W} width={10} height={8} fill="#8a94a6" />
        <text x={LABEL_W + 14} y={8}>
          {t('matrix.chart.before')}
        </text>
        <rect x={LABEL_W + 80} width={10} height={8} fill="#2f6fdb" />
        <text x={LABEL_W + 94} y={8}>
          {t('matrix.chart.after')}
        </text>
      </g>
      {rows.map((row, i) => {
        const y = top + i * ROW_H
        const c = row.column
        return (
          <g key={i} data-chart-cell={`${c.cell.phase}.${c.cell.implementation}`}>
            <text x={8} y={y + 14} fontSize={11} fill="#1a1a1a">
              {cellName(c.cell, t)}
            </text>
            <rect x={LABEL_W} y={y + 2} width={x(c.tokensBefore)} height={BAR_H} fill="#8a94a6" />
            <rect x={LABEL_W} y={y + 14} width={x(c.tokensAfter)} height={BAR_H} fill="#2f6fdb" />
            <text x={LABEL_W + x(c.tokensBefore) + 4} y={y + 11} fontSize={9}>
              {c.tokensBefore}
            </text>
            <text x={LABEL_W + x(c.tokensAfter) + 4} y={y + 23} fontSize={9}>
              {c.tokensAfter}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The chart as a standalone SVG document (what XML forbids in user text made U+FFFD). */
export function svgText(svg: SVGSVGElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xmlChars(new XMLSerializer().serializeToString(svg))}\n`
}
