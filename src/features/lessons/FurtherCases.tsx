import { useState } from 'react'
import type { Outcome } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { FURTHER_CASES } from './content/exercise.ts'
import { lessonResult } from './content/scenarios.ts'
import type { StageBinding } from './content/stage.ts'
import { FURTHER_OUTCOMES, updateLessonProgress, useLessonProgress } from './lessonProgress.ts'
import { useLessonT } from './useLessonT.ts'

type FurtherCase = (typeof FURTHER_CASES)[number]

/** One case: predict its outcome, then run it; the prediction is saved with the lessons' work. */
function FurtherCaseRow({
  c,
  onRun,
}: {
  readonly c: FurtherCase
  readonly onRun: (binding: StageBinding) => void
}) {
  const t = useT()
  const lt = useLessonT()
  const predicted = useLessonProgress().further[c.id]
  const [choice, setChoice] = useState<Outcome | ''>(predicted ?? '')
  const [hint, setHint] = useState(false)
  const result = lessonResult(c.scenario, c.cell)
  const run = () => {
    if (choice === '') return setHint(true)
    updateLessonProgress((current) => ({
      ...current,
      further: { ...current.further, [c.id]: choice },
    }))
    onRun({ scenario: c.scenario, cell: c.cell, at: 'end' })
  }
  return (
    <li data-case={c.id}>
      <strong>{lt(`exercise.further.${c.id}`)}</strong>{' '}
      <label className="exercise-further-predict">
        {lt('exercise.further.predict')}{' '}
        <select
          value={choice}
          disabled={predicted !== undefined}
          onChange={(event) => {
            setChoice(event.target.value as Outcome | '')
            setHint(false)
          }}
        >
          <option value="">—</option>
          {FURTHER_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`grid.outcomes.${outcome}`)}
            </option>
          ))}
        </select>
      </label>{' '}
      <button type="button" className="lesson-button" onClick={run}>
        {lt('exercise.further.run')}
      </button>
      {hint && (
        <span className="muted" role="alert">
          {' '}
          {lt('exercise.further.predictFirst')}
        </span>
      )}
      {predicted !== undefined && (
        <div className="exercise-further-answer" role="status">
          <p data-outcome={result.outcome} data-predicted={predicted}>
            {lt('exercise.further.outcome', {
              outcome: t(`grid.outcomes.${result.outcome}`),
              server: result.serverCalls,
              model: result.modelCalls,
            })}
          </p>
          <p>{lt('exercise.further.predicted', { outcome: t(`grid.outcomes.${predicted}`) })}</p>
          <p>{lt(`exercise.further.${c.id}Answer`)}</p>
        </div>
      )}
    </li>
  )
}

/**
 * "One step further": the two runs that answer it, each a scenario with a fault or a model
 * switch. The reader predicts each outcome first; running one moves the stage to its result, and
 * the outcome line is the core's.
 */
export function FurtherCases({ onRun }: { readonly onRun: (binding: StageBinding) => void }) {
  const lt = useLessonT()
  return (
    <section className="exercise-further" aria-labelledby="further-title">
      <h3 id="further-title">{lt('exercise.further.title')}</h3>
      <p>{lt('exercise.further.intro')}</p>
      <ul>
        {FURTHER_CASES.map((c) => (
          <FurtherCaseRow key={c.id} c={c} onRun={onRun} />
        ))}
      </ul>
    </section>
  )
}
