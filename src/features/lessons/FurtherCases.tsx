import { useState } from 'react'
import { useT } from '../../i18n/useT.ts'
import { FURTHER_CASES } from './content/exercise.ts'
import { lessonResult } from './content/scenarios.ts'
import type { StageBinding } from './content/stage.ts'
import { useLessonT } from './useLessonT.ts'

/**
 * "One step further": the two runs that answer it, each a scenario with a fault or a model
 * switch. Running one moves the stage to its result; the outcome line is the core's.
 */
export function FurtherCases({ onRun }: { readonly onRun: (binding: StageBinding) => void }) {
  const t = useT()
  const lt = useLessonT()
  const [ran, setRan] = useState<ReadonlySet<string>>(new Set())
  return (
    <section className="exercise-further" aria-labelledby="further-title">
      <h3 id="further-title">{lt('exercise.further.title')}</h3>
      <p>{lt('exercise.further.intro')}</p>
      <ul>
        {FURTHER_CASES.map((c) => {
          const result = lessonResult(c.scenario, c.cell)
          return (
            <li key={c.id} data-case={c.id}>
              <strong>{lt(`exercise.further.${c.id}`)}</strong>{' '}
              <button
                type="button"
                className="lesson-button"
                onClick={() => {
                  setRan(new Set([...ran, c.id]))
                  onRun({ scenario: c.scenario, cell: c.cell, at: 'end' })
                }}
              >
                {lt('exercise.further.run')}
              </button>
              {ran.has(c.id) && (
                <div className="exercise-further-answer" role="status">
                  <p data-outcome={result.outcome}>
                    {lt('exercise.further.outcome', {
                      outcome: t(`grid.outcomes.${result.outcome}`),
                      server: result.serverCalls,
                      model: result.modelCalls,
                    })}
                  </p>
                  <p>{lt(`exercise.further.${c.id}Answer`)}</p>
                </div>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
