import { useState } from 'react'
import { CellTable } from '../../components/CellTable.tsx'
import type { Cell, ScenarioFile } from '../../core/index.ts'
import { groupedNumber } from '../../i18n/groupedNumber.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import type { CellOutcome, ComparisonView, WhatIfView } from './protocol.ts'
import { runOutcomeText } from '../grid/outcomeText.ts'
import { openInGrid } from './openInGrid.ts'

const sameCell = (a: Cell, b: Cell) => a.phase === b.phase && a.implementation === b.implementation

/** Which run the table shows: the compaction as Codex triggered it, or the window full here. */
export type NineCellsMode = 'recorded' | 'full'

/** One cell: the one vocabulary's outcome, and its counts (or its unchanged items). */
function OutcomeCell({
  outcome,
  marked,
  markLabel,
  notInVersion,
}: {
  readonly outcome: CellOutcome | undefined
  readonly marked: boolean
  readonly markLabel: string
  /** the recording version had no such path (the empty window before #29743). */
  readonly notInVersion?: boolean
}) {
  const t = useT()
  const kind = outcome?.runOutcome ?? 'not-triggered'
  return (
    <td
      className={`stk-cell is-${kind}${marked ? ' is-mine' : ''}`}
      data-cell={outcome ? `${outcome.cell.phase}.${outcome.cell.implementation}` : undefined}
      data-outcome={kind}
      data-marked={marked || undefined}
      data-not-in-version={notInVersion || undefined}
    >
      {marked && <span className="ses-matching">{markLabel}</span>}
      {notInVersion && <span className="ses-muted">{t('session.compare.noEmptyWindowPath')}</span>}
      {outcome && (
        <>
          <span className="ses-outcome">
            {runOutcomeText(kind, outcome.refusal, t)}
            {outcome.path && ` · ${t(`grid.paths.${outcome.path as 'local'}`)}`}
          </span>
          <span>
            {outcome.historyChanged
              ? t('sessionTokens.firing.cellRow', {
                  kept: outcome.kept,
                  cut: outcome.cut,
                  injected: outcome.injected,
                  summary: outcome.summary,
                })
              : t('grid.cells.unchangedShort', { n: outcome.unchanged })}
          </span>
        </>
      )}
    </td>
  )
}

/** Opens a scenario in the grid on the given cell: the grid then runs the very same nine cells. */
function useOpenInGrid() {
  const setTab = useVisualizerStore((s) => s.setTab)
  return (scenario: ScenarioFile, cell: Cell) => {
    if (!openInGrid(scenario, cell).ok) return
    setTab('grid')
  }
}

/** The switch: the recorded compaction's nine cells, or the window full at this line. */
function ModeSwitch({
  mode,
  recorded,
  asked,
  onRecorded,
  onFull,
}: {
  readonly mode: NineCellsMode
  readonly recorded: boolean
  readonly asked: boolean
  readonly onRecorded: () => void
  readonly onFull: (() => void) | undefined
}) {
  const t = useT()
  return (
    <div className="ses-switch" role="group" aria-label={t('session.compare.cells')}>
      {recorded && (
        <button
          type="button"
          className="ses-button"
          aria-pressed={mode === 'recorded'}
          onClick={onRecorded}
        >
          {t('session.compare.cells')}
        </button>
      )}
      {onFull && (
        <button
          type="button"
          className="ses-button"
          aria-pressed={mode === 'full' && asked}
          onClick={onFull}
          data-testid="what-if-full"
        >
          {t('sessionTokens.firing.whatIf')}
        </button>
      )}
    </div>
  )
}

/**
 * The session page's one nine-cell table at the history's line, computed once per question:
 * the recorded compaction's history with its trigger as recorded, or (the switch) the same line
 * with the window full. The recorded cell is marked when there is one, else the cell that fires
 * next; "open in the grid" opens the scenario the table ran, so the grid shows the same numbers.
 */
export function NineCells({
  comparison,
  whatIf,
  onWhatIf,
  onOpenRecorded,
}: {
  readonly comparison: ComparisonView | undefined
  readonly whatIf: WhatIfView | undefined
  readonly onWhatIf: (() => void) | undefined
  readonly onOpenRecorded: (cell: Cell) => void
}) {
  const t = useT()
  const [chosen, setChosen] = useState<NineCellsMode>('recorded')
  const openCell = useOpenInGrid()
  const mode: NineCellsMode = comparison ? chosen : 'full'
  const showFull = () => {
    setChosen('full')
    if (!whatIf) onWhatIf?.()
  }
  const cells = mode === 'recorded' ? comparison?.cells : whatIf?.cells
  // the recorded compaction's Codex may predate the empty-window path: the pin's cell, said so
  const noEmptyWindow = comparison?.summary.label?.behaviour.emptyWindow === false
  const marked = comparison?.cell ?? whatIf?.cell
  const markLabel = comparison
    ? t('session.compare.matching')
    : t('sessionTokens.firing.thisSession')
  const caption =
    mode === 'full' && whatIf
      ? t('sessionTokens.firing.whatIfHeading', {
          line: whatIf.line,
          tokens: groupedNumber(whatIf.activeTokens),
        })
      : t('session.compare.cells')
  return (
    <section className="ses-nine" data-testid="nine-cells" data-mode={mode}>
      <ModeSwitch
        mode={mode}
        recorded={comparison !== undefined}
        asked={whatIf !== undefined}
        onRecorded={() => setChosen('recorded')}
        onFull={onWhatIf && showFull}
      />
      {mode === 'full' && !whatIf && chosen === 'full' && (
        <p role="status">{t('sessionTokens.firing.whatIfRunning')}</p>
      )}
      {cells && marked && (
        <>
          <CellTable
            className={`ses-cells${mode === 'full' ? ' stk-whatif' : ''}`}
            caption={caption}
            renderCell={(cell) => (
              <OutcomeCell
                outcome={cells.find((c) => sameCell(c.cell, cell))}
                marked={sameCell(cell, marked)}
                markLabel={markLabel}
                notInVersion={noEmptyWindow && cell.implementation === 'empty_window'}
              />
            )}
          />
          <button
            type="button"
            className="ses-button"
            data-testid="open-in-grid"
            onClick={() =>
              mode === 'full' && whatIf ? openCell(whatIf.scenario, marked) : onOpenRecorded(marked)
            }
          >
            {t('session.compare.openGrid')}
          </button>
        </>
      )}
    </section>
  )
}
