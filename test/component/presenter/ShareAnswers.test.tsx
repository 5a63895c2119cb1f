/**
 * "Share this view" offers the exercise answers (off by default); a link made with them fills a
 * blank exercise where it opens, as "Copy a link with my answers" (`#work=…`) does; the lessons'
 * committed predictions go with them (`#learn=…`).
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { EXERCISE_WORK_KEY, exerciseWorkJson, workFromHash } from '../../../src/app/exerciseWork.ts'
import { exerciseResult, expectedTable } from '../../../src/features/lessons/content/exercise.ts'
import { exerciseWork } from '../../../src/features/lessons/exerciseWork.ts'
import { QUESTIONS } from '../../../src/features/lessons/content/questions.ts'
import { lessonProgress, setPrediction } from '../../../src/features/lessons/lessonProgress.ts'
import { ShareView } from '../../../src/features/presenter/ShareView.tsx'
import { en } from '../../../src/i18n/en.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve())

beforeEach(() => {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
  localStorage.clear()
  useVisualizerStore.setState({ exerciseWork: undefined })
  useVisualizerStore.setState({ lessonProgress: undefined })
  writeText.mockClear()
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  history.replaceState(null, '', '/')
})

/** Presses "Share this view" and returns the copied link. */
async function share(): Promise<URL> {
  fireEvent.click(screen.getByRole('button', { name: en.view.share.button }))
  await waitFor(() => expect(writeText).toHaveBeenCalledOnce())
  return new URL(writeText.mock.calls[0]![0])
}

const learnOf = (link: URL) => new URLSearchParams(link.hash.replace(/^#/, '')).get('learn')
const workOf = (link: URL) => new URLSearchParams(link.hash.replace(/^#/, '')).get('work')

describe('sharing the view with the exercise answers', () => {
  it('leaves them out by default, even those the address bar carries', async () => {
    localStorage.setItem(EXERCISE_WORK_KEY, exerciseWorkJson([{ summary: 'last' }]))
    history.replaceState(null, '', '/#work=stale')
    render(<ShareView />)
    const box = screen.getByRole('checkbox', { name: en.view.share.withAnswers })
    expect(box).not.toBeChecked()
    expect(workOf(await share())).toBeNull()
  })

  it('includes them when ticked, and the link fills a blank exercise where it opens', async () => {
    const right = expectedTable(exerciseResult(0))
    localStorage.setItem(EXERCISE_WORK_KEY, exerciseWorkJson([right]))
    render(<ShareView />)
    fireEvent.click(screen.getByRole('checkbox', { name: en.view.share.withAnswers }))
    const link = await share()
    expect(workOf(link)).not.toBeNull()
    expect(workFromHash(link.hash)).toEqual([right])
    // another browser: nothing saved, the link's answers fill the blank fields
    localStorage.clear()
    useVisualizerStore.setState({ exerciseWork: undefined })
    history.replaceState(null, '', `/${link.search}${link.hash}`)
    expect(exerciseWork().tables[0]).toEqual(right)
  })

  it('carries the lessons’ progress with the answers, and never a stale one without them', async () => {
    setPrediction('f_problem', QUESTIONS.f_problem.answer())
    history.replaceState(null, '', '/#learn=stale')
    render(<ShareView />)
    expect(learnOf(await share())).toBeNull()
    writeText.mockClear()
    fireEvent.click(screen.getByRole('checkbox', { name: en.view.share.withAnswers }))
    const link = await share()
    // another browser: nothing saved, the link's predictions are there
    localStorage.clear()
    useVisualizerStore.setState({ lessonProgress: undefined })
    history.replaceState(null, '', `/${link.search}${link.hash}`)
    expect(lessonProgress().predictions.f_problem).toBe(QUESTIONS.f_problem.answer())
  })
})
