/**
 * The console is the speaker's alone: it steps the projected window from the keyboard (Home to
 * step 1), counts down, and holds the answer key and the show of hands; the projected window's
 * reveal names the core's answer without a verdict.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LESSONS } from '../../../src/features/lessons/content/lessons.ts'
import { QUESTIONS } from '../../../src/features/lessons/content/questions.ts'
import { LessonsScreen } from '../../../src/features/lessons/LessonsScreen.tsx'
import { CONSOLE_CHANNEL } from '../../../src/features/presenter-console/consoleChannel.ts'
import { PresenterConsole } from '../../../src/features/presenter-console/PresenterConsole.tsx'
import { en } from '../../../src/i18n/en.ts'
import { lessons } from '../../../src/i18n/en/lessons.ts'
import { getInitialState, useVisualizerStore } from '../../../src/store/index.ts'

beforeEach(() => {
  // the engine stays loaded (the key is computed by the core)
  useVisualizerStore.setState(getInitialState(), true)
  useVisualizerStore.setState({ lessonProgress: undefined })
})
afterEach(() => vi.useRealTimers())

const TRAP = LESSONS.fragments.steps.findIndex((step) => step.id === 'trap')

async function consoleAtTrap(heard: unknown[]): Promise<BroadcastChannel> {
  const projected = new BroadcastChannel(CONSOLE_CHANNEL)
  projected.onmessage = (event) => heard.push(event.data)
  render(<PresenterConsole />)
  await waitFor(() => expect(heard).toContainEqual({ kind: 'hello' }))
  projected.postMessage({
    kind: 'position',
    tab: 'lessons',
    locale: 'en',
    lesson: { section: 'fragments', step: TRAP },
    gridStep: 0,
    gridSteps: 19,
  })
  await screen.findByText(en.view.console.keyLabel)
  return projected
}

describe('the presenter console in class', () => {
  it('sends the arrow keys and Home, and shows the key with a show of hands', async () => {
    const heard: unknown[] = []
    const projected = await consoleAtTrap(heard)
    // the keys listen from the first render with a position; a message arrives a tick later
    for (const key of ['ArrowRight', 'Home'])
      await waitFor(() => {
        fireEvent.keyDown(window, { key })
        expect(heard).toContainEqual({ kind: 'key', key })
      })
    const answer = QUESTIONS.f_trap.answer()
    expect(document.querySelector('[data-console-key]')).toHaveAttribute('data-console-key', answer)
    const row = document.querySelector(`[data-hands='${answer}']`)!
    fireEvent.click(row.querySelector('button')!)
    fireEvent.click(row.querySelector('button')!)
    expect(row.querySelector('output')).toHaveTextContent('2')
    fireEvent.click(screen.getByRole('button', { name: en.view.console.handsReset }))
    expect(row.querySelector('output')).toHaveTextContent('0')
    projected.close()
  })

  it('counts down from the chosen minutes and says when time is over', () => {
    vi.useFakeTimers({ now: 0 })
    render(<PresenterConsole />)
    fireEvent.change(document.querySelector('[data-countdown]')!, { target: { value: '1' } })
    const clock = screen.getByRole('timer')
    expect(clock).toHaveTextContent('1:00')
    fireEvent.click(screen.getByRole('button', { name: en.view.console.start }))
    act(() => vi.advanceTimersByTime(15_000))
    expect(clock).toHaveTextContent('0:45')
    act(() => vi.advanceTimersByTime(60_000))
    expect(clock).toHaveAttribute('data-overtime', 'true')
    expect(clock).toHaveTextContent(en.view.console.overtime)
  })
})

describe('the projected reveal', () => {
  it('names the core’s answer without a verdict in presenter mode', () => {
    useVisualizerStore.setState({ present: true })
    useVisualizerStore.getState().setLessonPosition({ section: 'fragments', step: TRAP })
    render(<LessonsScreen />)
    const question = QUESTIONS.f_trap
    const wrong = question.options.find((option) => option !== question.answer())!
    const options = lessons.questions.f_trap.options as Record<string, string>
    fireEvent.click(screen.getByLabelText(options[wrong]!))
    fireEvent.click(screen.getByRole('button', { name: lessons.question.commit }))
    const feedback = document.querySelector('.lesson-feedback')!
    expect(feedback).toHaveClass('neutral')
    expect(feedback).not.toHaveAttribute('data-correct')
    expect(feedback.textContent).not.toContain('Not quite')
    expect(feedback.textContent).toContain(options[question.answer()]!.replace(/`/g, ''))
  })
})
