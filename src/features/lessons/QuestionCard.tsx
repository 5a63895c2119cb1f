import { useId, useRef, useState } from 'react'
import type { RuleId } from '../../core/index.ts'
import { useT } from '../../i18n/useT.ts'
import { useVisualizerStore } from '../../store/index.ts'
import { bindingStep, type StageBinding } from './content/stage.ts'
import { isCorrect, questionLink, type Question } from './content/questions.ts'
import { setPrediction, useLessonProgress } from './lessonProgress.ts'
import { PinSources } from './PinSources.tsx'
import { InlineText, Markup } from './RichText.tsx'
import { useFocusOnChange } from './useFocusOnChange.ts'
import { useLessonT } from './useLessonT.ts'

interface QuestionCardProps {
  readonly question: Question
  /** moves the stage: to the reveal on commit, to the linked trace step on request. */
  readonly onCommit: (binding: StageBinding) => void
  /** the reader takes the answer back: the stage is concealed again. */
  readonly onRetry?: () => void
}

/** The reader's pick, the committed answer (saved work; null until committed) and the hint. */
function useQuestion(
  question: Question,
  onCommit: QuestionCardProps['onCommit'],
  onRetry: QuestionCardProps['onRetry'],
) {
  const committed = useLessonProgress().predictions[question.id] ?? null
  const [choice, setChoice] = useState<string | null>(committed)
  const [hint, setHint] = useState(false)
  return {
    choice: committed ?? choice,
    committed,
    hint,
    choose: (option: string) => {
      setChoice(option)
      setHint(false)
    },
    commit: () => {
      if (choice === null) return setHint(true)
      setPrediction(question.id, choice)
      onCommit(question.reveal)
    },
    retry: () => {
      setPrediction(question.id, null)
      setChoice(null)
      onRetry?.()
    },
  }
}

/** The options as radio buttons, locked once an answer is committed. */
function QuestionOptions({
  question,
  name,
  choice,
  locked,
  onChoose,
}: {
  readonly question: Question
  readonly name: string
  readonly choice: string | null
  readonly locked: boolean
  readonly onChoose: (option: string) => void
}) {
  const lt = useLessonT()
  const key = `questions.${question.id}`
  return (
    <fieldset className="lesson-options" disabled={locked}>
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
              onChange={() => onChoose(option)}
            />
            <span>
              <InlineText text={lt(`${key}.options.${option}`)} />
              {code !== undefined && (
                <pre className="demo-code">
                  <Markup text={code} />
                </pre>
              )}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}

/** After committing: right or wrong, why, a link to the deciding trace step, and a retry. */
function QuestionFeedback({
  question,
  right,
  onCommit,
  onRetry,
}: {
  readonly question: Question
  readonly right: boolean
  readonly onCommit: QuestionCardProps['onCommit']
  readonly onRetry: () => void
}) {
  const t = useT()
  const lt = useLessonT()
  const key = `questions.${question.id}`
  const link = questionLink(question)
  // before a class the reveal is neutral: the room sees the core's answer, not who was wrong
  const present = useVisualizerStore((state) => state.present)
  const answer = lt(`${key}.options.${question.answer()}`)
  const verdict = present
    ? lt('question.revealed', { answer })
    : right
      ? lt('question.correct')
      : lt('question.wrong', { answer })
  return (
    <div
      className={`lesson-feedback ${present ? 'neutral' : right ? 'right' : 'wrong'}`}
      role="status"
      tabIndex={-1}
      data-correct={present ? undefined : right}
    >
      <strong>{verdict}</strong> <InlineText text={lt(`${key}.explain`)} />
      <PinSources claimKey={`lessons.${key}.explain`} />
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
        {(present || !right) && (
          <button type="button" className="lesson-button" onClick={onRetry}>
            {lt('question.retry')}
          </button>
        )}
      </div>
    </div>
  )
}

/**
 * Predict, then reveal: the reader picks an option and commits; only then does the stage show the
 * core's result. A wrong answer gets the rule and a link to the trace step that decides it.
 */
export function QuestionCard({ question, onCommit, onRetry }: QuestionCardProps) {
  const lt = useLessonT()
  const name = useId()
  const q = useQuestion(question, onCommit, onRetry)
  const key = `questions.${question.id}`
  // commit and retry remove the focused button: focus goes to the feedback, or back to the options
  const card = useRef<HTMLElement>(null)
  const open = q.committed === null
  useFocusOnChange(open, card, open ? 'input[type=radio]' : '.lesson-feedback')
  return (
    <section
      className="lesson-question"
      data-question={question.id}
      aria-labelledby={`${name}-q`}
      ref={card}
    >
      <h3 className="lesson-question-label">{lt('question.label')}</h3>
      <p id={`${name}-q`} className="lesson-question-prompt">
        <InlineText text={lt(`${key}.prompt`)} />
      </p>
      <QuestionOptions
        question={question}
        name={name}
        choice={q.choice}
        locked={q.committed !== null}
        onChoose={q.choose}
      />
      {q.committed === null ? (
        <div className="lesson-question-actions">
          <button type="button" className="lesson-button primary" onClick={q.commit}>
            {lt('question.commit')}
          </button>
          <span className="muted" role={q.hint ? 'alert' : undefined}>
            {q.hint ? lt('question.chooseFirst') : lt('question.hiddenUntilCommit')}
          </span>
        </div>
      ) : (
        <QuestionFeedback
          question={question}
          right={isCorrect(question, q.committed)}
          onCommit={onCommit}
          onRetry={q.retry}
        />
      )}
    </section>
  )
}
