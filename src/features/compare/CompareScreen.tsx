import { lazy, Suspense, useMemo, useState } from 'react'
import { withSections } from '../../app/withSections.ts'
import { CellTable } from '../../components/CellTable.tsx'
import { onTabListKeyDown } from '../../components/tabKeys.ts'
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
import {
  COMPACTION_PHASES,
  stepAtPhaseEnd,
  tracePhases,
  type CompactionPhase,
} from '../../view-models/compare/tracePhases.ts'
import type { CompareTab } from '../../store/classroomSlice.ts'
import { CompareCards } from './CompareCards.tsx'
import { Caveats, MatrixPanel, Settings } from './MatrixPanel.tsx'
import { cellName, COMPARE_ROWS, compareMarkdown, compareValue } from './compareRows.ts'
import { matrixMeta } from './matrixText.ts'
import { scenarioSource } from '../address/scenarioSource.ts'
import { matrixRows } from '../../view-models/compare/matrixModel.ts'
import type { ExportMeta } from '../../view-models/export/meta.ts'
import './compare.css'

// the sweep panel and its worker load with this screen, never with the first one
const SweepPanel = lazy(() => withSections(import('../sweep/SweepPanel.tsx'), ['sweep']))
// the memo runs the sweep and the folder too, and names faults in the faults panel's words
const MemoPage = lazy(() =>
  withSections(import('../memo/MemoPage.tsx'), ['memo', 'sweep', 'faultsPanel']),
)

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
  const full = cells.length >= COMPARE_MAX
  return (
    <div className="cmp-picker-wrap">
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
                  disabled={!chosen && full}
                  aria-describedby={!chosen && full ? 'cmp-picker-full' : undefined}
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
      {full && (
        <p id="cmp-picker-full" className="cmp-picker-full">
          {t('matrix.pickerFull')}
        </p>
      )}
    </div>
  )
}

/** One cell's history at the shared step (or its end), straight from the trace replay. */
function CompareLane({
  result,
  k,
  phase,
}: {
  readonly result: CompactionResult
  readonly k: number
  readonly phase: CompactionPhase | null
}) {
  const t = useT()
  const aligned = phase === null ? undefined : stepAtPhaseEnd(tracePhases(result.trace), phase)
  const step = aligned ? aligned.step : Math.min(k, result.trace.length)
  const view = replayAt(result, step)
  const name = cellName(result.cell, t)
  return (
    <section className="cmp-column" aria-label={name} data-compare-column>
      <h3 className="cmp-column-title">{name}</h3>
      <p className="cmp-column-step" data-phase={phase ?? undefined}>
        {phase !== null && aligned
          ? t(aligned.reached ? 'matrix.phase.at' : 'matrix.phase.notReached', {
              phase: t(`matrix.phase.names.${phase}`),
              k: step,
              n: result.trace.length,
            })
          : step === 0
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

function CopyMarkdown({
  columns,
  meta,
}: {
  readonly columns: readonly CompareColumn[]
  readonly meta: ExportMeta
}) {
  const t = useT()
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle')
  const markdown = compareMarkdown(columns, t, meta)
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

/** "Step together" aligned on a named phase of the compaction, or on the raw step number. */
function PhaseControls() {
  const t = useT()
  const phase = useVisualizerStore((state) => state.comparePhase)
  const setPhase = (comparePhase: CompactionPhase | null) =>
    useVisualizerStore.setState({ comparePhase })
  return (
    <fieldset className="cmp-mode cmp-phases">
      <legend>{t('matrix.phase.label')}</legend>
      {[null, ...COMPACTION_PHASES].map((value) => (
        <label key={value ?? 'raw'}>
          <input
            type="radio"
            name="compare-phase"
            value={value ?? 'raw'}
            checked={phase === value}
            onChange={() => setPhase(value)}
          />
          {value === null ? t('matrix.phase.raw') : t(`matrix.phase.names.${value}`)}
        </label>
      ))}
    </fieldset>
  )
}

/**
 * Two or three cells side by side, stepping together (on a step number or a named phase) or at
 * their end state, with a difference table and a Markdown export. Every figure is the core's.
 */
function SideBySide() {
  const t = useT()
  const scenario = useVisualizerStore((state) => state.scenario)
  const results = useVisualizerStore(selectResults)
  const picked = useVisualizerStore((state) => state.compareCells)
  const view = useVisualizerStore((state) => state.compareView)
  const setView = useVisualizerStore((state) => state.setCompareView)
  const compareStep = useVisualizerStore((state) => state.compareStep)
  const phase = useVisualizerStore((state) =>
    state.compareView === 'together' ? state.comparePhase : null,
  )
  const cells = useMemo(() => normalizeCompareCells(picked), [picked])
  const columns = useMemo(
    () => (cells ? compareColumns(scenario, results, cells) : []),
    [scenario, results, cells],
  )
  const chosen = cells?.map((cell) => results[cellIndex(cell)]!) ?? []
  const origin = useVisualizerStore((state) => state.scenarioOrigin)
  // the matrix's rows of the cells on screen: their caveats and the export's header
  const rows = useMemo(
    () =>
      matrixRows(scenario, results).filter((row) =>
        (cells ?? []).some((cell) => sameCell(cell, row.column.cell)),
      ),
    [scenario, results, cells],
  )
  const meta = matrixMeta({ scenario, source: scenarioSource(scenario, origin), rows }, t)
  const max = Math.max(0, ...chosen.map((result) => result.trace.length))
  const k = view === 'end' ? max : Math.min(compareStep, max)
  return (
    <>
      <p className="cmp-intro">{t('compare.intro')}</p>
      <Settings />
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
        {view === 'together' && cells && <PhaseControls />}
        {view === 'together' && cells && phase === null && <StepControls max={max} />}
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
                phase={phase}
              />
            ))}
          </div>
          <h3 className="panel-title">{t('compare.table.title')}</h3>
          <DifferenceTable columns={columns} />
          <Caveats rows={rows} />
          <CopyMarkdown columns={columns} meta={meta} />
        </>
      )}
    </>
  )
}

// one more tab (a sweep panel, say) is one more entry here and one more case below
const TABS: readonly CompareTab[] = ['matrix', 'side', 'sweep', 'memo']

function CompareTabs() {
  const t = useT()
  const tab = useVisualizerStore((state) => state.compareTab)
  const setTab = (compareTab: CompareTab) => useVisualizerStore.setState({ compareTab })
  return (
    <div
      className="cmp-tabs"
      role="tablist"
      aria-label={t('matrix.tabs.label')}
      onKeyDown={onTabListKeyDown}
    >
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`cmp-tab-${id}`}
          aria-selected={tab === id}
          tabIndex={tab === id ? 0 : -1}
          aria-controls="cmp-tabpanel"
          data-compare-tab={id}
          onClick={() => setTab(id)}
        >
          {t(`matrix.tabs.${id}`)}
        </button>
      ))}
    </div>
  )
}

/**
 * The compare screen: the nine-cell decision matrix, or two or three cells side by side, on the
 * scenario on screen, saying plainly when the address bar does not carry that scenario.
 */
export function CompareScreen() {
  const t = useT()
  const tab = useVisualizerStore((state) => state.compareTab)
  return (
    <section className="compare-screen" aria-labelledby="compare-title">
      <div className="cmp-head">
        <h2 id="compare-title">{t('compare.title')}</h2>
      </div>
      <CompareTabs />
      <div id="cmp-tabpanel" role="tabpanel" aria-labelledby={`cmp-tab-${tab}`}>
        {tab === 'matrix' && <MatrixPanel />}
        {tab === 'side' && <SideBySide />}
        {tab === 'sweep' && (
          <Suspense fallback={null}>
            <SweepPanel />
          </Suspense>
        )}
        {tab === 'memo' && (
          <Suspense fallback={null}>
            <MemoPage />
          </Suspense>
        )}
      </div>
    </section>
  )
}
