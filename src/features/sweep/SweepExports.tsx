import { useState, type RefObject } from 'react'
import { useT } from '../../i18n/useT.ts'
import { sweepCsv, sweepMarkdown } from '../../view-models/sweep/sweepExport.ts'
import type { SweepPoint } from '../../view-models/sweep/sweepRun.ts'
import type { SweepSettings } from '../../view-models/sweep/settings.ts'
import { downloadBlob, svgToPng } from '../../app/download.ts'
import { chartsSvg } from './chartImage.ts'
import { exportMeta, exportText } from './sweepMeta.ts'

interface ExportProps {
  readonly settings: SweepSettings
  readonly points: readonly SweepPoint[]
  /** the element holding the charts (their SVGs are exported as drawn). */
  readonly charts: RefObject<HTMLElement | null>
}

const FILE = 'context-lab-sweep'

/** Markdown, CSV, the charts as SVG and PNG, and the link: each names what was swept. */
export function SweepExports({ settings, points, charts }: ExportProps) {
  const t = useT()
  const [note, setNote] = useState('')
  const meta = exportMeta(t, settings)
  const text = exportText(t, settings)
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
        onClick={() =>
          downloadBlob(`${FILE}.md`, text2(sweepMarkdown(points, meta, text), 'text/markdown'))
        }
      >
        {t('sweep.exports.markdown')}
      </button>
      <button
        type="button"
        data-sweep-export="csv"
        onClick={() => downloadBlob(`${FILE}.csv`, text2(sweepCsv(points, meta, text), 'text/csv'))}
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
