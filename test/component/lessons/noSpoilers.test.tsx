/**
 * Predict, then see: while a step's question is open, nothing on screen states its answer (the
 * step's prose, its real title, the explanation, the grid, the trace, a second mention of the
 * right option), every other screen waits behind the gate, and a committed prediction is saved
 * work that a reload finds again.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { App } from '../../../src/App.tsx'
import { LESSONS, LESSON_IDS } from '../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS, type QuestionId } from '../../../src/features/lessons/content/questions.ts'
import { lessonProgress } from '../../../src/features/lessons/lessonProgress.ts'
import { LessonsScreen } from '../../../src/features/lessons/LessonsScreen.tsx'
import { lessons as en } from '../../../src/i18n/en/lessons.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

const store = () => useVisualizerStore.getState()

/** Lesson text as it reads on screen: backticks mark code and are not shown. */
const plain = (text: string) => text.replace(/`/g, '')

const lookUp = (key: string): string =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string

const pageText = () => (document.body.textContent ?? '').replace(/\s+/g, ' ')
const squash = (text: string) => plain(text).replace(/\s+/g, ' ').trim()
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1

const QUESTION_STEPS = LESSON_IDS.flatMap((lesson) =>
  LESSONS[lesson].steps.flatMap((step, index) =>
    step.question ? [{ lesson, index, step: step.id, question: step.question }] : [],
  ),
)

beforeEach(() => {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
  useVisualizerStore.setState({ lessonProgress: undefined })
})

describe('a lesson question, before the reader commits', () => {
  it.each(QUESTION_STEPS)('$lesson step $step holds back its answer', (at) => {
    store().setLessonPosition({ section: at.lesson, step: at.index })
    render(<LessonsScreen />)
    const key = `${at.lesson}.steps.${at.step}`
    const question = QUESTIONS[at.question]
    const text = pageText()
    expect(store().answerHidden).toBe(true)
    // the views that show the core's result are not drawn
    expect(document.querySelector('.cell-grid, .trace-seek, [data-outcome]')).toBeNull()
    // the prose and the explanation state the rule the question asks about
    expect(text).not.toContain(squash(lookUp(`questions.${at.question}.explain`)))
    for (const paragraph of lookUp(`${key}.body`).split('\n\n'))
      expect(text).not.toContain(squash(paragraph))
    // the heading is the neutral topic, never the real title
    expect(document.getElementById('lesson-step-title')).toHaveTextContent(
      squash(lookUp(`${key}.topic`)),
    )
    // the right option is named once, as one option among the others
    const answer = squash(lookUp(`questions.${at.question}.options.${question.answer()}`))
    expect(count(text, answer)).toBe(1)
    expect(text).not.toContain(en.question.correct)
  })

  it('opens the step and the other screens once the prediction is committed', () => {
    const at = QUESTION_STEPS[0]!
    store().setLessonPosition({ section: at.lesson, step: at.index })
    render(<LessonsScreen />)
    commit(at.question, QUESTIONS[at.question].answer())
    expect(store().answerHidden).toBe(false)
    expect(pageText()).toContain(squash(lookUp(`questions.${at.question}.explain`)))
  })
})

describe('arriving at a question by Back or a link', () => {
  it('shows that step’s own concealed stage, not the stage revealed on the step before', () => {
    // two question steps of one lesson that share a stage cell, the first one committed
    const [first, second] = QUESTION_STEPS.filter((at) => at.lesson === 'compaction')
    store().setLessonPosition({ section: first!.lesson, step: first!.index })
    render(<LessonsScreen />)
    commit(first!.question, QUESTIONS[first!.question].answer())
    const revealedStep = store().step
    expect(revealedStep).toBeGreaterThan(1)
    // what Back does: the address's lesson position, straight into the store
    act(() => store().setLessonPosition({ section: second!.lesson, step: second!.index }))
    expect(store().answerHidden).toBe(true)
    expect(store().step).toBe(1)
    const statuses = [...document.querySelectorAll('.lesson-stage .lane [data-status]')].map(
      (card) => card.getAttribute('data-status'),
    )
    expect(statuses.length).toBeGreaterThan(0)
    expect(new Set(statuses)).toEqual(new Set(['pending']))
  })
})

function commit(id: QuestionId, option: string): void {
  const options = en.questions[id].options as Record<string, string>
  fireEvent.click(screen.getByLabelText(options[option]!))
  fireEvent.click(screen.getByRole('button', { name: en.question.commit }))
}

describe('saved learning', () => {
  it('keeps a committed prediction through a reload, and a retry forgets it', () => {
    const at = QUESTION_STEPS[1]!
    const question = QUESTIONS[at.question]
    const wrong = question.options.find((option) => option !== question.answer())!
    store().setLessonPosition({ section: at.lesson, step: at.index })
    const first = render(<LessonsScreen />)
    commit(at.question, wrong)
    first.unmount()
    // a reload: the page's copy is gone, storage is not
    useVisualizerStore.setState({ lessonProgress: undefined })
    useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
    store().setLessonPosition({ section: at.lesson, step: at.index })
    render(<LessonsScreen />)
    expect(document.querySelector('[data-correct="false"]')).not.toBeNull()
    expect(store().answerHidden).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: en.question.retry }))
    expect(lessonProgress().predictions[at.question]).toBeUndefined()
    expect(store().answerHidden).toBe(true)
  })

  it('ignores saved predictions for unknown questions or options', () => {
    localStorage.setItem(
      'context-lab:lessons',
      JSON.stringify({
        version: 1,
        progress: { predictions: { f_problem: 'nonsense', nope: 'x' }, active: 99 },
      }),
    )
    expect(lessonProgress().predictions).toEqual({})
    expect(lessonProgress().active).toBe(2)
  })
})

describe('the other screens while a question is open', () => {
  it('wait behind the gate, which leads back to the question or shows the screen', async () => {
    useVisualizerStore.setState({ answerHidden: true, tab: 'grid' })
    render(<App />)
    expect(await screen.findByRole('heading', { name: en.ui.gate.title })).toBeInTheDocument()
    expect(document.querySelector('.cell-grid')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: en.ui.gate.show }))
    await act(async () => {})
    expect(document.querySelector('.cell-grid')).not.toBeNull()
    act(() => useVisualizerStore.setState({ answerHidden: true }))
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(en.ui.gate.back) }))
    expect(store().tab).toBe('lessons')
  })
})
