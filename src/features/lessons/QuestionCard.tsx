import { useId, useState } from 'react'
import type { RuleId } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { bindingStep, type StageBinding } from './content/stage.ts'
import { isCorrect, questionLink, type Question } from './content/questions.ts'
import { InlineText } from './RichText.tsx'
import { useLessonT } from './useLessonT.ts'

interface QuestionCardProps {
  readonly question: Question
  /** moves the stage: to the reveal on commit, to the linked trace step on request. */
  readonly onCommit: (binding: StageBinding) => void
}

/**
 * Predict, then reveal: the reader picks an option and commits; only then does the stage show the
 * core's result. A wrong answer gets the rule and a link to the trace step that decides it.
 */
export function QuestionCard({ question, onCommit }: QuestionCardProps) {
  const t = useT()
  const lt = useLessonT()
  const name = useId()
  const [choice, setChoice] = useState<string | null>(null)
  const [committed, setCommitted] = useState<string | null>(null)
  const [hint, setHint] = useState(false)
  const key = `questions.${question.id}`
  const right = committed !== null && isCorrect(question, committed)
  const link = questionLink(question)
  const answer = question.answer()
  return (
    <section className="lesson-question" data-question={question.id} aria-labelledby={`${name}-q`}>
      <h3 className="lesson-question-label">{lt('question.label')}</h3>
      <p id={`${name}-q`} className="lesson-question-prompt">
        <InlineText text={lt(`${key}.prompt`)} />
      </p>
      <fieldset className="lesson-options" disabled={committed !== null}>
        <legend className="visually-hidden">{lt(`${key}.prompt`)}</legend>
        {question.options.map((option) => {
          const code = question.optionCode?.(option)
          return (
            <label key={option} className="lesson-option" data-option={option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={choice === option}
                onChange={() => {
                  setChoice(option)
                  setHint(false)
                }}
              />
              <span>
                <InlineText text={lt(`${key}.options.${option}`)} />
                {code !== undefined && <pre className="demo-code">{code}</pre>}
              </span>
            </label>
          )
        })}
      </fieldset>
      {committed === null ? (
        <div className="lesson-question-actions">
          <button
            type="button"
            className="lesson-button primary"
            onClick={() => {
              if (choice === null) return setHint(true)
              setCommitted(choice)
              onCommit(question.reveal)
            }}
          >
            {lt('question.commit')}
          </button>
          <span className="muted" role={hint ? 'alert' : undefined}>
            {hint ? lt('question.chooseFirst') : lt('question.hiddenUntilCommit')}
          </span>
        </div>
      ) : (
        <div
          className={`lesson-feedback ${right ? 'right' : 'wrong'}`}
          role="status"
          data-correct={right}
        >
          <strong>
            {right
              ? lt('question.correct')
              : lt('question.wrong', { answer: lt(`${key}.options.${answer}`) })}
          </strong>{' '}
          <InlineText text={lt(`${key}.explain`)} />
          {question.basis === 'source' && <p className="muted">{lt('question.basisSource')}</p>}
          <div className="lesson-question-actions">
            {link && (
              <button type="button" className="lesson-link" onClick={() => onCommit(link)}>
                {lt('question.seeStep', {
                  seq: bindingStep(link),
                  title: t(`rules.titles.${link.at as RuleId}`),
                })}
              </button>
            )}
            {!right && (
              <button
                type="button"
                className="lesson-button"
                onClick={() => {
                  setCommitted(null)
                  setChoice(null)
                }}
              >
                {lt('question.retry')}
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
