import { memo } from 'react'
import { CellTable } from '../../components/CellTable.tsx'
import { Icon } from '../../components/Icon.tsx'
import { ALL_CELLS, type Cell, type CompactionResult } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { cellIndex, selectResults } from '../../store/selectors.ts'
import { cellId } from '../../app/gridQuery.ts'
import { STATUS_ICONS } from '../lane/labels.ts'
import { callsText, outcomeText, summarizeCell, type CellSummary } from './cellSummary.ts'

type T = ReturnType<typeof useT>

/**
 * The 3×3 grid: timing rows × implementation columns. Each cell shows its outcome at a glance
 * (path, cut · kept · injected, version, calls, a failure mark) and selects itself on click.
 */
export function CellGrid() {
  const t = useT()
  const results = useVisualizerStore(selectResults)
  const selected = useVisualizerStore((state) => state.cell)
  const chooseCell = useVisualizerStore((state) => state.chooseCell)
  return (
    <CellTable
      className="cell-grid"
      captionClassName="cell-grid-caption"
      cornerClassName="cell-grid-corner"
      caption={
        <>
          {t('grid.cells.label')} <span className="muted">· {t('grid.cells.hint')}</span>
        </>
      }
      renderCell={(cell) => (
        <td>
          <GridCell
            // the core's own cell object: stable, so an unchanged cell skips rendering
            cell={ALL_CELLS[cellIndex(cell)]!}
            result={results[cellIndex(cell)]!}
            selected={
              selected.phase === cell.phase && selected.implementation === cell.implementation
            }
            onChoose={chooseCell}
          />
        </td>
      )}
    />
  )
}

/** The texts a cell shows, in the reader's language. */
function cellTexts(t: T, cell: Cell, result: CompactionResult, summary: CellSummary) {
  return {
    path: result.path === null ? t('grid.paths.none') : t(`grid.paths.${result.path}`),
    outcome: outcomeText(summary, t),
    reply: summary.legacyReply === null ? null : t(`grid.cells.legacyReply.${summary.legacyReply}`),
    name: t('grid.cells.name', {
      phase: t(`grid.phases.${cell.phase}`),
      implementation: t(`grid.implementations.${cell.implementation}`),
    }),
  }
}

/** One cell of the grid: a button whose name is the whole outcome in one sentence. */
const GridCell = memo(function GridCell({
  cell,
  result,
  selected,
  onChoose,
}: {
  readonly cell: Cell
  readonly result: CompactionResult
  readonly selected: boolean
  readonly onChoose: (cell: Cell) => void
}) {
  const t = useT()
  const key = cellIndex(cell) + 1
  const summary = summarizeCell(result)
  const { path, outcome, reply, name } = cellTexts(t, cell, result, summary)
  return (
    <button
      type="button"
      className={`grid-cell${summary.failed ? ' failed' : summary.notFired ? ' not-fired' : ''}`}
      aria-pressed={selected}
      data-cell={cellId(cell)}
      data-outcome={result.outcome}
      data-run-outcome={summary.outcome}
      onClick={() => onChoose(cell)}
    >
      {/* the name is this sentence; the visual summary below repeats it for the eye */}
      <span className="visually-hidden">
        {summary.historyChanged
          ? t('grid.cells.summary', {
              name,
              key,
              path,
              outcome,
              cut: summary.cut,
              kept: summary.kept,
              injected: summary.injected,
              before: summary.versionBefore,
              after: summary.versionAfter,
              calls: callsText(summary, t),
            })
          : t('grid.cells.summaryUnchanged', {
              name,
              key,
              path,
              outcome,
              unchanged: summary.unchanged,
              before: summary.versionBefore,
              after: summary.versionAfter,
              calls: callsText(summary, t),
            })}
        {reply === null ? '' : ` ${reply}.`}
        {summary.fallback ? ` ${t('faults.fallbackHint')}` : ''}
      </span>
      <span className="grid-cell-key" aria-hidden="true">
        {key}
      </span>
      {/* painted in the frame that shows the cells' runs: the grid's meaningful paint */}
      <span className="grid-cell-path" aria-hidden="true" elementtiming="grid">
        {path}
      </span>
      <CellMarks summary={summary} reply={reply} outcome={outcome} />
      <CellCounts summary={summary} />
      <CellMeta summary={summary} />
    </button>
  )
})

/** The legacy server's reply, the model fallback and a failure, when the cell has them. */
function CellMarks({
  summary,
  reply,
  outcome,
}: {
  readonly summary: CellSummary
  readonly reply: string | null
  readonly outcome: string
}) {
  const t = useT()
  return (
    <>
      {reply !== null && (
        <span
          className="grid-cell-reply"
          data-legacy-reply={summary.legacyReply}
          aria-hidden="true"
        >
          <Icon name="server" />
          {reply}
        </span>
      )}
      {summary.fallback && (
        <span
          className="grid-cell-fallback"
          data-fallback="true"
          title={t('faults.fallbackHint')}
          aria-hidden="true"
        >
          <Icon name="restart" />
          {t('faults.fallback')}
        </span>
      )}
      {summary.failed && (
        // the cell is small: the refusal's reason shows on hover (and in the cell's name)
        <span className="grid-cell-failure" title={outcome} aria-hidden="true">
          <Icon name="alert" />
          {t(`grid.runOutcomes.${summary.outcome}`)}
        </span>
      )}
      {summary.notFired && (
        <span className="grid-cell-not-fired" aria-hidden="true">
          {outcome}
        </span>
      )}
    </>
  )
}

/**
 * cut · kept · injected, as icons and numbers; a history left as it was shows its items as
 * "unchanged" instead, never as "kept" (nothing chose to keep them).
 */
function CellCounts({ summary }: { readonly summary: CellSummary }) {
  const t = useT()
  if (!summary.historyChanged)
    return (
      <span className="grid-cell-counts" aria-hidden="true">
        <span className="count count-unchanged status-unchanged" data-count="unchanged">
          <Icon name={STATUS_ICONS.unchanged} />
          {t('grid.cells.unchangedShort', { n: summary.unchanged })}
        </span>
      </span>
    )
  return (
    <span className="grid-cell-counts" aria-hidden="true">
      <span className="count count-cut" data-count="cut">
        <Icon name="cut" />
        {summary.cut}
      </span>
      <span className="count count-kept" data-count="kept">
        <Icon name="kept" />
        {summary.kept}
      </span>
      <span className="count count-injected" data-count="injected">
        <Icon name="injected" />
        {summary.injected}
      </span>
    </span>
  )
}

/** The history version before → after, and the model and server calls. */
function CellMeta({ summary }: { readonly summary: CellSummary }) {
  const t = useT()
  return (
    <span className="grid-cell-meta" aria-hidden="true">
      <span>
        {t('grid.cells.version', { before: summary.versionBefore, after: summary.versionAfter })}
      </span>
      <span className="grid-cell-calls">
        {summary.modelCalls > 0 && (
          <span data-calls="model">
            <Icon name="model" />
            {t('grid.cells.callsShort.model', { n: summary.modelCalls })}
          </span>
        )}
        {summary.serverCalls > 0 && (
          <span data-calls="server">
            <Icon name="server" />
            {t('grid.cells.callsShort.server', { n: summary.serverCalls })}
          </span>
        )}
        {summary.retries > 0 && (
          <span data-calls="retries">
            {t('grid.cells.callsShort.retries', { n: summary.retries })}
          </span>
        )}
      </span>
    </span>
  )
}
