import { lazy, Suspense, useMemo, useState } from 'react'
import { withSections } from '../../app/withSections.ts'
import { CellTable } from '../../components/CellTable.tsx'
import type { Cell, CompactionResult } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { replayAt } from '../../view-models/playback.ts'
import { cellIndex, selectResults } from '../../store/selectors.ts'
import {
  COMPARE_MAX,
  compareColumns,
  normalizeCompareCells,
  type CompareColumn,
} from '../../view-models/compare/compareModel.ts'
import { stepLabel } from '../playback/stepLabel.ts'
import { CompareCards } from './CompareCards.tsx'
import { cellName, COMPARE_ROWS, compareMarkdown, compareValue } from './compareRows.ts'
import './compare.css'

// the sweep panel and its worker load with this screen, never with the first one
const SweepPanel = lazy(() => withSections(import('../sweep/SweepPanel.tsx'), ['sweep']))

const sameCell = (a: Cell, b: Cell) => a.phase === b.phase && a.implementation === b.implementation

/** The 3×3 picker: two or three cells, in the order they were picked. */
function CellPicker() {
  const t = useT()
  const cells = useVisualizerStore((state) => state.compareCells)
  const setCells = useVisualizerStore((state) => state.setCompareCells)
  const toggle = (cell: Cell) => {
    const chosen = cells.some((c) => sameCell(c, cell))
    const next = chosen ? cells.filter((c) => !sameCell(c, cell)) : [...cells, cell]
    // fewer than two is allowed while picking; the columns wait for a second cell
    if (next.length <= COMPARE_MAX) setCells(next)
  }
  return (
    <CellTable
      className="cmp-picker"
      caption={t('compare.pickLabel')}
      renderCell={(cell) => {
        const chosen = cells.some((c) => sameCell(c, cell))
        return (
          <td>
            <label className="cmp-pick">
              <input
                type="checkbox"
                checked={chosen}
                disabled={!chosen && cells.length >= COMPARE_MAX}
                data-compare-cell={`${cell.phase}.${cell.implementation}`}
                onChange={() => toggle(cell)}
              />
              <span className="visually-hidden">{cellName(cell, t)}</span>
              <span aria-hidden="true">{cellIndex(cell) + 1}</span>
            </label>
          </td>
        )
      }}
    />
  )
}

/** One cell's history at the shared step (or its end), straight from the trace replay. */
function CompareLane({ result, k }: { readonly result: CompactionResult; readonly k: number }) {
  const t = useT()
  const step = Math.min(k, result.trace.length)
  const view = replayAt(result, step)
  const name = cellName(result.cell, t)
  return (
    <section className="cmp-column" aria-label={name} data-compare-column>
      <h3 className="cmp-column-title">{name}</h3>
      <p className="cmp-column-step">
        {step === 0
          ? t('grid.playback.start')
          : t('compare.stepOf', { k: step, n: result.trace.length })}
      </p>
      <CompareCards
        lane={view.lane}
        label={t('compare.laneLabel', { cell: name, step: t('compare.step', { k: step }) })}
      />
    </section>
  )
}

function DifferenceTable({ columns }: { readonly columns: readonly CompareColumn[] }) {
  const t = useT()
  return (
    // scrolls sideways on a phone: focusable, so the keyboard can scroll it, and named
    <div
      className="cmp-table-wrap"
      role="region"
      tabIndex={0}
      aria-label={t('compare.table.caption')}
    >
      <table className="cmp-table" data-testid="compare-table">
        <caption>{t('compare.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('compare.table.question')}</th>
            {columns.map((column) => (
              <th key={`${column.cell.phase}.${column.cell.implementation}`} scope="col">
                {cellName(column.cell, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {COMPARE_ROWS.map((row) => (
            <tr key={row} data-row={row}>
              <th scope="row">{t(`compare.rows.${row}`)}</th>
              {columns.map((column) => (
                <td key={`${column.cell.phase}.${column.cell.implementation}`}>
                  {compareValue(row, column, t)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function CopyMarkdown({ columns }: { readonly columns: readonly CompareColumn[] }) {
  const t = useT()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const markdown = compareMarkdown(columns, t)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdown)
      setStatus('copied')
    } catch {
      setStatus('failed')
    }
  }
  return (
    <div className="cmp-copy">
      <button type="button" onClick={() => void copy()} data-action="copy-markdown">
        {t('compare.markdown.copy')}
      </button>
      <span role="status" className="cmp-copy-status">
        {status === 'copied' && t('compare.markdown.copied')}
        {status === 'failed' && t('compare.markdown.failed')}
      </span>
      {status === 'failed' && (
        <textarea className="cmp-markdown" readOnly value={markdown} rows={8} />
      )}
    </div>
  )
}

/** Step controls for "step together": one shared step, each lane clamped to its own trace. */
function StepControls({ max }: { readonly max: number }) {
  const t = useT()
  const step = useVisualizerStore((state) => Math.min(state.compareStep, max))
  const setStep = useVisualizerStore((state) => state.setCompareStep)
  return (
    <div className="cmp-steps" role="group" aria-label={t('grid.playback.label')}>
      <button type="button" onClick={() => setStep(0)} aria-label={t('grid.playback.first')}>
        ⏮
      </button>
      <button
        type="button"
        onClick={() => setStep(Math.max(0, step - 1))}
        aria-label={t('grid.playback.stepBack')}
      >
        ◀
      </button>
      <input
        type="range"
        min={0}
        max={max}
        value={step}
        aria-label={t('grid.playback.timeline')}
        aria-valuetext={stepLabel(t, step, max)}
        onChange={(event) => setStep(Number(event.target.value))}
      />
      <button
        type="button"
        onClick={() => setStep(Math.min(max, step + 1))}
        aria-label={t('grid.playback.stepForward')}
      >
        ▶
      </button>
      <button type="button" onClick={() => setStep(max)} aria-label={t('grid.playback.last')}>
        ⏭
      </button>
      <output className="cmp-step-value">{stepLabel(t, step, max)}</output>
    </div>
  )
}

/**
 * Compare mode: two or three cells on the same history, side by side, stepping together or at
 * their end state, with a difference table and a Markdown export. Every figure is the core's.
 */
export function CompareScreen() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const results = useVisualizerStore(selectResults)
  const picked = useVisualizerStore((state) => state.compareCells)
  const view = useVisualizerStore((state) => state.compareView)
  const setView = useVisualizerStore((state) => state.setCompareView)
  const compareStep = useVisualizerStore((state) => state.compareStep)
  const cells = useMemo(() => normalizeCompareCells(picked), [picked])
  const columns = useMemo(
    () => (cells ? compareColumns(scenario, results, cells) : []),
    [scenario, results, cells],
  )
  const chosen = cells?.map((cell) => results[cellIndex(cell)]!) ?? []
  const max = Math.max(0, ...chosen.map((result) => result.trace.length))
  const k = view === 'end' ? max : Math.min(compareStep, max)
  return (
    <section className="compare-screen" aria-labelledby="compare-title">
      <div className="cmp-head">
        <h2 id="compare-title">{t('compare.title')}</h2>
        <p className="cmp-intro">{t('compare.intro')}</p>
      </div>
      <div className="cmp-controls">
        <CellPicker />
        <fieldset className="cmp-mode">
          <legend>{t('compare.mode.label')}</legend>
          {(['together', 'end'] as const).map((mode) => (
            <label key={mode}>
              <input
                type="radio"
                name="compare-view"
                value={mode}
                checked={view === mode}
                onChange={() => setView(mode)}
              />
              {t(`compare.mode.${mode}`)}
            </label>
          ))}
        </fieldset>
        {view === 'together' && cells && <StepControls max={max} />}
      </div>
      {!cells ? (
        <p className="cmp-too-few" role="status">
          {t('compare.tooFew')}
        </p>
      ) : (
        <>
          <div className="cmp-columns" data-count={chosen.length}>
            {chosen.map((result) => (
              <CompareLane
                key={`${result.cell.phase}.${result.cell.implementation}`}
                result={result}
                k={k}
              />
            ))}
          </div>
          <h3 className="panel-title">{t('compare.table.title')}</h3>
          <DifferenceTable columns={columns} />
          <CopyMarkdown columns={columns} />
        </>
      )}
      <Suspense fallback={null}>
        <SweepPanel />
      </Suspense>
    </section>
  )
}
