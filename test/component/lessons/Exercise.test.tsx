/**
 * The exercise accepts the core's own table for each of its three cells, and explains each kind
 * of mistake (wrong fate, wrong position, summary placement, initial context) by its rule.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  EXERCISE_CELLS,
  exerciseResult,
  expectedTable,
  type TableAnswer,
} from '../../../src/features/lessons/content/exercise.ts'
import { Exercise } from '../../../src/features/lessons/Exercise.tsx'
import {
  EXERCISE_SET_ASIDE_KEY,
  EXERCISE_WORK_KEY,
  exerciseWorkJson,
  hrefWithWork,
} from '../../../src/app/exerciseWork.ts'
import { lessons as en } from '../../../src/i18n/en/lessons.ts'
import { lessons as ko } from '../../../src/i18n/ko/lessons.ts'
import { lessons as zh } from '../../../src/i18n/zh/lessons.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

beforeEach(() => {
  useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
  localStorage.clear()
  useVisualizerStore.setState({ exerciseWork: undefined })
  useVisualizerStore.setState({ lessonProgress: undefined })
})

function fill(table: TableAnswer): void {
  for (const [id, row] of Object.entries(table.rows)) {
    const tr = document.querySelector(`[data-row='${id}']`)!
    fireEvent.change(within(tr as HTMLElement).getByRole('combobox'), {
      target: { value: row.fate },
    })
    const position = within(tr as HTMLElement).getByRole('spinbutton')
    if (!(position as HTMLInputElement).disabled)
      fireEvent.change(position, { target: { value: row.position } })
  }
  fireEvent.change(document.querySelector("[data-field='summary']")!, {
    target: { value: table.summary },
  })
  fireEvent.change(document.querySelector("[data-field='context']")!, {
    target: { value: table.context },
  })
  const position = document.querySelector<HTMLInputElement>("[data-field='contextPosition']")!
  if (!position.disabled) fireEvent.change(position, { target: { value: table.contextPosition } })
}

const check = () => fireEvent.click(screen.getByRole('button', { name: en.exercise.check }))
const openCell = (index: number) => {
  const cell = EXERCISE_CELLS[index]!
  fireEvent.click(
    document.querySelector(`[data-exercise-cell='${cell.phase}.${cell.implementation}']`)!,
  )
}

describe('the exercise', () => {
  it.each([0, 1, 2])('accepts the core’s table for cell %i', (index) => {
    render(<Exercise />)
    openCell(index)
    fill(expectedTable(exerciseResult(index)))
    check()
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'correct')
  })

  it('explains each kind of mistake by its rule', () => {
    render(<Exercise />)
    const right = expectedTable(exerciseResult(0))
    // mid-turn × remote: ask1 kept at 1, ask2 kept at 4, summary last, context before ask2 at 2
    expect(right.rows['ask1']).toEqual({ fate: 'kept', position: '1' })
    fill({
      ...right,
      rows: {
        ...right.rows,
        ask1: { fate: 'cut', position: '' },
        ask2: { fate: 'kept', position: '3' },
      },
      summary: 'notLast',
      context: 'notInTable',
      contextPosition: '',
    })
    check()
    const kinds = [...document.querySelectorAll<HTMLElement>('[data-mistake]')].map(
      (el) => el.dataset.mistake,
    )
    expect(kinds).toEqual(['fate', 'position', 'summary', 'initialContext'])
    const text = (kind: string) => document.querySelector(`[data-mistake='${kind}']`)!.textContent
    // the rule first; no answer until asked
    expect(text('fate')).toContain('Keep filter (should_keep)')
    expect(text('fate')).toContain('real user message')
    expect(text('summary')).not.toContain(en.exercise.summaryAnswers.last)
    expect(document.querySelector('[data-answer]')).toBeNull()
    for (const button of screen.getAllByRole('button', { name: en.exercise.showAnswer }))
      fireEvent.click(button)
    expect(document.querySelectorAll('[data-answer]')).toHaveLength(4)
    expect(text('position')).toMatch(/ask2.*position 4/)
    expect(text('summary')).toContain(en.exercise.summaryAnswers.last)
    expect(text('initialContext')).toContain(en.exercise.contextAnswers.beforeLastUser)
    expect(text('initialContext')).toContain('Insert initial context')
  })

  it('names each item in the reader’s words, its id beside it as code', () => {
    act(() => useVisualizerStore.getState().setLocale('ko'))
    render(<Exercise />)
    const head = document.querySelector("[data-row='ask1'] th")!
    expect(head).toHaveTextContent(`${ko.exercise.itemNames.ask1} ask1`)
    expect(head.querySelector('code')).toHaveTextContent(/^ask1$/)
    expect(
      screen.getByRole('combobox', { name: `${ko.exercise.itemNames.reply1}(reply1)의 운명` }),
    ).toBeInTheDocument()
    // every item of the table has a name of its own in each language
    const ids = [...document.querySelectorAll<HTMLElement>('[data-row]')].map(
      (tr) => tr.dataset.row!,
    )
    expect(ids.length).toBeGreaterThan(10)
    expect(ids.filter((id) => !(id in ko.exercise.itemNames))).toEqual([])
    expect(ids.filter((id) => !(id in en.exercise.itemNames))).toEqual([])
  })

  it('names the items in Chinese too, in the table and in a mistake, the id as secondary', () => {
    act(() => useVisualizerStore.getState().setLocale('zh'))
    render(<Exercise />)
    const head = document.querySelector("[data-row='ask1'] th")!
    expect(head).toHaveTextContent(`${zh.exercise.itemNames.ask1} ask1`)
    expect(head.querySelector('code')).toHaveTextContent(/^ask1$/)
    expect(
      screen.getByRole('combobox', { name: `${zh.exercise.itemNames.reply1}（reply1）的去留` }),
    ).toBeInTheDocument()
    const right = expectedTable(exerciseResult(0))
    fill({ ...right, rows: { ...right.rows, ask1: { fate: 'cut', position: '' } } })
    fireEvent.click(screen.getByRole('button', { name: zh.exercise.check }))
    const hint = document.querySelector("[data-mistake='fate']")!
    // the reader's name first, the id after it as code, never the id alone
    expect(hint.textContent).toContain(`${zh.exercise.itemNames.ask1} (ask1)`)
    expect(hint.querySelector('code')).toHaveTextContent(/^ask1$/)
    const ids = [...document.querySelectorAll<HTMLElement>('[data-row]')].map(
      (tr) => tr.dataset.row!,
    )
    expect(ids.filter((id) => !(id in zh.exercise.itemNames))).toEqual([])
  })

  it('explains a missing initial context in the empty window', () => {
    render(<Exercise />)
    openCell(1)
    const right = expectedTable(exerciseResult(1))
    expect(right.context).toBe('wholeWindow')
    fill({ ...right, context: 'notInTable', contextPosition: '' })
    check()
    const mistakes = document.querySelectorAll<HTMLElement>('[data-mistake]')
    expect([...mistakes].map((m) => m.dataset.mistake)).toEqual(['initialContext'])
    expect(mistakes[0]!.textContent).toContain('New empty window')
    fireEvent.click(screen.getByRole('button', { name: en.exercise.showAnswer }))
    expect(mistakes[0]!.textContent).toContain(en.exercise.contextAnswers.wholeWindow)
  })

  it('moves the stage to the trace step of a mistake', () => {
    render(<Exercise />)
    const right = expectedTable(exerciseResult(0))
    fill({ ...right, rows: { ...right.rows, perm: { fate: 'kept', position: '1' } } })
    check()
    const link = within(document.querySelector("[data-mistake='fate']")!).getAllByRole('button')[0]!
    fireEvent.click(link)
    const seq = Number(/\d+/.exec(link.textContent ?? '')![0])
    expect(useVisualizerStore.getState().step).toBe(seq)
    expect(useVisualizerStore.getState().hoveredStep).toBe(seq)
  })

  it('checks an empty table without giving away any answer, and scores it', () => {
    render(<Exercise />)
    check()
    const right = expectedTable(exerciseResult(0))
    const carried = Object.values(right.rows).filter((row) => row.fate !== 'cut').length
    const total = Object.keys(right.rows).length + carried + 2 + (right.contextPosition ? 1 : 0)
    expect(document.querySelector('[data-blanks]')).toHaveAttribute('data-blanks', String(total))
    expect(document.querySelectorAll('[data-mistake], [data-answer]')).toHaveLength(0)
    expect(document.querySelector('[data-score]')).toHaveAttribute('data-score', `0/${total}`)
    // the stage stays on the loaded history: no grid, no trace
    expect(document.querySelector('.lesson-stage .cell-grid')).toBeNull()
    expect(document.querySelector('.lesson-stage .trace-step')).toBeNull()
  })

  it('scores a partial table and says the context is right when only its position is wrong', () => {
    render(<Exercise />)
    const right = expectedTable(exerciseResult(0))
    fill({ ...right, contextPosition: String(Number(right.contextPosition) + 1) })
    check()
    const kinds = [...document.querySelectorAll<HTMLElement>('[data-mistake]')].map(
      (el) => el.dataset.mistake,
    )
    expect(kinds).toEqual(['contextPosition'])
    const text = document.querySelector("[data-mistake='contextPosition']")!.textContent
    expect(text).toContain(en.exercise.mistake.contextPosition)
    expect(text).not.toContain(en.exercise.contextAnswers[right.context as 'beforeLastUser'])
    const score = document.querySelector('[data-score]')!.getAttribute('data-score')!
    const [got, of] = score.split('/').map(Number)
    expect(got).toBe(of! - 1)
    expect(document.querySelector('[data-overall]')).toHaveAttribute(
      'data-overall',
      expect.stringMatching(new RegExp(`^${got}/`)),
    )
  })

  it('keeps the answers when the screen closes and after a reload, and saves them as typed', () => {
    const { unmount } = render(<Exercise />)
    const right = expectedTable(exerciseResult(0))
    fill(right)
    unmount()
    const second = render(<Exercise />)
    const select = document.querySelector<HTMLSelectElement>("[data-row='ask1'] select")!
    expect(select.value).toBe(right.rows['ask1']!.fate)
    // a reload: the page's copy is gone, the saved work is read back
    const saved = localStorage.getItem(EXERCISE_WORK_KEY)
    expect(saved).toContain('"version":1')
    second.unmount()
    useVisualizerStore.setState({ exerciseWork: undefined })
    render(<Exercise />)
    check()
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'correct')
  })

  it('keeps each check, its score and the table in view after a reload', () => {
    const { unmount } = render(<Exercise />)
    openCell(1)
    fill(expectedTable(exerciseResult(1)))
    check()
    expect(useVisualizerStore.getState().answerHidden).toBe(false)
    unmount()
    // a reload: the page's copies are gone, the saved work is read back
    useVisualizerStore.setState({ exerciseWork: undefined })
    useVisualizerStore.setState({ lessonProgress: undefined })
    useVisualizerStore.setState(useVisualizerStore.getInitialState(), true)
    render(<Exercise />)
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true')
    expect(document.querySelector('[data-verdict]')).toHaveAttribute('data-verdict', 'correct')
    expect(useVisualizerStore.getState().answerHidden).toBe(false)
    // a table not yet checked hides the other screens
    openCell(0)
    expect(useVisualizerStore.getState().answerHidden).toBe(true)
  })

  it('reads damaged saved answers as blank tables, never failing', () => {
    localStorage.setItem(
      EXERCISE_WORK_KEY,
      '{"version":1,"tables":[{"rows":{"ask1":{"fate":"<b>x</b>"}},"summary":7}]}',
    )
    const { unmount } = render(<Exercise />)
    expect(document.querySelector<HTMLSelectElement>("[data-row='ask1'] select")!.value).toBe('')
    localStorage.setItem(EXERCISE_WORK_KEY, 'not json')
    // a reload: the page and its copy are gone
    unmount()
    useVisualizerStore.setState({ exerciseWork: undefined })
    render(<Exercise />)
    expect(document.querySelector<HTMLSelectElement>("[data-field='summary']")!.value).toBe('')
  })

  it('moves between the three tables with the arrow keys, and a lesson step key stays put', () => {
    render(<Exercise />)
    const tabs = screen.getAllByRole('tab')
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
    const pageKeys: string[] = []
    const onPage = (event: KeyboardEvent) => {
      if (!event.defaultPrevented) pageKeys.push(event.key)
    }
    window.addEventListener('keydown', onPage)
    tabs[0]!.focus()
    fireEvent.keyDown(tabs[0]!, { key: 'ArrowRight' })
    expect(screen.getAllByRole('tab')[1]).toHaveAttribute('aria-selected', 'true')
    expect(document.activeElement).toBe(screen.getAllByRole('tab')[1])
    fireEvent.keyDown(document.activeElement!, { key: 'End' })
    expect(screen.getAllByRole('tab')[2]).toHaveAttribute('aria-selected', 'true')
    window.removeEventListener('keydown', onPage)
    // the lesson's own ArrowRight (next step) sees the key as taken
    expect(pageKeys).toEqual([])
  })

  it('keeps unreadable saved answers aside before anything overwrites them, and says so', () => {
    localStorage.setItem(EXERCISE_WORK_KEY, '{"version":99,"tables":[]}')
    render(<Exercise />)
    expect(localStorage.getItem(EXERCISE_SET_ASIDE_KEY)).toBe('{"version":99,"tables":[]}')
    expect(document.querySelector('[data-exercise-notice="set-aside"]')).toHaveTextContent(
      EXERCISE_SET_ASIDE_KEY,
    )
    // the next pick overwrites the key, the copy stays
    fill(expectedTable(exerciseResult(0)))
    expect(localStorage.getItem(EXERCISE_WORK_KEY)).toContain('"version":1')
    expect(localStorage.getItem(EXERCISE_SET_ASIDE_KEY)).toBe('{"version":99,"tables":[]}')
  })

  it('says so, and offers the answers as a file, when storage is full', () => {
    render(<Exercise />)
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    try {
      fill(expectedTable(exerciseResult(0)))
      const notice = document.querySelector('[data-exercise-notice="unsaved"]')
      expect(notice).toHaveAttribute('role', 'alert')
      expect(notice!.querySelector('button')).toHaveTextContent('Download your answers')
    } finally {
      setItem.mockRestore()
    }
    // the next save that works clears the warning
    fill(expectedTable(exerciseResult(0)))
    fireEvent.change(document.querySelector("[data-field='summary']")!, { target: { value: '' } })
    expect(document.querySelector('[data-exercise-notice="unsaved"]')).toBeNull()
  })

  it('keeps a link’s answers when another tab changes its own, and says so', () => {
    const right = expectedTable(exerciseResult(0))
    const fate = right.rows['ask1']!.fate
    window.location.hash = new URL(hrefWithWork('https://lab.test/', [right])).hash
    useVisualizerStore.setState({ exerciseWork: undefined })
    render(<Exercise />)
    const ask1 = () => document.querySelector<HTMLSelectElement>("[data-row='ask1'] select")!
    expect(ask1().value).toBe(fate)
    const other = { ...right, rows: { ...right.rows, ask1: { fate: '', position: '' } } }
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', {
          key: EXERCISE_WORK_KEY,
          newValue: exerciseWorkJson([other]),
        }),
      )
    })
    expect(ask1().value).toBe(fate)
    expect(document.querySelector('[data-exercise-notice="merged"]')).not.toBeNull()
    window.location.hash = ''
  })
})
