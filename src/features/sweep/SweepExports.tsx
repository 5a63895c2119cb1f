import { useState, type RefObject } from 'react'
import { useT } from '../../i18n/useT.ts'
import { orderOf } from '../../view-models/sweep/cost.ts'
import { costCsv, costMarkdown } from '../../view-models/sweep/costExport.ts'
import { CELL_ORDER, sweepCsv, sweepMarkdown } from '../../view-models/sweep/sweepExport.ts'
import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import { downloadBlob, svgToPng } from '../../app/download.ts'
import { chartsSvg } from './chartImage.ts'
import { costText, type CostChoices } from './CostTable.tsx'
import { exportMeta, exportText } from './sweepMeta.ts'

interface ExportProps {
  readonly settings: SweepSettings
  readonly points: readonly SweepPoint[]
  /** the element holding the charts (their SVGs are exported as drawn). */
  readonly charts: RefObject<HTMLElement | null>
  /** the cost table's choices: its rows (in the order shown) go into the documents too. */
  readonly costs: CostChoices
}

const FILE = 'context-lab-sweep'

/** Markdown, CSV, the charts as SVG and PNG, and the link: each names what was swept. */
export function SweepExports({ settings, points, charts, costs }: ExportProps) {
  const t = useT()
  const [note, setNote] = useState('')
  const meta = exportMeta(t, settings)
  const text = exportText(t, settings)
  // the cells in the order the cost table shows them (its own order while its rates are refused)
  const order = costs.rows.length > 0 ? orderOf(costs.rows) : CELL_ORDER
  const priced = costText(t, settings, costs)
  const markdown = () =>
    sweepMarkdown(points, meta, text, order) +
    (costs.rows.length > 0 ? `\n${costMarkdown(costs.rows, priced)}` : '')
  const csv = () =>
    sweepCsv(points, meta, text, order) +
    (costs.rows.length > 0 ? `\r\n${costCsv(costs.rows, priced)}` : '')
  const text2 = (content: string, type: string) => new Blob([content], { type })
  const svg = () => {
    // each chart's own caption names it (with the second input's value under small multiples)
    const figures = [...(charts.current?.querySelectorAll('figure[data-sweep-chart]') ?? [])]
    const elements = figures.flatMap((figure) => [...figure.querySelectorAll('svg')].slice(0, 1))
    const titles = figures.map((figure) => figure.querySelector('figcaption')?.textContent ?? '')
    return chartsSvg(elements, titles, meta, text)
  }
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(location.href)
      setNote(t('sweep.exports.copied'))
    } catch {
      setNote(t('sweep.exports.copyFailed'))
    }
  }
  const png = async () => {
    try {
      downloadBlob(`${FILE}.png`, await svgToPng(svg()))
    } catch (error) {
      setNote(
        t('sweep.status.failed', {
          message: error instanceof Error ? error.message : String(error),
        }),
      )
    }
  }
  return (
    <div className="sw-exports" role="group" aria-label={t('sweep.exports.label')}>
      <button
        type="button"
        data-sweep-export="markdown"
        onClick={() => downloadBlob(`${FILE}.md`, text2(markdown(), 'text/markdown'))}
      >
        {t('sweep.exports.markdown')}
      </button>
      <button
        type="button"
        data-sweep-export="csv"
        onClick={() => downloadBlob(`${FILE}.csv`, text2(csv(), 'text/csv'))}
      >
        {t('sweep.exports.csv')}
      </button>
      <button
        type="button"
        data-sweep-export="svg"
        onClick={() => downloadBlob(`${FILE}.svg`, text2(svg(), 'image/svg+xml'))}
      >
        {t('sweep.exports.svg')}
      </button>
      <button type="button" data-sweep-export="png" onClick={() => void png()}>
        {t('sweep.exports.png')}
      </button>
      <button type="button" data-sweep-export="link" onClick={() => void copyLink()}>
        {t('sweep.exports.link')}
      </button>
      <span role="status">{note}</span>
    </div>
  )
}
