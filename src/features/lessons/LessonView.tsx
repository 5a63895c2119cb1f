import { useEffect, useState } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import type { Lesson } from './content/lessons.ts'
import { QUESTIONS } from './content/questions.ts'
import type { StageBinding } from './content/stage.ts'
import { PinSources } from './PinSources.tsx'
import { QuestionCard } from './QuestionCard.tsx'
import { InlineText, RichText } from './RichText.tsx'
import { Stage } from './Stage.tsx'
import { hasLessonKey, useLessonT } from './useLessonT.ts'
import { useStage } from './useStage.ts'

/** Keys that move between steps, unless the reader is typing or choosing in a form control. */
function isFormTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)
}

function useStepKeys(back: () => void, next: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isFormTarget(event.target)) return
      if (event.key === 'ArrowRight' || event.key === 'PageDown') next()
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') back()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [back, next])
}

interface LessonViewProps {
  readonly lesson: Lesson
  readonly onFinish: () => void
}

/** One lesson: its steps one at a time, each moving the stage to the state it is bound to. */
export function LessonView({ lesson, onFinish }: LessonViewProps) {
  const lt = useLessonT()
  // the step index is the store's lesson position (clamped: a link may name any number)
  const stored = useVisualizerStore((state) => state.lessonPosition)
  const setLessonPosition = useVisualizerStore((state) => state.setLessonPosition)
  const last = lesson.steps.length - 1
  const index =
    stored?.section === lesson.id && Number.isInteger(stored.step)
      ? Math.min(Math.max(0, stored.step), last)
      : 0
  // a committed question or a followed link moves the stage away from the step's own binding
  const [override, setOverride] = useState<StageBinding | null>(null)
  const step = lesson.steps[index]!
  const binding = override ?? step.stage
  useStage(binding)
  const go = (to: number) => {
    setLessonPosition({ section: lesson.id, step: Math.min(Math.max(0, to), last) })
    setOverride(null)
  }
  const back = () => go(index - 1)
  const next = () => go(index + 1)
  useStepKeys(back, next)
  const question = step.question ? QUESTIONS[step.question] : undefined
  const atLast = index === last
  const key = `${lesson.id}.steps.${step.id}`
  return (
    <div className="lesson-view" data-lesson={lesson.id} data-step={step.id}>
      <article className="lesson-text" aria-labelledby="lesson-step-title">
        <p className="lesson-progress">
          {lt('ui.stepOf', { n: index + 1, total: lesson.steps.length })}
        </p>
        <h2 id="lesson-step-title">{lt(`${key}.title`)}</h2>
        <RichText text={lt(`${key}.body`)} />
        <PinSources claimKey={`lessons.${key}.body`} />
        {hasLessonKey(`${key}.lessonNote`) && (
          <aside className="lesson-note" data-lesson-note>
            <strong>{lt('ui.lessonNote')}</strong> <InlineText text={lt(`${key}.lessonNote`)} />
          </aside>
        )}
        <p className="lesson-goals muted">
          {lt('ui.goalsTaught')}: {step.goals.map((goal) => lt(`goals.${goal}`)).join(' · ')}
        </p>
        {question && (
          <QuestionCard
            key={`${lesson.id}.${step.id}`}
            question={question}
            onCommit={setOverride}
          />
        )}
        <nav
          className="lesson-nav"
          aria-label={lt('ui.stepOf', { n: index + 1, total: lesson.steps.length })}
        >
          <button type="button" className="lesson-button" onClick={back} disabled={index === 0}>
            ← {lt('ui.back')}
          </button>
          {atLast ? (
            <button type="button" className="lesson-button primary" onClick={onFinish}>
              {lt('ui.finish')} →
            </button>
          ) : (
            <button type="button" className="lesson-button primary" onClick={next}>
              {lt('ui.next')} →
            </button>
          )}
        </nav>
        <p className="keys-hint muted">{lt('ui.keys')}</p>
      </article>
      <Stage scenario={binding.scenario} demo={binding.demo} />
    </div>
  )
}
