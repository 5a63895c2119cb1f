/**
 * The lessons screen: steps move the real app to their bound state, a question hides the result
 * until the reader commits, the keyboard moves between steps, the reader's scenario comes back
 * when the tab closes, and the text follows the locale.
 */
import { act, fireEvent, render, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { parseScenario, type ScenarioFile } from '../../../src/core/index.ts'
import {
  COMPACTION_LESSON,
  FRAGMENTS_LESSON,
} from '../../../src/features/lessons/content/lessons.ts'
import {
  QUESTIONS,
  questionLink,
  type Question,
} from '../../../src/features/lessons/content/questions.ts'
import { lessonScenario } from '../../../src/features/lessons/content/scenarios.ts'
import { bindingStep, concealedBinding } from '../../../src/features/lessons/content/stage.ts'
import { LessonsScreen } from '../../../src/features/lessons/LessonsScreen.tsx'
import { lessons as en } from '../../../src/i18n/en/lessons.ts'
import { lessons as ko } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zh } from '../../../src/i18n/zh/lessons.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

const store = () => useVisualizerStore.getState()

/** Picks the core's answer to the step's question and commits it. */
function commitRight(question: Question): void {
  const options = en.questions[question.id].options as Record<string, string>
  fireEvent.click(screen.getByLabelText(options[question.answer()]!))
  fireEvent.click(screen.getByRole('button', { name: en.question.commit }))
}

beforeEach(() => {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
  useVisualizerStore.setState({ lessonProgress: undefined })
})

describe('the lessons screen', () => {
  it('binds each step to its state and moves with Next, Back and the arrow keys', () => {
    render(<LessonsScreen />)
    const first = FRAGMENTS_LESSON.steps[0]!
    // before the prediction: the step's scenario and cell, at the loaded history
    expect(store().step).toBe(bindingStep(concealedBinding(first.stage)))
    expect(store().cell).toEqual(first.stage.cell)
    fireEvent.click(screen.getByRole('button', { name: /Next/ }))
    expect(
      screen.getByRole('heading', { level: 2, name: en.fragments.steps.whyTypes.topic }),
    ).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(
      screen.getByRole('heading', { name: en.fragments.steps.fourQuestions.topic }),
    ).toBeInTheDocument()
    // the panel answers the question: it opens with the reveal
    expect(document.querySelector("[data-demo='fourQuestions']")).toBeNull()
    commitRight(QUESTIONS.f_fourQuestions)
    expect(document.querySelector("[data-demo='fourQuestions']")).not.toBeNull()
    expect(
      screen.getByRole('heading', { name: en.fragments.steps.fourQuestions.title }),
    ).toBeInTheDocument()
    fireEvent.keyDown(window, { key: 'ArrowLeft' })
    expect(
      screen.getByRole('heading', { name: en.fragments.steps.whyTypes.topic }),
    ).toBeInTheDocument()
  })

  it('cites each step’s Codex facts at the pin, and marks the lesson’s own wording as such', () => {
    render(<LessonsScreen />)
    expect(
      document.querySelector('[data-claim="lessons.fragments.steps.symptoms.body"]'),
    ).toBeNull()
    commitRight(QUESTIONS.f_problem)
    const sources = document.querySelector('[data-claim="lessons.fragments.steps.symptoms.body"]')!
    expect(sources).toHaveTextContent(en.ui.pinSources)
    const links = [...sources.querySelectorAll('a')]
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) {
      expect(link.href).toMatch(/^https:\/\/github\.com\/openai\/codex\/blob\/4f39251a0/)
      expect(link).toHaveAttribute('target', '_blank')
    }
    expect(document.querySelector('[data-lesson-note]')).toBeNull()
    const placement = COMPACTION_LESSON.steps.findIndex((step) => step.id === 'placement')
    act(() => store().setLessonPosition({ section: 'compaction', step: placement }))
    commitRight(QUESTIONS.c_placement)
    const note = document.querySelector('[data-lesson-note]')!
    expect(note).toHaveTextContent(en.ui.lessonNote)
    expect(note).toHaveTextContent(/next turn/)
  })

  it('plays a step’s registry change on the stage', () => {
    render(<LessonsScreen />)
    const trap = FRAGMENTS_LESSON.steps.findIndex((step) => step.id === 'trap')
    for (let i = 0; i < trap; i++) fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(store().scenario).toBe(lessonScenario('userInstructionsTrap'))
  })

  it('shows the core’s result only after the reader commits, and explains a wrong answer', () => {
    render(<LessonsScreen />)
    const before = store().step
    fireEvent.click(screen.getByRole('button', { name: en.question.commit }))
    expect(screen.getByRole('alert')).toHaveTextContent(en.question.chooseFirst)
    expect(store().step).toBe(before)
    fireEvent.click(screen.getByLabelText(en.questions.f_problem.options.kept))
    fireEvent.click(screen.getByRole('button', { name: en.question.commit }))
    // the reveal: the finished run of mid-turn × remote
    expect(store().step).toBe(bindingStep(QUESTIONS.f_problem.reveal))
    expect(store().step).toBeGreaterThan(before)
    const feedback = document.querySelector('[data-correct]')!
    expect(feedback).toHaveAttribute('data-correct', 'false')
    const answer = QUESTIONS.f_problem.answer() as keyof typeof en.questions.f_problem.options
    expect(feedback).toHaveTextContent(en.questions.f_problem.options[answer])
    // the explanation names where the pin decides it
    expect(
      feedback.querySelector('[data-claim="lessons.questions.f_problem.explain"]'),
    ).not.toBeNull()
    // the step of the keep filter, wherever the core's trace puts it
    const target = bindingStep(questionLink(QUESTIONS.f_problem)!)
    const link = screen.getByRole('button', { name: new RegExp(`Show trace step ${target}:`) })
    fireEvent.click(link)
    expect(store().step).toBe(target)
    expect(store().hoveredStep).toBe(target)
  })

  it('puts the reader’s own scenario back when the tab closes', () => {
    const parsed = parseScenario({
      history: [{ id: 'mine', type: 'message', role: 'user', text: 'my own work' }],
      cell: { phase: 'manual', implementation: 'local' },
    })
    if (!parsed.ok) throw new Error('bad scenario')
    const mine: ScenarioFile = parsed.value
    act(() => store().editScenario(() => mine))
    const { unmount } = render(<LessonsScreen />)
    expect(store().scenario).not.toBe(mine)
    expect(store().scenarioOrigin).toBe('default')
    unmount()
    expect(store().scenario).toBe(mine)
    expect(store().scenarioOrigin).toBe('edit')
  })

  it('opens at the position the store (and so the view link) names, and reports each move', () => {
    act(() => store().setLessonPosition({ section: 'compaction', step: 3 }))
    render(<LessonsScreen />)
    const fourth = COMPACTION_LESSON.steps[3]!
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: (en.compaction.steps as Record<string, { topic?: string }>)[fourth.id]!.topic!,
      }),
    ).toBeInTheDocument()
    expect(store().step).toBe(bindingStep(concealedBinding(fourth.stage)))
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(store().lessonPosition).toEqual({ section: 'compaction', step: 4 })
    fireEvent.click(screen.getByRole('button', { name: en.ui.exerciseTab }))
    expect(store().lessonPosition).toEqual({ section: 'exercise', step: 0 })
  })

  it('says a goal goes on when the step before taught the same one, not that it is new', () => {
    act(() => store().setLessonPosition({ section: 'compaction', step: 0 }))
    render(<LessonsScreen />)
    const goalsLine = () => document.querySelector('.lesson-goals')!.textContent
    const goal = en.goals.c_timingImplementation
    expect(goalsLine()).toBe(`${en.ui.goalsTaught}: ${goal}`)
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    expect(COMPACTION_LESSON.steps[1]!.goals).toEqual(COMPACTION_LESSON.steps[0]!.goals)
    commitRight(QUESTIONS[COMPACTION_LESSON.steps[1]!.question!])
    expect(goalsLine()).toBe(`${en.ui.goalsContinued}: ${goal}`)
    fireEvent.keyDown(window, { key: 'ArrowRight' })
    commitRight(QUESTIONS[COMPACTION_LESSON.steps[2]!.question!])
    expect(goalsLine()).toBe(`${en.ui.goalsTaught}: ${en.goals.c_remoteFilterSummary}`)
  })

  it('clamps a position past the lesson’s end to its last step', () => {
    act(() => store().setLessonPosition({ section: 'fragments', step: 999 }))
    render(<LessonsScreen />)
    const lastStep = FRAGMENTS_LESSON.steps.at(-1)!
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: en.fragments.steps[lastStep.id as keyof typeof en.fragments.steps].topic,
      }),
    ).toBeInTheDocument()
  })

  it.each([
    ['ko', ko],
    ['zh', zh],
  ] as const)('speaks %s', (locale, catalog) => {
    act(() => store().setLocale(locale))
    render(<LessonsScreen />)
    expect(
      screen.getByRole('heading', { name: catalog.fragments.steps.symptoms.topic }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: catalog.question.commit })).toBeInTheDocument()
  })

  it('ends each lesson with a button that goes where it says', () => {
    act(() => store().setLessonPosition({ section: 'fragments', step: 999 }))
    render(<LessonsScreen />)
    fireEvent.click(screen.getByRole('button', { name: `${en.ui.finish.fragments} →` }))
    expect(store().lessonPosition).toEqual({ section: 'compaction', step: 0 })
    act(() => store().setLessonPosition({ section: 'compaction', step: 999 }))
    fireEvent.click(screen.getByRole('button', { name: `${en.ui.finish.compaction} →` }))
    expect(store().lessonPosition).toEqual({ section: 'exercise', step: 0 })
    expect(document.querySelector("[data-lesson='exercise']")).not.toBeNull()
  })
})
