import type { SweepExportMeta, SweepExportText } from '../../view-models/sweep/sweepExport.ts'
import { CHART } from '../../view-models/sweep/chartModel.ts'
import { xmlChars } from '../../view-models/export/xml.ts'
import { CELL_COLORS, CELL_DASHES } from './SweepChart.tsx'

const SVG_NS = 'http://www.w3.org/2000/svg'
const LINE = 16

function svgElement(name: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG_NS, name)
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value))
  return element
}

/** A line of text (set as text, never parsed as markup). */
function textLine(content: string, x: number, y: number, size = 12): SVGElement {
  const text = svgElement('text', { x, y, 'font-size': size, fill: '#111' })
  text.textContent = content
  return text
}

function legend(names: readonly string[], y: number): SVGElement {
  const group = svgElement('g', { 'data-legend': '' })
  names.forEach((name, c) => {
    const x = 12 + (c % 3) * 280
    const row = y + Math.floor(c / 3) * LINE
    const dash = CELL_DASHES[c]
    group.append(
      svgElement('line', {
        x1: x,
        x2: x + 24,
        y1: row - 4,
        y2: row - 4,
        stroke: CELL_COLORS[c]!,
        'stroke-width': 2,
        ...(dash ? { 'stroke-dasharray': dash } : {}),
      }),
      textLine(name, x + 30, row, 11),
    )
  })
  return group
}

/**
 * The charts on screen as one SVG document: the header (scenario, source, commit, faults,
 * settings, caveats), the legend, then each chart with its title, two to a row.
 */
export function chartsSvg(
  charts: readonly SVGSVGElement[],
  titles: readonly string[],
  meta: SweepExportMeta,
  text: SweepExportText,
): string {
  const { labels } = text
  const header = [
    text.title,
    `${labels.scenario}: ${meta.scenario}`,
    `${labels.source}: ${meta.source}`,
    `${labels.commit}: ${meta.commit}`,
    `${labels.faults}: ${meta.faults}`,
    `${labels.settings}: ${meta.settings}`,
    ...meta.caveats.map((caveat) => `${labels.caveats}: ${caveat}`),
  ]
  const legendTop = 12 + header.length * LINE + 8
  const chartsTop = legendTop + 3 * LINE + 8
  const rows = Math.ceil(charts.length / 2)
  const width = CHART.width * 2 + 24
  const height = chartsTop + rows * (CHART.height + 24)
  const root = svgElement('svg', {
    xmlns: SVG_NS,
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
  })
  root.append(svgElement('rect', { width, height, fill: '#fff' }))
  const title = svgElement('title', {})
  title.textContent = `${text.title}: ${meta.scenario}`
  root.append(title)
  header.forEach((line, i) => root.append(textLine(line, 12, 24 + i * LINE, i === 0 ? 14 : 11)))
  root.append(legend(text.cells, legendTop + 12))
  charts.forEach((chart, i) => {
    const x = 12 + (i % 2) * (CHART.width + 12)
    const y = chartsTop + Math.floor(i / 2) * (CHART.height + 24)
    root.append(textLine(titles[i] ?? '', x, y + 12, 12))
    const copy = chart.cloneNode(true) as SVGSVGElement
    for (const guide of copy.querySelectorAll('.sw-guide')) guide.remove()
    // the export's legend names all nine cells: a line hidden on screen is drawn again
    for (const line of copy.querySelectorAll('[data-cell-line]')) line.removeAttribute('visibility')
    for (const [key, value] of Object.entries({
      x,
      y: y + 18,
      width: CHART.width,
      height: CHART.height,
      color: '#111',
    }))
      copy.setAttribute(key, String(value))
    copy.removeAttribute('tabindex')
    root.append(copy)
  })
  // U+FFFF or a control character in a scenario's name would make the file unreadable
  return xmlChars(new XMLSerializer().serializeToString(root))
}
