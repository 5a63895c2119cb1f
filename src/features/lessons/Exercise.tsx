import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import {
  blankTable,
  checkTable,
  EXERCISE_CELLS,
  exerciseResult,
  type Mistake,
  type TableAnswer,
} from './content/exercise.ts'
import type { StageBinding } from './content/stage.ts'
import { ExerciseTable } from './ExerciseTable.tsx'
import { replaceAt } from './exerciseRows.ts'
import { FurtherCases } from './FurtherCases.tsx'
import { MistakeList } from './MistakeList.tsx'
import { Stage } from './Stage.tsx'
import { useLessonT } from './useLessonT.ts'
import { useStage } from './useStage.ts'

/**
 * The exercise's state: the active cell, the reader's three tables, each table's mistakes once
 * checked (null before), and what the stage shows.
 */
function useExercise() {
  const [active, setActive] = useState(0)
  const [tables, setTables] = useState<readonly TableAnswer[]>(() => EXERCISE_CELLS.map(blankTable))
  const [checked, setChecked] = useState<readonly (Mistake[] | null)[]>(() =>
    EXERCISE_CELLS.map(() => null),
  )
  // the stage starts on the loaded history: the table is filled in before the core shows it
  const [binding, setBinding] = useState<StageBinding>({
    scenario: 'mixed',
    cell: EXERCISE_CELLS[0],
    at: 'start',
  })
  useStage(binding)
  return {
    active,
    tables,
    checked,
    binding,
    setBinding,
    choose: (index: number) => {
      setActive(index)
      setBinding({ scenario: 'mixed', cell: EXERCISE_CELLS[index]!, at: 'start' })
    },
    setTable: (table: TableAnswer) => setTables(replaceAt(tables, active, table)),
    check: () =>
      setChecked(replaceAt(checked, active, checkTable(exerciseResult(active), tables[active]!))),
    /** shows the trace step behind a mistake (or the end of the run). */
    showStep: (seq: number | undefined) =>
      setBinding({
        scenario: 'mixed',
        cell: EXERCISE_CELLS[active]!,
        at: seq ?? 'end',
        highlight: true,
      }),
  }
}

/** One tab per exercise cell, ticked once its table is correct. */
function ExerciseTabs({
  active,
  checked,
  onChoose,
}: {
  readonly active: number
  readonly checked: readonly (Mistake[] | null)[]
  readonly onChoose: (index: number) => void
}) {
  const t = useT()
  const lt = useLessonT()
  const cellName = (index: number) => {
    const cell = EXERCISE_CELLS[index]!
    return t('grid.cells.name', {
      phase: t(`grid.phases.${cell.phase}`),
      implementation: t(`grid.implementations.${cell.implementation}`),
    })
  }
  return (
    <div className="exercise-tabs" role="tablist">
      {EXERCISE_CELLS.map((cell, index) => (
        <button
          key={`${cell.phase}.${cell.implementation}`}
          type="button"
          role="tab"
          aria-selected={active === index}
          data-exercise-cell={`${cell.phase}.${cell.implementation}`}
          className="lesson-button"
          onClick={() => onChoose(index)}
        >
          {lt('exercise.cellTab', { n: index + 1, cell: cellName(index) })}
          {checked[index]?.length === 0 ? ' ✓' : ''}
        </button>
      ))}
    </div>
  )
}

/**
 * The lesson's exercise: three replacement tables (mid-turn × remote, the empty window, pre-turn
 * × remote) checked against the core, then the "one step further" runs.
 */
export function Exercise() {
  const lt = useLessonT()
  const exercise = useExercise()
  const { active, checked } = exercise
  const mistakes = checked[active]
  return (
    <div className="lesson-view exercise" data-lesson="exercise">
      <article className="lesson-text">
        <h2>{lt('exercise.title')}</h2>
        <p>{lt('exercise.intro')}</p>
        <ExerciseTabs active={active} checked={checked} onChoose={exercise.choose} />
        <ExerciseTable key={active} table={exercise.tables[active]!} onChange={exercise.setTable} />
        <button type="button" className="lesson-button primary" onClick={exercise.check}>
          {lt('exercise.check')}
        </button>
        {mistakes && <MistakeList mistakes={mistakes} onShow={exercise.showStep} />}
        <FurtherCases onRun={exercise.setBinding} />
      </article>
      <Stage scenario={exercise.binding.scenario} />
    </div>
  )
}
