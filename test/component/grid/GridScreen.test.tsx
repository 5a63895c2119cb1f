import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ALL_CELLS, type Cell } from '../../../src/core/index.ts'
import { GridScreen } from '../../../src/features/grid/GridScreen.tsx'
import { selectStepCount } from '../../../src/store/playbackSelectors.ts'
import {
  coreResult,
  counter,
  gridCell,
  laneCards,
  renderGrid,
  resetPage,
  stepText,
  store,
} from './setup.tsx'

const MID_REMOTE: Cell = { phase: 'mid_turn', implementation: 'remote' }
const PRE_REMOTE: Cell = { phase: 'pre_turn', implementation: 'remote' }
const MID_LOCAL: Cell = { phase: 'mid_turn', implementation: 'local' }

beforeEach(() => resetPage())

describe('GridScreen: the nine cells', () => {
  it('summarizes every cell from the core: path, outcome, counts, version, calls', () => {
    renderGrid()
    for (const cell of ALL_CELLS) {
      const result = coreResult(cell)
      const kept = result.items.filter((i) => i.status === 'kept' || i.status === 'truncated')
      const injected = result.items.filter((i) => i.status === 'injected')
      const label = gridCell(cell).textContent ?? ''
      expect(label).toContain(`${result.cut.length} cut, ${kept.length} kept`)
      expect(label).toContain(`${injected.length} injected`)
      expect(label).toContain(`Version 0 → ${result.historyVersion}`)
      expect(label).toContain(result.outcome === 'completed' ? 'completed' : 'failed')
    }
    expect(gridCell(MID_REMOTE)).toHaveAccessibleName(
      'Mid-turn × Remote (key 4): remote v2, completed. 13 cut, 2 kept, 2 injected. Version 0 → 1. 1 server call.',
    )
    expect(gridCell({ phase: 'manual', implementation: 'local' })).toHaveAccessibleName(
      /: local, completed\. 14 cut, 2 kept, 0 injected\. Version 0 → 1\. 1 model call\.$/,
    )
    expect(gridCell({ phase: 'pre_turn', implementation: 'empty_window' })).toHaveAccessibleName(
      /empty window, completed\. 15 cut, 0 kept, 3 injected\. Version 0 → 1\. no model or server call\.$/,
    )
  })

  it('marks a failed cell', () => {
    resetPage()
    const scenario = store().scenario
    store().editScenario(() => ({ ...scenario, faults: { remote: 'timeout' } }))
    render(<GridScreen />)
    const failed = gridCell(MID_REMOTE)
    expect(failed).toHaveAttribute('data-outcome', 'failed')
    expect(failed).toHaveAttribute('data-run-outcome', 'failed-unchanged')
    expect(within(failed).getByText('failed, history unchanged')).toBeInTheDocument()
    // the history was left as it was: its items are "unchanged", never "kept"
    expect(within(failed).getByText('= 15 unchanged')).toBeInTheDocument()
    expect(failed.querySelector('[data-count="kept"]')).toBeNull()
    expect(failed).toHaveAccessibleName(
      /remote v2, failed, history unchanged\. 15 items left as they were\./,
    )
    expect(gridCell(MID_LOCAL)).toHaveAttribute('data-outcome', 'completed')
  })

  it('selects a cell on click; the selectors and the lane follow', async () => {
    const { user } = renderGrid()
    expect(gridCell(MID_REMOTE)).toHaveAttribute('aria-pressed', 'true')
    await user.click(gridCell(PRE_REMOTE))
    expect(gridCell(PRE_REMOTE)).toHaveAttribute('aria-pressed', 'true')
    expect(gridCell(MID_REMOTE)).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('button', { name: 'Pre-turn' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'Remote' })).toHaveAttribute('aria-pressed', 'true')
    expect(stepText()).toBe(`Step 1 of ${coreResult(PRE_REMOTE).trace.length}`)
    expect(laneCards()).toHaveLength(15)
    expect(laneCards().every((card) => card.endsWith(':pending'))).toBe(true)
  })

  it('the timing and implementation selectors each change one dimension', async () => {
    const { user } = renderGrid()
    await user.click(screen.getByRole('button', { name: 'Manual' }))
    expect(store().cell).toEqual({ phase: 'manual', implementation: 'remote' })
    await user.click(screen.getByRole('button', { name: 'Empty window' }))
    expect(store().cell).toEqual({ phase: 'manual', implementation: 'empty_window' })
    expect(gridCell(store().cell)).toHaveAttribute('aria-pressed', 'true')
  })
})

describe('GridScreen: the lane agrees with the core at the last step', () => {
  it.each(ALL_CELLS.map((cell) => [`${cell.phase}.${cell.implementation}`, cell] as const))(
    '%s',
    async (_name, cell) => {
      const { user } = renderGrid()
      await user.click(gridCell(cell))
      await user.keyboard('{End}')
      const result = coreResult(cell)
      expect(stepText()).toBe(`Step ${result.trace.length} of ${result.trace.length}`)
      await waitFor(() =>
        expect(laneCards()).toEqual(result.items.map((item) => `${item.id}:${item.status}`)),
      )
      expect(counter('cut')).toBe(String(result.cut.length))
      expect(counter('kept')).toBe(
        String(result.items.filter((i) => i.status === 'kept' || i.status === 'truncated').length),
      )
      expect(counter('version')).toBe(String(result.historyVersion))
      for (const badge of result.badges)
        expect(document.querySelector(`[data-badge='${badge}']`)).not.toBeNull()
    },
  )
})

describe('GridScreen: the lane while the trace plays', () => {
  it('marks cut items in place, then removes them on install; badges arrive with their step', async () => {
    const { user } = renderGrid()
    const trace = coreResult(MID_REMOTE).trace
    const keepStep = trace.find((step) => step.rule === 'should_keep')!.seq
    const installStep = trace.find((step) => step.ops.some((op) => op.op === 'install'))!.seq
    act(() => store().seek(keepStep - 1))
    expect(document.querySelector("[data-badge='filter_applied']")).toBeNull()
    expect(laneCards()).toContain('perm:pending')
    await user.keyboard('{ArrowRight}')
    expect(laneCards()).toContain('perm:cut')
    expect(document.querySelector("[data-badge='filter_applied']")).not.toBeNull()
    // still on the lane: cut items leave only when the new history is installed
    expect(laneCards()).toHaveLength(15)
    act(() => store().seek(installStep))
    await waitFor(() => expect(laneCards()).not.toContain('perm:cut'))
    expect(laneCards()).toEqual([
      'ask1:kept',
      'ic-1:injected',
      'ic-2:injected',
      'ask2:kept',
      'compaction:summary',
    ])
  })

  it('injects the mid-turn initial context at its real position, before the last user message', () => {
    renderGrid()
    const trace = coreResult(MID_REMOTE).trace
    const insert = trace.find((step) => step.ops.some((op) => op.op === 'insert'))!
    act(() => store().seek(insert.seq))
    const ids = laneCards().map((card) => card.split(':')[0])
    expect(ids.indexOf('ic-1')).toBe(ids.indexOf('ask2') - 2)
    expect(ids.indexOf('ic-2')).toBe(ids.indexOf('ask2') - 1)
  })

  it('shows a manual compaction’s re-injection as the next turn’s', () => {
    renderGrid()
    const manual = { phase: 'manual', implementation: 'remote' } as const
    act(() => {
      store().chooseCell(manual)
      store().seek(selectStepCount(store()))
    })
    expect(screen.getByRole('region', { name: 'Next turn re-injects' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'This turn re-injects' })).toBeNull()
  })

  it('shows the pre-turn re-injection as this same turn’s, in a ghost group after the lane', () => {
    renderGrid()
    act(() => {
      store().chooseCell(PRE_REMOTE)
      store().seek(selectStepCount(store()))
    })
    expect(screen.queryByRole('region', { name: 'Next turn re-injects' })).toBeNull()
    const group = screen.getByRole('region', { name: 'This turn re-injects' })
    const ghosts = [...group.querySelectorAll<HTMLElement>('[data-next-turn-id]')].map(
      (el) => el.dataset.nextTurnId,
    )
    expect(ghosts).toEqual(coreResult(PRE_REMOTE).nextTurnInjection.map((item) => item.id))
    // ghosts are not history: they are not lane cards
    expect(laneCards()).toEqual(['ask1:kept', 'ask2:kept', 'compaction:summary'])
  })

  it('says in the cell and the trace which reply the legacy server gave', () => {
    renderGrid()
    const base = store().scenario
    const legacy = { ...base, features: { ...base.features, remoteCompactionV2: false } }
    act(() => store().editScenario(() => legacy))
    const remote = PRE_REMOTE
    expect(gridCell(remote)).toHaveTextContent('realistic reply')
    expect(gridCell(remote)).toHaveAccessibleName(/realistic reply\.$/)
    expect(gridCell({ phase: 'pre_turn', implementation: 'local' })).not.toHaveTextContent(/reply/)
    act(() => store().editScenario(() => ({ ...legacy, server: { legacyReply: 'echo' } })))
    expect(gridCell(remote)).toHaveTextContent('echo reply')
  })

  it('says so before the first step', () => {
    renderGrid()
    act(() => store().seek(0))
    expect(screen.getByText(/Nothing replayed yet/)).toBeInTheDocument()
    expect(laneCards()).toEqual([])
  })

  it('every card has role, kind, fragment type and a one-line body', () => {
    renderGrid()
    const card = document.querySelector<HTMLElement>("[data-item-id='env'] button")!
    expect(card).toHaveTextContent('#3')
    expect(card).toHaveTextContent('pending')
    expect(card).toHaveTextContent('user message')
    expect(card).toHaveTextContent('EnvironmentContext')
    expect(card).toHaveTextContent('<environment_context>')
    const call = document.querySelector<HTMLElement>("[data-item-id='call1'] button")!
    expect(call).toHaveTextContent('tool call')
    expect(call).toHaveTextContent('shell(')
  })
})

describe('GridScreen: the trace and the lane point at each other', () => {
  it('hovering a trace step lights up the items it decides', async () => {
    const { user } = renderGrid()
    const lit = () =>
      [...document.querySelectorAll<HTMLElement>('.lane-item.highlighted')].map(
        (el) => el.dataset.itemId,
      )
    const keep = document.querySelector<HTMLElement>("li[data-rule='should_keep']")!
    await user.hover(keep)
    // the keep filter decides both ways: the cut wrappers and the kept user messages
    expect(lit()).toEqual(['perm', 'agents', 'env', 'ask1', 'approved', 'aborted', 'ask2', 'time'])
    await user.unhover(keep)
    expect(lit()).toEqual([])
    // focus works the same way, for the keyboard
    act(() => keep.querySelector('button')!.focus())
    expect(lit()).toHaveLength(8)
  })

  it('marks the timeline where the lane changes', () => {
    renderGrid()
    const marks = [...document.querySelectorAll<HTMLElement>('.timeline-mark')]
    const { trace } = coreResult(MID_REMOTE)
    // the v2 pre-filter and should_keep cut, retention keeps, the output and IC arrive, install
    expect(marks.map((mark) => mark.className.replace('timeline-mark mark-', ''))).toEqual([
      'cut',
      'cut',
      'kept',
      'summary',
      'injected',
      'install',
    ])
    expect(marks.at(-1)!.style.left).toBe(
      `${(trace.find((step) => step.rule === 'replace_history')!.seq / trace.length) * 100}%`,
    )
  })
})

describe('GridScreen: follows scenario edits', () => {
  it('recomputes the grid and clamps the step when another screen edits the scenario', async () => {
    renderGrid()
    act(() => store().seek(selectStepCount(store())))
    const before = selectStepCount(store())
    const scenario = store().scenario
    act(() =>
      store().editScenario(() => ({
        ...scenario,
        turn: { activeTokens: 10, modelNeedsFollowUp: false },
      })),
    )
    const after = selectStepCount(store())
    expect(after).toBeLessThan(before)
    await waitFor(() => expect(store().step).toBe(after))
    expect(stepText()).toBe(`Step ${after} of ${after}`)
    expect(gridCell(MID_REMOTE)).toHaveAttribute('data-outcome', 'not_triggered')
    expect(within(gridCell(MID_REMOTE)).getByText('not triggered')).toBeInTheDocument()
    await waitFor(() => expect(laneCards().every((card) => card.endsWith(':unchanged'))).toBe(true))
    expect(laneCards()).toHaveLength(15)
  })
})

describe('GridScreen: keyboard', () => {
  it('1–9 pick cells row by row; arrows, Home and End move the step; Space plays', async () => {
    const { user } = renderGrid()
    await user.keyboard('5')
    expect(store().cell).toEqual(MID_LOCAL)
    await user.keyboard('9')
    expect(store().cell).toEqual({ phase: 'manual', implementation: 'empty_window' })
    await user.keyboard('1')
    expect(store().cell).toEqual(PRE_REMOTE)
    const total = selectStepCount(store())
    await user.keyboard('{ArrowRight}{ArrowRight}')
    expect(store().step).toBe(3)
    await user.keyboard('{ArrowLeft}')
    expect(store().step).toBe(2)
    await user.keyboard('{End}')
    expect(store().step).toBe(total)
    await user.keyboard('{Home}')
    expect(store().step).toBe(0)
    await user.keyboard(' ')
    expect(store().playing).toBe(true)
    await user.keyboard(' ')
    expect(store().playing).toBe(false)
  })

  it('Space on a focused button plays instead of clicking it', async () => {
    const { user } = renderGrid()
    gridCell(PRE_REMOTE).focus()
    await user.keyboard(' ')
    expect(store().playing).toBe(true)
    expect(store().cell).toEqual(MID_REMOTE)
  })

  it('ignores the keys while typing in an input or a textarea', async () => {
    resetPage()
    const { user } = {
      user: (await import('@testing-library/user-event')).default.setup(),
      ...render(
        <>
          <input aria-label="note" />
          <textarea aria-label="history" />
          <GridScreen />
        </>,
      ),
    }
    await user.click(screen.getByLabelText('note'))
    await user.keyboard('5 {ArrowRight}{End}')
    expect(store().cell).toEqual(MID_REMOTE)
    expect(store().step).toBe(1)
    expect(store().playing).toBe(false)
    expect(screen.getByLabelText('note')).toHaveValue('5 ')
    await user.click(screen.getByLabelText('history'))
    await user.keyboard('7 ')
    expect(store().cell).toEqual(MID_REMOTE)
    expect(store().playing).toBe(false)
  })

  it('ignores keys with Ctrl, Alt or Meta', () => {
    renderGrid()
    fireEvent.keyDown(window, { key: '5', ctrlKey: true })
    fireEvent.keyDown(window, { key: 'ArrowRight', altKey: true })
    fireEvent.keyDown(window, { key: 'End', metaKey: true })
    expect(store().cell).toEqual(MID_REMOTE)
    expect(store().step).toBe(1)
  })
})
