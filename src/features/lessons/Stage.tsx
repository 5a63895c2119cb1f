import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { selectStep, selectStepCount } from '../../store/playbackSelectors.ts'
import { CellGrid } from '../grid/CellGrid.tsx'
import { HistoryLane } from '../lane/HistoryLane.tsx'
import { TracePanel } from '../trace-panel/TracePanel.tsx'
import type { LessonScenarioId } from './content/scenarios.ts'
import type { DemoId } from './content/stage.ts'
import { Demo } from './Demos.tsx'
import { useLessonT } from './useLessonT.ts'

/**
 * The real app beside the lesson text: the nine cells, the history lane and the logic trace,
 * replaying the core at the state the current step is bound to (plus, for some fragments steps, a
 * panel of the core's own rendering, matching or assembly).
 *
 * `concealed` is the stage before a prediction is committed: only the loaded history, without the
 * grid (its counts are every cell's outcome), the trace (its rows name the path taken), the panel
 * or the items' recognized types, since each of them can answer the question.
 */
export function Stage({
  scenario,
  demo,
  concealed = false,
}: {
  readonly scenario: LessonScenarioId
  readonly demo?: DemoId | undefined
  readonly concealed?: boolean
}) {
  const t = useT()
  const lt = useLessonT()
  const cell = useVisualizerStore((state) => state.cell)
  const step = useVisualizerStore(selectStep)
  const total = useVisualizerStore(selectStepCount)
  return (
    <section
      className="lesson-stage"
      aria-label={lt('ui.stage')}
      data-scenario={scenario}
      data-concealed={concealed || undefined}
    >
      {!concealed && (
        <div className="lesson-stage-side">
          <CellGrid />
        </div>
      )}
      <div className="lesson-stage-top">
        <p className="lesson-stage-status" aria-live="polite">
          <span className="lesson-stage-scenario">{lt(`ui.stageScenario.${scenario}`)}</span>
          <span>
            {concealed ? (
              lt('ui.stageConcealed')
            ) : (
              <>
                {lt('ui.stageCell', {
                  cell: t('grid.cells.name', {
                    phase: t(`grid.phases.${cell.phase}`),
                    implementation: t(`grid.implementations.${cell.implementation}`),
                  }),
                })}
                {/* "step 2 of 18" is one phrase: it moves to the next line whole, and the
                    separator stays at the end of the line before it */}
                {'\u00a0· '}
                <span className="lesson-stage-step">{lt('ui.stageStep', { step, total })}</span>
              </>
            )}
          </span>
        </p>
        {demo && !concealed && <Demo demo={demo} />}
      </div>
      <HistoryLane />
      {!concealed && <TracePanel />}
    </section>
  )
}

/**
 * The stage's box while the engine loads: the same place and size, marked busy, and nothing that
 * could answer the step's question (it shows no run at all).
 */
export function StagePlaceholder() {
  const lt = useLessonT()
  return (
    <section
      className="lesson-stage lesson-stage-pending"
      aria-label={lt('ui.stage')}
      aria-busy="true"
      data-stage-pending
    />
  )
}
