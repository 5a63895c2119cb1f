import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useVisualizerStore } from '../../store/index.ts'
import type { GoalId } from './content/goals.ts'
import type { Lesson } from './content/lessons.ts'
import { QUESTIONS } from './content/questions.ts'
import { concealedBinding, type StageBinding } from './content/stage.ts'
import { PinSources } from './PinSources.tsx'
import { PrintLesson } from './PrintLesson.tsx'
import { QuestionCard } from './QuestionCard.tsx'
import { useLessonProgress } from './lessonProgress.ts'
import { InlineText, RichText } from './RichText.tsx'
import { Stage, StagePlaceholder } from './Stage.tsx'
import { useFocusOnChange } from './useFocusOnChange.ts'
import { hasLessonKey, useLessonT } from './useLessonT.ts'
import { usePages } from './usePages.ts'
import { useStage } from './useStage.ts'

/** Keys that move between steps, unless the reader is typing or choosing in a form control. */
function isFormTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName)
}

function useStepKeys(back: () => void, next: () => void, first: () => void): void {
  // swapped in the commit that draws a page, not after the paint: a key pressed as soon as the
  // page shows must move from that page, not from the one before (which moved nowhere)
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return // a tab list or a chart took the key
      if (event.altKey || event.ctrlKey || event.metaKey || isFormTarget(event.target)) return
      if (event.key === 'ArrowRight' || event.key === 'PageDown') next()
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') back()
      // a class starts over: Home goes to the lesson's first step
      else if (event.key === 'Home') first()
      else return
      event.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [back, next, first])
}

interface LessonViewProps {
  readonly lesson: Lesson
  readonly onFinish: () => void
}

/** The step the lesson stands at (the store's lesson position, clamped) and the moves from it. */
function useLessonStep(lesson: Lesson) {
  // the step index is the store's lesson position (clamped: a link may name any number)
  const stored = useVisualizerStore((state) => state.lessonPosition)
  const setLessonPosition = useVisualizerStore((state) => state.setLessonPosition)
  const setAnswerHidden = useVisualizerStore((state) => state.setAnswerHidden)
  const { predictions } = useLessonProgress()
  const last = lesson.steps.length - 1
  const index =
    stored?.section === lesson.id && Number.isInteger(stored.step)
      ? Math.min(Math.max(0, stored.step), last)
      : 0
  // a followed link or a commit moves the stage away from the step's own binding; it belongs to
  // the step it was made on, so arriving at another step by Back or a link shows that step's own
  const [moved, setMoved] = useState<{ readonly at: string; readonly to: StageBinding } | null>(
    null,
  )
  const step = lesson.steps[index]!
  const here = `${lesson.id}.${index}`
  const override = moved?.at === here ? moved.to : null
  const setOverride = (to: StageBinding | null) => setMoved(to === null ? null : { at: here, to })
  // a committed prediction is saved work: a reload or a return finds the step revealed
  const committed = step.question === undefined ? undefined : predictions[step.question]
  const concealed = step.question !== undefined && committed === undefined
  const revealed = step.question === undefined ? undefined : QUESTIONS[step.question].reveal
  const binding = override ?? (concealed ? concealedBinding(step.stage) : (revealed ?? step.stage))
  const staged = useStage(binding)
  // every other screen hides the answer while the question is open (see lessonGateSlice.ts)
  useEffect(() => setAnswerHidden(concealed), [concealed, setAnswerHidden])
  const go = (to: number) => {
    setLessonPosition({ section: lesson.id, step: Math.min(Math.max(0, to), last) })
    setOverride(null)
  }
  return {
    index,
    last,
    step,
    binding,
    staged,
    concealed,
    back: () => go(index - 1),
    next: () => go(index + 1),
    first: () => go(0),
    reveal: (to: StageBinding) => setOverride(to),
    conceal: () => setOverride(null),
  }
}

/**
 * Whether any question of the lesson shows its options as code (a rendered fragment each): the
 * projector layout gives such a lesson's text the wider column on every step, so the stage keeps
 * one place and size from step to step instead of narrowing on the steps with code.
 */
function hasCodeOptions(lesson: Lesson): boolean {
  return lesson.steps.some((step) => {
    const question = step.question === undefined ? undefined : QUESTIONS[step.question]
    return question?.options.some((option) => question.optionCode?.(option) !== undefined) ?? false
  })
}

/** Whether the step before (if any) taught exactly these goals. */
function sameGoals(before: readonly GoalId[] | undefined, goals: readonly GoalId[]): boolean {
  return (
    before !== undefined &&
    before.length === goals.length &&
    goals.every((goal) => before.includes(goal))
  )
}

/**
 * The step's text under its title. Until its question is committed the title is a neutral topic
 * and no prose shows: the real title, the prose, the goals and the sources state the rule the
 * question asks about.
 */
function StepText({
  stepKey,
  goals,
  continued,
  concealed,
}: {
  readonly stepKey: string
  readonly goals: readonly GoalId[]
  /** the step before taught the same goals: said so, instead of announcing them as new */
  readonly continued: boolean
  readonly concealed: boolean
}) {
  const lt = useLessonT()
  if (concealed) return <p className="lesson-predict-first muted">{lt('ui.predictFirst')}</p>
  return (
    <>
      <RichText text={lt(`${stepKey}.body`)} />
      <PinSources claimKey={`lessons.${stepKey}.body`} />
      {hasLessonKey(`${stepKey}.lessonNote`) && (
        <aside className="lesson-note" data-lesson-note>
          <strong>{lt('ui.lessonNote')}</strong> <InlineText text={lt(`${stepKey}.lessonNote`)} />
        </aside>
      )}
      <p className="lesson-goals muted">
        {lt(continued ? 'ui.goalsContinued' : 'ui.goalsTaught')}:{' '}
        {goals.map((goal) => lt(`goals.${goal}`)).join(' · ')}
      </p>
    </>
  )
}

/** "Step 4 of 12", and on a step that comes as pages, which page is shown. */
function StepProgress({
  progress,
  page,
  count,
}: {
  readonly progress: string
  readonly page: number
  readonly count: number
}) {
  const lt = useLessonT()
  return (
    <p className="lesson-progress">
      {progress}
      {count > 1 && (
        <span className="lesson-page">
          {' · '}
          {lt('ui.pageOf', { n: page + 1, total: count })}
        </span>
      )}
    </p>
  )
}

/**
 * The step's nav: in paged mode (presenter, after a commit) Back and Next turn the step's pages
 * first, the same as the keys, so the room never skips a page of the explanation.
 */
function StepNav({
  label,
  back,
  next,
  atStart,
  finish,
}: {
  readonly label: string
  readonly back: () => void
  readonly next: () => void
  readonly atStart: boolean
  /** the text of the last step's button, which leaves the lesson (undefined before the last page) */
  readonly finish: string | undefined
}) {
  const lt = useLessonT()
  return (
    <nav className="lesson-nav" aria-label={label}>
      <button type="button" className="lesson-button" onClick={back} disabled={atStart}>
        ← {lt('ui.back')}
      </button>
      <button type="button" className="lesson-button primary" onClick={next}>
        {finish ?? lt('ui.next')} →
      </button>
    </nav>
  )
}

/**
 * Tells the store which page of a paged step is shown (the presenter console says "page k of
 * n"), and that none is once the step is not paged or the lesson closes.
 */
function useReportedPage(pages: { readonly page: number; readonly count: number } | null) {
  const setLessonPage = useVisualizerStore((state) => state.setLessonPage)
  const at = pages?.page
  const of = pages?.count
  useEffect(() => {
    setLessonPage(at === undefined || of === undefined ? null : { at, of })
  }, [setLessonPage, at, of])
  useEffect(() => () => setLessonPage(null), [setLessonPage])
}

/** One lesson: its steps one at a time, each moving the stage to the state it is bound to. */
export function LessonView({ lesson, onFinish }: LessonViewProps) {
  const lt = useLessonT()
  const at = useLessonStep(lesson)
  const { index, step } = at
  // on a projector a revealed step comes as pages that fit the window: nothing scrolls
  const paged = useVisualizerStore((state) => state.present) && !at.concealed
  const box = useRef<HTMLDivElement>(null)
  const pages = usePages(box, paged, `${lesson.id}.${step.id}`)
  const lastPage = pages.page === pages.count - 1
  useReportedPage(paged ? pages : null)
  const finishing = index === at.last && lastPage
  const back = () => void (pages.move(-1) || at.back())
  const next = () => void (pages.move(1) || (index === at.last ? onFinish() : at.next()))
  useStepKeys(back, next, at.first)
  // a new step starts at its title (the pressed button stays behind, at the end of the step)
  const text = useRef<HTMLElement>(null)
  useFocusOnChange(index, text, '[data-step-start]')
  const question = step.question ? QUESTIONS[step.question] : undefined
  const key = `${lesson.id}.steps.${step.id}`
  const progress = lt('ui.stepOf', { n: index + 1, total: lesson.steps.length })
  const stepText = (
    <StepText
      key="text"
      stepKey={key}
      goals={step.goals}
      continued={sameGoals(lesson.steps[index - 1]?.goals, step.goals)}
      concealed={at.concealed}
    />
  )
  const card = question && (
    <QuestionCard key={key} question={question} onCommit={at.reveal} onRetry={at.conceal} />
  )
  // between the title and the buttons: on a projector only this part may have to move; paged,
  // the verdict comes first
  const flow = <div className="lesson-text-flow">{paged ? [card, stepText] : [stepText, card]}</div>
  // the text does not wait for the engine: until the stage stands on the step's binding, its box
  // holds the place (the same size, so nothing moves when it arrives)
  const stage = at.staged ? (
    <Stage scenario={at.binding.scenario} demo={at.binding.demo} concealed={at.concealed} />
  ) : (
    <StagePlaceholder />
  )
  return (
    <div
      className="lesson-view"
      data-lesson={lesson.id}
      data-code-options={hasCodeOptions(lesson) || undefined}
      data-step={step.id}
      data-concealed={at.concealed || undefined}
      data-paged={paged || undefined}
      data-page={paged ? pages.page + 1 : undefined}
      data-pages={paged ? pages.count : undefined}
    >
      <article className="lesson-text" aria-labelledby="lesson-step-title" ref={text}>
        <StepProgress progress={progress} page={pages.page} count={pages.count} />
        <h2 id="lesson-step-title" tabIndex={-1} data-step-start elementtiming="lesson">
          {lt(`${key}.${at.concealed ? 'topic' : 'title'}`)}
        </h2>
        {paged ? (
          <div className="lesson-pages" ref={box}>
            {flow}
            {stage}
          </div>
        ) : (
          flow
        )}
        <StepNav
          label={progress}
          back={back}
          next={next}
          atStart={index === 0 && pages.page === 0}
          finish={finishing ? lt(`ui.finish.${lesson.id}`) : undefined}
        />
        <p className="keys-hint muted">{lt('ui.keys')}</p>
        <PrintLesson lesson={lesson} />
      </article>
      {!paged && stage}
    </div>
  )
}
