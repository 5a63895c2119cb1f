/**
 * The exercise accepts the core's own table for each of its three cells, and explains each kind
 * of mistake (wrong fate, wrong position, summary placement, initial context) by its rule.
 */
import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  EXERCISE_CELLS,
  exerciseResult,
  expectedTable,
  type TableAnswer,
} from '../../../src/features/lessons/content/exercise.ts'
import { Exercise } from '../../../src/features/lessons/Exercise.tsx'
import { lessons as en } from '../../../src/i18n/en/lessons.ts'
import { useVisualizerStore } from '../../../src/store/index.ts'

beforeEach(() => useVisualizerStore.setState(useVisualizerStore.getInitialState(), true))

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
    expect(text('fate')).toContain('Keep filter (should_keep)')
    expect(text('fate')).toContain('real user message')
    expect(text('position')).toMatch(/ask2.*3.*4/)
    expect(text('summary')).toContain(en.exercise.summaryAnswers.last)
    expect(text('initialContext')).toContain(en.exercise.contextAnswers.beforeLastUser)
    expect(text('initialContext')).toContain('Insert initial context')
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
  })

  it('moves the stage to the trace step of a mistake', () => {
    render(<Exercise />)
    const right = expectedTable(exerciseResult(0))
    fill({ ...right, rows: { ...right.rows, perm: { fate: 'kept', position: '1' } } })
    check()
    const link = within(document.querySelector("[data-mistake='fate']")!).getByRole('button')
    fireEvent.click(link)
    const seq = Number(/\d+/.exec(link.textContent ?? '')![0])
    expect(useVisualizerStore.getState().step).toBe(seq)
    expect(useVisualizerStore.getState().hoveredStep).toBe(seq)
  })
})
