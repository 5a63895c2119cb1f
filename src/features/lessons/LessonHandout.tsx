import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import type { Lesson, LessonStep } from './content/lessons.ts'
import { QUESTIONS } from './content/questions.ts'
import { InlineText, RichText } from './RichText.tsx'
import { hasLessonKey, useLessonT } from './useLessonT.ts'
import './handout.css'

/** A step's question on paper: the prompt, the options, the answer and why (a handout is for after class). */
function HandoutQuestion({ id }: { readonly id: NonNullable<LessonStep['question']> }) {
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
            <InlineText text={lt(`${key}.options.${option}`)} />
          </li>
        ))}
      </ul>
      <p className="lesson-handout-answer" data-answer={question.answer()}>
        <strong>
          {lt('ui.handoutAnswer', { answer: lt(`${key}.options.${question.answer()}`) })}
        </strong>{' '}
        <InlineText text={lt(`${key}.explain`)} />
      </p>
    </section>
  )
}

/** One step, revealed: its title, prose, note and goals, then its question answered. */
function HandoutStep({ lesson, index }: { readonly lesson: Lesson; readonly index: number }) {
  const lt = useLessonT()
  const step = lesson.steps[index]!
  const key = `${lesson.id}.steps.${step.id}`
  return (
    <article className="lesson-handout-step" data-step={step.id}>
      <p className="muted">{lt('ui.stepOf', { n: index + 1, total: lesson.steps.length })}</p>
      <h2>{lt(`${key}.title`)}</h2>
      <RichText text={lt(`${key}.body`)} />
      {hasLessonKey(`${key}.lessonNote`) && (
        <aside className="lesson-note">
          <strong>{lt('ui.lessonNote')}</strong> <InlineText text={lt(`${key}.lessonNote`)} />
        </aside>
      )}
      <p className="muted">
        {lt('ui.goalsTaught')}: {step.goals.map((goal) => lt(`goals.${goal}`)).join(' · ')}
      </p>
      {step.question && <HandoutQuestion id={step.question} />}
    </article>
  )
}

interface LessonHandoutProps {
  readonly lesson: Lesson
  /** the print dialog closed: the handout goes away. */
  readonly onDone: () => void
}

/**
 * "Print this lesson": every step of the lesson one after another, one per printed page, outside
 * the app (a child of `body`, so the print sheet can leave the whole app out). It exists only on
 * paper: the screen never shows it. Printing starts once it is in the page.
 */
export function LessonHandout({ lesson, onDone }: LessonHandoutProps) {
  useEffect(() => {
    window.addEventListener('afterprint', onDone)
    window.print()
    return () => window.removeEventListener('afterprint', onDone)
  }, [onDone])
  return createPortal(
    <div className="lesson-handout" data-handout={lesson.id}>
      {lesson.steps.map((step, index) => (
        <HandoutStep key={step.id} lesson={lesson} index={index} />
      ))}
    </div>,
    document.body,
  )
}
