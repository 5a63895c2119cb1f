import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { Lesson, LessonStep } from './content/lessons.ts'
import { QUESTIONS } from './content/questions.ts'
import { InlineText, RichText } from './RichText.tsx'
import { hasLessonKey, useLessonT } from './useLessonT.ts'
import './handout.css'

/**
 * A step's question on paper: the prompt and the options, each with a box to tick; the teacher's
 * key adds the answer and why.
 */
function HandoutQuestion({
  id,
  answers,
}: {
  readonly id: NonNullable<LessonStep['question']>
  readonly answers: boolean
}) {
  const lt = useLessonT()
  const question = QUESTIONS[id]
  const key = `questions.${id}`
  return (
    <section className="lesson-handout-question" data-question={id}>
      <h3>{lt('question.label')}</h3>
      <p>
        <InlineText text={lt(`${key}.prompt`)} />
      </p>
      <ul>
        {question.options.map((option) => (
          <li key={option}>
            <span aria-hidden="true">☐ </span>
            <InlineText text={lt(`${key}.options.${option}`)} />
          </li>
        ))}
      </ul>
      {answers && (
        <p className="lesson-handout-answer" data-answer={question.answer()}>
          <strong>
            {lt('ui.handoutAnswer', { answer: lt(`${key}.options.${question.answer()}`) })}
          </strong>{' '}
          <InlineText text={lt(`${key}.explain`)} />
        </p>
      )}
    </section>
  )
}

/**
 * One step. On the teacher's key: revealed, its title, prose, note and goals, then its question
 * answered. On the student's handout a step with a question shows only its neutral topic and the
 * question (its prose states the answer), as the screen does before a commit.
 */
function HandoutStep({
  lesson,
  index,
  answers,
}: {
  readonly lesson: Lesson
  readonly index: number
  readonly answers: boolean
}) {
  const lt = useLessonT()
  const step = lesson.steps[index]!
  const key = `${lesson.id}.steps.${step.id}`
  const open = answers || step.question === undefined
  return (
    <article className="lesson-handout-step" data-step={step.id}>
      <p className="muted">{lt('ui.stepOf', { n: index + 1, total: lesson.steps.length })}</p>
      <h2>{lt(`${key}.${open ? 'title' : 'topic'}`)}</h2>
      {open && <RichText text={lt(`${key}.body`)} />}
      {open && hasLessonKey(`${key}.lessonNote`) && (
        <aside className="lesson-note">
          <strong>{lt('ui.lessonNote')}</strong> <InlineText text={lt(`${key}.lessonNote`)} />
        </aside>
      )}
      {open && (
        <p className="muted">
          {lt('ui.goalsTaught')}: {step.goals.map((goal) => lt(`goals.${goal}`)).join(' · ')}
        </p>
      )}
      {step.question && <HandoutQuestion id={step.question} answers={answers} />}
    </article>
  )
}

interface LessonHandoutProps {
  readonly lesson: Lesson
  /** the teacher's key (every answer) rather than the student's handout (none). */
  readonly answers: boolean
  /** the print dialog closed: the handout goes away. */
  readonly onDone: () => void
}

/**
 * "Print this lesson", as a student's handout or a teacher's key: every step one after another, one per printed page, outside
 * the app (a child of `body`, so the print sheet can leave the whole app out). It exists only on
 * paper: the screen never shows it. Printing starts once it is in the page.
 */
export function LessonHandout({ lesson, answers, onDone }: LessonHandoutProps) {
  const lt = useLessonT()
  useEffect(() => {
    window.addEventListener('afterprint', onDone)
    window.print()
    return () => window.removeEventListener('afterprint', onDone)
  }, [onDone])
  return createPortal(
    <div className="lesson-handout" data-handout={lesson.id} data-key={answers || undefined}>
      <p className="lesson-handout-kind">{lt(answers ? 'ui.printKey' : 'ui.printStudent')}</p>
      {lesson.steps.map((step, index) => (
        <HandoutStep key={step.id} lesson={lesson} index={index} answers={answers} />
      ))}
    </div>,
    document.body,
  )
}
