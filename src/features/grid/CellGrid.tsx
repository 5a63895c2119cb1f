import { CellTable } from '../../components/CellTable.tsx'
import { Icon } from '../../components/Icon.tsx'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { cellIndex, selectResults } from '../../store/selectors.ts'
import { cellId } from '../../app/urlSync.ts'
import { callsText, summarizeCell } from './cellSummary.ts'

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
      renderCell={(cell) => {
        const { phase, implementation } = cell
        const index = cellIndex(cell)
        const result = results[index]!
        const summary = summarizeCell(result)
        const isSelected = selected.phase === phase && selected.implementation === implementation
        const path = result.path === null ? t('grid.paths.none') : t(`grid.paths.${result.path}`)
        const outcome = t(`grid.outcomes.${result.outcome}`)
        const reply =
          summary.legacyReply === null ? null : t(`grid.cells.legacyReply.${summary.legacyReply}`)
        const name = t('grid.cells.name', {
          phase: t(`grid.phases.${phase}`),
          implementation: t(`grid.implementations.${implementation}`),
        })
        return (
          <td>
            <button
              type="button"
              className={`grid-cell${summary.failed ? ' failed' : ''}`}
              aria-pressed={isSelected}
              data-cell={cellId(cell)}
              data-outcome={result.outcome}
              onClick={() => chooseCell(cell)}
            >
              {/* the name is this sentence; the visual summary below repeats it for the eye */}
              <span className="visually-hidden">
                {t('grid.cells.summary', {
                  name,
                  key: index + 1,
                  path,
                  outcome,
                  cut: summary.cut,
                  kept: summary.kept,
                  injected: summary.injected,
                  before: summary.versionBefore,
                  after: summary.versionAfter,
                  calls: callsText(summary, t),
                })}
                {reply === null ? '' : ` ${reply}.`}
                {summary.fallback ? ` ${t('faults.fallbackHint')}` : ''}
              </span>
              <span className="grid-cell-key" aria-hidden="true">
                {index + 1}
              </span>
              <span className="grid-cell-path" aria-hidden="true">
                {path}
              </span>
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
                <span className="grid-cell-failure" aria-hidden="true">
                  <Icon name="alert" />
                  {outcome}
                </span>
              )}
              <span className="grid-cell-counts" aria-hidden="true">
                <span className="count count-cut">
                  <Icon name="cut" />
                  {summary.cut}
                </span>
                <span className="count count-kept">
                  <Icon name="kept" />
                  {summary.kept}
                </span>
                <span className="count count-injected">
                  <Icon name="injected" />
                  {summary.injected}
                </span>
              </span>
              <span className="grid-cell-meta" aria-hidden="true">
                <span>
                  {t('grid.cells.version', {
                    before: summary.versionBefore,
                    after: summary.versionAfter,
                  })}
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
                </span>
              </span>
            </button>
          </td>
        )
      }}
    />
  )
}
