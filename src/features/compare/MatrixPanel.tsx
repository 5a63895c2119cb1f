import { useMemo, useRef, useState } from 'react'
import { downloadBlob, downloadText, svgToPng } from '../../app/download.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectResults } from '../../store/selectors.ts'
import {
  activeSettings,
  matrixCaveats,
  matrixRows,
  type MatrixRow,
} from '../../view-models/compare/matrixModel.ts'
import { MATRIX_COLUMN_IDS } from '../../view-models/compare/matrixLink.ts'
import { MatrixChart, svgText } from './MatrixChart.tsx'
import { MatrixColumnPicker, MatrixTable } from './MatrixTable.tsx'
import { matrixCsv, matrixMarkdown, matrixMeta, type MatrixDocInput } from './matrixText.ts'
import { scenarioSource } from '../address/scenarioSource.ts'
import { RatesForm, useCostRates } from './costRates.tsx'

/** The active faults and switches, named at the top: the compare screen's numbers depend on them. */
export function Settings() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const settings = activeSettings(scenario)
  return (
    <div className="mx-settings" data-testid="matrix-settings">
      <strong>{t('matrix.settings.title')}:</strong>{' '}
      {settings.length === 0 ? (
        <span>{t('matrix.settings.none')}</span>
      ) : (
        settings.map((setting) => (
          <code key={setting} className="mx-setting">
            {setting}
          </code>
        ))
      )}
    </div>
  )
}

/** Where a number of these rows is simulated, and how. */
export function Caveats({ rows }: { readonly rows: readonly MatrixRow[] }) {
  const t = useT()
  const caveats = matrixCaveats(rows)
  if (caveats.length === 0) return null
  return (
    <aside className="mx-caveats" data-testid="matrix-caveats">
      <h3>{t('matrix.caveats.title')}</h3>
      <ul>
        {caveats.map((caveat) => (
          <li key={caveat} data-caveat={caveat}>
            {t(`matrix.caveats.${caveat}`)}
          </li>
        ))}
      </ul>
    </aside>
  )
}

function fileBase(input: MatrixDocInput): string {
  const name = (input.scenario.name ?? 'scenario').replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60)
  return `context-lab-matrix-${name}`
}

function Exports({ input, chart }: { input: MatrixDocInput; chart: () => SVGSVGElement | null }) {
  const t = useT()
  const [error, setError] = useState<string | undefined>()
  const base = fileBase(input)
  const png = async () => {
    const svg = chart()
    if (!svg) return
    try {
      downloadBlob(`${base}.png`, await svgToPng(svgText(svg)))
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <div className="mx-exports" role="group" aria-label={t('matrix.export.title')}>
      <strong>{t('matrix.export.title')}:</strong>
      <button
        type="button"
        data-action="export-markdown"
        onClick={() => downloadText(`${base}.md`, matrixMarkdown(input, t), 'text/markdown')}
      >
        {t('matrix.export.markdown')}
      </button>
      <button
        type="button"
        data-action="export-csv"
        onClick={() => downloadText(`${base}.csv`, matrixCsv(input, t), 'text/csv')}
      >
        {t('matrix.export.csv')}
      </button>
      <button
        type="button"
        data-action="export-svg"
        onClick={() => {
          const svg = chart()
          if (svg) downloadText(`${base}.svg`, svgText(svg), 'image/svg+xml')
        }}
      >
        {t('matrix.export.svg')}
      </button>
      <button type="button" data-action="export-png" onClick={() => void png()}>
        {t('matrix.export.png')}
      </button>
      {error !== undefined && <span role="alert">{error}</span>}
    </div>
  )
}

/** The rates the estimate column uses, named as assumptions, and its formula written out. */
function CostNote() {
  const t = useT()
  return (
    <section className="mx-cost" data-testid="matrix-cost" aria-labelledby="matrix-cost-title">
      <h4 id="matrix-cost-title">{t('matrix.cost.title')}</h4>
      <p className="cmp-intro">{t('matrix.cost.assumptions')}</p>
      <RatesForm />
      <p className="cmp-intro" data-cost-formula>
        {t('matrix.cost.formula')}
      </p>
    </section>
  )
}

/** The decision matrix: the nine cells on the scenario on screen, with its settings and caveats. */
export function MatrixPanel() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const origin = useVisualizerStore((state) => state.scenarioOrigin)
  const results = useVisualizerStore(selectResults)
  const hidden = useVisualizerStore((state) => state.matrixHidden)
  const rows = useMemo(() => matrixRows(scenario, results), [scenario, results])
  const { rates } = useCostRates()
  const input = useMemo<MatrixDocInput>(
    () => ({
      scenario,
      source: scenarioSource(scenario, origin),
      rows,
      columns: MATRIX_COLUMN_IDS.filter((id) => !hidden.includes(id)),
      ...(rates ? { rates } : {}),
    }),
    [scenario, origin, rows, hidden, rates],
  )
  const svgRef = useRef<SVGSVGElement>(null)
  return (
    <section className="mx-panel" aria-labelledby="matrix-title">
      <h3 id="matrix-title" className="panel-title">
        {t('matrix.title')}
      </h3>
      <p className="cmp-intro">{t('matrix.intro')}</p>
      <Settings />
      <MatrixColumnPicker />
      <MatrixTable rows={rows} />
      <CostNote />
      <Caveats rows={rows} />
      <Exports input={input} chart={() => svgRef.current} />
      <h3 className="panel-title">{t('matrix.chart.title')}</h3>
      <div className="mx-chart-wrap">
        <MatrixChart rows={rows} meta={matrixMeta(input, t)} svgRef={svgRef} />
      </div>
    </section>
  )
}
