import { useEffect, useState } from 'react'
import { exerciseWorkJson, hrefWithWork } from '../../app/exerciseWork.ts'
import { hrefWithProgress } from '../../app/lessonProgress.ts'
import { onTabListKeyDown } from '../../components/tabKeys.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import {
  blankTable,
  checkTable,
  EXERCISE_CELLS,
  exerciseResult,
  scoreTable,
  type Mistake,
  type TableAnswer,
  type TableScore,
} from './content/exercise.ts'
import type { StageBinding } from './content/stage.ts'
import { ExerciseTable } from './ExerciseTable.tsx'
import { replaceAt } from './exerciseRows.ts'
import {
  setExerciseTables,
  useExerciseTables,
  type ExerciseNotices,
  type ExerciseTables,
} from './exerciseWork.ts'
import { FurtherCases } from './FurtherCases.tsx'
import { lessonProgress, updateLessonProgress, useLessonProgress } from './lessonProgress.ts'
import { MistakeList } from './MistakeList.tsx'
import { Stage } from './Stage.tsx'
import { useLessonT } from './useLessonT.ts'
import { useStage } from './useStage.ts'

/** A table's last check: its mistakes and its score at that moment (not updated as one types). */
interface Checked {
  readonly mistakes: readonly Mistake[]
  readonly score: TableScore
}

/** A table's check, recomputed from the table as it was checked (saved work keeps that table). */
function checkOf(index: number, table: TableAnswer | null): Checked | null {
  if (table === null) return null
  const result = exerciseResult(index)
  return { mistakes: checkTable(result, table), score: scoreTable(result, table) }
}

/** Whether a table was checked whole: then the stage may show what the core did. */
const checkedWhole = (check: Checked | null) => check !== null && check.score.blank === 0

/**
 * The exercise's state: the active cell, the reader's three tables (saved work), each table's
 * last check (saved work too, null before), and what the stage shows. The stage, and every other
 * screen, stays concealed (the loaded history, no grid or trace) until the reader checks the
 * whole table or asks for a step.
 */
function useExercise() {
  const progress = useLessonProgress()
  const active = progress.active
  const { tables, linked, notices } = useExerciseTables()
  const checked = progress.checked.map((table, index) => checkOf(index, table))
  const [binding, setBinding] = useState<StageBinding>({
    scenario: 'mixed',
    cell: EXERCISE_CELLS[active]!,
    at: 'start',
  })
  const [opened, setOpened] = useState(false)
  useStage(binding)
  const concealed = !opened && !checkedWhole(checked[active] ?? null)
  const setAnswerHidden = useVisualizerStore((state) => state.setAnswerHidden)
  useEffect(() => setAnswerHidden(concealed), [concealed, setAnswerHidden])
  const show = (next: StageBinding) => {
    setOpened(true)
    setBinding(next)
  }
  return {
    active,
    tables,
    linked,
    notices,
    checked,
    binding,
    concealed,
    show,
    choose: (index: number) => {
      updateLessonProgress((current) => ({ ...current, active: index }))
      setOpened(false)
      setBinding({ scenario: 'mixed', cell: EXERCISE_CELLS[index]!, at: 'start' })
    },
    setTable: (table: TableAnswer) => setExerciseTables(replaceAt(tables, active, table)),
    check: () =>
      updateLessonProgress((current) => ({
        ...current,
        checked: replaceAt(current.checked, active, tables[active]!),
      })),
    /** shows the trace step behind a mistake (or the end of the run). */
    showStep: (seq: number | undefined) =>
      show({ scenario: 'mixed', cell: EXERCISE_CELLS[active]!, at: seq ?? 'end', highlight: true }),
  }
}

/** One tab per exercise cell, ticked once its table is correct. */
function ExerciseTabs({
  active,
  checked,
  onChoose,
}: {
  readonly active: number
  readonly checked: readonly (Checked | null)[]
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
    <div
      className="exercise-tabs"
      role="tablist"
      aria-label={lt('exercise.title')}
      onKeyDown={onTabListKeyDown}
    >
      {EXERCISE_CELLS.map((cell, index) => {
        const score = checked[index]?.score
        return (
          <button
            key={`${cell.phase}.${cell.implementation}`}
            type="button"
            role="tab"
            aria-selected={active === index}
            tabIndex={active === index ? 0 : -1}
            data-exercise-cell={`${cell.phase}.${cell.implementation}`}
            className="lesson-button"
            onClick={() => onChoose(index)}
          >
            {lt('exercise.cellTab', { n: index + 1, cell: cellName(index) })}
            {score && (
              <span className="exercise-tab-score" data-score={`${score.right}/${score.total}`}>
                {' · '}
                {lt('exercise.score', { right: score.right, total: score.total })}
                {score.right === score.total ? ' ✓' : ''}
              </span>
            )}
          </button>
        )
      })}
    </div>
  )
}

/** All three tables' last checks added up (an unchecked table counts as none right). */
function OverallScore({ checked }: { readonly checked: readonly (Checked | null)[] }) {
  const lt = useLessonT()
  if (checked.every((c) => c === null)) return null
  const totals = EXERCISE_CELLS.map((_, index) => {
    const check = checked[index]
    return check?.score ?? scoreTable(exerciseResult(index), blankTable())
  })
  const right = totals.reduce((sum, s) => sum + s.right, 0)
  const total = totals.reduce((sum, s) => sum + s.total, 0)
  return (
    <p className="exercise-score" data-overall={`${right}/${total}`}>
      {lt('exercise.scoreOverall', { right, total })}
    </p>
  )
}

/** "Copy a link with my answers": the current address with the tables in its hash. */
function ShareAnswers({ tables }: { readonly tables: readonly TableAnswer[] }) {
  const lt = useLessonT()
  const [copied, setCopied] = useState<string | null>(null)
  const share = () => {
    // the committed predictions and checks go with the answers
    const href = hrefWithProgress(hrefWithWork(location.href, tables), lessonProgress())
    // no clipboard: the link itself, as text, to copy by hand
    if (typeof navigator.clipboard?.writeText !== 'function') return setCopied(href)
    navigator.clipboard.writeText(href).then(
      () => setCopied(lt('exercise.shareCopied')),
      () => setCopied(href),
    )
  }
  return (
    <p className="exercise-share">
      <button type="button" className="lesson-button" onClick={share}>
        {lt('exercise.shareAnswers')}
      </button>{' '}
      {copied !== null && (
        <span className="muted exercise-share-status" role="status">
          {copied}
        </span>
      )}
    </p>
  )
}

/** Offers text as a file (the download code loads only when a reader asks for it). */
function offerFile(name: string, text: string): void {
  void import('../../app/download.ts').then((m) => m.downloadText(name, text))
}

/** What the page says about the answers: never lost without a word and a copy (`ExerciseNotices`). */
function AnswerNotices({
  notices,
  tables,
}: {
  readonly notices: ExerciseNotices
  readonly tables: ExerciseTables
}) {
  const lt = useLessonT()
  return (
    <>
      {notices.unsaved && (
        <p className="lesson-notice" role="alert" data-exercise-notice="unsaved">
          {lt('exercise.unsaved')}{' '}
          <button
            type="button"
            onClick={() => offerFile('context-lab-exercise.json', exerciseWorkJson(tables))}
          >
            {lt('exercise.downloadAnswers')}
          </button>
        </p>
      )}
      {notices.setAside !== null && (
        <p className="lesson-notice" role="status" data-exercise-notice="set-aside">
          {lt('exercise.setAside', { key: notices.setAside })}
        </p>
      )}
      {notices.unreadable !== null && (
        <p className="lesson-notice" role="alert" data-exercise-notice="unreadable">
          {lt('exercise.unreadable')}{' '}
          <button
            type="button"
            onClick={() => offerFile('context-lab-exercise-unreadable.json', notices.unreadable!)}
          >
            {lt('exercise.downloadUnreadable')}
          </button>
        </p>
      )}
      {notices.mergedFromTab && (
        <p className="lesson-notice" role="status" data-exercise-notice="merged">
          {lt('exercise.mergedFromTab')}
        </p>
      )}
    </>
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
  const check = checked[active]
  return (
    <div className="lesson-view exercise" data-lesson="exercise">
      <article className="lesson-text">
        <h2 tabIndex={-1} data-step-start>
          {lt('exercise.title')}
        </h2>
        <p>{lt('exercise.intro')}</p>
        <p className="muted">{lt('exercise.saved')}</p>
        {exercise.linked && <p className="muted">{lt('exercise.shareLoaded')}</p>}
        <AnswerNotices notices={exercise.notices} tables={exercise.tables} />
        <ExerciseTabs active={active} checked={checked} onChoose={exercise.choose} />
        <ExerciseTable key={active} table={exercise.tables[active]!} onChange={exercise.setTable} />
        <button type="button" className="lesson-button primary" onClick={exercise.check}>
          {lt('exercise.check')}
        </button>
        {check && (
          <MistakeList mistakes={check.mistakes} score={check.score} onShow={exercise.showStep} />
        )}
        <OverallScore checked={checked} />
        <ShareAnswers tables={exercise.tables} />
        <FurtherCases onRun={exercise.show} />
      </article>
      <Stage scenario={exercise.binding.scenario} concealed={exercise.concealed} />
    </div>
  )
}
